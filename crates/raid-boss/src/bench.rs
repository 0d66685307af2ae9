//! `altplay bench raid-boss`: whole games per second on one core with the heuristic team.

use altplay_ai::PolicySpec;
use altplay_format::{Bench, BoxError, Report, Simulation};
use clap::Args;
use serde::Serialize;

use crate::RaidBoss;
use crate::args::TableArgs;

#[derive(Args)]
pub struct BenchArgs {
    #[command(flatten)]
    pub table: TableArgs,
}

#[derive(Serialize)]
struct Figures {
    games_per_sec: f64,
    ns_per_game: f64,
    games: u64,
    heroes: Vec<String>,
    boss: String,
}

impl Bench for RaidBoss {
    type BenchArgs = BenchArgs;
    const BENCH_GAMES: u64 = 20_000;

    /// The table given (by default the command line's default heroes and boss), the heuristic
    /// at every seat, events off.
    fn bench(args: &BenchArgs) -> Result<Simulation<Self>, BoxError> {
        let setup = args.table.setup()?;
        let seats = setup.rules.heroes.len();
        Ok(Simulation {
            setups: vec![setup],
            seats: vec![PolicySpec::Greedy; seats],
            names: Vec::new(),
        })
    }

    fn bench_report(scenario: &Simulation<Self>, args: &BenchArgs, games: u64, ns: f64) -> Report {
        let figures = Figures {
            games_per_sec: 1e9 / ns,
            ns_per_game: ns,
            games,
            heroes: args.table.heroes.clone(),
            boss: scenario.setups[0].rules.boss.name.clone(),
        };
        Report {
            json: serde_json::to_string(&figures).expect("figures serialize"),
            text: format!(
                "raid-boss bench (one core, heuristic team): {:.0} games per second ({:.0} ns each)\n",
                figures.games_per_sec, figures.ns_per_game
            ),
        }
    }
}
