//! A whole game checked in: the replay file (config + seed + actions + outcome) and its event log.
//! A change to the rules, the decks, the random source or the two built-in players shows up here
//! as a diff. To accept an intended change: `UPDATE_GOLDEN=1 cargo test -p altplay-battle-grid
//! --test golden` (the replay file) and `cargo insta review` (the event log).

use std::path::{Path, PathBuf};

use altplay_battle_grid::{
    BattleGrid, Config, FORMAT, Greedy, Options, RandomPlacement, Setup, load_deck,
};
use altplay_cards::Catalog;
use altplay_core::golden::{assert_golden_replay, event_lines};
use altplay_core::{Policy, Replay};

const SEED: u64 = 2026;

fn manifest() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn golden_path() -> PathBuf {
    manifest().join("tests/golden/evolution-vs-titans.replay.json")
}

/// Seat 1 plays the greedy player with the evolution sample deck, seat 2 uniform random
/// placements with the titans deck; the coin flip comes from the seed.
fn play_golden_game() -> (Replay, BattleGrid) {
    let catalog = Catalog::with_builtin_roster(None);
    let [one, two] = ["evolution", "titans"].map(|name| {
        let path = manifest().join(format!("../../data/battle-grid/{name}.toml"));
        load_deck(&path, &catalog).unwrap()
    });
    let config = Config::from_decks(&[], [&one.cards, &two.cards], Options::default());
    let game = Setup::new(config.clone()).unwrap().start(SEED, true);
    let mut players: [Box<dyn Policy<BattleGrid>>; 2] = [
        Box::new(Greedy::new(SEED + 1)),
        Box::new(RandomPlacement::new(SEED + 2)),
    ];
    Replay::play_out(FORMAT, &config, SEED, game, |game, seat| {
        players[seat.index()].choose(game)
    })
    .unwrap()
}

#[test]
fn golden_replay_is_unchanged_and_replays() {
    let (replay, game) = play_golden_game();
    let stored = assert_golden_replay(&golden_path(), &replay);
    let config: Config = stored.config().unwrap();
    let replayed = stored
        .play_on(Setup::new(config).unwrap().start(stored.seed, true))
        .unwrap();
    assert_eq!(replayed.events(), game.events());
    assert!(
        replay.actions.len() >= 16,
        "a whole game: {} actions",
        replay.actions.len()
    );
}

#[test]
fn golden_event_log() {
    let (_, game) = play_golden_game();
    insta::assert_snapshot!(event_lines(game.events()));
}
