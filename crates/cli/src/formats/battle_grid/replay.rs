//! `altplay replay FILE` for Battle Grid games.

use altplay_battle_grid::{Config, FORMAT, Setup};
use altplay_core::Replay;
use anyhow::Context;

use altplay_battle_grid::words;

/// Replays `replay` and checks that it ends as recorded; says how it ended.
pub fn replay(replay: &Replay) -> anyhow::Result<String> {
    let config: Config = replay
        .config()
        .context("its configuration is not a Battle Grid configuration")?;
    let game = replay.play_on(Setup::new(config)?.start(replay.seed, true))?;
    Ok(format!(
        "{FORMAT}: {} after {} actions (matches the recording)",
        words::result(&game),
        replay.actions.len()
    ))
}
