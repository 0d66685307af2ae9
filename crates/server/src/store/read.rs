//! Reading every stored table at start, trusting nothing: rows are numbered without gaps and
//! every action names a seat the table has. A table whose rows are not so is given back as
//! [`Unreadable`], naming what is wrong, so that the server still serves every other table.

use rusqlite::Connection;

use super::{StoredAction, StoredSeat, StoredTable};

/// A stored table whose rows cannot be read as a table: its id and why.
#[derive(Debug, Clone, PartialEq)]
pub struct Unreadable {
    pub id: String,
    pub message: String,
}

/// Every stored table, each read or why not. Only a fault of the file itself (a query that
/// cannot run) is an error.
pub(super) fn read_all(
    conn: &Connection,
) -> rusqlite::Result<Vec<Result<StoredTable, Unreadable>>> {
    let heads: Vec<(String, rusqlite::Result<StoredTable>)> = conn
        .prepare("SELECT id, format, config, seed, creator_token, created_at, casual_undo FROM tables ORDER BY created_at, id")?
        .query_map([], |row| {
            let id: String = row.get(0)?;
            let head = (|| {
                Ok(StoredTable {
                    id: id.clone(),
                    format: row.get(1)?,
                    config: row.get(2)?,
                    seed: row.get::<_, i64>(3)? as u64,
                    creator_token: row.get(4)?,
                    created_at: row.get(5)?,
                    casual_undo: row.get(6)?,
                    seats: Vec::new(),
                    actions: Vec::new(),
                })
            })();
            Ok((id, head))
        })?
        .collect::<Result<_, _>>()?;
    let mut seats =
        conn.prepare("SELECT seat, token, ai FROM seats WHERE table_id = ?1 ORDER BY seat")?;
    let mut actions = conn
        .prepare("SELECT seq, seat, by_ai, action FROM actions WHERE table_id = ?1 ORDER BY seq")?;
    let tables = heads
        .into_iter()
        .map(|(id, head)| {
            let read = head
                .map_err(|e| e.to_string())
                .and_then(|table| with_rows(table, &mut seats, &mut actions));
            read.map_err(|message| Unreadable { id, message })
        })
        .collect();
    Ok(tables)
}

/// `t` with its seat and action rows, or what is wrong with them.
fn with_rows(
    mut t: StoredTable,
    seats: &mut rusqlite::Statement<'_>,
    actions: &mut rusqlite::Statement<'_>,
) -> Result<StoredTable, String> {
    t.seats = numbered_rows(seats, &t.id, "seat", |row| {
        Ok(StoredSeat {
            token: row.get(1)?,
            ai: row.get(2)?,
        })
    })?;
    if t.seats.is_empty() {
        return Err("no seat rows".into());
    }
    let rows = numbered_rows(actions, &t.id, "action", |row| {
        Ok((row.get::<_, i64>(1)?, row.get(2)?, row.get(3)?))
    })?;
    for (seq, (seat, by_ai, action)) in rows.into_iter().enumerate() {
        let seat = u8::try_from(seat)
            .ok()
            .filter(|&s| usize::from(s) < t.seats.len())
            .ok_or_else(|| {
                format!(
                    "action {seq} is by seat {seat}, but the table has {} seat rows",
                    t.seats.len()
                )
            })?;
        t.actions.push(StoredAction {
            seat,
            by_ai,
            action,
        });
    }
    Ok(t)
}

/// The rows of `table` from `statement`, whose first column numbers them 0, 1, 2, …; a gap, or
/// a row that cannot be read, is the error, naming the `kind` of row.
fn numbered_rows<T>(
    statement: &mut rusqlite::Statement<'_>,
    table: &str,
    kind: &str,
    read: impl Fn(&rusqlite::Row<'_>) -> rusqlite::Result<T>,
) -> Result<Vec<T>, String> {
    let unreadable = |e: rusqlite::Error| format!("{kind} rows: {e}");
    let rows = statement
        .query_map([table], |row| Ok((row.get::<_, i64>(0)?, read(row)?)))
        .map_err(unreadable)?;
    let mut out = Vec::new();
    for (i, row) in rows.enumerate() {
        let (number, item) = row.map_err(unreadable)?;
        if number != i as i64 {
            return Err(format!("{kind} {number} where {kind} {i} was expected"));
        }
        out.push(item);
    }
    Ok(out)
}
