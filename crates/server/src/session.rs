//! A game at a table with its format behind one interface: actions, views and replays go in and
//! out as JSON, so the tables, the database and the API never name a format.

use std::any::Any;

use altplay_ai::{Halt, PolicySpec};
use altplay_core::{Outcome, Policy, Replay, RuleError, Seat};
use altplay_format::{Hosted, seat_seed};
use serde::Deserialize;
use serde_json::{Map, Value, json};

use crate::reveals;

/// How many of the latest log lines a snapshot carries.
const LOG_LINES: usize = 80;

/// Why an action was not taken.
#[derive(Debug, thiserror::Error)]
pub enum ActionError {
    #[error("not an action of this game: {0}")]
    Malformed(String),
    #[error("{0}")]
    Refused(RuleError),
    #[error("{0}")]
    NotYours(String),
}

/// A game at a table, whatever its format.
pub trait Session: Send + Sync {
    fn format(&self) -> &'static str;
    fn seat_names(&self) -> Vec<String>;
    /// `seats` as the table names them ("A1", "Player 2, Player 3", "nobody"): what messages
    /// say, so that no one has to know the API numbers seats from 0.
    fn seats_named(&self, seats: &[u8]) -> String {
        let names = self.seat_names();
        let named: Vec<&str> = seats
            .iter()
            .map(|&s| names.get(usize::from(s)).map_or("?", |n| short_name(n)))
            .collect();
        if named.is_empty() {
            "nobody".into()
        } else {
            named.join(", ")
        }
    }
    /// The seats that may act now, lowest first: one, several when they share a turn (RF-7),
    /// none when the game is over.
    fn may_act(&self) -> Vec<u8>;
    /// The format's rule that says who acts now, named when a seat acts out of turn.
    fn turn_rule(&self) -> &'static str;
    fn outcome(&self) -> Option<Outcome>;
    /// The team `seat` plays for (its number, as an outcome names the winner).
    fn team_of(&self, seat: u8) -> u8;
    /// How many actions have been taken.
    fn actions_taken(&self) -> usize;
    /// Applies `action` (JSON), taken by `seat`, which must be one that may act and whose the
    /// action is; the caller has checked who sends it. On error nothing changed. Returns the
    /// action as stored.
    fn apply(&mut self, seat: u8, action: &Value) -> Result<String, ActionError>;
    /// The board the seat may see, its legal actions labelled in words, and where the game
    /// stands: the part of a snapshot that differs by seat.
    fn shown(&self, seat: Option<u8>) -> Map<String, Value>;
    /// The latest log lines in words: the same for every seat, so a table renders them once per
    /// change.
    fn latest_log(&self) -> Vec<String>;
    /// What the seat is shown, with the latest log lines, as a snapshot carries them: what the
    /// tests and the probes compare (a table renders the two apart, the log once for all roles).
    fn describe(&self, seat: Option<u8>) -> Map<String, Value> {
        let mut out = self.shown(seat);
        out.insert("log".into(), json!(self.latest_log()));
        out
    }
    /// The seats' names and what the format shows of a table before it is made.
    fn preview(&self) -> Value;
    /// Whether the player `spec` may play `seat`, or why not.
    fn check_player(&self, seat: u8, spec: &str) -> Result<(), String>;
    /// The action the player `spec` takes for `seat` (stored form); a search ends early when
    /// `halt` says so.
    fn ai_action(
        &self,
        seat: u8,
        spec: &str,
        seed: u64,
        halt: Option<Halt>,
    ) -> Result<Value, String>;
    /// The game so far as a replay file (what `altplay replay` reads).
    fn replay(&self) -> Replay;
    /// The same game with only its first `keep` actions (an undo): replayed, so no card and no
    /// coin comes out differently.
    fn rewound(&self, keep: usize) -> Box<dyn Session>;
    /// The first action from `from` on that showed a seat something hidden (a card drawn, a
    /// deck searched or shuffled, a coin flipped), with its label: what an undo may not take
    /// back at a table without casual undo (see `reveals.rs`).
    fn first_revealing(&self, from: usize) -> Option<(usize, String)>;
    fn boxed_clone(&self) -> Box<dyn Session>;
    /// The game as it stands, to put back with [`Session::put_back`] if the next action is not
    /// saved.
    fn checkpoint(&self) -> Checkpoint;
    /// Puts the game back as `checkpoint` took it, the actions taken since dropped.
    fn put_back(&mut self, checkpoint: Checkpoint);
}

/// A copy of the game alone, and how many actions were taken: its set-up and the actions
/// before it never change, so a checkpoint taken before every action copies neither.
pub struct Checkpoint(Box<dyn Any + Send>);

