//! The database's schema: created in a new file, checked in an existing one. A file whose tables
//! or columns are not exactly these (a table dropped or altered by hand, another program's file)
//! is refused, naming what differs, rather than silently recreated empty.

use rusqlite::Connection;

/// Stored in `PRAGMA user_version`; files from before versioning have 0 and version 1's tables.
/// Version 2 added `tables.casual_undo`; a version 0 or 1 file gets it (off) when opened.
const VERSION: i64 = 2;

const CREATE: &str = "
CREATE TABLE tables (
    id TEXT PRIMARY KEY,
    format TEXT NOT NULL,
    config TEXT NOT NULL,
    seed INTEGER NOT NULL,
    creator_token TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    casual_undo INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE seats (
    table_id TEXT NOT NULL REFERENCES tables(id),
    seat INTEGER NOT NULL,
    token TEXT NOT NULL,
    ai TEXT,
    PRIMARY KEY (table_id, seat)
) WITHOUT ROWID;
CREATE TABLE actions (
    table_id TEXT NOT NULL REFERENCES tables(id),
    seq INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    by_ai INTEGER NOT NULL,
    action TEXT NOT NULL,
    PRIMARY KEY (table_id, seq)
) WITHOUT ROWID;
";

/// A column as `PRAGMA table_info` gives it: name, declared type, NOT NULL, place in the key.
type Column = (&'static str, &'static str, bool, i64);

/// `tables`' columns; version 1 had all but the last.
const TABLES: &[Column] = &[
    ("id", "TEXT", false, 1),
    ("format", "TEXT", true, 0),
    ("config", "TEXT", true, 0),
    ("seed", "INTEGER", true, 0),
    ("creator_token", "TEXT", true, 0),
    ("created_at", "INTEGER", true, 0),
    ("casual_undo", "INTEGER", true, 0),
];
const TABLES_V1: &[Column] = TABLES.split_at(TABLES.len() - 1).0;
const ADD_CASUAL_UNDO: &str =
    "ALTER TABLE tables ADD COLUMN casual_undo INTEGER NOT NULL DEFAULT 0";

const EXPECTED: [(&str, &[Column]); 3] = [
    ("tables", TABLES),
    (
        "seats",
        &[
            ("table_id", "TEXT", true, 1),
            ("seat", "INTEGER", true, 2),
            ("token", "TEXT", true, 0),
            ("ai", "TEXT", false, 0),
        ],
    ),
    (
        "actions",
        &[
            ("table_id", "TEXT", true, 1),
            ("seq", "INTEGER", true, 2),
            ("seat", "INTEGER", true, 0),
            ("by_ai", "INTEGER", true, 0),
            ("action", "TEXT", true, 0),
        ],
    ),
];

#[derive(Debug, thiserror::Error)]
pub enum SchemaError {
    #[error("{0}")]
    Sql(#[from] rusqlite::Error),
    #[error(
        "not altplay's schema: {0}; the file was changed outside altplay or belongs to another program"
    )]
    Mismatch(String),
    #[error("schema version {found}, but this altplay reads version {VERSION}")]
    Version { found: i64 },
}

/// Creates the schema in a new, empty file, or checks that an existing file has it exactly.
pub fn prepare(conn: &Connection) -> Result<(), SchemaError> {
    let version: i64 = conn.pragma_query_value(None, "user_version", |row| row.get(0))?;
    let existing: Vec<String> = conn
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")?
        .query_map([], |row| row.get(0))?
        .collect::<Result<_, _>>()?;
    match version {
        0 if existing.is_empty() => {
            conn.execute_batch(CREATE)?;
            conn.pragma_update(None, "user_version", VERSION)?;
            Ok(())
        }
        0 | 1 => {
            check(conn, &existing, TABLES_V1)?;
            conn.execute_batch(ADD_CASUAL_UNDO)?;
            conn.pragma_update(None, "user_version", VERSION)?;
            Ok(())
        }
        VERSION => check(conn, &existing, TABLES),
        found => Err(SchemaError::Version { found }),
    }
}

