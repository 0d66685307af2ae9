//! A deck written as TCG-20 text, in the Pokémon TCG Live export's form: a section per
//! supertype with its count, a line per printing (`4 Rillaboom SSH 15`), and the total.
//!
//! A card is written with its set's code and collector number, so the text reads back as the
//! same printing. A card whose set has no code anyone writes (a trainer kit, a McDonald's
//! Collection) is written by name alone, and so reads back as the printing a name means. A basic
//! Energy is written by its type ("Grass Energy"), which always reads as basic Energy.

use std::fmt::Write;

use super::super::{Deck, DeckEntry};
use crate::printed::{PrintedCard, SetCodes, Supertype};

/// `deck` as TCG-20 text, entries in their order within each section.
pub fn write_deck_text(deck: &Deck, sets: &SetCodes) -> String {
    let mut out = String::new();
    for (heading, supertype) in [
        ("Pokémon", Supertype::Pokemon),
        ("Trainer", Supertype::Trainer),
        ("Energy", Supertype::Energy),
    ] {
        let entries = merged(
            deck.entries
                .iter()
                .filter(|e| e.card.supertype() == supertype),
        );
        if entries.is_empty() {
            continue;
        }
        let count: u32 = entries.iter().map(|e| e.count).sum();
        let _ = writeln!(out, "{heading}: {count}");
        for entry in entries {
            let _ = writeln!(out, "{} {}", entry.count, card_words(entry.card, sets));
        }
        out.push('\n');
    }
    let _ = writeln!(out, "Total Cards: {}", deck.len());
    out
}

/// `entries` with each printing once, its counts added, where it was first listed: a list may
/// name a printing twice (some theme decks do), and one line says it plainly.
pub(crate) fn merged<'a, 'd: 'a>(
    entries: impl Iterator<Item = &'a DeckEntry<'d>>,
) -> Vec<DeckEntry<'d>> {
    let mut out: Vec<DeckEntry<'d>> = Vec::new();
    for entry in entries {
        match out.iter_mut().find(|e| e.card.id == entry.card.id) {
            Some(same) => same.count = same.count.saturating_add(entry.count),
            None => out.push(*entry),
        }
    }
    out
}

/// How a line names `card`: its name, then its set code and number where the set has a code.
fn card_words(card: &PrintedCard, sets: &SetCodes) -> String {
    match sets.code_of(&card.set) {
        Some(code) => format!("{} {code} {}", card.name, card.number),
        None => card.name.clone(),
    }
}
