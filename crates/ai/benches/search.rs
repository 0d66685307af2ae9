//! MCTS iterations per second: connect four from the empty board (UCT c=2, random rollouts,
//! 10,000 iterations per search) and Battle Grid from the start of the sample game.

use altplay_ai::connect_four::ConnectFour;
use altplay_ai::{Budget, Mcts, RandomPolicy, SearchConfig};
use altplay_battle_grid::{RandomPlacement, sample};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};

const ITERATIONS: u32 = 10_000;

fn config() -> SearchConfig {
    SearchConfig {
        budget: Budget::Iterations(ITERATIONS),
        exploration: 2.0,
        reuse: false,
    }
}

fn search(c: &mut Criterion) {
    let mut group = c.benchmark_group("mcts");
    group.throughput(Throughput::Elements(u64::from(ITERATIONS)));
    group.sample_size(10);
    let empty = ConnectFour::new();
    group.bench_function("connect_four_10k", |b| {
        b.iter(|| Mcts::with_rollout(config(), 1, RandomPolicy::new(2)).search(&empty))
    });
    let start = sample::setup().start(1, false);
    group.bench_function("battle_grid_10k", |b| {
        b.iter(|| Mcts::with_rollout(config(), 1, RandomPlacement::new(2)).search(&start))
    });
    group.finish();
}

criterion_group!(benches, search);
criterion_main!(benches);
