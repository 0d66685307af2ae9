//! How an attack's modelled effect turns coin flips into damage, for the app's own flips, for
//! flips reported from the table, and for the greedy player's expectations.

use altplay_cards::AttackEffect;
use altplay_core::GameRng;

use crate::action::MAX_FLIPS_UNTIL_TAILS;

/// How many coins an effect flips.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Coins {
    None,
    Fixed(u8),
    UntilTails,
}

pub(crate) fn coins(effect: AttackEffect) -> Coins {
    match effect {
        AttackEffect::CoinForMore { .. } | AttackEffect::CoinOrNothing => Coins::Fixed(1),
        AttackEffect::CoinsForEach { coins, .. } => Coins::Fixed(coins),
        AttackEffect::FlipUntilTails { .. } => Coins::UntilTails,
        AttackEffect::Plain
        | AttackEffect::SelfDamage { .. }
        | AttackEffect::HealSelf { .. }
        | AttackEffect::Unmodelled => Coins::None,
    }
}

/// The most heads an effect can show.
pub(crate) fn max_heads(effect: AttackEffect) -> u8 {
    match coins(effect) {
        Coins::None => 0,
        Coins::Fixed(n) => n,
        Coins::UntilTails => MAX_FLIPS_UNTIL_TAILS,
    }
}

/// The attack's damage before Cheer, Weakness and Resistance (RB-16's first step).
#[inline]
pub(crate) fn damage_for_heads(effect: AttackEffect, base: u16, heads: u8) -> u32 {
    let base = u32::from(base);
    let heads = u32::from(heads);
    match effect {
        AttackEffect::CoinForMore { bonus } => base + heads * u32::from(bonus),
        AttackEffect::CoinOrNothing => base * heads,
        AttackEffect::CoinsForEach { each, .. } | AttackEffect::FlipUntilTails { each } => {
            heads * u32::from(each)
        }
        AttackEffect::Plain
        | AttackEffect::SelfDamage { .. }
        | AttackEffect::HealSelf { .. }
        | AttackEffect::Unmodelled => base,
    }
}

/// Flips the effect's coins with the game's source; returns the number of heads.
pub(crate) fn flip(effect: AttackEffect, rng: &mut GameRng) -> u8 {
    match coins(effect) {
        Coins::None => 0,
        Coins::Fixed(n) => (0..n).map(|_| u8::from(rng.coin())).sum(),
        Coins::UntilTails => {
            let mut heads = 0;
            while heads < MAX_FLIPS_UNTIL_TAILS && rng.coin() {
                heads += 1;
            }
            heads
        }
    }
}

/// The chance of each number of heads, 0 to `max_heads`, for an effect's coins.
pub(crate) fn heads_probabilities(effect: AttackEffect) -> impl Iterator<Item = (u8, f64)> {
    let kind = coins(effect);
    let max = max_heads(effect);
    (0..=max).map(move |h| {
        let p = match kind {
            Coins::None => 1.0,
            Coins::Fixed(n) => binomial(n, h) / f64::from(1u32 << n.min(31)),
            // Heads then a tail; the cap takes all the mass beyond it.
            Coins::UntilTails if h == max => 0.5f64.powi(i32::from(h)),
            Coins::UntilTails => 0.5f64.powi(i32::from(h) + 1),
        };
        (h, p)
    })
}

fn binomial(n: u8, k: u8) -> f64 {
    (0..k).fold(1.0, |acc, i| acc * f64::from(n - i) / f64::from(i + 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn probabilities_sum_to_one() {
        for effect in [
            AttackEffect::Plain,
            AttackEffect::CoinOrNothing,
            AttackEffect::CoinsForEach { coins: 4, each: 20 },
            AttackEffect::FlipUntilTails { each: 30 },
        ] {
            let total: f64 = heads_probabilities(effect).map(|(_, p)| p).sum();
            assert!((total - 1.0).abs() < 1e-12, "{effect:?}: {total}");
        }
    }

    #[test]
    fn damage_follows_the_effect() {
        assert_eq!(
            damage_for_heads(AttackEffect::CoinForMore { bonus: 30 }, 20, 1),
            50
        );
        assert_eq!(
            damage_for_heads(AttackEffect::CoinForMore { bonus: 30 }, 20, 0),
            20
        );
        assert_eq!(damage_for_heads(AttackEffect::CoinOrNothing, 80, 0), 0);
        let each = AttackEffect::CoinsForEach { coins: 3, each: 40 };
        assert_eq!(damage_for_heads(each, 40, 2), 80);
        assert_eq!(
            damage_for_heads(AttackEffect::SelfDamage { amount: 30 }, 90, 0),
            90
        );
    }

    #[test]
    fn flip_until_tails_is_capped() {
        let mut rng = GameRng::from_seed(5);
        for _ in 0..1000 {
            assert!(
                flip(AttackEffect::FlipUntilTails { each: 10 }, &mut rng) <= MAX_FLIPS_UNTIL_TAILS
            );
        }
    }
}
