//! Whole games per second with the heuristic team (the `altplay bench raid-boss` scenario), and
//! the dice-assignment search alone.

use std::sync::Arc;

use altplay_raid_boss::policy::{Heuristic, best_assignment, play_out};
use altplay_raid_boss::{Config, RaidBoss, builtin};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};

fn games(c: &mut Criterion) {
    let config = Config {
        heroes: ["Bulwark", "Emberlance", "Mendra", "Tessel"]
            .map(String::from)
            .to_vec(),
        boss: "Cinderwyrm".into(),
        physical: Vec::new(),
    };
    let rules = Arc::new(config.rules(builtin::library()).expect("shipped names"));
    let mut group = c.benchmark_group("raid_boss");
    group.throughput(Throughput::Elements(1));
    let mut seed = 0;
    group.bench_function("heuristic_game", |b| {
        b.iter(|| {
            seed += 1;
            let mut game = RaidBoss::new(rules.clone(), seed, false);
            play_out(&mut game, &mut Heuristic::new()).expect("plays out");
            game.victory()
        })
    });
    let marginal = [[30; 12], [45; 12], [60; 12]];
    group.bench_function("best_assignment_5_dice", |b| {
        b.iter(|| best_assignment(&[6, 5, 3, 2, 1], [2, 4, 6], &marginal))
    });
    group.finish();
}

criterion_group!(benches, games);
criterion_main!(benches);
