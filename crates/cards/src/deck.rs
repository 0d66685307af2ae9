//! Decks of printed cards (TCG-2): a [`Deck`] resolved against a [`PrintedIndex`], the theme
//! decks of the data set (`theme`), decklist files (`decklist`), decklists as text (`text`,
//! TCG-20), either of the two told apart (`form`), the deck check (`check`), the Limited deck
//! rules of Sealed play (`limited`, TB-13) and the Limited decks built from a pool (`build`).

mod build;
mod check;
mod decklist;
mod form;
mod limited;
mod text;
mod theme;

use altplay_core::DataError;

pub use build::{plain_deck, pokemon_quality, sound_deck};
pub use decklist::{DecklistLine, read_decklist, resolve_lines};
pub use form::{is_toml, read_any_decklist};
pub use limited::SealedPool;
pub use text::{read_deck_text, write_deck_text};
pub use theme::{ThemeDeck, ThemeDeckCard, ThemeDecks, load_theme_decks};

use crate::index::{LookupError, closest};
use crate::printed::{Pool, PrintedCard, PrintedIndex};

/// A deck: cards of an index with their counts, in the order listed. The same card may be
/// listed twice (theme decks list a card once per rarity).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Deck<'a> {
    pub entries: Vec<DeckEntry<'a>>,
}

/// A line of a deck: a card and how many copies.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DeckEntry<'a> {
    pub card: &'a PrintedCard,
    pub count: u32,
}

impl Deck<'_> {
    /// How many cards the deck has (saturating: a decklist may say any count).
    pub fn len(&self) -> u32 {
        self.entries
            .iter()
            .fold(0, |sum, e| sum.saturating_add(e.count))
    }

    /// No cards at all.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Every card, one per copy, in the order listed.
    pub fn cards(&self) -> impl Iterator<Item = &PrintedCard> + '_ {
        self.entries
            .iter()
            .flat_map(|e| std::iter::repeat_n(e.card, e.count as usize))
    }
}

/// A deck refused: by TCG-2 (every message starting "TCG-2:"), by its pool (TCG-18) or by the
/// Limited deck rules (TB-13).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DeckError {
    /// A decklist file that is not one: file, line, column and field; for decklist text
    /// (TCG-20) the line that cannot be read or resolved, or a heading whose count disagrees.
    #[error("TCG-2: {0}")]
    Data(#[from] DataError),
    /// A card no index knows; `place` is the file and line, or the theme deck.
    #[error("TCG-2: {place}: {lookup}")]
    UnknownCard { place: String, lookup: LookupError },
    /// A theme deck no one has, with the closest names.
    #[error("TCG-2: unknown theme deck {query:?}{}", closest(.suggestions))]
    UnknownDeck {
        query: String,
        suggestions: Vec<String>,
    },
    #[error("TCG-2: a deck has exactly 60 cards; this one has {0}")]
    Size(u32),
    #[error("TCG-2: {count} cards named {name:?}; at most 4 of a name (basic Energy aside)")]
    TooManyOfName { name: String, count: u32 },
    #[error("TCG-2: {count} Prism Star cards named {name:?}; at most 1 of a name")]
    PrismStar { name: String, count: u32 },
    #[error("TCG-2: {0} ACE SPEC cards; at most 1 in a deck")]
    AceSpec(u32),
    #[error("TCG-2: {0} Radiant Pokémon; at most 1 in a deck")]
    Radiant(u32),
    #[error("TCG-2: {0} Pokémon ★; at most 1 in a deck")]
    Star(u32),
    #[error("TCG-2: a deck has at least one Basic Pokémon; this one has none")]
    NoBasicPokemon,
    /// Cards not Legal in the pool a deck is played in, each as "name (id)".
    #[error("TCG-18: {} not Legal in the {pool} pool: {}", outside_count(.cards), .cards.join(", "))]
    OutsidePool { pool: Pool, cards: Vec<String> },
    #[error("TB-13: a Limited deck has exactly 40 cards; this one has {0}")]
    LimitedSize(u32),
    /// Cards a Limited deck holds beyond its player's pool, each as "2 × name (id), 1 opened".
    #[error("TB-13: only cards from your pool (and basic Energy): {}", .0.join("; "))]
    NotInPool(Vec<String>),
}

/// "1 card is" / "3 cards are".
fn outside_count(cards: &[String]) -> String {
    match cards.len() {
        1 => "1 card is".to_string(),
        n => format!("{n} cards are"),
    }
}

/// The card `query` (an id, else a name) means, or the error naming `place` with the closest
/// names.
fn resolve<'a>(
    index: &'a PrintedIndex,
    query: &str,
    place: impl FnOnce() -> String,
) -> Result<&'a PrintedCard, DeckError> {
    index
        .find_card(query)
        .map_err(|lookup| DeckError::UnknownCard {
            place: place(),
            lookup,
        })
}

#[cfg(test)]
mod tests;