/// The one implementation of [`Session`]: a game of format `G`, its checked set-up and seed,
/// and the actions taken (kept as a replay).
pub struct Match<G: Hosted> {
    setup: G::Setup,
    game: G,
    replay: Replay,
}

impl<G: Hosted> Clone for Match<G> {
    fn clone(&self) -> Self {
        Self {
            setup: self.setup.clone(),
            game: self.game.clone(),
            replay: self.replay.clone(),
        }
    }
}

impl<G: Hosted> Match<G> {
    pub fn new(config: G::Config, seed: u64) -> Result<Self, String> {
        let setup = G::setup(config).map_err(|e| e.to_string())?;
        Ok(Self::started(setup, seed))
    }

    fn started(setup: G::Setup, seed: u64) -> Self {
        let game = G::start(&setup, seed, true);
        let replay = Replay::new(G::NAME, G::config(&setup), seed);
        Self {
            setup,
            game,
            replay,
        }
    }

    /// The player `spec` names for `seat` at this table, or why not.
    fn player(
        &self,
        spec: &str,
        seat: Seat,
        seed: u64,
        halt: Option<Halt>,
    ) -> Result<G::Player, String> {
        let spec: PolicySpec = spec.parse().map_err(|e| format!("{e}"))?;
        G::player(&self.setup, spec, seat, seed, halt)
    }

    /// A stored game: its configuration (JSON), seed, and each action (JSON) with the seat
    /// that took it, replayed. A seat that was not to move is an error, as is a refused action.
    pub fn restore(config: &str, seed: u64, actions: &[(u8, String)]) -> Result<Self, String> {
        let config: G::Config =
            serde_json::from_str(config).map_err(|e| format!("configuration: {e}"))?;
        let mut game = Self::new(config, seed)?;
        for (i, (seat, text)) in actions.iter().enumerate() {
            let action: Value =
                serde_json::from_str(text).map_err(|e| format!("action {i}: {e}"))?;
            let may_act = game.may_act();
            if !may_act.contains(seat) {
                return Err(format!(
                    "action {i} ({action}) is by {}, but {} {} to move",
                    game.seats_named(&[*seat]),
                    game.seats_named(&may_act),
                    if may_act.len() == 1 { "was" } else { "were" }
                ));
            }
            game.apply(*seat, &action)
                .map_err(|e| format!("action {i} ({action}): {e}"))?;
        }
        Ok(game)
    }

    /// A new game on `setup` with `actions` taken in order.
    /// (Actions this table accepted before, so whose each was is not checked again.)
    fn replayed(setup: G::Setup, seed: u64, actions: &[Value]) -> Result<Self, String> {
        let mut game = Self::started(setup, seed);
        for (i, action) in actions.iter().enumerate() {
            let typed = G::Action::deserialize(action).map_err(|e| format!("action {i}: {e}"))?;
            game.game
                .apply(&typed)
                .map_err(|e| format!("action {i} ({action}): {e}"))?;
            game.replay.push(&typed);
        }
        game.replay.outcome = game.game.outcome();
        Ok(game)
    }
}

