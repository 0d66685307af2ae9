//! The plain Limited deck the AI's builder is measured against: the two types with the most
//! Pokémon cards in the pool, all of their Pokémon (and the Colorless ones) whatever their
//! lines, then Trainers, to 23 cards, and 17 basic Energy split by those Pokémon's types.

use std::collections::BTreeMap;

use super::{DECK, energy, pool_cards, take, total, trainers};
use crate::deck::{Deck, SealedPool};
use crate::printed::{EnergyType, PrintedCard, PrintedIndex};

const ENERGY: u32 = 17;

/// The plain deck from `pool`.
pub fn plain_deck<'a>(pool: &SealedPool, index: &'a PrintedIndex) -> Deck<'a> {
    let cards = pool_cards(pool, index);
    let types_of = |c: &PrintedCard| c.pokemon().map_or(Vec::new(), |p| p.types.clone());
    let mut counts: BTreeMap<EnergyType, u32> = BTreeMap::new();
    for &(card, n) in &cards {
        for t in types_of(card)
            .into_iter()
            .filter(|&t| t != EnergyType::Colorless)
        {
            *counts.entry(t).or_default() += n;
        }
    }
    let mut most: Vec<(EnergyType, u32)> = counts.into_iter().collect();
    most.sort_by_key(|&(t, n)| (std::cmp::Reverse(n), t));
    let types: Vec<EnergyType> = most.iter().take(2).map(|&(t, _)| t).collect();
    // Basic Pokémon first, so that the cut at 23 keeps one.
    let mut pokemon: Vec<(&PrintedCard, u32)> = (cards.iter().copied())
        .filter(|(c, _)| {
            (types_of(c).iter()).any(|t| *t == EnergyType::Colorless || types.contains(t))
        })
        .collect();
    pokemon.sort_by_key(|(c, _)| !c.is_basic_pokemon());
    let mut entries = take(pokemon, DECK - ENERGY);
    entries.extend(trainers(&cards, DECK - ENERGY - total(&entries)));
    let mut needs = BTreeMap::new();
    for e in &entries {
        for t in types_of(e.card).into_iter().filter(|t| types.contains(t)) {
            *needs.entry(t).or_insert(0) += e.count;
        }
    }
    needs.retain(|&t, _| index.basic_energy_of(t).is_some());
    let count = DECK - total(&entries);
    entries.extend(energy::split(index, &needs, types.first().copied(), count));
    Deck { entries }
}
