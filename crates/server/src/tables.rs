//! Every open table, and the operations on them: create, act, undo, hand a seat to AI. Each
//! change is committed to the database before the table changes in memory and before anyone is
//! told; then every device watching the table hears of it.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, RwLock};

use altplay_cards::Catalog;
use altplay_core::derive_seed;
use serde::Serialize;
use serde_json::Value;
use tokio::sync::{Mutex, broadcast};

use crate::error::ApiError;
use crate::formats::{self, TableRequest};
use crate::session::ActionError;
use crate::store::{Change, Store, StoredAction, StoredSeat, StoredTable};
use crate::table::{Actor, Role, SeatHolder, Table};
use crate::tokens;

/// Mixed into an AI move's seed so that its draws are not the game's own.
const AI_SEED_MIX: u64 = 0x5EA7_A15E_ED00_0001;

/// A table and the channel that tells its watchers it changed (with the new version).
pub struct Cell {
    pub table: Mutex<Table>,
    pub changes: broadcast::Sender<u64>,
    /// An AI loop is running for this table.
    driving: AtomicBool,
}

impl Cell {
    fn new(table: Table) -> Arc<Self> {
        Arc::new(Self {
            table: Mutex::new(table),
            changes: broadcast::channel(16).0,
            driving: AtomicBool::new(false),
        })
    }
}

pub struct Tables {
    cells: RwLock<HashMap<String, Arc<Cell>>>,
    store: Store,
    pub catalog: Catalog,
}

/// What the creator of a table is given: the table's id and every token.
#[derive(Debug, Serialize)]
pub struct Created {
    pub table: String,
    pub creator_token: String,
    pub seat_tokens: Vec<String>,
}

impl Tables {
    /// The tables as stored, each replayed to where it stood. A table that no longer replays is
    /// an error naming it: the server does not start on a database it cannot restore exactly.
    pub fn restore(
        store: Store,
        stored: Vec<StoredTable>,
        catalog: Catalog,
    ) -> Result<Arc<Self>, String> {
        let mut cells = HashMap::new();
        for st in stored {
            let actions: Vec<String> = st.actions.iter().map(|a| a.action.clone()).collect();
            let session = formats::restore(&st.format, &st.config, st.seed, &actions)
                .map_err(|e| format!("table {}: {e}", st.id))?;
            let table = Table {
                id: st.id.clone(),
                seed: st.seed,
                creator_token: st.creator_token,
                seats: st
                    .seats
                    .into_iter()
                    .map(|s| SeatHolder {
                        token: s.token,
                        ai: s.ai,
                    })
                    .collect(),
                session,
                actors: st
                    .actions
                    .iter()
                    .map(|a| Actor {
                        seat: a.seat,
                        by_ai: a.by_ai,
                    })
                    .collect(),
                version: tokens::first_version(),
            };
            cells.insert(st.id, Cell::new(table));
        }
        Ok(Arc::new(Self {
            cells: RwLock::new(cells),
            store,
            catalog,
        }))
    }

    /// Starts the AI of every table where AI is to move (after a restart).
    pub fn resume_ai(self: &Arc<Self>) {
        let cells: Vec<Arc<Cell>> = self.cells.read().expect("lock").values().cloned().collect();
        for cell in cells {
            self.drive(cell);
        }
    }

    pub fn get(&self, id: &str) -> Result<Arc<Cell>, ApiError> {
        self.cells
            .read()
            .expect("lock")
            .get(id)
            .cloned()
            .ok_or_else(|| ApiError::not_found(format!("no table {id:?}")))
    }

    pub async fn create(self: &Arc<Self>, request: TableRequest) -> Result<Created, ApiError> {
        let seed = rand::random::<u64>();
        let game = request
            .build(&self.catalog, seed)
            .map_err(ApiError::refused)?;
        let replay = game.session.replay();
        let seats: Vec<SeatHolder> = game
            .ai
            .into_iter()
            .map(|ai| SeatHolder {
                token: tokens::secret(),
                ai,
            })
            .collect();
        let table = Table {
            id: tokens::table_id(),
            seed,
            creator_token: tokens::secret(),
            seats,
            session: game.session,
            actors: Vec::new(),
            version: tokens::first_version(),
        };
        let stored = StoredTable {
            id: table.id.clone(),
            format: replay.format.clone(),
            config: replay.config.to_string(),
            seed,
            creator_token: table.creator_token.clone(),
            created_at: tokens::now_millis(),
            seats: table
                .seats
                .iter()
                .map(|s| StoredSeat {
                    token: s.token.clone(),
                    ai: s.ai.clone(),
                })
                .collect(),
            actions: Vec::new(),
        };
        self.store
            .commit(vec![Change::CreateTable(stored)])
            .await
            .map_err(|e| ApiError::internal(e.to_string()))?;
        let created = Created {
            table: table.id.clone(),
            creator_token: table.creator_token.clone(),
            seat_tokens: table.seats.iter().map(|s| s.token.clone()).collect(),
        };
        let cell = Cell::new(table);
        self.cells
            .write()
            .expect("lock")
            .insert(created.table.clone(), Arc::clone(&cell));
        self.drive(cell);
        Ok(created)
    }

