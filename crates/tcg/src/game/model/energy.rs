//! Energy costs and whether attached Energy pays them (TCG-8: Colorless is paid by any type).

use altplay_cards::printed::EnergyType;

use crate::effect::{Provided, Types};

/// An Energy cost: so many of each type, Colorless apart.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Cost {
    /// Indexed by [`type_index`]; Colorless is never counted here.
    pub typed: [u8; 10],
    pub colorless: u8,
    /// Energy of any type the cost goes without, whichever symbols the Energy attached leaves
    /// unpaid ("that attack costs 1 Energy less. (The Energy can be of any type.)").
    pub waived: u8,
}

/// The index of a type other than Colorless in [`Cost::typed`].
pub fn type_index(t: EnergyType) -> Option<usize> {
    use EnergyType::*;
    Some(match t {
        Grass => 0,
        Fire => 1,
        Water => 2,
        Lightning => 3,
        Psychic => 4,
        Fighting => 5,
        Darkness => 6,
        Metal => 7,
        Fairy => 8,
        Dragon => 9,
        Colorless => return None,
    })
}

/// The Energy some cards provide, counted by type (Colorless last) and of every type.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Pool {
    have: [u8; 11],
    every: u8,
    /// All of `have`.
    total: u16,
    /// Units each of any one type of `any_of` (bits by [`type_index`]), whichever a cost needs.
    any: u8,
    any_of: u16,
}

impl Pool {
    /// The Energy `units` (each: what, how many) provide.
    // Inlined: worked out at every listing of a turn's actions.
    #[inline(always)]
    pub fn of(units: impl IntoIterator<Item = (Provided, u8)>) -> Self {
        let mut pool = Pool::default();
        for (provided, n) in units {
            match provided {
                Provided::EveryType => pool.every = pool.every.saturating_add(n),
                Provided::AnyOf(types) => {
                    pool.any = pool.any.saturating_add(n);
                    pool.any_of |= type_bits(types);
                }
                Provided::Type(t) => {
                    let i = type_index(t).unwrap_or(10);
                    pool.have[i] = pool.have[i].saturating_add(n);
                }
            }
        }
        pool.total = pool.have.iter().map(|&h| u16::from(h)).sum();
        pool
    }
}

/// The types of `types` as bits by [`type_index`].
fn type_bits(types: Types) -> u16 {
    EnergyType::ALL
        .into_iter()
        .filter(|&t| types.contains(t))
        .filter_map(type_index)
        .fold(0, |bits, i| bits | 1 << i)
}

impl Cost {
    /// The cost printed as one symbol per Energy.
    pub fn of(symbols: &[EnergyType]) -> Self {
        let mut cost = Cost::default();
        for &s in symbols {
            match type_index(s) {
                Some(i) => cost.typed[i] += 1,
                None => cost.colorless += 1,
            }
        }
        cost
    }

