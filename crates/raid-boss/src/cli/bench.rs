//! `altplay bench raid-boss`: whole games per second on one core with the heuristic team.

use altplay_ai::PolicySpec;
use altplay_format::{Bench, BoxError, Report, Simulation};
use clap::Args;
use serde::Serialize;

use super::args::TableArgs;
use crate::RaidBoss;

#[derive(Args)]
pub struct BenchArgs {
    #[command(flatten)]
    pub table: TableArgs,
}

/// The scenario's figures beside the timing.
#[derive(Serialize)]
struct Figures {
    heroes: Vec<String>,
    boss: String,
}

impl Bench for RaidBoss {
    type BenchArgs = BenchArgs;
    const BENCH_GAMES: u64 = 20_000;

    /// The table given (by default the command line's default heroes and boss), the heuristic
    /// at every seat, events off.
    fn bench(args: &BenchArgs) -> Result<Simulation<Self>, BoxError> {
        Ok(Simulation::alike(args.table.setup()?, PolicySpec::Greedy))
    }

    fn bench_report(scenario: &Simulation<Self>, args: &BenchArgs, games: u64, ns: f64) -> Report {
        let figures = Figures {
            heroes: args.table.heroes.clone(),
            boss: scenario.setups[0].rules.boss.name.clone(),
        };
        Report::timed::<Self>(games, ns, &figures, "heuristic team")
    }
}
