//! A whole game checked in: the replay file (config + seed + actions + outcome) and its event log.
//! A change to the rules, the random source or the greedy player shows up here as a diff.
//! To accept an intended change: `UPDATE_GOLDEN=1 cargo test -p altplay-raid-battle --test
//! golden` (the replay file) and `cargo insta review` (the event log).

mod common;

use std::path::PathBuf;

use altplay_core::golden::{assert_golden_replay, event_lines};
use altplay_core::{Policy, Replay};
use altplay_raid_battle::{BossProfile, FORMAT, GreedyPolicy, Options, RaidBattle, builtin};

const SEED: u64 = 2026;

fn golden_path() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden/varied-vs-voltfang.replay.json")
}

fn play_golden_game() -> (Replay, RaidBattle) {
    let file = builtin::find(builtin::BOSSES, "voltfang").unwrap();
    let boss = BossProfile::parse(file.path, file.text).unwrap();
    let options = Options {
        weakness: true,
        physical: [false, false, true, false],
        ..Options::default()
    };
    let config = common::config(common::varied_team(), boss, options);
    let game = RaidBattle::new(config.clone(), SEED).unwrap();
    Replay::play_out(FORMAT, &config, SEED, game, |game, _| {
        GreedyPolicy.choose(game)
    })
    .unwrap()
}

#[test]
fn golden_replay_is_unchanged_and_replays() {
    let (replay, game) = play_golden_game();
    let stored = assert_golden_replay(&golden_path(), &replay);
    let replayed = stored
        .play_on(RaidBattle::new(stored.config().unwrap(), stored.seed).unwrap())
        .unwrap();
    assert_eq!(replayed.events(), game.events());
    assert!(
        replay.actions.len() > 30,
        "a whole game: {} actions",
        replay.actions.len()
    );
}

#[test]
fn golden_event_log() {
    let (_, game) = play_golden_game();
    insta::assert_snapshot!(event_lines(game.events()));
}
