//! `altplay replay FILE [--json]`: replays a saved game with its format's engine.

use std::io::Write;
use std::path::{Path, PathBuf};

use altplay_core::Replay;
use anyhow::Context;
use clap::Args;
use serde_json::json;

#[derive(Args)]
pub struct ReplayArgs {
    /// A replay file written by `play --save`, the table assistant or the tests.
    pub file: PathBuf,
    /// Print the final view (a spectator's) and the event log as one JSON object.
    #[arg(long)]
    pub json: bool,
}

pub fn run(args: &ReplayArgs) -> anyhow::Result<()> {
    let text = std::fs::read_to_string(&args.file)
        .with_context(|| format!("cannot read {}", args.file.display()))?;
    let replay: Replay = serde_json::from_str(&text)
        .with_context(|| format!("{} is not a replay file", args.file.display()))?;
    let replayed = altplay_formats::replay(&replay)
        .with_context(|| format!("{} does not replay", args.file.display()))?;
    if args.json {
        let out = json!({
            "format": replayed.format,
            "actions": replayed.actions,
            "outcome": replay.outcome,
            "result": replayed.result,
            "view": replayed.view,
            "log": replayed.log,
        });
        println!("{out}");
    } else {
        println!(
            "{}: {} after {} actions (matches the recording)",
            replayed.format, replayed.result, replayed.actions
        );
    }
    Ok(())
}

/// Writes `replay` to `path` as pretty JSON (what `altplay replay` reads) and says so on `out`.
pub fn save(path: &Path, replay: &Replay, out: &mut dyn Write) -> anyhow::Result<()> {
    let json = serde_json::to_string_pretty(replay)?;
    std::fs::write(path, json + "\n")
        .with_context(|| format!("cannot write the replay to {}", path.display()))?;
    writeln!(out, "Replay saved to {}", path.display())?;
    Ok(())
}
