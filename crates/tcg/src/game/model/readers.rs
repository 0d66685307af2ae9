//! What other crates read of a Pokémon in play: read-only, its fields being the engine's. A
//! format built on the game changes it only through the hosting API (`flow/hosting/`).

use super::ids::{CardId, Uid};
use super::state::{Conditions, InPlay};

impl InPlay {
    /// Its id while it stays in play.
    pub fn uid(&self) -> Uid {
        self.uid
    }

    /// The Basic first, each evolution on top (the last is the Pokémon it is).
    pub fn stack(&self) -> &[CardId] {
        &self.stack
    }

    /// The Pokémon it is: the top card of its stack.
    pub fn card(&self) -> CardId {
        self.stack[self.stack.len() - 1]
    }

    /// The Energy cards attached to it.
    pub fn energy(&self) -> &[CardId] {
        &self.energy
    }

    /// The Pokémon Tools and Trainers attached to it.
    pub fn tools(&self) -> &[CardId] {
        &self.tools
    }

    /// Damage on it, 10 per damage counter.
    pub fn damage(&self) -> u16 {
        self.damage
    }

    /// Its Special Conditions.
    pub fn conditions(&self) -> Conditions {
        self.conditions
    }
}
