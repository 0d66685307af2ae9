//! A table of the normal game: the seats' decks checked (TCG-2), their cards compiled once and
//! shared by every game started from it.

use std::collections::HashMap;
use std::sync::Arc;

use altplay_cards::deck::{Deck, DeckError};
use altplay_cards::printed::PrintedCard;

use crate::game::cards::compile::{NotPlayable, compile};
use crate::game::model::card::CardTable;
use crate::game::model::ids::CardId;
use crate::game::model::rules::Rules;
use crate::game::model::state::Tcg;

/// Checked decks and their compiled cards.
#[derive(Debug, Clone)]
pub struct Table {
    pub cards: Arc<CardTable>,
    /// Each seat's 60 cards, in the order listed.
    pub decks: Vec<Vec<CardId>>,
    pub rules: Rules,
}

#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum TableError {
    #[error("seat {seat}: {error}")]
    Deck { seat: usize, error: DeckError },
    #[error("TCG-17: {decks} decks for {seats} seats")]
    Seats { decks: usize, seats: u8 },
    #[error("TCG-15: {} card(s) not playable yet: {}", .0.len(), describe(.0))]
    NotPlayable(Vec<NotPlayable>),
}

fn describe(cards: &[NotPlayable]) -> String {
    cards
        .iter()
        .map(|c| format!("{} ({}): {}", c.name, c.id, c.reasons.join("; ")))
        .collect::<Vec<_>>()
        .join(" | ")
}

impl Table {
    /// A table for `rules.seats` decks, each checked (TCG-2) and every card playable.
    pub fn new(decks: &[Deck<'_>], rules: Rules) -> Result<Table, TableError> {
        if decks.len() != usize::from(rules.seats) {
            return Err(TableError::Seats {
                decks: decks.len(),
                seats: rules.seats,
            });
        }
        for (seat, deck) in decks.iter().enumerate() {
            deck.check().map_err(|error| TableError::Deck {
                seat: seat + 1,
                error,
            })?;
        }
        Self::compiled(decks, rules)
    }

    /// A table for `decks` as they are, not checked against TCG-2 (a format whose decks follow
    /// other rules checks them itself: Raid Format's boss deck), every card playable.
    pub fn compiled(decks: &[Deck<'_>], rules: Rules) -> Result<Table, TableError> {
        let mut distinct: Vec<&PrintedCard> = Vec::new();
        let mut ids: HashMap<&str, CardId> = HashMap::new();
        for card in decks.iter().flat_map(|d| d.cards()) {
            ids.entry(card.id.as_str()).or_insert_with(|| {
                distinct.push(card);
                CardId(distinct.len() as u16 - 1)
            });
        }
        let mut cards = compile(&distinct).map_err(TableError::NotPlayable)?;
        let decks: Vec<Vec<CardId>> = decks
            .iter()
            .map(|d| d.cards().map(|c| ids[c.id.as_str()]).collect())
            .collect();
        cards.decklists = decks.clone();
        Ok(Table {
            cards: Arc::new(cards),
            decks,
            rules,
        })
    }

    /// A new game from this table.
    pub fn start(&self, seed: u64, record: bool) -> Tcg {
        Tcg::new(
            Arc::clone(&self.cards),
            self.rules,
            &self.decks,
            seed,
            record,
        )
    }
}
