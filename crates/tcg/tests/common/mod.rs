//! What the engine's tests share: the real card data (read once from the shared folder beside
//! the checkout) and games laid out by position files.

#![allow(dead_code)]

use std::path::PathBuf;
use std::sync::OnceLock;

use altplay_cards::deck::{ThemeDecks, load_theme_decks};
use altplay_cards::printed::{PrintedIndex, load_cards};
use altplay_core::Seat;
use altplay_tcg::game::{Action, InPlay, Tcg};

pub fn data_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/data/pokemon-tcg-data")
}

pub fn index() -> &'static PrintedIndex {
    static INDEX: OnceLock<PrintedIndex> = OnceLock::new();
    INDEX.get_or_init(|| load_cards(&data_dir()).expect("the shared card data loads"))
}

pub fn theme_decks() -> &'static ThemeDecks {
    static DECKS: OnceLock<ThemeDecks> = OnceLock::new();
    DECKS.get_or_init(|| load_theme_decks(&data_dir()).expect("the theme decks load"))
}

/// The game a position file's text lays out, chance seeded by `seed`.
pub fn position(text: &str, seed: u64) -> Tcg {
    Tcg::from_position("test.toml", text, index(), seed).unwrap_or_else(|e| panic!("{e}"))
}

/// Applies actions, each of which must be accepted.
pub fn play(game: &mut Tcg, actions: &[Action]) {
    for a in actions {
        game.act(a).unwrap_or_else(|e| panic!("{a:?} refused: {e}"));
    }
}

pub fn active(game: &Tcg, seat: u8) -> &InPlay {
    game.boards[usize::from(seat)]
        .active
        .as_ref()
        .expect("an Active Pokémon")
}

pub fn bench_uid(game: &Tcg, seat: u8, i: usize) -> u16 {
    game.boards[usize::from(seat)].bench[i].uid
}

pub fn card(game: &Tcg, printed_id: &str) -> altplay_tcg::game::CardId {
    game.cards.id_of(printed_id).expect("in the game's cards")
}

pub const SEAT_2: Seat = Seat(1);
