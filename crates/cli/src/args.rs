//! Options the formats share: a run of games for `simulate`, a game's seed and replay for `play`.

use std::path::PathBuf;

use altplay_sim::RunSpec;
use clap::Args;

#[derive(Args)]
pub struct RunArgs {
    /// How many games to play.
    #[arg(long, value_name = "N")]
    pub games: u64,
    /// The master seed (default 1); game i plays with a seed derived from (seed, i).
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
    /// Worker threads (default: one per core). Results do not depend on it.
    #[arg(long, value_name = "T", default_value_t = 0)]
    pub threads: usize,
    /// Print the results as one JSON object.
    #[arg(long)]
    pub json: bool,
}

impl RunArgs {
    /// The run these options ask for; the progress bar is for people, so not with `--json`.
    pub fn spec(&self) -> RunSpec {
        RunSpec {
            games: self.games,
            master_seed: self.seed,
            threads: self.threads,
            progress: !self.json,
        }
    }
}

/// The options of one game played at the terminal.
#[derive(Args)]
pub struct GameArgs {
    /// The game's seed: the same seed and the same choices play the same game.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Write the replay (configuration, seed, every action, outcome) to FILE as JSON.
    #[arg(long, value_name = "FILE")]
    pub save: Option<PathBuf>,
}
