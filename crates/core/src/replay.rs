use serde::{Deserialize, Serialize, de::DeserializeOwned};

use crate::{Game, Outcome, RuleError, Seat};

/// A whole game as data: format name, its configuration, the seed and every action in order.
/// Configuration + seed + actions replay the game exactly.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Replay {
    pub format: String,
    pub config: serde_json::Value,
    pub seed: u64,
    pub actions: Vec<serde_json::Value>,
    /// How the game ended when it was recorded; `None` for an unfinished game.
    pub outcome: Option<Outcome>,
}

#[derive(Debug, thiserror::Error)]
pub enum ReplayError {
    #[error("action {index} does not parse: {source}")]
    BadAction {
        index: usize,
        source: serde_json::Error,
    },
    #[error("action {index} was refused: {source}")]
    Refused { index: usize, source: RuleError },
    #[error("action {index} was recorded after the game had ended")]
    AfterEnd { index: usize },
    #[error("the replay ended with {replayed:?} but recorded {recorded:?}")]
    DifferentOutcome {
        recorded: Option<Outcome>,
        replayed: Option<Outcome>,
    },
}

impl Replay {
    pub fn new<C: Serialize>(format: &str, config: &C, seed: u64) -> Self {
        Self {
            format: format.to_string(),
            config: serde_json::to_value(config).expect("configurations serialize to JSON"),
            seed,
            actions: Vec::new(),
            outcome: None,
        }
    }

    pub fn push<A: Serialize>(&mut self, action: &A) {
        self.actions
            .push(serde_json::to_value(action).expect("actions serialize to JSON"));
    }

    pub fn config<C: DeserializeOwned>(&self) -> Result<C, serde_json::Error> {
        C::deserialize(&self.config)
    }

    /// Plays `game` (started from `config` and `seed`) to its end, each action chosen by
    /// `choose` for the seat to move, and returns its replay and the finished game.
    pub fn play_out<G: Game, C: Serialize>(
        format: &str,
        config: &C,
        seed: u64,
        mut game: G,
        mut choose: impl FnMut(&G, Seat) -> G::Action,
    ) -> Result<(Replay, G), RuleError> {
        let mut replay = Replay::new(format, config, seed);
        while let Some(seat) = game.to_move().first() {
            let action = choose(&game, seat);
            game.apply(&action)?;
            replay.push(&action);
        }
        replay.outcome = game.outcome();
        Ok((replay, game))
    }

    /// Plays the recorded actions on `game` (built from this replay's config and seed) and checks
    /// that it ends as recorded. Returns the game as it stands after the last action.
    pub fn play_on<G: Game>(&self, mut game: G) -> Result<G, ReplayError> {
        for (index, raw) in self.actions.iter().enumerate() {
            if game.outcome().is_some() {
                return Err(ReplayError::AfterEnd { index });
            }
            let action = G::Action::deserialize(raw)
                .map_err(|source| ReplayError::BadAction { index, source })?;
            game.apply(&action)
                .map_err(|source| ReplayError::Refused { index, source })?;
        }
        let replayed = game.outcome();
        if replayed != self.outcome {
            return Err(ReplayError::DifferentOutcome {
                recorded: self.outcome,
                replayed,
            });
        }
        Ok(game)
    }
}
