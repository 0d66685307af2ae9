//! Damage as a player reckons it before attacking: an attack's printed damage with the target's
//! printed Weakness (×) and Resistance (−) to the attacker's printed types, lasting effects
//! aside. What the greedy player weighs, and what an attack's button says it would do.

use altplay_cards::ModifierValue;

use crate::game::model::state::{InPlay, Tcg};

impl Tcg {
    /// `printed` damage from `attacker` to `target` with the target's Weakness ×N applied.
    pub fn with_weakness(&self, attacker: &InPlay, target: &InPlay, printed: u16) -> u16 {
        let mut d = i32::from(printed);
        if let Some((t, ModifierValue::Times(n))) = self.top(target).weakness
            && self.top(attacker).types.contains(&t)
        {
            d *= i32::from(n);
        }
        d.max(0) as u16
    }

    /// [`Tcg::with_weakness`], then the target's Resistance −N.
    pub fn reckoned_damage(&self, attacker: &InPlay, target: &InPlay, printed: u16) -> u16 {
        let d = self.with_weakness(attacker, target, printed);
        match self.top(target).resistance {
            Some((t, ModifierValue::Minus(n))) if self.top(attacker).types.contains(&t) => {
                d.saturating_sub(n)
            }
            _ => d,
        }
    }
}
