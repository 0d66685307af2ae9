//! The basic Energy a built deck plays: a number of cards split among the types its Pokémon's
//! attacks ask for, in proportion (largest remainders), each type asked for getting at least one.

use std::collections::BTreeMap;

use crate::deck::DeckEntry;
use crate::printed::{EnergyType, PrintedIndex};

/// The most basic Energy types a built deck plays.
const MOST_TYPES: usize = 2;

/// The least Energy a built deck plays.
pub const LEAST: u32 = 14;

/// How many Energy symbols of each type (with a basic Energy card) the `pokemon`'s attacks
/// print, for each copy.
pub fn asked(pokemon: &[DeckEntry], index: &PrintedIndex) -> BTreeMap<EnergyType, u32> {
    let mut needs = BTreeMap::new();
    for e in pokemon {
        let attacks = e.card.pokemon().map_or(&[][..], |p| &p.attacks[..]);
        for t in attacks.iter().flat_map(|a| a.cost.iter()) {
            *needs.entry(*t).or_insert(0) += e.count;
        }
    }
    // Each type looked up once: Colorless and Dragon have no basic Energy card.
    needs.retain(|&t, _| index.basic_energy_of(t).is_some());
    needs
}

/// `count` basic Energy cards split among `needs` by weight; with no need at all, of `fallback`
/// (the deck's first type with a basic Energy card), else Grass.
pub fn split<'a>(
    index: &'a PrintedIndex,
    needs: &BTreeMap<EnergyType, u32>,
    fallback: Option<EnergyType>,
    count: u32,
) -> Vec<DeckEntry<'a>> {
    // At most the two types asked for most: a deck of two types, each with enough of its
    // own.
    let mut heaviest: Vec<(EnergyType, u32)> = needs.iter().map(|(&t, &w)| (t, w)).collect();
    heaviest.sort_by_key(|&(t, w)| (std::cmp::Reverse(w), t));
    let mut needs: BTreeMap<EnergyType, u32> = heaviest.into_iter().take(MOST_TYPES).collect();
    if needs.values().all(|&w| w == 0) {
        needs = BTreeMap::from([(fallback.unwrap_or(EnergyType::Grass), 1)]);
    }
    let weight: u32 = needs.values().sum();
    // Each type asked for gets one, then the rest by weight, largest remainders first.
    let mut shares: Vec<(EnergyType, u32, u32)> = (needs.iter())
        .map(|(&t, &w)| {
            let exact = u64::from(count.saturating_sub(needs.len() as u32)) * u64::from(w);
            (
                t,
                1 + (exact / u64::from(weight)) as u32,
                (exact % u64::from(weight)) as u32,
            )
        })
        .collect();
    let left = count.saturating_sub(shares.iter().map(|s| s.1).sum());
    let mut by_remainder: Vec<usize> = (0..shares.len()).collect();
    by_remainder.sort_by_key(|&i| std::cmp::Reverse(shares[i].2));
    for &i in by_remainder.iter().cycle().take(left as usize) {
        shares[i].1 += 1;
    }
    (shares.into_iter())
        .filter_map(|(t, n, _)| {
            Some(DeckEntry {
                card: index.basic_energy_of(t)?,
                count: n,
            })
        })
        .collect()
}
