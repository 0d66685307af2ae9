//! A game at a table with its format behind one interface: actions, views and replays go in and
//! out as JSON, so the tables, the database and the API never name a format.

use altplay_ai::{Halt, PolicySpec};
use altplay_core::{Outcome, Policy, Replay, RuleError, Seat, ToMove};
use altplay_format::{Format, seat_seed};
use serde::Deserialize;
use serde_json::{Map, Value};

/// What a format adds to [`Format`] to be played at a table.
pub trait Hosted: Format {
    /// The format's part of a snapshot for `seat` (`None`: a spectator): at least `view` and
    /// `log`; `legal` holds the actions when `seat` is to move.
    fn describe(&self, seat: Option<u8>, legal: &[Self::Action]) -> Map<String, Value>;
}

/// Why an action was not taken.
#[derive(Debug, thiserror::Error)]
pub enum ActionError {
    #[error("not an action of this game: {0}")]
    Malformed(String),
    #[error("{0}")]
    Refused(RuleError),
}

/// A game at a table, whatever its format.
pub trait Session: Send + Sync {
    fn format(&self) -> &'static str;
    fn seat_names(&self) -> Vec<String>;
    /// The seat to decide, none when the game is over.
    fn to_move(&self) -> Option<u8>;
    fn outcome(&self) -> Option<Outcome>;
    /// How many actions have been taken.
    fn actions_taken(&self) -> usize;
    /// Applies `action` (JSON) for the seat to move; the caller has checked who sends it. On
    /// error nothing changed. Returns the action as stored.
    fn apply(&mut self, action: &Value) -> Result<String, ActionError>;
    fn describe(&self, seat: Option<u8>) -> Map<String, Value>;
    fn check_player(&self, spec: &str) -> Result<(), String>;
    /// The action the player `spec` takes for the seat to move (stored form); a search ends
    /// early when `halt` says so.
    fn ai_action(&self, spec: &str, seed: u64, halt: Option<Halt>) -> Result<Value, String>;
    /// The game so far as a replay file (what `altplay replay` reads).
    fn replay(&self) -> Replay;
    /// The same game with only its first `keep` actions (an undo): replayed, so no card and no
    /// coin comes out differently.
    fn rewound(&self, keep: usize) -> Box<dyn Session>;
    fn boxed_clone(&self) -> Box<dyn Session>;
}

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

    /// The player `spec` names for this table, or why not.
    fn player(&self, spec: &str, seed: u64, halt: Option<Halt>) -> Result<G::Player, String> {
        let spec: PolicySpec = spec.parse().map_err(|e| format!("{e}"))?;
        G::player(&self.setup, spec, seed, halt)
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
            if game.to_move() != Some(*seat) {
                let to_move = game
                    .to_move()
                    .map_or("nobody".into(), |s| format!("seat {s}"));
                return Err(format!(
                    "action {i} ({action}) is by seat {seat}, but {to_move} was to move"
                ));
            }
            game.apply(&action)
                .map_err(|e| format!("action {i} ({action}): {e}"))?;
        }
        Ok(game)
    }

    /// A new game on `setup` with `actions` taken in order.
    fn replayed(setup: G::Setup, seed: u64, actions: &[Value]) -> Result<Self, String> {
        let mut game = Self::started(setup, seed);
        for (i, action) in actions.iter().enumerate() {
            game.apply(action)
                .map_err(|e| format!("action {i} ({action}): {e}"))?;
        }
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

    fn to_move(&self) -> Option<u8> {
        match self.game.to_move() {
            ToMove::Seat(seat) => Some(seat.0),
            ToMove::Terminal => None,
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        self.game.outcome()
    }

    fn actions_taken(&self) -> usize {
        self.replay.actions.len()
    }

    fn apply(&mut self, action: &Value) -> Result<String, ActionError> {
        let action =
            G::Action::deserialize(action).map_err(|e| ActionError::Malformed(e.to_string()))?;
        self.game.apply(&action).map_err(ActionError::Refused)?;
        self.replay.push(&action);
        self.replay.outcome = self.game.outcome();
        Ok(serde_json::to_string(&action).expect("actions serialize to JSON"))
    }

    fn describe(&self, seat: Option<u8>) -> Map<String, Value> {
        let mut legal = Vec::new();
        if seat.is_some() && seat == self.to_move() {
            self.game.legal_actions(&mut legal);
        }
        self.game.describe(seat, &legal)
    }

    fn check_player(&self, spec: &str) -> Result<(), String> {
        self.player(spec, 0, None).map(drop)
    }

    /// The player is made for this one decision, seeded by the one seed rule with `seed`.
    fn ai_action(&self, spec: &str, seed: u64, halt: Option<Halt>) -> Result<Value, String> {
        let seat = self.to_move().map_or(Seat(0), Seat);
        let mut player = self.player(spec, seat_seed(seed, seat), halt)?;
        let action = player.choose(&self.game);
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

    fn boxed_clone(&self) -> Box<dyn Session> {
        Box::new(self.clone())
    }
}
