//! `altplay bench connect-four`: MCTS speed on a common reference game, to compare the search
//! with other engines.

use altplay_ai::RandomPolicy;
use altplay_ai::bench::mcts_iterations_per_sec;
use altplay_ai::connect_four::ConnectFour;
use clap::Args;
use serde::Serialize;

#[derive(Args)]
pub struct BenchArgs {
    /// Iterations per search from the empty board (5 searches; the best rate is reported).
    #[arg(long, value_name = "N", default_value_t = 10_000)]
    pub iterations: u32,
    /// Print the figures as one JSON object.
    #[arg(long)]
    pub json: bool,
}

#[derive(Serialize)]
struct Figures {
    mcts_iters_per_sec: f64,
    iterations: u32,
    exploration: f64,
}

/// UCT with c=2 and uniform random rollouts from the empty board, on this thread.
pub fn bench(args: &BenchArgs) -> anyhow::Result<()> {
    anyhow::ensure!(args.iterations > 0, "--iterations must be at least 1");
    let figures = Figures {
        mcts_iters_per_sec: mcts_iterations_per_sec(
            &ConnectFour::new(),
            args.iterations,
            2.0,
            5,
            RandomPolicy::new,
        ),
        iterations: args.iterations,
        exploration: 2.0,
    };
    if args.json {
        println!("{}", serde_json::to_string(&figures)?);
    } else {
        println!(
            "connect-four bench (one core): MCTS {:.0} iterations per second ({} per search, c=2, random rollouts)",
            figures.mcts_iters_per_sec, figures.iterations
        );
    }
    Ok(())
}
