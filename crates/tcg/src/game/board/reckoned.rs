//! Damage as a player reckons it before attacking: an attack's printed damage with the target's
//! printed Weakness (×) and Resistance (−) to the attacker's printed types, lasting effects
//! aside: what the greedy player weighs. What an attack's button says it would do now, lasting
//! effects counted. And the lasting effects' part of an attack's damage, whatever it hits: what
//! Raid Format tells a player with physical cards the boss's attack does, its Trainers of the
//! turn counted.

use altplay_cards::ModifierValue;
use altplay_core::Seat;

use crate::effect::{Amount, Effect, Ignored, Lasting, Operation};
use crate::game::model::program::Op;
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
        let mut bonus = 0;
        for &(l, named) in &self.lastings(attacker) {
            bonus += self.damage_bonus(l, named, attacker, index, fixed)?;
        }
        Some(bonus)
    }

    /// The damage `attacker`'s attack `index` would do to `target` now, as its button says:
    /// its printed number with the lasting effects on both, Weakness, Resistance and the
    /// defending side's effects, and what the text says first that it is not affected by; its
    /// text's other changes aside, and the defending side's coin. None when a lasting effect
    /// counts something only as the attack resolves.
    pub fn attack_damage_preview(
        &self,
        attacker: &InPlay,
        target: &InPlay,
        index: u8,
    ) -> Option<u16> {
        let attack = self.attack_of(attacker, index)?;
        let ignored = ignored_first(&attack.program.ops);
        let damage =
            self.attack_damage_now(attacker, target, attack.damage, index, ignored, fixed)?;
        Some(damage.max(0) as u16)
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

/// An amount a lasting effect adds, when it is a plain number.
fn fixed(a: Amount) -> Option<i32> {
    match a {
        Amount::Fixed(n) => Some(i32::from(n)),
        _ => None,
    }
}

/// What an attack's text says, before anything else it does, its damage is not affected by
/// ("This attack's damage isn't affected by Weakness or Resistance").
fn ignored_first(ops: &[Op]) -> Ignored {
    let mut ignored = Ignored {
        weakness: false,
        resistance: false,
        defending_effects: false,
    };
    for op in ops {
        match op {
            Op::Do(Effect::Op(Operation::Ignore(i))) => {
                ignored.weakness |= i.weakness;
                ignored.resistance |= i.resistance;
                ignored.defending_effects |= i.defending_effects;
            }
            _ => break,
        }
    }
    ignored
}
