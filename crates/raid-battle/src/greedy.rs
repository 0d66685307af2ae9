//! The greedy player: a sensible seat that looks one decision ahead.
//!
//! - Attack: the strongest expected damage (coin flips, Cheers, Weakness and Resistance counted);
//!   an attack that would Knock Out its own user is avoided unless it wins the game.
//! - GX (RB-10, once a pair): when it wins the game, when the Active is about to fall to the
//!   boss's strongest attack, or once the boss is at half HP or less; otherwise it is kept.
//! - Retreat: when the Active would fall to the boss's strongest attack and the Bench would not.
//! - Cheer 1 goes to the Active that will hit hardest this turn; Cheer 3 to the most damaged
//!   Pokémon (an Active before a Benched one).

use altplay_core::Policy;

use crate::action::Action;
use crate::coins::{Coins, coins};
use crate::decks::Cheer;
use crate::event::PokemonRef;
use crate::game::{Phase, RaidBattle};
use crate::setup::{Fighter, FighterAttack};

/// Deterministic: the same state always gets the same action.
#[derive(Debug, Clone, Copy, Default)]
pub struct GreedyPolicy;

impl Policy<RaidBattle> for GreedyPolicy {
    fn choose(&mut self, game: &RaidBattle) -> Action {
        game.greedy_action()
    }
}

impl RaidBattle {
    /// The greedy player's choice for the seat to move. Call only while a seat is to move.
    pub fn greedy_action(&self) -> Action {
        match self.phase {
            Phase::Cheer { .. } => Action::Cheer,
            Phase::CheerTarget { cheer, .. } => {
                let target = match cheer {
                    Cheer::DoubleDamage => self.hardest_hitter(),
                    _ => self.most_damaged(),
                };
                Action::CheerTarget {
                    seat: target.seat,
                    slot: target.slot,
                }
            }
            Phase::Retreat { seat } if self.should_retreat(seat) => Action::Retreat,
            Phase::Retreat { .. } => Action::Stay,
            Phase::Attack { seat } => self.best_attack(seat),
            Phase::Over => Action::Pass,
        }
    }

    fn hp_left(&self, p: PokemonRef) -> u32 {
        u32::from(self.fighter(p).hp - self.pairs[usize::from(p.seat)].damage[usize::from(p.slot)])
    }

    /// The most damage one boss attack at this level does to `p` where it stands.
    fn strongest_boss_hit(&self, p: PokemonRef) -> u32 {
        let as_bench = self.pairs[usize::from(p.seat)].active != p.slot;
        self.fighter(p).strongest_hit[usize::from(as_bench)]
    }

    fn fighter(&self, p: PokemonRef) -> &Fighter {
        &self.setup.fighters[usize::from(p.seat)][usize::from(p.slot)]
    }

    fn should_retreat(&self, seat: u8) -> bool {
        let active = self.active_ref(seat);
        let bench = PokemonRef {
            seat,
            slot: 1 - active.slot,
        };
        let active_falls = self.hp_left(active) <= self.strongest_boss_hit(active);
        // After the swap the Bench stands Active and takes the Active's hits.
        let bench = self.fighter(bench).strongest_hit[0] < self.hp_left(bench)
            && !self.fighter(bench).attacks.is_empty();
        active_falls && bench
    }

    /// Expected damage to the boss of `attack` used by `p` now (RB-16 applied).
    fn expected_damage(&self, p: PokemonRef, attack: &FighterAttack) -> f64 {
        let doubled = self.double_damage == Some(p);
        attack.expected[usize::from(doubled)][usize::from(self.plus50)]
    }

    fn best_attack(&self, seat: u8) -> Action {
        let me = self.active_ref(seat);
        let pair = &self.pairs[usize::from(seat)];
        let boss_left = f64::from(self.boss_hp_left());
        let about_to_fall = self.hp_left(me) <= self.strongest_boss_hit(me);
        let boss_half_down = self.boss_hp_left() * 2 <= self.setup.boss_hp;
        let mut best: Option<(f64, u8, FighterAttack)> = None;
        for (i, a) in self.active_attacks(seat).iter().enumerate() {
            if a.gx && pair.gx_used {
                continue;
            }
            let expected = self.expected_damage(me, a);
            let wins = expected >= boss_left;
            let mut value = expected;
            if a.gx && !(wins || about_to_fall || boss_half_down) {
                // Keep the pair's one GX attack for a better moment; still better than nothing.
                value = value.min(0.0) - 1.0;
            }
            if let altplay_cards::AttackEffect::SelfDamage { amount } = a.effect
                && !wins
                && u32::from(amount) >= self.hp_left(me)
            {
                value -= f64::from(self.setup.boss_hp);
            }
            if best.is_none_or(|(v, _, _)| value > v) {
                best = Some((value, i as u8, *a));
            }
        }
        let Some((_, attack, a)) = best else {
            return if self.is_physical(seat) {
                Action::Report {
                    damage: 0,
                    gx: false,
                }
            } else {
                Action::Pass
            };
        };
        if self.is_physical(seat) && coins(a.effect) != Coins::None {
            let heads = match coins(a.effect) {
                Coins::Fixed(n) => n / 2,
                _ => 1,
            };
            Action::Flips { attack, heads }
        } else {
            Action::Attack { attack }
        }
    }

    /// Cheer 1's target: the Active of a seat still to attack with the best expected attack.
    fn hardest_hitter(&self) -> PokemonRef {
        let mut best: Option<(f64, PokemonRef)> = None;
        for seat in 0..4u8 {
            if self.cheering[usize::from(seat)] {
                continue;
            }
            let slot = if self.should_retreat(seat) {
                1 - self.pairs[usize::from(seat)].active
            } else {
                self.pairs[usize::from(seat)].active
            };
            let p = PokemonRef { seat, slot };
            let attacks = &self.setup.fighters[usize::from(seat)][usize::from(slot)].attacks;
            let value = attacks
                .iter()
                .map(|a| self.expected_damage(p, a))
                .fold(0.0, f64::max);
            if best.is_none_or(|(v, _)| value > v) {
                best = Some((value, p));
            }
        }
        best.map_or_else(|| self.most_damaged(), |(_, p)| p)
    }

    /// Cheer 3's target, and the fallback: the most damaged Pokémon not Knocked Out.
    fn most_damaged(&self) -> PokemonRef {
        let mut best: Option<(u16, bool, PokemonRef)> = None;
        for seat in 0..4u8 {
            let pair = &self.pairs[usize::from(seat)];
            for slot in 0..2u8 {
                let p = PokemonRef { seat, slot };
                if self.is_knocked_out(p) {
                    continue;
                }
                let key = (pair.damage[usize::from(slot)], pair.active == slot);
                if best.is_none_or(|(d, a, _)| key > (d, a)) {
                    best = Some((key.0, key.1, p));
                }
            }
        }
        best.expect("RB-18: fewer than four Knock Outs leaves a Pokémon standing")
            .2
    }
}
