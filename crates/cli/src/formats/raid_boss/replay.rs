//! `altplay replay FILE` for Raid Boss games.

use altplay_core::Replay;
use altplay_raid_boss::{Config, FORMAT, RaidBoss, builtin};
use anyhow::Context;
use std::sync::Arc;

use super::words;

/// Replays `replay` with the built-in heroes and bosses and checks it ends as recorded.
pub fn replay(replay: &Replay) -> anyhow::Result<String> {
    let config: Config = replay
        .config()
        .context("its configuration is not a Raid Boss configuration")?;
    let rules = Arc::new(config.rules(builtin::library())?);
    let game = replay.play_on(RaidBoss::new(rules, replay.seed, true))?;
    Ok(format!(
        "{FORMAT}: {} against {}: {} after {} actions (matches the recording)",
        config.heroes.join(", "),
        config.boss,
        words::result(&game),
        replay.actions.len()
    ))
}