    /// The cost's symbols, by type in the data set's order, Colorless last.
    pub fn symbols(&self) -> impl Iterator<Item = (EnergyType, u8)> + '_ {
        let typed = EnergyType::ALL.into_iter().filter_map(|t| {
            let n = self.typed[type_index(t)?];
            (n > 0).then_some((t, n))
        });
        typed.chain((self.colorless > 0).then_some((EnergyType::Colorless, self.colorless)))
    }

    pub fn total(&self) -> u8 {
        (self.typed.iter().sum::<u8>() + self.colorless).saturating_sub(self.waived)
    }

    /// Whether Energy providing `units` (each: what, how many) pays this cost.
    pub fn paid_by(&self, units: impl IntoIterator<Item = (Provided, u8)>) -> bool {
        self.paid_from(&Pool::of(units))
    }

    /// How many more Energy `units` need to pay this cost: typed symbols their type or every
    /// type pays, then Colorless any left over pays (0: paid).
    pub fn shortfall(&self, units: impl IntoIterator<Item = (Provided, u8)>) -> u8 {
        self.shortfall_from(&Pool::of(units))
    }

    /// [`Cost::shortfall`] of the Energy of `pool`, less what the cost goes without. Units of
    /// one of some types pay those types' symbols first (every type pays any symbol), then
    /// Colorless.
    fn shortfall_from(&self, pool: &Pool) -> u8 {
        let Pool {
            have,
            every,
            total,
            any,
            any_of,
        } = *pool;
        let (mut used, mut typed_missing, mut any_missing) = (0u16, 0u16, 0u16);
        for (i, &need) in self.typed.iter().enumerate() {
            let from_type = need.min(have[i]);
            used += u16::from(from_type);
            typed_missing += u16::from(need - from_type);
            if any_of & 1 << i != 0 {
                any_missing += u16::from(need - from_type);
            }
        }
        let any_used = any_missing.min(u16::from(any));
        let typed_missing = typed_missing - any_used;
        let every_used = typed_missing.min(u16::from(every));
        let left_over = total - used + u16::from(every) - every_used + (u16::from(any) - any_used);
        let colorless_missing = u16::from(self.colorless).saturating_sub(left_over);
        ((typed_missing - every_used + colorless_missing) as u8).saturating_sub(self.waived)
    }

    /// Whether the Energy of `pool` pays this cost.
    // Inlined: asked per attack at every listing of a turn's actions.
    #[inline(always)]
    pub fn paid_from(&self, pool: &Pool) -> bool {
        if self.waived > 0 || pool.any > 0 {
            return self.shortfall_from(pool) == 0;
        }
        let Pool {
            have, every, total, ..
        } = *pool;
        let mut used = 0u16;
        let mut deficit = 0u16;
        for (i, &need) in self.typed.iter().enumerate() {
            let from_type = need.min(have[i]);
            used += u16::from(from_type);
            deficit += u16::from(need - from_type);
        }
        if deficit > u16::from(every) {
            return false;
        }
        total - used + (u16::from(every) - deficit) >= u16::from(self.colorless)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use EnergyType::*;

    fn units(list: &[EnergyType]) -> Vec<(Provided, u8)> {
        list.iter().map(|&t| (Provided::Type(t), 1)).collect()
    }

    #[test]
    fn tcg_8_colorless_is_paid_by_any_type_and_typed_needs_its_type() {
        let cost = Cost::of(&[Fire, Colorless, Colorless]);
        assert!(cost.paid_by(units(&[Fire, Water, Grass])));
        assert!(!cost.paid_by(units(&[Water, Water, Water])));
        assert!(!cost.paid_by(units(&[Fire, Fire])));
        assert!(cost.paid_by([(Provided::Type(Fire), 1), (Provided::Type(Colorless), 2)]));
        assert!(cost.paid_by([(Provided::EveryType, 1), (Provided::Type(Water), 2)]));
        assert!(!Cost::of(&[Fire, Water]).paid_by([(Provided::EveryType, 1)]));
        assert!(Cost::of(&[]).paid_by([]));
    }

    #[test]
    fn units_of_any_of_some_types_pay_those_types_then_colorless() {
        // Team Rocket's Energy: 2 in any combination of Psychic and Darkness.
        let either = (Provided::AnyOf(Types::of(Psychic).with(Darkness)), 2);
        assert!(Cost::of(&[Psychic, Darkness]).paid_by([either]));
        assert!(Cost::of(&[Darkness, Darkness]).paid_by([either]));
        assert!(Cost::of(&[Psychic, Colorless]).paid_by([either]));
        assert!(!Cost::of(&[Psychic, Fire]).paid_by([either]));
        assert!(!Cost::of(&[Darkness, Darkness, Darkness]).paid_by([either]));
        // Paid with a Darkness Energy beside it, the units going where they are short.
        let dark = (Provided::Type(Darkness), 1);
        assert!(Cost::of(&[Darkness, Psychic, Colorless]).paid_by([either, dark]));
        assert_eq!(Cost::of(&[Psychic, Psychic, Fire]).shortfall([either]), 1);
    }

    #[test]
    fn shortfall_counts_the_energy_still_needed_by_type() {
        let cost = Cost::of(&[Fire, Fire, Colorless]);
        assert_eq!(cost.shortfall(units(&[])), 3);
        assert_eq!(cost.shortfall(units(&[Water, Water])), 2);
        assert_eq!(cost.shortfall(units(&[Fire, Water])), 1);
        assert_eq!(cost.shortfall(units(&[Fire, Fire, Water])), 0);
        assert_eq!(
            cost.shortfall([(Provided::EveryType, 1), (Provided::Type(Fire), 1)]),
            1
        );
        for list in [&[][..], &[Fire], &[Water, Fire], &[Fire, Fire, Fire]] {
            assert_eq!(cost.shortfall(units(list)) == 0, cost.paid_by(units(list)));
        }
    }
}
