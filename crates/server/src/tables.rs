//! Every open table, and the operations on them: create, act, undo, hand a seat to AI. Each
//! change is committed to the database before anyone is told (an action is applied in memory
//! first, to check it, and taken back if the write fails; an undo or a hand-over is written
//! first); then every device watching the table hears of it.

use std::collections::HashMap;
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, RwLock};

use altplay_cards::Catalog;
use serde::Serialize;
use serde_json::Value;
use tokio::sync::{Mutex, broadcast};

use crate::ai_seats::{AiLimits, Searches};
use crate::error::ApiError;
use crate::formats::{self, TableRequest};
use crate::renders::{Rendered, Renders};
use crate::seeds::TableSeeds;
use crate::session::ActionError;
use crate::store::{Change, Store, StoredAction, StoredSeat, StoredTable, Unreadable};
use crate::table::{Actor, Role, SeatHolder, Table};
use crate::tokens;

/// A table and the channel that tells its watchers it changed (with the new version).
pub struct Cell {
    pub table: Mutex<Table>,
    pub changes: broadcast::Sender<u64>,
    /// An AI loop is running for this table.
    pub(crate) driving: AtomicBool,
    /// The flag that stops the search running for this table, if one is.
    pub(crate) search: std::sync::Mutex<Option<Arc<AtomicBool>>>,
}

impl Cell {
    fn new(table: Table) -> Arc<Self> {
        Arc::new(Self {
            table: Mutex::new(table),
            changes: broadcast::channel(16).0,
            driving: AtomicBool::new(false),
            search: std::sync::Mutex::new(None),
        })
    }
}

pub struct Tables {
    cells: RwLock<HashMap<String, Arc<Cell>>>,
    /// The stored tables that could not be rebuilt, with why: each answers 409.
    unavailable: HashMap<String, String>,
    store: Store,
    pub catalog: Catalog,
    pub(crate) searches: Searches,
    seeds: TableSeeds,
}

/// What the creator of a table is given: the table's id and every token.
#[derive(Debug, Serialize)]
pub struct Created {
    pub table: String,
    pub creator_token: String,
    pub seat_tokens: Vec<String>,
}

impl Tables {
    /// The tables as stored, each replayed to where it stood, from the database alone. A table
    /// that cannot be rebuilt (rows edited by hand, card data that changed under it) is kept
    /// aside with the reason, which it answers with (409); every other table is served.
    pub fn restore(
        store: Store,
        stored: Vec<Result<StoredTable, Unreadable>>,
        catalog: Catalog,
        limits: AiLimits,
        seeds: TableSeeds,
    ) -> Arc<Self> {
        let mut cells = HashMap::new();
        let mut unavailable = HashMap::new();
        for st in stored {
            match st.map_err(|u| (u.id, u.message)).and_then(rebuilt) {
                Ok(table) => {
                    cells.insert(table.id.clone(), Cell::new(table));
                }
                Err((id, reason)) => {
                    tracing::warn!(table = %id, "not restored: {reason}");
                    unavailable.insert(id, reason);
                }
            }
        }
        Arc::new(Self {
            cells: RwLock::new(cells),
            unavailable,
            store,
            catalog,
            searches: Searches::new(limits),
            seeds,
        })
    }

    /// Starts the AI of every table where AI is to move (after a restart).
    pub fn resume_ai(self: &Arc<Self>) {
        let cells: Vec<Arc<Cell>> = self.cells.read().expect("lock").values().cloned().collect();
        for cell in cells {
            self.drive(cell);
        }
    }

    pub fn get(&self, id: &str) -> Result<Arc<Cell>, ApiError> {
        if let Some(cell) = self.cells.read().expect("lock").get(id) {
            return Ok(Arc::clone(cell));
        }
        Err(match self.unavailable.get(id) {
            Some(reason) => ApiError::conflict(format!(
                "table {id} cannot be rebuilt from the database: {reason}"
            )),
            None => ApiError::not_found(format!("no table {id:?}")),
        })
    }

