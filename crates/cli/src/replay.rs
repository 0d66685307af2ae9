//! `altplay replay FILE`: replays a saved game with its format's engine.

use std::io::Write;
use std::path::{Path, PathBuf};

use altplay_core::Replay;
use anyhow::{Context, bail};
use clap::Args;

use crate::formats;

#[derive(Args)]
pub struct ReplayArgs {
    /// A replay file written by `play --save`, the table assistant or the tests.
    pub file: PathBuf,
}

pub fn run(args: &ReplayArgs) -> anyhow::Result<()> {
    let text = std::fs::read_to_string(&args.file)
        .with_context(|| format!("cannot read {}", args.file.display()))?;
    let replay: Replay = serde_json::from_str(&text)
        .with_context(|| format!("{} is not a replay file", args.file.display()))?;
    let summary = match replay.format.as_str() {
        altplay_raid_battle::FORMAT => formats::raid_battle::replay(&replay),
        altplay_battle_grid::FORMAT => formats::battle_grid::replay(&replay),
        altplay_raid_boss::FORMAT => formats::raid_boss::replay(&replay),
        other => bail!("{}: unknown format {other:?}", args.file.display()),
    }
    .with_context(|| format!("{} does not replay", args.file.display()))?;
    println!("{summary}");
    Ok(())
}

/// Writes `replay` to `path` as pretty JSON (what `altplay replay` reads) and says so on `out`.
pub fn save(path: &Path, replay: &Replay, out: &mut impl Write) -> anyhow::Result<()> {
    let json = serde_json::to_string_pretty(replay)?;
    std::fs::write(path, json + "\n")
        .with_context(|| format!("cannot write the replay to {}", path.display()))?;
    writeln!(out, "Replay saved to {}", path.display())?;
    Ok(())
}
