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

#[derive(Serialize)]
struct Figures {
    games_per_sec: f64,
    ns_per_game: f64,
    games: u64,
    policy: String,
    decks: [String; 2],
}

impl Bench for Tcg {
    type BenchArgs = BenchArgs;
    const BENCH_GAMES: u64 = 5_000;

    fn bench(args: &BenchArgs) -> Result<Simulation<Self>, BoxError> {
        Ok(Simulation {
            setups: vec![args.table.setup()?],
            seats: vec![args.policy; 2],
            names: Vec::new(),
        })
    }

    fn bench_report(_: &Simulation<Self>, args: &BenchArgs, games: u64, ns: f64) -> Report {
        let f = Figures {
            games_per_sec: 1e9 / ns,
            ns_per_game: ns,
            games,
            policy: args.policy.name(),
            decks: [args.table.deck1.clone(), args.table.deck2.clone()],
        };
        Report {
            json: serde_json::to_string(&f).expect("figures serialize"),
            text: format!(
                "tcg bench (one core, {} at both seats, {} against {}): {:.0} games per second ({:.0} ns each)\n",
                f.policy, f.decks[0], f.decks[1], f.games_per_sec, f.ns_per_game
            ),
        }
    }
}
