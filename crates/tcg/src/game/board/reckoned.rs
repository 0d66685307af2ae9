//! Damage as a player reckons it before attacking: an attack's printed damage with the target's
//! printed Weakness (×) and Resistance (−) to the attacker's printed types, lasting effects
//! aside. What the greedy player weighs, and what an attack's button says it would do. And the
//! lasting effects' part of an attack's damage, whatever it hits: what Raid Format tells a
//! player with physical cards the boss's attack does, its Trainers of the turn counted.

use altplay_cards::ModifierValue;
use altplay_core::Seat;

use crate::effect::{Amount, Lasting};
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

    /// What the lasting effects on `seat`'s Active Pokémon add to the damage of its attack
    /// `index` before Weakness and Resistance, whatever Pokémon it hits (as
    /// `attack_damage_to` adds them; one that depends on the target aside): none when one
    /// counts something only as the attack resolves.
    pub fn lasting_damage_bonus(&self, seat: Seat, index: u8) -> Option<i32> {
        let attacker = self.boards[seat.index()].active.as_ref()?;
        let fixed = |a| match a {
            Amount::Fixed(n) => Some(i32::from(n)),
            _ => None,
        };
        let mut bonus = 0;
        for &(l, named) in &self.lastings(attacker) {
            bonus += self.damage_bonus(l, named, attacker, index, fixed)?;
        }
        Some(bonus)
    }

    /// What the lasting effect `l` (made by the text `named`) on `attacker` adds to the damage
    /// of its attack `used` before Weakness and Resistance, whatever Pokémon it hits, an amount
    /// valued by `valued` (none: it cannot be now); nothing for any other effect. The one list
    /// of them, for the damage step and for [`Tcg::lasting_damage_bonus`].
    pub(in crate::game) fn damage_bonus(
        &self,
        l: Lasting,
        named: u8,
        attacker: &InPlay,
        used: u8,
        valued: impl Fn(Amount) -> Option<i32>,
    ) -> Option<i32> {
        Some(match l {
            Lasting::MoreDealt { amount, .. } => valued(amount)?,
            Lasting::AttackDoesMore { attack, amount, .. }
                if self.is_attack(attacker, used, attack, named) =>
            {
                i32::from(amount)
            }
            Lasting::ReduceDealt { amount, .. } => -i32::from(amount),
            _ => 0,
        })
    }
}