    /// Makes the table `request` asks for, for the client at `made_from`.
    pub async fn create(
        self: &Arc<Self>,
        request: TableRequest,
        made_from: Option<std::net::IpAddr>,
    ) -> Result<Created, ApiError> {
        let seed = self.seeds.next();
        let game = request.build(&self.catalog, seed)?;
        self.check_ai(&game.ai)?;
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
            casual_undo: game.casual_undo,
            made_from,
            renders: Renders::default(),
        };
        let stored = StoredTable {
            id: table.id.clone(),
            format: replay.format.clone(),
            config: replay.config.to_string(),
            seed,
            creator_token: table.creator_token.clone(),
            created_at: tokens::now_millis(),
            casual_undo: table.casual_undo,
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

    /// What a table request would make (its seats, and the format's preview), or why not: refused
    /// as creating it would be.
    pub fn preview(&self, request: TableRequest) -> Result<Value, ApiError> {
        let game = request.build(&self.catalog, 0)?;
        self.check_ai(&game.ai)?;
        Ok(game.session.preview())
    }

    /// Refuses an AI seat's spec over the server's caps, naming the seat.
    fn check_ai(&self, ai: &[Option<String>]) -> Result<(), ApiError> {
        for (seat, spec) in ai.iter().enumerate() {
            if let Some(spec) = spec {
                self.searches
                    .check(spec)
                    .map_err(|e| ApiError::refused(format!("ai[{seat}]: {e}")))?;
            }
        }
        Ok(())
    }

    /// What `token` may see of table `id`. A token that is neither a seat's nor the creator's
    /// is refused (no token at all is a spectator).
    pub async fn snapshot(&self, id: &str, token: Option<&str>) -> Result<Rendered, ApiError> {
        let cell = self.get(id)?;
        let mut table = cell.table.lock().await;
        let role = checked_role(&table, token)?;
        Ok(table.snapshot(role))
    }

    /// The seat to move takes `action`.
    pub async fn act(
        self: &Arc<Self>,
        id: &str,
        token: Option<&str>,
        action: &Value,
    ) -> Result<Rendered, ApiError> {
        let cell = self.get(id)?;
        let mut table = cell.table.lock().await;
        let role = checked_role(&table, token)?;
        let may_act = table.session.may_act();
        if may_act.is_empty() {
            return Err(ApiError::conflict("the game is over"));
        }
        let Some(seat) = role.seat().filter(|s| may_act.contains(s)) else {
            let who = table.session.seats_named(&may_act);
            return Err(ApiError::forbidden(format!(
                "{}: it is {who}'s turn; only {who}'s token may act",
                table.session.turn_rule()
            )));
        };
        if let Some(spec) = table.seats[usize::from(seat)].ai.clone() {
            return Err(ApiError::conflict(format!(
                "AI ({spec}) plays {} now; take the seat back first",
                table.session.seats_named(&[seat])
            )));
        }
        self.commit_action(&mut table, &cell, seat, false, action)
            .await?;
        let snapshot = table.snapshot(role);
        drop(table);
        self.drive(cell);
        Ok(snapshot)
    }

    /// Takes back the last action a person took (and the AI actions after it). The game is
    /// replayed without them, so the boss and cheer cards and the coins come out as before.
    pub async fn undo(
        self: &Arc<Self>,
        id: &str,
        token: Option<&str>,
    ) -> Result<Rendered, ApiError> {
        let cell = self.get(id)?;
        let mut table = cell.table.lock().await;
        let role = checked_role(&table, token)?;
        if table.session.outcome().is_some() {
            return Err(ApiError::conflict(
                "the game is over, and a finished game is final: its end may have shown hidden cards, and its replay tells them all",
            ));
        }
        let Some(keep) = table.last_human_action() else {
            return Err(ApiError::conflict(
                "nothing to undo: no person has acted yet",
            ));
        };
        if !table.may_undo(role) {
            return Err(ApiError::forbidden(format!(
                "only {} (who acted last) or the table's creator may undo",
                table.session.seats_named(&[table.actors[keep].seat])
            )));
        }
        if !table.casual_undo
            && let Some((i, label)) = table.session.first_revealing(keep)
        {
            return Err(ApiError::conflict(format!(
                "an undo may not take back \"{label}\" (action {}): it showed a card or a coin that was hidden, and this table was made without casual undo",
                i + 1
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
    ) -> Result<Rendered, ApiError> {
        let cell = self.get(id)?;
        let mut table = cell.table.lock().await;
        let role = checked_role(&table, token)?;
        let Some(seat) = u8::try_from(seat)
            .ok()
            .filter(|&s| usize::from(s) < table.seats.len())
        else {
            return Err(ApiError::not_found(format!(
                "no seat {seat} at this table (seats are numbered 0 to {})",
                table.seats.len() - 1
            )));
        };
        if role != Role::Creator && role != Role::Seat(seat) {
            return Err(ApiError::forbidden(
                "only the table's creator or the seat itself may hand a seat to AI",
            ));
        }
        if let Some(spec) = &spec {
            table
                .session
                .check_player(seat, spec)
                .and_then(|()| self.searches.check(spec))
                .map_err(|e| ApiError::refused(format!("policy: {e}")))?;
        }
        let change = Change::SetAi {
            table: table.id.clone(),
            seat,
            ai: spec.clone(),
        };
        self.commit(vec![change]).await?;
        table.seats[usize::from(seat)].ai = spec;
        Self::announce(&mut table, &cell);
        let snapshot = table.snapshot(role);
        drop(table);
        self.drive(cell);
        Ok(snapshot)
    }

    /// The replay of finished table `id`, for its seats and its creator only. Not before the
    /// end: its seed and configuration tell the cards to come and every hidden hand.
    pub async fn replay(
        &self,
        id: &str,
        token: Option<&str>,
    ) -> Result<altplay_core::Replay, ApiError> {
        let cell = self.get(id)?;
        let table = cell.table.lock().await;
        if checked_role(&table, token)? == Role::Spectator {
            return Err(ApiError::forbidden(
                "the replay goes to the table's seats and its creator: give your token",
            ));
        }
        if table.session.outcome().is_none() {
            return Err(ApiError::conflict(
                "the replay is given once the game is over: it tells the cards to come",
            ));
        }
        Ok(table.session.replay())
    }

    async fn commit(&self, changes: Vec<Change>) -> Result<(), ApiError> {
        self.store
            .commit(changes)
            .await
            .map_err(|e| ApiError::internal(format!("not saved, nothing changed: {e}")))
    }

    /// Applies `action` for `seat`, stores it, then tells the watchers. If storing fails the
    /// game is put back as it was: a copy of the game taken before, not a replay from the start.
    pub(crate) async fn commit_action(
        &self,
        table: &mut Table,
        cell: &Cell,
        seat: u8,
        by_ai: bool,
        action: &Value,
    ) -> Result<(), ApiError> {
        let seq = table.session.actions_taken();
        let before = table.session.checkpoint();
        let stored = table.session.apply(seat, action).map_err(|e| match e {
            ActionError::Malformed(m) => ApiError::bad_request(format!("action: {m}")),
            ActionError::Refused(rule) => ApiError::refused(rule.to_string()),
            ActionError::NotYours(m) => ApiError::forbidden(m),
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
            table.session.put_back(before);
            return Err(e);
        }
        table.actors.push(Actor { seat, by_ai });
        Self::announce(table, cell);
        Ok(())
    }

    /// Tells the watchers of `cell` that its table changed, and stops the search running for it,
    /// whose move would no longer apply.
    fn announce(table: &mut Table, cell: &Cell) {
        cell.stop_search();
        table.version += 1;
        // No watcher is not an error.
        let _ = cell.changes.send(table.version);
    }
}

/// The stored table `st` replayed to where it stood, or its id and why not. The engines refuse
/// what they cannot replay; a panic in one (a bug) is caught here too, so that one table never
/// stops the server.
fn rebuilt(st: StoredTable) -> Result<Table, (String, String)> {
    let actions: Vec<(u8, String)> = st
        .actions
        .iter()
        .map(|a| (a.seat, a.action.clone()))
        .collect();
    let replay = || formats::restore(&st.format, &st.config, st.seed, &actions);
    let session = match std::panic::catch_unwind(std::panic::AssertUnwindSafe(replay)) {
        Ok(Ok(session)) => session,
        Ok(Err(reason)) => return Err((st.id, reason)),
        Err(_) => {
            let reason = "the engine failed replaying it (a bug, reported in the server's log)";
            return Err((st.id, reason.into()));
        }
    };
    let seats = session.seat_names().len();
    if st.seats.len() != seats {
        let reason = format!(
            "{} seat rows, but a {} table has {seats} seats",
            st.seats.len(),
            st.format
        );
        return Err((st.id, reason));
    }
    Ok(Table {
        id: st.id,
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
        casual_undo: st.casual_undo,
        made_from: None,
        renders: Renders::default(),
    })
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

    /// Tables served from a new database in `dir`, none yet.
    fn serving(dir: &tempfile::TempDir) -> Arc<Tables> {
        let (store, _) = Store::open(&dir.path().join("t.db")).unwrap();
        let catalog = Catalog::with_builtin_roster(None);
        let limits = AiLimits::default_for_this_machine();
        Tables::restore(store, Vec::new(), catalog, limits, TableSeeds::Random)
    }

    /// Every role at a table of two seats.
    const ROLES: [Role; 4] = [Role::Creator, Role::Seat(0), Role::Seat(1), Role::Spectator];

    /// A Battle Grid table of two people served from a new database in `dir`, with its tokens.
    async fn grid_table(dir: &tempfile::TempDir) -> (Arc<Tables>, Created, Arc<Cell>) {
        let tables = serving(dir);
        let request: TableRequest = serde_json::from_value(serde_json::json!({
            "format": "battle-grid", "decks": ["titans", "swarm"]
        }))
        .unwrap();
        let created = tables.create(request, None).await.unwrap();
        let cell = tables.get(&created.table).unwrap();
        (tables, created, cell)
    }

    /// The first legal action of the seat to move, with its token.
    async fn first_legal(tables: &Tables, created: &Created) -> (String, Value) {
        let cell = tables.get(&created.table).unwrap();
        let table = cell.table.lock().await;
        let seat = table.session.may_act()[0];
        let action = table.session.shown(Some(seat))["legal"][0]["action"].clone();
        (created.seat_tokens[usize::from(seat)].clone(), action)
    }

    /// Each role's snapshot as the table renders it now, from nothing kept.
    async fn rendered_anew(cell: &Cell) -> Vec<String> {
        let mut table = cell.table.lock().await;
        table.renders = Renders::default();
        let texts = ROLES
            .iter()
            .map(|&r| table.snapshot(r).as_str().to_string());
        texts.collect()
    }

    #[tokio::test]
    async fn a_snapshot_is_rendered_once_per_version_and_role_and_reads_as_one_made_anew() {
        let dir = tempfile::tempdir().unwrap();
        let (tables, created, cell) = grid_table(&dir).await;
        let tokens = [
            Some(created.creator_token.as_str()),
            Some(created.seat_tokens[0].as_str()),
            Some(created.seat_tokens[1].as_str()),
            None,
        ];
        for _ in 0..6 {
            let (token, action) = first_legal(&tables, &created).await;
            let reply = tables.act(&created.table, Some(&token), &action).await;
            let reply = reply.unwrap();
            let mut asked = Vec::new();
            for token in tokens {
                let text = tables.snapshot(&created.table, token).await.unwrap();
                let again = tables.snapshot(&created.table, token).await.unwrap();
                assert!(std::ptr::eq(text.as_str(), again.as_str()), "shared");
                asked.push(text.as_str().to_string());
            }
            assert!(asked.contains(&reply.as_str().to_string()), "the mover's");
            assert_eq!(asked, rendered_anew(&cell).await);
        }
    }

    #[tokio::test]
    async fn a_failed_write_puts_the_game_back_as_it_was_and_tells_no_one() {
        let dir = tempfile::tempdir().unwrap();
        let (tables, created, cell) = grid_table(&dir).await;
        let before = rendered_anew(&cell).await;
        let replay = cell.table.lock().await.session.replay();
        let mut watcher = cell.changes.subscribe();
        // Another row at the place the action takes: the database refuses the write.
        let (token, action) = first_legal(&tables, &created).await;
        let taken = StoredAction {
            seat: 0,
            by_ai: false,
            action: "{}".into(),
        };
        let place = |seq| Change::Append {
            table: created.table.clone(),
            seq,
            action: taken.clone(),
        };
        tables.store.commit(vec![place(0)]).await.unwrap();
        let err = tables.act(&created.table, Some(&token), &action).await;
        let err = err.err().expect("not saved");
        assert_eq!(err.status, axum::http::StatusCode::INTERNAL_SERVER_ERROR);
        assert!(
            err.message.starts_with("not saved, nothing changed"),
            "{}",
            err.message
        );
        assert_eq!(rendered_anew(&cell).await, before);
        assert_eq!(cell.table.lock().await.session.replay(), replay);
        assert!(watcher.try_recv().is_err(), "no one is told");
        // Once the database takes it, the same action is taken.
        let undo = Change::TruncateFrom {
            table: created.table.clone(),
            seq: 0,
        };
        tables.store.commit(vec![undo]).await.unwrap();
        let reply = tables.act(&created.table, Some(&token), &action).await;
        let reply: Value = serde_json::from_str(reply.unwrap().as_str()).unwrap();
        assert_eq!(reply["actions"], 1);
        assert_eq!(watcher.try_recv().unwrap(), reply["version"]);
    }

    /// RF-7's shared turn with a person at seat 1 and AI at seats 2 and 3: each AI plays only
    /// its own seat, so both finish their part of the turn while the person has not acted.
    #[tokio::test]
    async fn ai_seats_finish_their_part_of_a_shared_turn_while_a_person_has_not_acted() {
        let dir = tempfile::tempdir().unwrap();
        let tables = serving(&dir);
        let request: TableRequest = serde_json::from_value(serde_json::json!({
            "format": "raid-format", "boss": "gyarados-vmax",
            "decks": ["grass-rillaboom", "fire-cinderace", "water-inteleon"],
            "ai": [null, "greedy", "greedy"]
        }))
        .unwrap();
        let created = tables.create(request, None).await.unwrap();
        let cell = tables.get(&created.table).unwrap();
        let person = Some(created.seat_tokens[0].as_str());
        for _ in 0..1_000 {
            let set_up = {
                let table = cell.table.lock().await;
                let view = table.session.describe(Some(0));
                if table.session.may_act() != [0] {
                    None
                } else if view["view"]["phase"] == "SetUp" {
                    // The person sets up their board (RF-5), so that the shared turn comes.
                    Some(view["legal"][0]["action"].clone())
                } else {
                    assert_eq!(view["view"]["phase"], "Players");
                    for k in 1..3 {
                        let over = &view["view"]["players"][k]["turn_over"];
                        assert_eq!(over, true, "player {}", k + 1);
                    }
                    return;
                }
            };
            match set_up {
                Some(action) => drop(tables.act(&created.table, person, &action).await.unwrap()),
                None => tokio::time::sleep(std::time::Duration::from_millis(10)).await,
            }
        }
        let table = cell.table.lock().await;
        panic!(
            "after 10 s {} may act, {} actions taken",
            table.session.seats_named(&table.session.may_act()),
            table.actors.len()
        );
    }

    #[test]
    fn a_stored_table_that_no_longer_replays_or_lacks_seats_answers_409_and_the_others_are_served()
    {
        let dir = tempfile::tempdir().unwrap();
        let catalog = Catalog::with_builtin_roster(None);
        let request: TableRequest = serde_json::from_value(serde_json::json!({
            "format": "battle-grid", "decks": ["titans", "swarm"]
        }))
        .unwrap();
        let session = request.build(&catalog, 3).unwrap().session;
        let first = session.may_act()[0];
        let replay = session.replay();
        let seat = StoredSeat {
            token: "s".into(),
            ai: None,
        };
        let table = |seats: usize, by: Option<u8>| StoredTable {
            id: "abc".into(),
            format: replay.format.clone(),
            config: replay.config.to_string(),
            seed: 3,
            creator_token: "c".into(),
            created_at: 0,
            casual_undo: false,
            seats: vec![seat.clone(); seats],
            actions: by
                .map(|seat| StoredAction {
                    seat,
                    by_ai: false,
                    action: r#"{"place":{"card":0,"space":14,"influence":0}}"#.into(),
                })
                .into_iter()
                .collect(),
        };
        let unreadable = Err(Unreadable {
            id: "abc".into(),
            message: "seat 2 where seat 1 was expected".into(),
        });
        let cases = [
            (Ok(table(2, Some(first))), "action 0 (", "BG-"),
            (Ok(table(2, Some(1 - first))), "action 0 (", "was to move"),
            (
                Ok(table(1, None)),
                "",
                "1 seat rows, but a battle-grid table has 2",
            ),
            (unreadable, "", "seat 2 where seat 1 was expected"),
        ];
        for (stored, start, names) in cases {
            let (store, _) = Store::open(&dir.path().join(format!("{names}.db"))).unwrap();
            let limits = AiLimits::default_for_this_machine();
            let mut sound = table(2, None);
            sound.id = "sound".into();
            let tables = Tables::restore(
                store,
                vec![stored, Ok(sound)],
                catalog.clone(),
                limits,
                TableSeeds::Random,
            );
            let err = tables.get("abc").err().expect("refused");
            assert_eq!(err.status, axum::http::StatusCode::CONFLICT);
            let prefix = format!("table abc cannot be rebuilt from the database: {start}");
            assert!(err.message.starts_with(&prefix), "{}", err.message);
            assert!(err.message.contains(names), "{}", err.message);
            assert!(tables.get("sound").is_ok(), "the other table is served");
            assert_eq!(tables.get("nope").err().unwrap().status, 404);
        }
    }
}
