//! A deck as people read it before a table is made: its name and its cards, each once with how
//! many of it the deck holds, in the order first listed (a pasted decklist shown as it was read;
//! Raid Format's boss deck on its board).

use serde::Serialize;

use super::card::Card;
use crate::game::{CardId, CardTable, Table};

/// A card of a deck and how many of it the deck holds.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct DeckLine {
    #[serde(flatten)]
    pub card: Card,
    pub count: usize,
}

/// A seat's deck as read: its name, its size and its lines.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct DeckRead {
    pub name: String,
    pub cards: usize,
    pub lines: Vec<DeckLine>,
}

/// The cards of `deck`, each once with its count, in the order first listed.
pub fn deck_lines(cards: &CardTable, deck: &[CardId]) -> Vec<DeckLine> {
    let mut lines: Vec<DeckLine> = Vec::new();
    for &card in deck {
        match lines.iter_mut().find(|l| l.card.id == card) {
            Some(line) => line.count += 1,
            None => lines.push(DeckLine {
                card: Card::of(cards.get(card), card),
                count: 1,
            }),
        }
    }
    lines
}

/// Each deck of `table`, named by `names` (one per seat).
pub fn decks_read(table: &Table, names: &[String]) -> Vec<DeckRead> {
    (table.decks.iter().zip(names))
        .map(|(deck, name)| DeckRead {
            name: name.clone(),
            cards: deck.len(),
            lines: deck_lines(&table.cards, deck),
        })
        .collect()
}
