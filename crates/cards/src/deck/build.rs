//! Limited decks built from a Sealed pool (TB-13) by two builders: `sound`, the AI's — the best
//! two types by card quality, evolution lines complete, the Trainers that help, an Energy count
//! fitted to the attacks —
//! and `plain`, the yardstick it is measured against: the two types with the most cards, all of
//! them. Each gives a deck of 40 that `Deck::check_limited` accepts whenever the pool holds a
//! Basic Pokémon; the same pool always builds the same deck.

mod energy;
mod plain;
mod quality;
mod sound;

pub use plain::plain_deck;
pub use quality::pokemon_quality;
pub use sound::sound_deck;

use super::{DeckEntry, SealedPool};
use crate::printed::{EnergyType, PrintedCard, PrintedIndex};

/// A Limited deck's size (TB-13).
const DECK: u32 = 40;

/// The pool's cards with their copies, in id order; basic Energy left out (the table provides
/// it) and any id the index does not know skipped.
fn pool_cards<'a>(pool: &SealedPool, index: &'a PrintedIndex) -> Vec<(&'a PrintedCard, u32)> {
    (pool.iter())
        .filter_map(|(id, &n)| index.get(id).map(|c| (c, n)))
        .filter(|(c, _)| !c.is_basic_energy())
        .collect()
}

/// The pool's Trainers, Supporters first, then Items, Tools and Stadiums, up to `room` cards.
fn trainers<'a>(cards: &[(&'a PrintedCard, u32)], room: u32) -> Vec<DeckEntry<'a>> {
    let mut list: Vec<(&PrintedCard, u32)> = (cards.iter().copied())
        .filter(|(c, _)| c.trainer().is_some())
        .collect();
    list.sort_by_key(|(c, _)| quality::trainer_rank(c));
    take(list, room)
}

/// The pool's Trainers that help a deck of `pokemon` and `types` ([`quality::trainer_value`]),
/// the most helpful first, then Supporters before Items, Tools and Stadiums, up to `room` cards.
fn useful_trainers<'a>(
    cards: &[(&'a PrintedCard, u32)],
    pokemon: &[DeckEntry],
    types: &[EnergyType],
    room: u32,
) -> Vec<DeckEntry<'a>> {
    let pokemon: Vec<&PrintedCard> = pokemon.iter().map(|e| e.card).collect();
    let value = |c: &PrintedCard| quality::trainer_value(c, &pokemon, types);
    let mut list: Vec<(&PrintedCard, u32)> = (cards.iter().copied())
        .filter(|(c, _)| c.trainer().is_some() && value(c) > 0)
        .collect();
    list.sort_by_key(|(c, _)| (std::cmp::Reverse(value(c)), quality::trainer_rank(c)));
    take(list, room)
}

/// The lines in order, as many copies as fit in `room`.
fn take<'a>(list: Vec<(&'a PrintedCard, u32)>, room: u32) -> Vec<DeckEntry<'a>> {
    let mut left = room;
    let mut out = Vec::new();
    for (card, n) in list {
        let count = n.min(left);
        if count > 0 {
            out.push(DeckEntry { card, count });
            left -= count;
        }
    }
    out
}

/// How many cards the entries hold.
fn total(entries: &[DeckEntry]) -> u32 {
    entries.iter().map(|e| e.count).sum()
}
