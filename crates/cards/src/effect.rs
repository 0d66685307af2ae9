//! What an attack's text does, in the terms Raid Battle can model.

use serde::{Deserialize, Serialize};

use crate::damage::PrintedDamage;

/// The effect of an attack's text on the damage it deals to the boss and on its own user.
/// Anything the engine cannot model plays as the printed number and is `Unmodelled`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum AttackEffect {
    /// No text that changes damage: the printed number.
    Plain,
    /// Flip a coin; heads adds `bonus` to the printed damage.
    CoinForMore { bonus: u16 },
    /// Flip a coin; tails: the attack does nothing.
    CoinOrNothing,
    /// Flip `coins` coins; `each` damage for each heads (the printed number is ignored).
    CoinsForEach { coins: u8, each: u16 },
    /// Flip until tails; `each` damage for each heads.
    FlipUntilTails { each: u16 },
    /// The attacker also does `amount` damage to itself.
    SelfDamage { amount: u16 },
    /// Heal `amount` damage from the attacker after the attack.
    HealSelf { amount: u16 },
    /// Text the engine does not model: the printed number is used.
    Unmodelled,
}

impl AttackEffect {
    pub fn is_modelled(self) -> bool {
        self != AttackEffect::Unmodelled
    }
}

/// Maps printed damage and attack text to an effect.
pub fn classify(damage: PrintedDamage, text: &str) -> AttackEffect {
    let _ = damage;
    if text.trim().is_empty() {
        AttackEffect::Plain
    } else {
        AttackEffect::Unmodelled
    }
}
