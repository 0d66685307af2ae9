//! `altplay bench team-battle`: whole 2 vs 2 games per second on one core, random at all four
//! seats by default.

use altplay_ai::PolicySpec;
use altplay_format::{Bench, BoxError, Report, Simulation};
use clap::Args;
use serde::Serialize;

use super::TableArgs;
use crate::state::TeamBattle;

#[derive(Args)]
pub struct BenchArgs {
    #[command(flatten)]
    pub table: TableArgs,
    /// Who plays every seat: random (default) or greedy.
    #[arg(long, value_name = "SPEC", default_value = "random")]
    pub policy: PolicySpec,
}

#[derive(Serialize)]
struct Figures {
    games_per_sec: f64,
    ns_per_game: f64,
    games: u64,
    policy: String,
    decks: Vec<String>,
}

impl Bench for TeamBattle {
    type BenchArgs = BenchArgs;
    const BENCH_GAMES: u64 = 2_000;

    fn bench(args: &BenchArgs) -> Result<Simulation<Self>, BoxError> {
        Ok(Simulation {
            setups: vec![args.table.setup()?],
            seats: vec![args.policy; 4],
            names: Vec::new(),
        })
    }

    fn bench_report(scenario: &Simulation<Self>, args: &BenchArgs, games: u64, ns: f64) -> Report {
        let f = Figures {
            games_per_sec: 1e9 / ns,
            ns_per_game: ns,
            games,
            policy: args.policy.name(),
            decks: (scenario.setups[0].config.decks.iter())
                .map(ToString::to_string)
                .collect(),
        };
        Report {
            json: serde_json::to_string(&f).expect("figures serialize"),
            text: format!(
                "team-battle bench (one core, {} at all four seats, {}): {:.0} games per second ({:.0} ns each)\n",
                f.policy,
                f.decks.join(", "),
                f.games_per_sec,
                f.ns_per_game
            ),
        }
    }
}
