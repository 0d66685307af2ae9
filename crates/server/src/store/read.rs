//! Reading every stored table at start, trusting nothing: rows are numbered without gaps and
//! every action names a seat the table has.

use rusqlite::Connection;

use super::{StoreError, StoredAction, StoredSeat, StoredTable};

pub(super) fn read_all(conn: &Connection, path: &str) -> Result<Vec<StoredTable>, StoreError> {
    let mut tables: Vec<StoredTable> = conn
        .prepare("SELECT id, format, config, seed, creator_token, created_at FROM tables ORDER BY created_at, id")?
        .query_map([], |row| {
            Ok(StoredTable {
                id: row.get(0)?,
                format: row.get(1)?,
                config: row.get(2)?,
                seed: row.get::<_, i64>(3)? as u64,
                creator_token: row.get(4)?,
                created_at: row.get(5)?,
                seats: Vec::new(),
                actions: Vec::new(),
            })
        })?
        .collect::<Result<_, _>>()?;
    let mut seats =
        conn.prepare("SELECT seat, token, ai FROM seats WHERE table_id = ?1 ORDER BY seat")?;
    let mut actions = conn
        .prepare("SELECT seq, seat, by_ai, action FROM actions WHERE table_id = ?1 ORDER BY seq")?;
    for t in &mut tables {
        let corrupt = |message: String| StoreError::Corrupt {
            path: path.to_string(),
            table: t.id.clone(),
            message,
        };
        t.seats = numbered_rows(&mut seats, &t.id, "seat", |row| {
            Ok(StoredSeat {
                token: row.get(1)?,
                ai: row.get(2)?,
            })
        })?
        .map_err(corrupt)?;
        let rows = numbered_rows(&mut actions, &t.id, "action", |row| {
            Ok((row.get::<_, i64>(1)?, row.get(2)?, row.get(3)?))
        })?
        .map_err(corrupt)?;
        for (seq, (seat, by_ai, action)) in rows.into_iter().enumerate() {
            let seat = u8::try_from(seat)
                .ok()
                .filter(|&s| usize::from(s) < t.seats.len())
                .ok_or_else(|| {
                    corrupt(format!(
                        "action {seq} is by seat {seat}, but the table has {} seat rows",
                        t.seats.len()
                    ))
                })?;
            t.actions.push(StoredAction {
                seat,
                by_ai,
                action,
            });
        }
    }
    Ok(tables)
}

/// The rows of `table` from `statement`, whose first column numbers them 0, 1, 2, …; a gap is
/// the inner error, naming the `kind` of row.
fn numbered_rows<T>(
    statement: &mut rusqlite::Statement<'_>,
    table: &str,
    kind: &str,
    read: impl Fn(&rusqlite::Row<'_>) -> rusqlite::Result<T>,
) -> rusqlite::Result<Result<Vec<T>, String>> {
    let rows = statement.query_map([table], |row| Ok((row.get::<_, i64>(0)?, read(row)?)))?;
    let mut out = Vec::new();
    for (i, row) in rows.enumerate() {
        let (number, item) = row?;
        if number != i as i64 {
            return Ok(Err(format!(
                "{kind} {number} where {kind} {i} was expected"
            )));
        }
        out.push(item);
    }
    Ok(Ok(out))
}
