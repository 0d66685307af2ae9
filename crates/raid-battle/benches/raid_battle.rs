//! Whole games of the bench scenario (`altplay bench raid-battle`): the built-in team and boss
//! called "bench", greedy at every seat, no event recording, one game per iteration.

use std::hint::black_box;
use std::sync::Arc;

use altplay_core::{Game, ToMove, derive_seed};
use altplay_raid_battle::{BossProfile, Options, RaidBattle, RaidConfig, Setup, TeamFile, builtin};
use criterion::{Criterion, criterion_group, criterion_main};

fn bench_setup() -> Arc<Setup> {
    let file = |files, name| builtin::find(files, name).expect("the bench data is built in");
    let boss = file(builtin::BOSSES, "bench");
    let team = file(builtin::TEAMS, "bench");
    // The bench team defines its Pokémon inline, so nothing is looked up elsewhere.
    let no_lookup = |name: &str| Err(format!("{name} is not defined in the bench team"));
    let config = RaidConfig {
        boss: BossProfile::parse(boss.path, boss.text).expect("the bench boss parses"),
        team: TeamFile::parse(team.path, team.text)
            .expect("the bench team parses")
            .resolve(team.path, &no_lookup)
            .expect("the bench team resolves"),
        options: Options {
            record_events: false,
            ..Options::default()
        },
    };
    Arc::new(Setup::new(config).expect("the bench scenario is a legal game"))
}

fn whole_games(c: &mut Criterion) {
    let setup = bench_setup();
    let mut i = 0u64;
    c.bench_function("bench scenario, greedy, events off", |b| {
        b.iter(|| {
            i += 1;
            let mut game = RaidBattle::with_setup(Arc::clone(&setup), derive_seed(1, i));
            while let ToMove::Seat(_) = game.to_move() {
                let action = game.greedy_action();
                game.apply(&action).expect("greedy chooses legal actions");
            }
            black_box(game.round())
        })
    });
}

criterion_group!(benches, whole_games);
criterion_main!(benches);
