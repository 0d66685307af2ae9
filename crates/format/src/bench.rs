//! What `altplay bench <format>` needs from a format: the scenario it times on one core, and
//! the report of the figures.

use crate::{BoxError, Format, Report, Simulation};

/// A format's part of `altplay bench`; the timed loop is the CLI's.
pub trait Bench: Format {
    /// The command's own options (`--games` and `--json` are the CLI's).
    type BenchArgs: clap::Args;
    /// How many games `--games` times when it is not given.
    const BENCH_GAMES: u64;
    /// The scenario: the set-up (the first of `setups`) and the player at every seat.
    fn bench(args: &Self::BenchArgs) -> Result<Simulation<Self>, BoxError>;
    /// The figures, from the thread CPU time per game and any the format measures besides.
    fn bench_report(
        scenario: &Simulation<Self>,
        args: &Self::BenchArgs,
        games: u64,
        ns_per_game: f64,
    ) -> Report;
}