/// Checks that the file has altplay's tables, `tables` having the columns `tables_columns`.
fn check(
    conn: &Connection,
    existing: &[String],
    tables_columns: &[Column],
) -> Result<(), SchemaError> {
    for (table, want) in EXPECTED {
        let want = if table == "tables" {
            tables_columns
        } else {
            want
        };
        if !existing.iter().any(|t| t == table) {
            return Err(SchemaError::Mismatch(format!("table `{table}` is missing")));
        }
        let found: Vec<(String, String, bool, i64)> = conn
            .prepare(&format!("PRAGMA table_info({table})"))?
            .query_map([], |row| {
                Ok((row.get(1)?, row.get(2)?, row.get(3)?, row.get(5)?))
            })?
            .collect::<Result<_, _>>()?;
        let same = found.len() == want.len()
            && found
                .iter()
                .zip(want)
                .all(|(f, w)| f.0 == w.0 && f.1 == w.1 && f.2 == w.2 && f.3 == w.3);
        if !same {
            let names: Vec<&str> = found.iter().map(|f| f.0.as_str()).collect();
            return Err(SchemaError::Mismatch(format!(
                "table `{table}` has columns ({}) where altplay keeps ({})",
                names.join(", "),
                want.iter().map(|w| w.0).collect::<Vec<_>>().join(", ")
            )));
        }
    }
    if let Some(extra) = existing
        .iter()
        .find(|t| EXPECTED.iter().all(|(e, _)| e != t))
    {
        return Err(SchemaError::Mismatch(format!(
            "table `{extra}` is not one of altplay's"
        )));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fresh() -> Connection {
        let conn = Connection::open_in_memory().unwrap();
        prepare(&conn).unwrap();
        conn
    }

    #[test]
    fn a_new_file_gets_the_schema_and_passes_its_own_check() {
        let conn = fresh();
        prepare(&conn).unwrap();
        let version: i64 = conn
            .pragma_query_value(None, "user_version", |r| r.get(0))
            .unwrap();
        assert_eq!(version, VERSION);
    }

    /// Version 1's schema, as files made before casual undo have it.
    const CREATE_V1: &str = "
    CREATE TABLE tables (id TEXT PRIMARY KEY, format TEXT NOT NULL, config TEXT NOT NULL,
        seed INTEGER NOT NULL, creator_token TEXT NOT NULL, created_at INTEGER NOT NULL);
    CREATE TABLE seats (table_id TEXT NOT NULL REFERENCES tables(id), seat INTEGER NOT NULL,
        token TEXT NOT NULL, ai TEXT, PRIMARY KEY (table_id, seat)) WITHOUT ROWID;
    CREATE TABLE actions (table_id TEXT NOT NULL REFERENCES tables(id), seq INTEGER NOT NULL,
        seat INTEGER NOT NULL, by_ai INTEGER NOT NULL, action TEXT NOT NULL,
        PRIMARY KEY (table_id, seq)) WITHOUT ROWID;
    INSERT INTO tables VALUES ('t', 'battle-grid', '{}', 1, 'c', 0);
    ";

    #[test]
    fn a_file_of_version_0_or_1_gets_casual_undo_off_for_its_tables() {
        for version in [0, 1] {
            let conn = Connection::open_in_memory().unwrap();
            conn.execute_batch(CREATE_V1).unwrap();
            conn.pragma_update(None, "user_version", version).unwrap();
            prepare(&conn).unwrap();
            let casual: i64 = conn
                .query_row("SELECT casual_undo FROM tables", [], |r| r.get(0))
                .unwrap();
            assert_eq!(casual, 0);
            prepare(&conn).unwrap();
            let now: i64 = conn
                .pragma_query_value(None, "user_version", |r| r.get(0))
                .unwrap();
            assert_eq!(now, VERSION);
        }
    }

    #[test]
    fn a_dropped_or_altered_table_is_refused_naming_it() {
        let cases = [
            ("DROP TABLE actions", "table `actions` is missing"),
            (
                "ALTER TABLE seats ADD COLUMN extra TEXT",
                "table `seats` has columns (table_id, seat, token, ai, extra)",
            ),
            (
                "CREATE TABLE notes (x)",
                "table `notes` is not one of altplay's",
            ),
            ("PRAGMA user_version = 7", "schema version 7"),
        ];
        for (edit, expected) in cases {
            let conn = fresh();
            conn.execute_batch(edit).unwrap();
            let err = prepare(&conn).unwrap_err().to_string();
            assert!(err.contains(expected), "{edit}: {err}");
        }
    }
}
