//! The AI's Limited deck: the best two types by card quality, each evolution line complete
//! (a Stage 1 only with its Basic, a Stage 2 only with its Stage 1, never more copies of a stage
//! than of the one before), the Trainers whose text helps the deck, and an Energy count fitted to
//! the attacks' costs, more when the pool has too few such Trainers to fill the deck.

use std::collections::BTreeMap;

use super::quality::pokemon_quality;
use super::{DECK, energy, pool_cards, take, total, useful_trainers};
use crate::deck::{Deck, DeckEntry, SealedPool};
use crate::printed::{EnergyType, PrintedCard, PrintedIndex};

/// Pokémon a deck aims at; a line is taken whole, so it may end a few over. Fewer than a
/// Constructed deck's: the room goes to Energy and Trainers, and 12 to 16 scored alike or better.
const POKEMON: u32 = 12;
/// The most Energy the count fitted to the attacks gives.
const MOST_ENERGY: u32 = 18;
/// The copies of a type's Pokémon its score counts: the best ten.
const SCORED: usize = 10;

/// The AI's deck from `pool`.
pub fn sound_deck<'a>(pool: &SealedPool, index: &'a PrintedIndex) -> Deck<'a> {
    let cards = pool_cards(pool, index);
    let lines = lines(&cards);
    let ranked_types = best_types(&lines);
    let types = &ranked_types[..ranked_types.len().min(2)];
    let of_types = |c: &PrintedCard| {
        let own = c.pokemon().map_or(&[][..], |p| &p.types[..]);
        own.iter()
            .any(|t| *t == EnergyType::Colorless || types.contains(t))
    };
    // Whole lines of those types, the best first, until the Pokémon are enough. No third type:
    // its Energy would be a third pile to draw from, and splashed decks scored worse.
    let ranked = ranked_lines(&lines, &of_types);
    // More Pokémon when the pool's Trainers are too few to keep the Energy at its most.
    let trainers_opened: u32 = (cards.iter())
        .filter(|(c, _)| c.trainer().is_some())
        .map(|l| l.1)
        .sum();
    let enough = POKEMON.max(DECK.saturating_sub(MOST_ENERGY + trainers_opened));
    let mut chosen: Vec<(&PrintedCard, u32)> = Vec::new();
    for line in ranked {
        if chosen.iter().map(|l| l.1).sum::<u32>() >= enough {
            break;
        }
        chosen.extend(line);
    }
    // A long last line is cut from its top stages, so that the least Energy still fits.
    let pokemon = take(chosen, DECK - energy::LEAST);
    let energy = energy_count(&pokemon);
    let room = DECK.saturating_sub(total(&pokemon) + energy);
    let mut entries = pokemon;
    entries.extend(useful_trainers(&cards, &entries, types, room));
    let needs = energy::asked(&entries, index);
    let count = DECK.saturating_sub(total(&entries));
    entries.extend(energy::split(
        index,
        &needs,
        ranked_types.first().copied(),
        count,
    ));
    Deck { entries }
}

/// The pool's evolution lines: the cards of each first-stage name (a Basic, or a Pokémon that
/// evolves from nothing) with the Pokémon that evolve from it and from those, the copies of what
/// evolves from a name at most those of the name.
fn lines<'a>(cards: &[(&'a PrintedCard, u32)]) -> Vec<Vec<(&'a PrintedCard, u32)>> {
    // None for a Trainer; Some(None) for a Pokémon that evolves from nothing.
    let evolves_from = |c: &'a PrintedCard| c.pokemon().map(|p| p.evolves_from.as_deref());
    let mut roots: Vec<&str> = Vec::new();
    for &(card, _) in cards {
        if evolves_from(card) == Some(None) && !roots.contains(&card.name.as_str()) {
            roots.push(&card.name);
        }
    }
    let mut out = Vec::new();
    for root in roots {
        let mut line: Vec<(&PrintedCard, u32)> = (cards.iter().copied())
            .filter(|(c, _)| c.name == root && evolves_from(c) == Some(None))
            .collect();
        let mut from: Vec<(&str, u32)> = vec![(root, line.iter().map(|l| l.1).sum())];
        // Two stages at most above the first (Stage 1, Stage 2; VMAX and the like from a V).
        for _ in 0..2 {
            let mut next: Vec<(&str, u32)> = Vec::new();
            for &(card, n) in cards {
                let Some(Some(e)) = evolves_from(card) else {
                    continue;
                };
                // What evolves from a name shares its copies.
                if let Some((_, left)) = from.iter_mut().find(|(name, _)| *name == e) {
                    let n = n.min(*left);
                    *left -= n;
                    if n > 0 {
                        line.push((card, n));
                        match next.iter_mut().find(|(name, _)| *name == card.name) {
                            Some((_, m)) => *m += n,
                            None => next.push((&card.name, n)),
                        }
                    }
                }
            }
            from = next;
        }
        out.push(line);
    }
    out
}

