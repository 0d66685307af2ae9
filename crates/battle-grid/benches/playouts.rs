//! Random playouts per second: a whole game from the start, uniform random placements.

use altplay_battle_grid::{BattleGrid, sample};
use altplay_core::{Game, GameRng};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};

fn playouts(c: &mut Criterion) {
    let setup = sample::setup();
    let mut rng = GameRng::from_seed(1);
    let mut group = c.benchmark_group("battle_grid");
    group.throughput(Throughput::Elements(1));
    group.bench_function("random_playout", |b| {
        b.iter(|| {
            let mut game: BattleGrid = setup.start(rng.next_u64(), false);
            while let Some(action) = game.random_action(&mut rng) {
                game.apply(&action).expect("random actions are legal");
            }
            game.outcome()
        })
    });
    group.finish();
}

criterion_group!(benches, playouts);
criterion_main!(benches);
