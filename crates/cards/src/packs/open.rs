//! Packs opened from a seed: each slot draws a rarity by weight among those the set has, then
//! one of the set's cards of that rarity, each alike (ChaCha8, so the same seed opens the same
//! packs on every machine).

use std::collections::BTreeMap;

use altplay_core::GameRng;
use serde::Serialize;

use super::layout::{Era, PackLayouts, Slot};
use crate::deck::SealedPool;
use crate::printed::PrintedCard;
use crate::printed::SetInfo;

/// At most a booster box's packs are opened at once.
pub const MAX_PACKS: u8 = 36;

/// The packs opened: each a list of card ids, in slot order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Opened {
    pub set: String,
    pub era: String,
    pub seed: u64,
    pub packs: Vec<Vec<String>>,
}

impl Opened {
    /// The pool the packs make, which a Limited deck is built from: each card id with its
    /// copies.
    pub fn pool(&self) -> SealedPool {
        pool_of(&self.packs)
    }

    /// The pools of the players who opened `each` packs apiece, in order: the first player's
    /// are the first `each` packs.
    pub fn pools(&self, each: usize) -> Vec<SealedPool> {
        self.packs.chunks(each.max(1)).map(pool_of).collect()
    }
}

fn pool_of(packs: &[Vec<String>]) -> SealedPool {
    let mut pool = SealedPool::new();
    for id in packs.iter().flatten() {
        *pool.entry(id.clone()).or_default() += 1;
    }
    pool
}

/// Why a set's packs cannot be opened.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PackError {
    #[error(
        "TB-13: set `{set}` is of the series {series:?}, whose packs the project does not model \
         (packs are modelled for: {eras})"
    )]
    NoEra {
        set: String,
        series: String,
        eras: String,
    },
    #[error(
        "TB-13: set `{set}` has no card of any rarity of slot {slot} of its {era} pack ({rarities})"
    )]
    EmptySlot {
        set: String,
        era: String,
        slot: usize,
        rarities: String,
    },
    #[error("TB-13: {packs} packs: open 1 to {MAX_PACKS} (a booster box)")]
    Count { packs: u8 },
}

/// Opens `packs` packs of `set`, whose cards (in the data's order) are `cards`.
pub fn open(
    layouts: &PackLayouts,
    set: &SetInfo,
    cards: &[&PrintedCard],
    packs: u8,
    seed: u64,
) -> Result<Opened, PackError> {
    if !(1..=MAX_PACKS).contains(&packs) {
        return Err(PackError::Count { packs });
    }
    let era = layouts
        .era_of(&set.series)
        .ok_or_else(|| PackError::NoEra {
            set: set.id.clone(),
            series: set.series.clone(),
            eras: (layouts.eras.iter().map(|e| e.name.as_str()))
                .collect::<Vec<_>>()
                .join(", "),
        })?;
    let mut by_rarity: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
    for card in cards {
        if let Some(rarity) = &card.rarity {
            by_rarity.entry(rarity).or_default().push(&card.id);
        }
    }
    let slots = drawable_slots(set, era, &by_rarity)?;
    let mut rng = GameRng::from_seed(seed);
    let packs = (0..packs)
        .map(|_| {
            (slots.iter())
                .flat_map(|(slot, rarities)| (0..slot.cards).map(move |_| rarities))
                .map(|rarities| draw(rarities, &by_rarity, &mut rng).to_string())
                .collect()
        })
        .collect();
    Ok(Opened {
        set: set.id.clone(),
        era: era.name.clone(),
        seed,
        packs,
    })
}

/// A slot with the rarities of it the set has, each with its weight.
type Drawable<'e> = (&'e Slot, Vec<(&'e str, u32)>);

/// Each slot with the rarities of it the set has, by weight; a slot the set has no card for is
/// an error.
fn drawable_slots<'e>(
    set: &SetInfo,
    era: &'e Era,
    by_rarity: &BTreeMap<&str, Vec<&str>>,
) -> Result<Vec<Drawable<'e>>, PackError> {
    (era.slots.iter().enumerate())
        .map(|(i, slot)| {
            let rarities: Vec<(&str, u32)> = (slot.rarities.iter())
                .filter(|(r, _)| by_rarity.contains_key(r.as_str()))
                .map(|(r, &w)| (r.as_str(), w))
                .collect();
            if rarities.is_empty() {
                return Err(PackError::EmptySlot {
                    set: set.id.clone(),
                    era: era.name.clone(),
                    slot: i + 1,
                    rarities: (slot.rarities.keys().map(String::as_str))
                        .collect::<Vec<_>>()
                        .join(", "),
                });
            }
            Ok((slot, rarities))
        })
        .collect()
}

/// A rarity by weight, then one of its cards.
fn draw<'c>(
    rarities: &[(&str, u32)],
    by_rarity: &BTreeMap<&str, Vec<&'c str>>,
    rng: &mut GameRng,
) -> &'c str {
    let total: u32 = rarities.iter().map(|&(_, w)| w).sum();
    let mut at = rng.below(total);
    let rarity = rarities
        .iter()
        .find(|&&(_, w)| {
            let here = at < w;
            at = at.saturating_sub(w);
            here
        })
        .map_or(rarities[0].0, |&(r, _)| r);
    let cards = &by_rarity[rarity];
    cards[rng.below(cards.len() as u32) as usize]
}
