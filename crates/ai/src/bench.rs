//! Timing helpers for `altplay bench`: search iterations per second from a position.

use std::time::Instant;

use altplay_core::{Game, Policy};

use crate::budget::{Budget, SearchConfig};
use crate::mcts::Mcts;

/// Runs `runs` fresh MCTS searches of `iterations` each from `game` (no tree reuse) and returns
/// the best rate in iterations per second: the least disturbed run.
pub fn mcts_iterations_per_sec<G, R>(
    game: &G,
    iterations: u32,
    exploration: f64,
    runs: u32,
    mut rollout: impl FnMut(u64) -> R,
) -> f64
where
    G: Game + PartialEq,
    R: Policy<G>,
{
    let config = SearchConfig {
        budget: Budget::Iterations(iterations),
        exploration,
        reuse: false,
    };
    (0..runs.max(1))
        .map(|run| {
            let seed = u64::from(run);
            let mut mcts = Mcts::with_rollout(config, seed, rollout(seed));
            let start = Instant::now();
            mcts.search(game);
            f64::from(mcts.last_search().iterations) / start.elapsed().as_secs_f64()
        })
        .fold(0.0, f64::max)
}