/// The lines' parts of the types `of` keeps, the best first.
fn ranked_lines<'a>(
    lines: &[Vec<(&'a PrintedCard, u32)>],
    of: &impl Fn(&PrintedCard) -> bool,
) -> Vec<Vec<(&'a PrintedCard, u32)>> {
    let mut ranked: Vec<Vec<(&PrintedCard, u32)>> = (lines.iter())
        .map(|l| of_the_types(l, of))
        .filter(|l| !l.is_empty())
        .collect();
    ranked.sort_by(|a, b| line_value(b).total_cmp(&line_value(a)));
    ranked
}

/// The part of a line of the chosen types: its first stage if it is of them, and each Pokémon
/// of them that evolves from one kept.
fn of_the_types<'a>(
    line: &[(&'a PrintedCard, u32)],
    of_types: &impl Fn(&PrintedCard) -> bool,
) -> Vec<(&'a PrintedCard, u32)> {
    let mut kept: Vec<(&PrintedCard, u32)> = Vec::new();
    for &(card, n) in line {
        let from = card.pokemon().and_then(|p| p.evolves_from.as_deref());
        let below_kept = from.is_none_or(|f| kept.iter().any(|(k, _)| k.name == f));
        if of_types(card) && below_kept {
            kept.push((card, n));
        }
    }
    kept
}

/// A line's worth: its best card's quality, a little for each copy of its first stage (a line
/// that will come out).
fn line_value(line: &[(&PrintedCard, u32)]) -> f64 {
    let best = line
        .iter()
        .map(|(c, _)| pokemon_quality(c))
        .fold(0.0, f64::max);
    best + 2.0 * f64::from(line[0].1)
}

/// The types by the weight of their best ten Pokémon copies (of complete lines), the heaviest
/// first.
fn best_types(lines: &[Vec<(&PrintedCard, u32)>]) -> Vec<EnergyType> {
    let mut by_type: BTreeMap<EnergyType, Vec<f64>> = BTreeMap::new();
    for &(card, n) in lines.iter().flatten() {
        let types = card.pokemon().map_or(&[][..], |p| &p.types[..]);
        for &t in types.iter().filter(|&&t| t != EnergyType::Colorless) {
            let q = pokemon_quality(card);
            by_type.entry(t).or_default().extend((0..n).map(|_| q));
        }
    }
    let mut scored: Vec<(EnergyType, f64)> = (by_type.into_iter())
        .map(|(t, mut qs)| {
            qs.sort_by(|a, b| b.total_cmp(a));
            (t, qs.iter().take(SCORED).sum())
        })
        .collect();
    scored.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
    scored.into_iter().map(|(t, _)| t).collect()
}

/// Energy for the attacks' costs: 12, and 1.5 more for each Energy the Pokémon's dearest
/// attacks cost on average, from 14 to 18.
fn energy_count(pokemon: &[DeckEntry]) -> u32 {
    let copies = total(pokemon).max(1);
    let cost: u32 = (pokemon.iter())
        .map(|e| {
            let dearest = e.card.pokemon().map_or(0, |p| {
                p.attacks.iter().map(|a| a.cost.len()).max().unwrap_or(0)
            });
            dearest as u32 * e.count
        })
        .sum();
    let average = f64::from(cost) / f64::from(copies);
    (12.0 + 1.5 * average)
        .round()
        .clamp(f64::from(energy::LEAST), f64::from(MOST_ENERGY)) as u32
}
