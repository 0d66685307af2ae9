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

use altplay_cards::deck::DecklistLine;
use altplay_tcg::format::DeckChoice;

use crate::boss_choice::BossChoice;
use crate::boss_data::BossFile;
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

pub fn config(boss: impl Into<BossChoice>, players: usize) -> Config {
    Config {
        boss: boss.into(),
        decks: DECKS[..players].iter().map(|&d| d.into()).collect(),
        divisor: 10,
        local: LocalRules::default(),
        data: None,
        cards_digest: None,
    }
}

/// A test names a built-in set-up by name, or one of its own.
impl From<&BossChoice> for BossChoice {
    fn from(boss: &BossChoice) -> Self {
        boss.clone()
    }
}

/// A boss set-up written for a test, given whole: `lines` are (card id, count) and must total
/// 60.
pub fn boss_file(boss: &str, lines: &[(&str, u32)]) -> BossChoice {
    BossChoice::Given(BossFile {
        title: "Test boss".into(),
        boss: boss.into(),
        cards: lines
            .iter()
            .map(|&(card, count)| DecklistLine {
                card: card.into(),
                count: count.try_into().expect("a count above 0"),
            })
            .collect(),
    })
}

/// Snorlax (Rolling Tackle [CCC] 80, Heavy Impact [CCCC] 130, no other text) with only Water
/// Energy: no choice ever comes from its cards.
pub const SNORLAX: &str = "swsh1-140";
pub const WATER: &str = "sm1-166";

pub fn energy_boss() -> BossChoice {
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
        let basic = *game.games[k]
            .board(PLAYER)
            .hand()
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
    game.games[k].board_mut(PLAYER).hand_cards_mut().push(card);
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
    game.games[k].step()
}

/// One of the project's decklists with the card `from` replaced by `to`, written into `dir`;
/// the file's path.
pub fn decklist_with(name: &str, from: &str, to: &str) -> DeckChoice {
    let list = altplay_tcg::format::DECKLISTS
        .iter()
        .find(|d| d.name == name)
        .unwrap_or_else(|| panic!("no decklist {name}"));
    let data = altplay_tcg::format::card_data(None).unwrap();
    data.read_file_text(&format!("{name}-{to}.toml"), &list.text.replace(from, to))
        .unwrap()
}

/// The boss deck made `water` Water Energy with the card `top` on top, lent to every board.
pub fn boss_deck_topped(game: &mut RaidFormat, top: &str, water: usize) {
    let (top, water_card) = (card(game, top), card(game, WATER));
    game.boss.deck_mut().clear();
    game.boss
        .deck_mut()
        .extend(std::iter::repeat_n(water_card, water));
    game.boss.deck_mut().push(top);
    game.lend_all();
}
