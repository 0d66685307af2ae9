//! A board a format keeps for a seat it plays itself (Raid Format's boss, RF-13 to RF-18): its
//! draws, its deck refilled from its discard pile, what attaches to it, its damage milling its
//! deck, and the Prize cards counted for it.

use altplay_core::GameRng;

use crate::effect::Provided;
use crate::game::model::card::CardTable;
use crate::game::model::energy::{Cost, type_index};
use crate::game::model::ids::CardId;
use crate::game::model::state::Board;

impl Board {
    /// Takes the top card of the deck, to wherever the format puts it (RF-13, RF-14).
    pub fn take_top(&mut self) -> Option<CardId> {
        self.deck.pop()
    }

    /// Takes the first card of the hand (RF-13: cards its effects drew resolve first).
    pub fn take_first_in_hand(&mut self) -> Option<CardId> {
        (!self.hand.is_empty()).then(|| self.hand_mut().remove(0))
    }

    /// Draws the top card of the deck into the hand; whether there was one.
    pub fn draw_one(&mut self) -> bool {
        let Some(card) = self.deck.pop() else {
            return false;
        };
        self.hand_mut().push(card);
        true
    }

    /// Shuffles the deck (a redeal of what no one has seen).
    pub fn shuffle_deck(&mut self, rng: &mut GameRng) {
        rng.shuffle(&mut self.deck);
    }

    /// The discard pile, shuffled, goes under the deck's cards (RF-14).
    pub fn refill_deck(&mut self, rng: &mut GameRng) {
        let start = self.deck.len();
        self.deck.extend(self.discard.drain(..));
        rng.shuffle(&mut self.deck[start..]);
    }

    /// The top card of the deck goes to the Lost Zone (RF-17's mill); whether there was one.
    pub fn lose_top(&mut self) -> bool {
        let Some(card) = self.deck.pop() else {
            return false;
        };
        let _ = self.lost_zone.try_push(card);
        true
    }

    /// Attaches `card` to the Active Pokémon, as a Tool when `tool`, else as Energy; a card with
    /// no room goes to the discard pile (RF-15).
    pub fn attach_to_active(&mut self, card: CardId, tool: bool) {
        let attached = self.active.as_mut().is_some_and(|active| {
            if tool {
                active.tools.try_push(card).is_ok()
            } else {
                active.energy.try_push(card).is_ok()
            }
        });
        if !attached {
            self.discard.push(card);
        }
    }

    /// Sets the damage on the Active Pokémon (RF-17: what the mill leaves; RF-24's Agatha; RF-25:
    /// damage a player reports).
    pub fn set_active_damage(&mut self, damage: u16) {
        if let Some(active) = self.active.as_mut() {
            active.damage = damage;
        }
    }

    /// The Active Pokémon recovers from every Special Condition (RF-4); whether it had any.
    pub fn recover_active(&mut self) -> bool {
        let Some(active) = self.active.as_mut().filter(|a| a.conditions.any()) else {
            return false;
        };
        active.conditions.clear();
        true
    }

    /// Every Energy attached to the Active Pokémon to the discard pile; how many (RF-24: a GX
    /// attack's).
    pub fn discard_active_energy(&mut self) -> u8 {
        let Board {
            active, discard, ..
        } = self;
        let Some(active) = active.as_mut() else {
            return 0;
        };
        let count = active.energy.len() as u8;
        discard.extend(active.energy.drain(..));
        count
    }

    /// Discards Energy attached to the Active Pokémon worth `cost`: the cost's types first,
    /// then any Energy for the rest; how many (RF-16: the boss's attack's cost).
    pub fn discard_active_energy_for(&mut self, cost: &Cost, cards: &CardTable) -> u8 {
        let mut typed = cost.typed;
        let mut left = cost.total();
        let Board {
            active, discard, ..
        } = self;
        let Some(active) = active.as_mut() else {
            return 0;
        };
        let mut count = 0;
        for pass in 0..2 {
            let mut i = 0;
            while left > 0 && i < active.energy.len() {
                let slot = match cards.get(active.energy[i]).energy().map(|e| e.provides) {
                    Some(Provided::Type(t)) => type_index(t),
                    _ => None,
                };
                let wanted = pass == 1 || slot.is_some_and(|s| typed[s] > 0);
                if wanted {
                    if let Some(s) = slot.filter(|&s| typed[s] > 0) {
                        typed[s] -= 1;
                    }
                    discard.push(active.energy.remove(i));
                    left -= 1;
                    count += 1;
                } else {
                    i += 1;
                }
            }
        }
        count
    }

    /// The Prize cards become `count` copies of `card` (RF-22: the boss's, counted from its Lost
    /// Zone for the texts that count them).
    pub fn set_prizes(&mut self, card: CardId, count: usize) {
        self.prizes.clear();
        self.prizes.extend(std::iter::repeat_n(card, count));
    }
}