    /// What `token` may see of table `id`. A token that is neither a seat's nor the creator's
    /// is refused (no token at all is a spectator).
    pub async fn snapshot(&self, id: &str, token: Option<&str>) -> Result<Value, ApiError> {
        let cell = self.get(id)?;
        let table = cell.table.lock().await;
        let role = checked_role(&table, token)?;
        Ok(table.snapshot(role))
    }

    /// The seat to move takes `action`.
    pub async fn act(
        self: &Arc<Self>,
        id: &str,
        token: Option<&str>,
        action: &Value,
    ) -> Result<Value, ApiError> {
        let cell = self.get(id)?;
        let mut table = cell.table.lock().await;
        let role = checked_role(&table, token)?;
        let Some(to_move) = table.session.to_move() else {
            return Err(ApiError::conflict("the game is over"));
        };
        if role != Role::Seat(to_move) {
            return Err(ApiError::forbidden(format!(
                "it is seat {}'s turn: only seat {}'s token may act",
                to_move + 1,
                to_move + 1
            )));
        }
        if let Some(spec) = &table.seats[usize::from(to_move)].ai {
            return Err(ApiError::conflict(format!(
                "AI ({spec}) plays seat {} now; take the seat back first",
                to_move + 1
            )));
        }
        self.commit_action(&mut table, &cell, to_move, false, action)
            .await?;
        let snapshot = table.snapshot(role);
        drop(table);
        self.drive(cell);
        Ok(snapshot)
    }

    /// Takes back the last action a person took (and the AI actions after it). The game is
    /// replayed without them, so the boss and cheer cards and the coins come out as before.
    pub async fn undo(self: &Arc<Self>, id: &str, token: Option<&str>) -> Result<Value, ApiError> {
        let cell = self.get(id)?;
        let mut table = cell.table.lock().await;
        let role = checked_role(&table, token)?;
        let Some(keep) = table.last_human_action() else {
            return Err(ApiError::conflict(
                "nothing to undo: no person has acted yet",
            ));
        };
        if !table.may_undo(role) {
            return Err(ApiError::forbidden(format!(
                "only seat {} (who acted last) or the table's creator may undo",
                table.actors[keep].seat + 1
            )));
        }
        let change = Change::TruncateFrom {
            table: table.id.clone(),
            seq: keep,
        };
        self.commit(vec![change]).await?;
        table.session = table.session.rewound(keep);
        table.actors.truncate(keep);
        Self::announce(&mut table, &cell);
        let snapshot = table.snapshot(role);
        drop(table);
        self.drive(cell);
        Ok(snapshot)
    }

    /// Gives `seat` to AI playing `spec`, or back to a person (`None`). The creator or the seat
    /// itself may.
    pub async fn set_ai(
        self: &Arc<Self>,
        id: &str,
        token: Option<&str>,
        seat: usize,
        spec: Option<String>,
    ) -> Result<Value, ApiError> {
        let cell = self.get(id)?;
        let mut table = cell.table.lock().await;
        let role = checked_role(&table, token)?;
        if seat >= table.seats.len() {
            return Err(ApiError::not_found(format!(
                "no seat {} at this table (seats 1 to {})",
                seat + 1,
                table.seats.len()
            )));
        }
        if role != Role::Creator && role != Role::Seat(seat as u8) {
            return Err(ApiError::forbidden(
                "only the table's creator or the seat itself may hand a seat to AI",
            ));
        }
        if let Some(spec) = &spec {
            table
                .session
                .check_player(spec)
                .map_err(|e| ApiError::refused(format!("policy: {e}")))?;
        }
        let change = Change::SetAi {
            table: table.id.clone(),
            seat: seat as u8,
            ai: spec.clone(),
        };
        self.commit(vec![change]).await?;
        table.seats[seat].ai = spec;
        Self::announce(&mut table, &cell);
        let snapshot = table.snapshot(role);
        drop(table);
        self.drive(cell);
        Ok(snapshot)
    }

    /// The replay of table `id` so far (the whole game once it is over).
    pub async fn replay(&self, id: &str) -> Result<altplay_core::Replay, ApiError> {
        let cell = self.get(id)?;
        let table = cell.table.lock().await;
        Ok(table.session.replay())
    }

