//! One server per database: the connection takes SQLite's exclusive lock at open and never lets
//! it go (`locking_mode = EXCLUSIVE`), so a second `altplay serve` on the same file, or any other
//! program writing to it, is refused at once instead of interleaving its writes with ours. The
//! operating system drops the lock when the process ends, even by SIGKILL.

use std::path::Path;

use rusqlite::{Connection, ErrorCode};

pub enum OpenError {
    /// Another connection holds the database.
    InUse,
    Sql(rusqlite::Error),
}

impl From<rusqlite::Error> for OpenError {
    fn from(e: rusqlite::Error) -> Self {
        match e.sqlite_error_code() {
            Some(ErrorCode::DatabaseBusy | ErrorCode::DatabaseLocked) => OpenError::InUse,
            _ => OpenError::Sql(e),
        }
    }
}

/// Opens `path` (creating it if missing) with the lock taken, in WAL mode with FULL sync: a
/// commit is on disk when it returns.
pub fn open_exclusive(path: &Path) -> Result<Connection, OpenError> {
    let conn = Connection::open(path)?;
    // Refuse at once rather than wait for a lock that is held for a server's lifetime.
    conn.busy_timeout(std::time::Duration::ZERO)?;
    conn.pragma_update(None, "locking_mode", "EXCLUSIVE")?;
    conn.pragma_update(None, "journal_mode", "WAL")?;
    conn.pragma_update(None, "synchronous", "FULL")?;
    conn.pragma_update(None, "foreign_keys", "ON")?;
    // The lock is taken by the first write, not by the pragma: write now.
    conn.execute_batch("BEGIN EXCLUSIVE; COMMIT;")?;
    Ok(conn)
}
