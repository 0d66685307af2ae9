//! The attacks a Pokémon may use: its own, then those the Trainer cards attached to it lend
//! (Technical Machines: "That Pokémon may use this card's attack instead of its own"). An
//! attack action's index counts through both, in that order.

use super::card::CardId;
use super::state::{InPlay, Tcg};

impl Tcg {
    /// How many attacks the Pokémon may use.
    pub(super) fn attack_count(&self, p: &InPlay) -> u8 {
        let lent: usize = p.tools.iter().map(|&c| self.lent_attacks(c)).sum();
        (self.top(p).attacks.len() + lent) as u8
    }

    /// The attack `index` of the Pokémon: the card it is printed on and its index there.
    pub(super) fn usable_attack(&self, p: &InPlay, index: u8) -> Option<(CardId, u8)> {
        let own = self.top(p).attacks.len();
        let mut at = usize::from(index);
        if at < own {
            return Some((p.stack[p.stack.len() - 1], index));
        }
        at -= own;
        for &card in &p.tools {
            let lent = self.lent_attacks(card);
            if at < lent {
                return Some((card, at as u8));
            }
            at -= lent;
        }
        None
    }

    /// How many attacks an attached card lends its Pokémon.
    fn lent_attacks(&self, card: CardId) -> usize {
        self.def(card).trainer().map_or(0, |t| t.attacks.len())
    }
}
