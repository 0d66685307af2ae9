//! A replay file played again on its format's engine, for `altplay replay` and the tests.

use altplay_core::{Replay, ReplayError, RuleError};
use altplay_format::Format;
use serde_json::Value;

use crate::{Registered, Visit};

/// A replay that replayed: how it ended, the final spectator's view and the event log.
#[derive(Debug)]
pub struct Replayed {
    pub format: &'static str,
    pub title: &'static str,
    pub actions: usize,
    /// How the game ended, in words.
    pub result: String,
    pub view: Value,
    pub log: Vec<String>,
}

/// Why a replay does not replay.
#[derive(Debug, thiserror::Error)]
pub enum ReplayFault {
    #[error("unknown format {0:?} (formats: {names})", names = crate::names())]
    UnknownFormat(String),
    #[error("its configuration is not a {title} configuration: {source}")]
    Config {
        title: &'static str,
        source: serde_json::Error,
    },
    #[error("its configuration breaks a rule: {0}")]
    Setup(RuleError),
    #[error(transparent)]
    Replay(#[from] ReplayError),
}

/// Replays `replay` with the engine of its format and checks it ends as recorded.
pub fn replay(replay: &Replay) -> Result<Replayed, ReplayFault> {
    struct Again<'a>(&'a Replay);
    impl Visit for Again<'_> {
        type Output = Result<Replayed, ReplayFault>;
        fn visit<F: Registered>(self) -> Self::Output {
            replay_as::<F>(self.0)
        }
    }
    crate::visit(&replay.format, Again(replay))
        .unwrap_or_else(|| Err(ReplayFault::UnknownFormat(replay.format.clone())))
}

fn replay_as<F: Format>(replay: &Replay) -> Result<Replayed, ReplayFault> {
    let config: F::Config = replay.config().map_err(|source| ReplayFault::Config {
        title: F::TITLE,
        source,
    })?;
    let setup = F::setup(config).map_err(ReplayFault::Setup)?;
    let game = replay.play_on(F::start(&setup, replay.seed, true))?;
    Ok(Replayed {
        format: F::NAME,
        title: F::TITLE,
        actions: replay.actions.len(),
        result: game.result(),
        view: serde_json::to_value(game.view(None)).expect("views serialize to JSON"),
        log: game.log(),
    })
}
