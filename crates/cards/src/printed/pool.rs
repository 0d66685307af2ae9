//! What a name means (TCG-18): its newest printing; and a card pool's cards, each name once, as
//! its newest printing Legal in the pool.

use std::collections::BTreeMap;

use super::{Pool, PrintedCard, PrintedIndex};
use crate::names::fold;

impl PrintedIndex {
    /// The newest printing of the name `query` (case and accents aside): a name means it. The
    /// index is in set release order, so it is the last of the name.
    pub fn newest_named(&self, query: &str) -> Option<&PrintedCard> {
        self.named(query).last()
    }

    /// The newest printing Legal in `pool` of each name that has one, in order of the folded
    /// name. The index is in set release order, so a later printing replaces an earlier one.
    pub fn newest_in(&self, pool: Pool) -> Vec<&PrintedCard> {
        let mut newest: BTreeMap<String, &PrintedCard> = BTreeMap::new();
        for card in self.cards().iter().filter(|c| c.legality.allows(pool)) {
            newest.insert(fold(&card.name), card);
        }
        newest.into_values().collect()
    }
}
