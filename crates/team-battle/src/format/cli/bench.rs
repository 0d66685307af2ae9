//! `altplay bench team-battle`: whole 2 vs 2 games per second on one core, random at all four
//! seats by default.

use altplay_ai::PolicySpec;
use altplay_format::{Bench, BoxError, Report, Simulation};
use clap::Args;
use serde::Serialize;

use super::args::TableArgs;
use crate::state::TeamBattle;

#[derive(Args)]
pub struct BenchArgs {
    #[command(flatten)]
    pub table: TableArgs,
    /// Who plays every seat: random (default) or greedy.
    #[arg(long, value_name = "SPEC", default_value = "random")]
    pub policy: PolicySpec,
}

/// The scenario's figures beside the timing.
#[derive(Serialize)]
struct Figures {
    policy: String,
    decks: Vec<String>,
}

impl Bench for TeamBattle {
    type BenchArgs = BenchArgs;
    const BENCH_GAMES: u64 = 2_000;

    fn bench(args: &BenchArgs) -> Result<Simulation<Self>, BoxError> {
        Ok(Simulation::alike(args.table.setup()?, args.policy))
    }

    fn bench_report(scenario: &Simulation<Self>, args: &BenchArgs, games: u64, ns: f64) -> Report {
        let decks = scenario.setups[0].config.decks.iter();
        let f = Figures {
            policy: args.policy.name(),
            decks: decks.map(ToString::to_string).collect(),
        };
        let words = format!("{} at all four seats, {}", f.policy, f.decks.join(", "));
        Report::timed::<Self>(games, ns, &f, &words)
    }
}
