//! Rule tests, one or more per RF rule, named after it (the conformance suite checks), on real
//! cards: the project's decklists and boss set-ups, and boss decks written for a test.

mod assistant;
mod boss_turn;
mod endings;
mod players_turn;
mod set_up;

use std::sync::Arc;

use altplay_core::{Game, RuleError, Seat};
use altplay_tcg::game::{Action as TcgAction, CardId, Step};

use crate::config::{Config, LocalRules, Setup};
use crate::event::{BossEvent, Entry};
use crate::state::{Action, PLAYER, Phase, RaidFormat};

/// The project's decklists, one per player.
pub const DECKS: [&str; 5] = [
    "grass-rillaboom",
    "fire-cinderace",
    "water-inteleon",
    "metal-corviknight",
    "fighting-sirfetchd",
];

pub fn config(boss: &str, players: usize) -> Config {
    Config {
        boss: boss.to_string(),
        decks: DECKS[..players].iter().map(|d| d.to_string()).collect(),
        divisor: 10,
        local: LocalRules::default(),
        data: None,
    }
}

/// A boss set-up written for a test: `lines` are (card id, count) and must total 60.
pub struct BossFile {
    _dir: tempfile::TempDir,
    pub path: String,
}

pub fn boss_file(boss: &str, lines: &[(&str, u32)]) -> BossFile {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("boss.toml");
    let mut text = format!("title = \"Test boss\"\nboss = \"{boss}\"\n");
    for (card, count) in lines {
        text += &format!("\n[[cards]]\ncard = \"{card}\"\ncount = {count}\n");
    }
    std::fs::write(&path, text).unwrap();
    BossFile {
        path: path.to_string_lossy().into_owned(),
        _dir: dir,
    }
}

/// Snorlax (Rolling Tackle [CCC] 80, Heavy Impact [CCCC] 130, no other text) with only Water
/// Energy: no choice ever comes from its cards.
pub const SNORLAX: &str = "swsh1-140";
pub const WATER: &str = "sm1-166";

pub fn energy_boss() -> BossFile {
    boss_file(SNORLAX, &[(WATER, 60)])
}

pub fn setup(config: Config) -> Arc<Setup> {
    Arc::new(Setup::new(config).expect("a sound configuration"))
}

pub fn new_game(config: Config, seed: u64) -> RaidFormat {
    RaidFormat::new(setup(config), seed, true)
}

pub fn act(game: &mut RaidFormat, action: Action) {
    game.apply(&action)
        .unwrap_or_else(|e| panic!("{action:?} refused: {e}"));
}

pub fn play(player: u8, action: TcgAction) -> Action {
    Action::Play { player, action }
}

/// Every player in the app puts their first Basic Pokémon in the Active Spot and stops: the
/// players' turn begins.
pub fn set_up(game: &mut RaidFormat) {
    let in_app: Vec<usize> = (0..game.players())
        .filter(|&k| !game.is_physical(k))
        .collect();
    for k in in_app {
        let basic = *game.games[k].boards[PLAYER.index()]
            .hand
            .iter()
            .find(|&&c| game.games[k].def(c).is_basic())
            .expect("a Basic after mulligans");
        act(game, play(k as u8, TcgAction::Place { card: basic }));
        act(game, play(k as u8, TcgAction::Done));
    }
    assert_eq!(game.phase, Phase::Players);
}

/// Every player still acting ends their turn.
pub fn end_turns(game: &mut RaidFormat) {
    for k in 0..game.players() {
        if game.phase == Phase::Players && game.may_act(k) {
            act(game, play(k as u8, TcgAction::EndTurn));
        }
    }
}

/// The card `printed` (`swsh1-165`) of the game's table.
pub fn card(game: &RaidFormat, printed: &str) -> CardId {
    game.setup
        .cards()
        .id_of(printed)
        .unwrap_or_else(|| panic!("{printed} is not in this table"))
}

/// Puts `card` into player `k`'s hand (as a test position does).
pub fn give_card(game: &mut RaidFormat, k: usize, card: CardId) {
    game.games[k].boards[PLAYER.index()].hand_mut().push(card);
}

/// The boss events of the log.
pub fn boss_events(game: &RaidFormat) -> Vec<BossEvent> {
    game.log
        .as_deref()
        .unwrap_or_default()
        .iter()
        .filter_map(|e| match e {
            Entry::Boss(b) => Some(*b),
            Entry::Board(..) => None,
        })
        .collect()
}

pub fn refused(result: Result<(), RuleError>) -> RuleError {
    result.expect_err("refused")
}

pub fn seats(game: &RaidFormat) -> Vec<Seat> {
    game.to_move().seats().iter().collect()
}

pub fn step(game: &RaidFormat, k: usize) -> Step {
    game.games[k].step
}
