//! The coverage report over the theme decks: the cards of all decks together, and per deck
//! whether it is playable (every card of it is) with its texts not modelled.

use std::collections::HashMap;

use altplay_cards::deck::{DeckError, ThemeDeck, ThemeDecks};
use altplay_cards::printed::{PrintedCard, PrintedIndex};
use serde::Serialize;

use super::cards::CardsCoverage;
use super::reading::{ReadCard, Reading, TextKind};

/// A text not modelled, as a deck holds it: on which of the deck's cards.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct UnmodelledText {
    pub kind: TextKind,
    /// The text, normalized.
    pub text: String,
    /// The sentences the grammar did not understand.
    pub sentences: Vec<String>,
    /// The names of the deck's cards that print it, in the deck's order, each once.
    pub cards: Vec<String>,
}

/// One theme deck.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DeckCoverage {
    /// `d-swsh1-1`.
    pub id: String,
    pub name: String,
    /// The set the deck was sold with (`swsh1`), from its id.
    pub set: String,
    /// Every card of the deck is playable.
    pub playable: bool,
    /// Its distinct texts not modelled, in the deck's order.
    pub unmodelled: Vec<UnmodelledText>,
    /// Its cards whose texts the grammar reads but the engine refuses, in the deck's order.
    pub refused: Vec<RefusedCard>,
}

/// A card the grammar reads whole but the engine does not play yet, and why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RefusedCard {
    pub card: String,
    pub reasons: Vec<String>,
}

/// Theme decks of one era (the letters of their sets' ids: `swsh`, `sm`, `xy` …).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct EraDecks {
    pub era: String,
    pub decks: usize,
    pub playable: usize,
}

/// The report over theme decks.
#[derive(Debug, Clone)]
pub struct DecksCoverage {
    /// Every distinct card of the decks (by id), each counted once.
    pub cards: CardsCoverage,
    /// Each deck, in the data's order.
    pub decks: Vec<DeckCoverage>,
}

impl DecksCoverage {
    /// The report over every deck of `decks`, its cards found in `index`; each distinct card
    /// is read once.
    pub fn of(decks: &ThemeDecks, index: &PrintedIndex) -> Result<DecksCoverage, DeckError> {
        let mut cards = CardsCoverage::default();
        let mut read: HashMap<&str, ReadCard> = HashMap::new();
        let mut report = Vec::new();
        for deck in decks.decks() {
            let resolved = deck.resolve(index)?;
            let mut in_deck: Vec<&PrintedCard> = Vec::new();
            for entry in &resolved.entries {
                if in_deck.iter().all(|c| c.id != entry.card.id) {
                    in_deck.push(entry.card);
                }
                read.entry(&entry.card.id).or_insert_with(|| {
                    let card = ReadCard::of(entry.card);
                    cards.add(entry.card, &card);
                    card
                });
            }
            report.push(deck_coverage(deck, &in_deck, &read));
        }
        Ok(DecksCoverage {
            cards,
            decks: report,
        })
    }

    /// How many decks are playable.
    pub fn playable(&self) -> usize {
        self.decks.iter().filter(|d| d.playable).count()
    }

    /// Decks and playable decks per era, in the order eras first appear.
    pub fn by_era(&self) -> Vec<EraDecks> {
        let mut eras: Vec<EraDecks> = Vec::new();
        for deck in &self.decks {
            let era = era(&deck.set);
            let at = match eras.iter().position(|e| e.era == era) {
                Some(at) => at,
                None => {
                    eras.push(EraDecks {
                        era: era.to_string(),
                        decks: 0,
                        playable: 0,
                    });
                    eras.len() - 1
                }
            };
            eras[at].decks += 1;
            eras[at].playable += usize::from(deck.playable);
        }
        eras
    }
}

/// `deck`, whose distinct cards are `cards`, each read in `read`.
fn deck_coverage(
    deck: &ThemeDeck,
    cards: &[&PrintedCard],
    read: &HashMap<&str, ReadCard>,
) -> DeckCoverage {
    let mut unmodelled: Vec<UnmodelledText> = Vec::new();
    let mut refused = Vec::new();
    for card in cards {
        let card_read = &read[card.id.as_str()];
        if !card_read.refused.is_empty() {
            refused.push(RefusedCard {
                card: card.name.clone(),
                reasons: card_read.refused.clone(),
            });
        }
        for text in &card_read.texts {
            let Reading::Unmodelled(sentences) = &text.reading else {
                continue;
            };
            match unmodelled
                .iter_mut()
                .find(|u| u.kind == text.kind && u.text == text.text)
            {
                Some(known) if known.cards.contains(&card.name) => {}
                Some(known) => known.cards.push(card.name.clone()),
                None => unmodelled.push(UnmodelledText {
                    kind: text.kind,
                    text: text.text.clone(),
                    sentences: sentences.clone(),
                    cards: vec![card.name.clone()],
                }),
            }
        }
    }
    DeckCoverage {
        id: deck.id.clone(),
        name: deck.name.clone(),
        set: deck_set(&deck.id).to_string(),
        playable: unmodelled.is_empty() && refused.is_empty(),
        unmodelled,
        refused,
    }
}

/// The set of a theme deck's id: `d-swsh1-1` → `swsh1` (the id itself if it has no such form).
fn deck_set(id: &str) -> &str {
    id.strip_prefix("d-")
        .and_then(|rest| rest.rsplit_once('-'))
        .map_or(id, |(set, _)| set)
}

/// The era of a set id: its leading letters (`swsh1` → `swsh`, `sm10` → `sm`).
fn era(set: &str) -> &str {
    let end = set
        .find(|c: char| !c.is_ascii_alphabetic())
        .unwrap_or(set.len());
    &set[..end]
}

#[cfg(test)]
mod tests {
    use super::{deck_set, era};

    #[test]
    fn a_deck_id_names_its_set_and_era() {
        assert_eq!(deck_set("d-swsh1-1"), "swsh1");
        assert_eq!(deck_set("d-sm10-2"), "sm10");
        assert_eq!(era("sm10"), "sm");
        assert_eq!(era("ecard2"), "ecard");
        assert_eq!(deck_set("odd"), "odd");
    }
}
