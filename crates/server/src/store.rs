//! The tables on disk: an SQLite file holding each table's configuration, seats and every
//! accepted action. A table is restored by replaying its actions on its configuration and seed,
//! so the actions are the whole truth and nothing derived is stored.
//!
//! One writer thread owns the connection. Writes queue up while a commit is in flight and go
//! in the next transaction together (group commit): each caller still waits for the commit that
//! holds its write, so nothing is announced before it is on disk.

mod lock;
mod read;
mod schema;

pub use read::Unreadable;

use std::path::Path;
use std::sync::mpsc;

use rusqlite::{Connection, params};
use tokio::sync::oneshot;

/// The most writes one transaction takes; more wait for the next.
const MAX_BATCH: usize = 512;

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("database {path}: {source}")]
    Open {
        path: String,
        source: rusqlite::Error,
    },
    #[error("database: {0}")]
    Sql(#[from] rusqlite::Error),
    #[error(
        "database {path} is in use by another altplay serve (or another program): one server per database"
    )]
    InUse { path: String },
    #[error("database {path}: {source}")]
    Schema {
        path: String,
        source: schema::SchemaError,
    },
    #[error("database: {0}")]
    Write(String),
    #[error("the database writer has stopped")]
    WriterGone,
}

/// A table as stored.
#[derive(Debug, Clone, PartialEq)]
pub struct StoredTable {
    pub id: String,
    pub format: String,
    pub config: String,
    pub seed: u64,
    pub creator_token: String,
    pub created_at: i64,
    /// An undo may take back what showed hidden cards or chance (see `reveals.rs`).
    pub casual_undo: bool,
    pub seats: Vec<StoredSeat>,
    pub actions: Vec<StoredAction>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct StoredSeat {
    pub token: String,
    /// The policy spec when AI plays the seat.
    pub ai: Option<String>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct StoredAction {
    pub seat: u8,
    pub by_ai: bool,
    pub action: String,
}

/// One change to the stored tables.
#[derive(Debug, Clone)]
pub enum Change {
    CreateTable(StoredTable),
    /// Appends an action at place `seq` (0-based) of a table's list.
    Append {
        table: String,
        seq: usize,
        action: StoredAction,
    },
    /// Removes a table's actions from place `seq` on (an undo).
    TruncateFrom {
        table: String,
        seq: usize,
    },
    SetAi {
        table: String,
        seat: u8,
        ai: Option<String>,
    },
}

struct Job {
    changes: Vec<Change>,
    done: oneshot::Sender<Result<(), String>>,
}

/// The handle the server writes through; cheap to clone.
#[derive(Clone)]
pub struct Store {
    jobs: mpsc::Sender<Job>,
}

impl Store {
    /// Opens (or creates) the database at `path`, takes it for this process alone, checks its
    /// schema, reads every table (each, or why its rows are not a table's), and starts the
    /// writer.
    pub fn open(path: &Path) -> Result<(Store, Vec<Result<StoredTable, Unreadable>>), StoreError> {
        let label = path.display().to_string();
        let conn = lock::open_exclusive(path).map_err(|source| match source {
            lock::OpenError::InUse => StoreError::InUse {
                path: label.clone(),
            },
            lock::OpenError::Sql(source) => StoreError::Open {
                path: label.clone(),
                source,
            },
        })?;
        schema::prepare(&conn).map_err(|source| StoreError::Schema {
            path: label.clone(),
            source,
        })?;
        let tables = read::read_all(&conn).map_err(|source| StoreError::Open {
            path: label.clone(),
            source,
        })?;
        let (jobs, queue) = mpsc::channel();
        std::thread::Builder::new()
            .name("altplay-db-writer".into())
            .spawn(move || write_loop(conn, queue))
            .expect("spawning the database writer");
        Ok((Store { jobs }, tables))
    }

    /// Commits `changes` in one transaction (with whatever else is queued) and returns once
    /// they are on disk.
    pub async fn commit(&self, changes: Vec<Change>) -> Result<(), StoreError> {
        let (done, answer) = oneshot::channel();
        self.jobs
            .send(Job { changes, done })
            .map_err(|_| StoreError::WriterGone)?;
        match answer.await {
            Ok(Ok(())) => Ok(()),
            Ok(Err(message)) => Err(StoreError::Write(message)),
            Err(_) => Err(StoreError::WriterGone),
        }
    }
}

fn write_loop(mut conn: Connection, queue: mpsc::Receiver<Job>) {
    while let Ok(first) = queue.recv() {
        let mut batch = vec![first];
        batch.extend(queue.try_iter().take(MAX_BATCH - 1));
        let results = commit_batch(&mut conn, &batch);
        for (job, result) in batch.into_iter().zip(results) {
            // A caller that went away no longer needs its answer.
            let _ = job.done.send(result);
        }
    }
}

/// Each job in its own savepoint, so one failing job leaves the others in; then one commit.
fn commit_batch(conn: &mut Connection, batch: &[Job]) -> Vec<Result<(), String>> {
    let run = |conn: &mut Connection| -> rusqlite::Result<Vec<Result<(), String>>> {
        let mut tx = conn.transaction()?;
        let mut results = Vec::with_capacity(batch.len());
        for job in batch {
            let sp = tx.savepoint()?;
            let result = job.changes.iter().try_for_each(|c| apply(&sp, c));
            match result {
                Ok(()) => {
                    sp.commit()?;
                    results.push(Ok(()));
                }
                Err(e) => results.push(Err(e.to_string())),
            }
        }
        tx.commit()?;
        Ok(results)
    };
    match run(conn) {
        Ok(results) => results,
        Err(e) => batch.iter().map(|_| Err(e.to_string())).collect(),
    }
}

fn apply(conn: &Connection, change: &Change) -> rusqlite::Result<()> {
    match change {
        Change::CreateTable(t) => {
            conn.execute(
                "INSERT INTO tables (id, format, config, seed, creator_token, created_at, casual_undo)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
                params![
                    t.id,
                    t.format,
                    t.config,
                    t.seed as i64,
                    t.creator_token,
                    t.created_at,
                    t.casual_undo
                ],
            )?;
            for (seat, s) in t.seats.iter().enumerate() {
                conn.execute(
                    "INSERT INTO seats (table_id, seat, token, ai) VALUES (?1, ?2, ?3, ?4)",
                    params![t.id, seat as i64, s.token, s.ai],
                )?;
            }
            for (seq, a) in t.actions.iter().enumerate() {
                append(conn, &t.id, seq, a)?;
            }
        }
        Change::Append { table, seq, action } => append(conn, table, *seq, action)?,
        Change::TruncateFrom { table, seq } => {
            conn.execute(
                "DELETE FROM actions WHERE table_id = ?1 AND seq >= ?2",
                params![table, *seq as i64],
            )?;
        }
        Change::SetAi { table, seat, ai } => {
            conn.execute(
                "UPDATE seats SET ai = ?3 WHERE table_id = ?1 AND seat = ?2",
                params![table, *seat as i64, ai],
            )?;
        }
    }
    Ok(())
}

fn append(conn: &Connection, table: &str, seq: usize, a: &StoredAction) -> rusqlite::Result<()> {
    conn.prepare_cached(
        "INSERT INTO actions (table_id, seq, seat, by_ai, action) VALUES (?1, ?2, ?3, ?4, ?5)",
    )?
    .execute(params![table, seq as i64, a.seat as i64, a.by_ai, a.action])?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(id: &str) -> StoredTable {
        StoredTable {
            id: id.into(),
            format: "battle-grid".into(),
            config: "{}".into(),
            seed: u64::MAX - 3,
            creator_token: "c".into(),
            created_at: 1,
            casual_undo: id.ends_with('2'),
            seats: vec![
                StoredSeat {
                    token: "a".into(),
                    ai: None,
                },
                StoredSeat {
                    token: "b".into(),
                    ai: Some("greedy".into()),
                },
            ],
            actions: vec![],
        }
    }

    /// Opens `path` once the writer of a dropped store has let it go (it ends on its own thread).
    fn reopen(path: &Path) -> Result<(Store, Vec<Result<StoredTable, Unreadable>>), StoreError> {
        for _ in 0..500 {
            match Store::open(path) {
                Err(StoreError::InUse { .. }) => {
                    std::thread::sleep(std::time::Duration::from_millis(10))
                }
                other => return other,
            }
        }
        Store::open(path)
    }

    fn action(n: u8) -> StoredAction {
        StoredAction {
            seat: n % 2,
            by_ai: n % 2 == 1,
            action: format!("{{\"n\":{n}}}"),
        }
    }

    #[tokio::test]
    async fn changes_survive_reopening_and_a_failed_job_leaves_the_others() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("t.db");
        let (store, tables) = Store::open(&path).unwrap();
        assert!(tables.is_empty());
        store
            .commit(vec![Change::CreateTable(table("t1"))])
            .await
            .unwrap();
        for seq in 0..5 {
            let append = Change::Append {
                table: "t1".into(),
                seq,
                action: action(seq as u8),
            };
            store.commit(vec![append]).await.unwrap();
        }
        // A duplicate place is refused; the table is unharmed.
        let dup = Change::Append {
            table: "t1".into(),
            seq: 4,
            action: action(9),
        };
        assert!(store.commit(vec![dup]).await.is_err());
        store
            .commit(vec![
                Change::TruncateFrom {
                    table: "t1".into(),
                    seq: 3,
                },
                Change::SetAi {
                    table: "t1".into(),
                    seat: 0,
                    ai: Some("ismcts:iters=100".into()),
                },
            ])
            .await
            .unwrap();
        drop(store);
        let (_, tables) = reopen(&path).unwrap();
        let mut want = table("t1");
        want.actions = (0..3).map(action).collect();
        want.seats[0].ai = Some("ismcts:iters=100".into());
        assert_eq!(tables, vec![Ok(want)]);
    }

    #[tokio::test]
    async fn a_gap_in_a_tables_actions_makes_that_table_unreadable_and_the_others_are_read() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("t.db");
        let (store, _) = Store::open(&path).unwrap();
        for id in ["t1", "t2"] {
            store
                .commit(vec![Change::CreateTable(table(id))])
                .await
                .unwrap();
        }
        for seq in [0, 2] {
            let append = Change::Append {
                table: "t1".into(),
                seq,
                action: action(seq as u8),
            };
            store.commit(vec![append]).await.unwrap();
        }
        drop(store);
        let (_, tables) = reopen(&path).unwrap();
        assert_eq!(
            tables,
            vec![
                Err(Unreadable {
                    id: "t1".into(),
                    message: "action 2 where action 1 was expected".into()
                }),
                Ok(table("t2"))
            ]
        );
    }

    #[test]
    fn a_second_opener_of_a_database_in_use_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("t.db");
        let first = Store::open(&path).unwrap();
        let err = Store::open(&path).err().expect("refused").to_string();
        assert!(err.contains("in use by another altplay serve"), "{err}");
        drop(first);
    }

    #[test]
    fn a_file_that_is_not_a_database_is_refused_with_its_path() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("junk.db");
        std::fs::write(
            &path,
            "this is not sqlite, just some text that is long enough",
        )
        .unwrap();
        let err = Store::open(&path).err().expect("refused").to_string();
        assert!(err.contains("junk.db"), "{err}");
    }
}
