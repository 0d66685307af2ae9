//! The deck check of TCG-2.

use std::collections::HashMap;

use super::{Deck, DeckError};
use crate::names::fold;
use crate::printed::{Pool, PrintedCard};

/// Copies of one name a deck may hold (TCG-2), basic Energy aside.
const MAX_OF_A_NAME: u32 = 4;
const DECK_SIZE: u32 = 60;

impl Deck<'_> {
    /// TCG-2, refusals in this order: 60 cards; at most 4 of a name (names compared folded, as
    /// lookups do; basic Energy unlimited); the printed limits of one Prism Star card of a name,
    /// one ACE SPEC, one Radiant Pokémon and one Pokémon ★ (whose rule prints the same limit)
    /// per deck; at least one Basic Pokémon.
    pub fn check(&self) -> Result<(), DeckError> {
        let size = self.len();
        if size != DECK_SIZE {
            return Err(DeckError::Size(size));
        }
        for (name, count) in self.counts_by_name(|c| !c.is_basic_energy()) {
            if count > MAX_OF_A_NAME {
                return Err(DeckError::TooManyOfName { name, count });
            }
        }
        self.printed_limits()?;
        self.has_basic_pokemon()
    }

    /// The limits a card's own text prints per deck, which every deck rule keeps (TCG-2,
    /// TB-13): one Prism Star card of a name, one ACE SPEC, one Radiant Pokémon, one Pokémon ★.
    pub(super) fn printed_limits(&self) -> Result<(), DeckError> {
        for (name, count) in self.counts_by_name(|c| c.has_subtype("Prism Star")) {
            if count > 1 {
                return Err(DeckError::PrismStar { name, count });
            }
        }
        // A count above the one a printed rule allows per deck.
        let over_one = |subtype: &str| {
            let count = self.cards().filter(|c| c.has_subtype(subtype)).count() as u32;
            (count > 1).then_some(count)
        };
        if let Some(count) = over_one("ACE SPEC") {
            return Err(DeckError::AceSpec(count));
        }
        if let Some(count) = over_one("Radiant") {
            return Err(DeckError::Radiant(count));
        }
        if let Some(count) = over_one("Star") {
            return Err(DeckError::Star(count));
        }
        Ok(())
    }

    /// At least one Basic Pokémon.
    pub(super) fn has_basic_pokemon(&self) -> Result<(), DeckError> {
        if !self.cards().any(PrintedCard::is_basic_pokemon) {
            return Err(DeckError::NoBasicPokemon);
        }
        Ok(())
    }

    /// TCG-18: every card Legal in `pool`; the refusal names each card outside it, once, in
    /// the order listed.
    pub fn check_pool(&self, pool: Pool) -> Result<(), DeckError> {
        let mut outside: Vec<String> = Vec::new();
        let cards = self.entries.iter().map(|e| e.card);
        for card in cards.filter(|c| !c.legality.allows(pool)) {
            let named = format!("{} ({})", card.name, card.id);
            if !outside.contains(&named) {
                outside.push(named);
            }
        }
        if outside.is_empty() {
            return Ok(());
        }
        Err(DeckError::OutsidePool {
            pool,
            cards: outside,
        })
    }

    /// Copies per folded name of the cards `counted` keeps, each under the first printed name
    /// seen, in the order listed.
    fn counts_by_name(&self, counted: impl Fn(&PrintedCard) -> bool) -> Vec<(String, u32)> {
        let mut counts: Vec<(String, u32)> = Vec::new();
        let mut at: HashMap<String, usize> = HashMap::new();
        for entry in self.entries.iter().filter(|e| counted(e.card)) {
            let i = *at.entry(fold(&entry.card.name)).or_insert_with(|| {
                counts.push((entry.card.name.clone(), 0));
                counts.len() - 1
            });
            counts[i].1 = counts[i].1.saturating_add(entry.count);
        }
        counts
    }
}