impl<G: Hosted> Session for Match<G> {
    fn format(&self) -> &'static str {
        G::NAME
    }

    fn seat_names(&self) -> Vec<String> {
        G::seat_names(&self.setup)
    }

    fn may_act(&self) -> Vec<u8> {
        self.game.to_move().seats().iter().map(|s| s.0).collect()
    }

    fn turn_rule(&self) -> &'static str {
        self.game.turn_rule()
    }

    fn outcome(&self) -> Option<Outcome> {
        self.game.outcome()
    }

    fn team_of(&self, seat: u8) -> u8 {
        self.game.team_of(Seat(seat)).0
    }

    fn actions_taken(&self) -> usize {
        self.replay.actions.len()
    }

    fn apply(&mut self, seat: u8, sent: &Value) -> Result<String, ActionError> {
        let action =
            G::Action::deserialize(sent).map_err(|e| ActionError::Malformed(e.to_string()))?;
        // Taken exactly as sent: a field the action's kind does not read is refused, not dropped.
        let read = serde_json::to_value(&action).expect("actions serialize to JSON");
        if let Some(field) = unread_field(sent, &read) {
            return Err(ActionError::Malformed(format!("unknown field `{field}`")));
        }
        if !self.game.to_move().includes(Seat(seat)) {
            return Err(ActionError::NotYours(format!(
                "{}: {} may not act now",
                self.game.turn_rule(),
                self.seats_named(&[seat])
            )));
        }
        // When several seats share the turn, an action for one is not another's to take.
        if let Some(actor) = self.game.actor(&action).filter(|&a| a != Seat(seat)) {
            return Err(ActionError::NotYours(format!(
                "{}: that action is {}'s to take, not {}'s",
                self.game.turn_rule(),
                self.seats_named(&[actor.0]),
                self.seats_named(&[seat])
            )));
        }
        self.game.apply(&action).map_err(ActionError::Refused)?;
        self.replay.push(&action);
        self.replay.outcome = self.game.outcome();
        Ok(serde_json::to_string(&action).expect("actions serialize to JSON"))
    }

    fn shown(&self, seat: Option<u8>) -> Map<String, Value> {
        let mut legal = Vec::new();
        if let Some(seat) = seat.filter(|&s| self.game.to_move().includes(Seat(s))) {
            self.game.legal_actions(&mut legal);
            legal.retain(|a| self.game.actor(a) == Some(Seat(seat)));
        }
        let legal: Vec<Value> = legal
            .iter()
            .map(|a| json!({ "action": a, "label": self.game.label(a) }))
            .collect();
        let mut out = Map::new();
        out.insert(
            "view".into(),
            serde_json::to_value(self.game.board(seat.map(Seat)))
                .expect("boards serialize to JSON"),
        );
        out.insert("legal".into(), Value::Array(legal));
        out.insert("result".into(), json!(self.game.result()));
        out
    }

    /// Words for the latest lines of the log only (`Format::log_tail`): a format words an event
    /// as the game stands now (the standard engine names a Pokémon where it is now), so earlier
    /// lines may read differently after a change.
    fn latest_log(&self) -> Vec<String> {
        self.game.log_tail(LOG_LINES)
    }

    fn preview(&self) -> Value {
        let mut preview = G::preview(&self.setup);
        preview.insert("seats".into(), json!(G::seat_names(&self.setup)));
        Value::Object(preview)
    }

    fn check_player(&self, seat: u8, spec: &str) -> Result<(), String> {
        self.player(spec, Seat(seat), 0, None).map(drop)
    }

    /// The player is made for this one decision, seeded by the one seed rule with `seed`.
    fn ai_action(
        &self,
        seat: u8,
        spec: &str,
        seed: u64,
        halt: Option<Halt>,
    ) -> Result<Value, String> {
        let seat = Seat(seat);
        let mut player = self.player(spec, seat, seat_seed(seed, seat), halt)?;
        let action = player.choose(&self.game);
        if self.game.actor(&action) != Some(seat) {
            return Err(format!(
                "{spec} chose an action that is not {}'s",
                self.seats_named(&[seat.0])
            ));
        }
        Ok(serde_json::to_value(action).expect("actions serialize to JSON"))
    }

    fn replay(&self) -> Replay {
        self.replay.clone()
    }

    fn rewound(&self, keep: usize) -> Box<dyn Session> {
        let actions = &self.replay.actions[..keep];
        Box::new(
            Self::replayed(self.setup.clone(), self.replay.seed, actions)
                .expect("a game replays as it was played"),
        )
    }

    fn first_revealing(&self, from: usize) -> Option<(usize, String)> {
        let actions = &self.replay.actions;
        reveals::first_revealing::<G>(&self.setup, self.replay.seed, actions, from)
            .expect("a game replays as it was played")
    }

    fn boxed_clone(&self) -> Box<dyn Session> {
        Box::new(self.clone())
    }

    fn checkpoint(&self) -> Checkpoint {
        Checkpoint(Box::new((self.game.clone(), self.replay.actions.len())))
    }

    fn put_back(&mut self, checkpoint: Checkpoint) {
        let taken = checkpoint.0.downcast::<(G, usize)>();
        let (game, taken) = *taken.expect("a checkpoint of this game's format");
        self.game = game;
        self.replay.actions.truncate(taken);
        self.replay.outcome = self.game.outcome();
    }
}

/// The first field of `sent` that reading it as an action dropped (`read` is the action read,
/// written back), named by its path (`action.x`); none if every field was read.
fn unread_field(sent: &Value, read: &Value) -> Option<String> {
    let (Value::Object(sent), Value::Object(read)) = (sent, read) else {
        return None;
    };
    sent.iter().find_map(|(key, value)| match read.get(key) {
        None => Some(key.clone()),
        Some(kept) => unread_field(value, kept).map(|inner| format!("{key}.{inner}")),
    })
}

/// A seat's name without what it plays: "A1" of "A1: Rillaboom" (every format names a seat so).
fn short_name(name: &str) -> &str {
    name.split_once(": ").map_or(name, |(short, _)| short)
}
