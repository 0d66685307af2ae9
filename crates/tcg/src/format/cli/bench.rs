//! `altplay bench tcg`: whole games per second on one core between two theme decks.

use altplay_ai::PolicySpec;
use altplay_format::{Bench, BoxError, Report, Simulation};
use clap::Args;
use serde::Serialize;

use super::TableArgs;
use crate::game::Tcg;

#[derive(Args)]
pub struct BenchArgs {
    #[command(flatten)]
    pub table: TableArgs,
    /// Who plays both seats: random (default) or greedy.
    #[arg(long, value_name = "SPEC", default_value = "random")]
    pub policy: PolicySpec,
}

/// The scenario's figures beside the timing.
#[derive(Serialize)]
struct Figures {
    policy: String,
    decks: [String; 2],
}

impl Bench for Tcg {
    type BenchArgs = BenchArgs;
    const BENCH_GAMES: u64 = 5_000;

    fn bench(args: &BenchArgs) -> Result<Simulation<Self>, BoxError> {
        Ok(Simulation::alike(args.table.setup()?, args.policy))
    }

    fn bench_report(_: &Simulation<Self>, args: &BenchArgs, games: u64, ns: f64) -> Report {
        let f = Figures {
            policy: args.policy.name(),
            decks: [args.table.deck1.clone(), args.table.deck2.clone()],
        };
        let words = format!(
            "{} at both seats, {} against {}",
            f.policy, f.decks[0], f.decks[1]
        );
        Report::timed::<Self>(games, ns, &f, &words)
    }
}
