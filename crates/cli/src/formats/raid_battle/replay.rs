//! `altplay replay FILE` for Raid Battle games.

use altplay_core::Replay;
use altplay_raid_battle::{FORMAT, RaidBattle, RaidConfig};
use anyhow::Context;

use altplay_raid_battle::words;

/// Replays `replay` and checks that it ends as recorded; says how it ended.
pub fn replay(replay: &Replay) -> anyhow::Result<String> {
    let config: RaidConfig = replay
        .config()
        .context("its configuration is not a Raid Battle configuration")?;
    let game = replay.play_on(RaidBattle::new(config, replay.seed)?)?;
    Ok(format!(
        "{FORMAT}: {} (matches the recording)",
        words::result(&game)
    ))
}
