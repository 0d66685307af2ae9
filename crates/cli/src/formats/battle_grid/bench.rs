//! `altplay bench battle-grid`: random playouts and MCTS iterations per second on one core.

use std::hint::black_box;

use altplay_ai::bench::mcts_iterations_per_sec;
use altplay_battle_grid::{RandomPlacement, Setup, sample};
use altplay_core::{Game, GameRng};
use anyhow::ensure;
use clap::Args;
use serde::Serialize;

use crate::cpu_clock;

#[derive(Args)]
pub struct BenchArgs {
    /// How many random playouts to time.
    #[arg(long, value_name = "N", default_value_t = 1_000_000)]
    pub games: u64,
    /// MCTS iterations per timed search (5 searches; the best rate is reported).
    #[arg(long, value_name = "N", default_value_t = 10_000)]
    pub iterations: u32,
    /// Print the figures as one JSON object.
    #[arg(long)]
    pub json: bool,
}

#[derive(Serialize)]
struct Figures {
    playouts_per_sec: f64,
    ns_per_playout: f64,
    mcts_iters_per_sec: f64,
    games: u64,
    iterations: u32,
}

/// The bench scenario: the crate's sample decks (hidden hands, threshold cost), no events, on
/// this thread. Playouts are uniform random games from the start; MCTS searches the opening
/// position with c=1 and uniform random rollouts.
pub fn bench(args: &BenchArgs) -> anyhow::Result<()> {
    ensure!(args.games > 0, "--games must be at least 1");
    ensure!(args.iterations > 0, "--iterations must be at least 1");
    let setup: Setup = sample::setup();
    let ns_per_playout = cpu_clock::ns_per_item(args.games, || {
        let mut rng = GameRng::from_seed(1);
        let mut points = 0u64;
        for _ in 0..args.games {
            let mut game = setup.start(rng.next_u64(), false);
            while let Some(action) = game.random_action(&mut rng) {
                game.apply(&action)?;
            }
            points += u64::from(game.totals()[0]);
        }
        black_box(points);
        Ok(())
    })?;
    let opening = setup.start(1, false);
    let mcts_iters_per_sec =
        mcts_iterations_per_sec(&opening, args.iterations, 1.0, 5, RandomPlacement::new);
    let figures = Figures {
        playouts_per_sec: 1e9 / ns_per_playout,
        ns_per_playout,
        mcts_iters_per_sec,
        games: args.games,
        iterations: args.iterations,
    };
    if args.json {
        println!("{}", serde_json::to_string(&figures)?);
    } else {
        println!(
            "battle-grid bench (one core): {:.0} random playouts per second ({:.0} ns each); \
             MCTS {:.0} iterations per second",
            figures.playouts_per_sec, figures.ns_per_playout, figures.mcts_iters_per_sec
        );
    }
    Ok(())
}