    async fn commit(&self, changes: Vec<Change>) -> Result<(), ApiError> {
        self.store
            .commit(changes)
            .await
            .map_err(|e| ApiError::internal(format!("not saved, nothing changed: {e}")))
    }

    /// Applies `action` for `seat`, stores it, then tells the watchers. If storing fails the
    /// game is put back as it was.
    async fn commit_action(
        &self,
        table: &mut Table,
        cell: &Cell,
        seat: u8,
        by_ai: bool,
        action: &Value,
    ) -> Result<(), ApiError> {
        let seq = table.session.len();
        let stored = table.session.apply(action).map_err(|e| match e {
            ActionError::Malformed(m) => ApiError::bad_request(format!("action: {m}")),
            ActionError::Refused(rule) => ApiError::refused(rule.to_string()),
        })?;
        let change = Change::Append {
            table: table.id.clone(),
            seq,
            action: StoredAction {
                seat,
                by_ai,
                action: stored,
            },
        };
        if let Err(e) = self.commit(vec![change]).await {
            table.session = table.session.rewound(seq);
            return Err(e);
        }
        table.actors.push(Actor { seat, by_ai });
        Self::announce(table, cell);
        Ok(())
    }

    fn announce(table: &mut Table, cell: &Cell) {
        table.version += 1;
        // No watcher is not an error.
        let _ = cell.changes.send(table.version);
    }

    /// Plays the AI seats of `cell`'s table while one of them is to move, in the background.
    fn drive(self: &Arc<Self>, cell: Arc<Cell>) {
        if cell.driving.swap(true, Ordering::AcqRel) {
            return;
        }
        let tables = Arc::clone(self);
        tokio::spawn(async move {
            loop {
                tables.play_ai(&cell).await;
                cell.driving.store(false, Ordering::Release);
                // A change may have handed the move to AI after the loop looked: look again.
                let again = cell.table.lock().await.ai_to_move().is_some();
                if !again || cell.driving.swap(true, Ordering::AcqRel) {
                    break;
                }
            }
        });
    }

    async fn play_ai(&self, cell: &Cell) {
        loop {
            let (session, seat, spec, seed, version) = {
                let table = cell.table.lock().await;
                let Some((seat, spec)) = table.ai_to_move() else {
                    return;
                };
                let seed = derive_seed(table.seed ^ AI_SEED_MIX, table.session.len() as u64);
                (table.session.boxed_clone(), seat, spec, seed, table.version)
            };
            // Searching takes a while: off the async threads, the table unlocked.
            let chosen = tokio::task::spawn_blocking(move || session.ai_action(&spec, seed)).await;
            let mut table = cell.table.lock().await;
            if table.version != version {
                continue;
            }
            let action = match chosen {
                Ok(Ok(action)) => action,
                Ok(Err(e)) => return tracing::error!(table = %table.id, "AI: {e}"),
                Err(e) => return tracing::error!(table = %table.id, "AI failed: {e}"),
            };
            if let Err(e) = self
                .commit_action(&mut table, cell, seat, true, &action)
                .await
            {
                return tracing::error!(table = %table.id, "AI move not taken: {}", e.message);
            }
        }
    }
}

/// The role of `token` at `table`; a token that is nobody's is refused.
pub(crate) fn checked_role(table: &Table, token: Option<&str>) -> Result<Role, ApiError> {
    let role = table.role(token);
    if token.is_some() && role == Role::Spectator {
        return Err(ApiError::forbidden(
            "this token is not one of this table's: open the link you were given",
        ));
    }
    Ok(role)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stored_table_that_no_longer_replays_is_refused_naming_it() {
        let dir = tempfile::tempdir().unwrap();
        let (store, _) = Store::open(&dir.path().join("t.db")).unwrap();
        let catalog = Catalog::with_builtin_roster(None);
        let request: TableRequest = serde_json::from_value(serde_json::json!({
            "format": "battle-grid", "decks": ["titans", "swarm"]
        }))
        .unwrap();
        let replay = request.build(&catalog, 3).unwrap().session.replay();
        let seat = StoredSeat {
            token: "s".into(),
            ai: None,
        };
        let stored = StoredTable {
            id: "abc".into(),
            format: replay.format,
            config: replay.config.to_string(),
            seed: 3,
            creator_token: "c".into(),
            created_at: 0,
            seats: vec![seat.clone(), seat],
            actions: vec![StoredAction {
                seat: 0,
                by_ai: false,
                action: r#"{"place":{"card":0,"space":14,"influence":0}}"#.into(),
            }],
        };
        let err = Tables::restore(store, vec![stored], catalog)
            .err()
            .expect("refused");
        assert!(err.starts_with("table abc: action 0 ("), "{err}");
        assert!(err.contains("BG-"), "names the rule: {err}");
    }
}
