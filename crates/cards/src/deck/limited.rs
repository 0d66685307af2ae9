//! The Limited deck rules of TB-13 (Sealed): exactly 40 cards; any number of copies of a name
//! unless the card's own text limits it (the printed limits TCG-2 keeps too); at least one Basic
//! Pokémon; and every card but basic Energy from the player's pool, each no more often than it
//! was opened (the table provides basic Energy).

use std::collections::BTreeMap;

use super::{Deck, DeckError};

const LIMITED_SIZE: u32 = 40;

/// A player's Sealed pool: each card id opened, with how many copies.
pub type SealedPool = BTreeMap<String, u32>;

impl Deck<'_> {
    /// TB-13, refusals in this order: 40 cards; the cards from outside `pool`, or more copies
    /// than it holds, each named once; the printed per-deck limits; at least one Basic Pokémon.
    pub fn check_limited(&self, pool: &SealedPool) -> Result<(), DeckError> {
        let size = self.len();
        if size != LIMITED_SIZE {
            return Err(DeckError::LimitedSize(size));
        }
        let mut used: BTreeMap<&str, (&str, u32)> = BTreeMap::new();
        for e in self.entries.iter().filter(|e| !e.card.is_basic_energy()) {
            let line = used.entry(&e.card.id).or_insert((&e.card.name, 0));
            line.1 = line.1.saturating_add(e.count);
        }
        let beyond: Vec<String> = (used.iter())
            .filter_map(|(&id, &(name, count))| {
                let opened = pool.get(id).copied().unwrap_or(0);
                (count > opened).then(|| format!("{count} × {name} ({id}), {opened} opened"))
            })
            .collect();
        if !beyond.is_empty() {
            return Err(DeckError::NotInPool(beyond));
        }
        self.printed_limits()?;
        self.has_basic_pokemon()
    }
}
