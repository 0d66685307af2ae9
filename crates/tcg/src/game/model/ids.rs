//! The ids a game names its cards and Pokémon by, and a list's distinct cards.

use arrayvec::ArrayVec;
use serde::Serialize;

/// A card of this game's table: every copy of one printed card shares its id, so two copies in
/// a hand are one choice.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, serde::Deserialize,
)]
pub struct CardId(pub u16);

/// A card name of this game's table (evolution names its Pokémon by name).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct NameId(pub u16);

/// A Pokémon in play: its id stays while it is in play, whatever spot it moves to.
pub type Uid = u16;

/// Distinct cards, as a pick offers them.
pub type Distinct = ArrayVec<CardId, 60>;

/// Each card once, in the order first seen: the ids met are kept as bits (an id past them,
/// which no table of a few decks has, is looked for among the cards before it).
pub fn distinct(cards: &[CardId]) -> impl Iterator<Item = CardId> + '_ {
    let mut seen = [0u64; 8];
    cards.iter().enumerate().filter_map(move |(i, &card)| {
        let id = usize::from(card.0);
        let first = match seen.get_mut(id / 64) {
            Some(bits) => {
                let bit = 1 << (id % 64);
                let first = *bits & bit == 0;
                *bits |= bit;
                first
            }
            None => !cards[..i].contains(&card),
        };
        first.then_some(card)
    })
}
