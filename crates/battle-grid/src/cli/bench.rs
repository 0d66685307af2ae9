//! `altplay bench battle-grid`: random playouts and MCTS iterations per second on one core.

use altplay_ai::PolicySpec;
use altplay_ai::bench::mcts_iterations_per_sec;
use altplay_format::{Bench, BoxError, Report, Simulation};
use clap::Args;
use serde::Serialize;

use crate::{BattleGrid, RandomPlacement, sample};

#[derive(Args)]
pub struct BenchArgs {
    /// MCTS iterations per timed search (5 searches; the best rate is reported).
    #[arg(long, value_name = "N", default_value_t = 10_000,
          value_parser = clap::value_parser!(u32).range(1..))]
    pub iterations: u32,
}

#[derive(Serialize)]
struct Figures {
    playouts_per_sec: f64,
    ns_per_playout: f64,
    mcts_iters_per_sec: f64,
    games: u64,
    iterations: u32,
}

impl Bench for BattleGrid {
    type BenchArgs = BenchArgs;
    const BENCH_GAMES: u64 = 1_000_000;

    /// The crate's sample decks (hidden hands, threshold cost), uniform random placements.
    fn bench(_: &BenchArgs) -> Result<Simulation<Self>, BoxError> {
        Ok(Simulation {
            setups: vec![sample::setup()],
            seats: vec![PolicySpec::Random; 2],
            names: Vec::new(),
        })
    }

    /// Besides the playouts: MCTS searching the opening position with c=1 and uniform random
    /// rollouts.
    fn bench_report(scenario: &Simulation<Self>, args: &BenchArgs, games: u64, ns: f64) -> Report {
        let opening = scenario.setups[0].start(1, false);
        let mcts_iters_per_sec =
            mcts_iterations_per_sec(&opening, args.iterations, 1.0, 5, RandomPlacement::new);
        let figures = Figures {
            playouts_per_sec: 1e9 / ns,
            ns_per_playout: ns,
            mcts_iters_per_sec,
            games,
            iterations: args.iterations,
        };
        Report {
            json: serde_json::to_string(&figures).expect("figures serialize"),
            text: format!(
                "battle-grid bench (one core): {:.0} random playouts per second ({:.0} ns each); \
                 MCTS {:.0} iterations per second\n",
                figures.playouts_per_sec, figures.ns_per_playout, figures.mcts_iters_per_sec
            ),
        }
    }
}
