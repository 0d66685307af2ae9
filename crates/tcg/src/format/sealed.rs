//! Sealed play (TB-13) as a configuration holds it: the set whose booster packs each seat opens,
//! how many each, the seed they are opened from, and the cards teammates traded while building.
//! The pools are dealt from one box: seat 1 opens the first `packs` packs, seat 2 the next, and
//! so on. A set opens only if every card in it plays.

use altplay_cards::deck::{Deck, DecklistLine, SealedPool, sound_deck};
use altplay_cards::packs::{PackLayouts, open};
use altplay_cards::printed::{PrintedCard, SetInfo};
use altplay_core::{RuleError, Seat};
use serde::{Deserialize, Serialize};

use super::data::CardData;
use super::deck_choice::{DeckChoice, Decklist};
use super::without_rule;
use crate::coverage::{ReadCard, Unplayable};
use crate::game::Rules;

/// TB-13: each player opens 4 to 6 packs.
const PACKS: std::ops::RangeInclusive<u8> = 4..=6;

/// A Sealed game's packs and trades.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Sealed {
    /// The set, by id (`sv9`) or code (`JTG`).
    pub set: String,
    /// The packs each seat opens (4 to 6).
    pub packs: u8,
    /// The seed the box is opened from.
    pub seed: u64,
    /// The cards teammates gave each other while building, in the order given.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub trades: Vec<Trade>,
    /// Each seat's packs as dealt, when they are not the seed's: only in a world dealt again
    /// for one seat (a Sealed table's `redeal`, which deals the other seats' packs again, for the
    /// AI and the hidden-information check). None in every game played.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dealt: Option<Vec<SealedPool>>,
}

/// Cards one seat gave its teammate (seats numbered from 0, as the engine numbers them).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Trade {
    pub from: u8,
    pub to: u8,
    /// Each card by id, with how many.
    pub cards: Vec<DecklistLine>,
}

impl Sealed {
    /// Each seat's pool at `rules`' table: its packs, then every trade. `names` names the seats
    /// in errors.
    pub fn pools(
        &self,
        data: &CardData,
        rules: &Rules,
        names: &[&str],
    ) -> Result<Vec<SealedPool>, RuleError> {
        let set = find_set(data, &self.set)?;
        let cards = openable(data, set)?;
        let seats = rules.seats().count();
        let mut pools = match &self.dealt {
            Some(dealt) if dealt.len() == seats => dealt.clone(),
            Some(dealt) => {
                return Err(tb13(format!(
                    "{} pools dealt for {seats} seats",
                    dealt.len()
                )));
            }
            None => self.deal(set, &cards, seats)?,
        };
        for (i, trade) in self.trades.iter().enumerate() {
            trade
                .apply(&mut pools, rules, names)
                .map_err(|e| tb13(format!("trades[{i}]: {e}")))?;
        }
        Ok(pools)
    }

    /// The packs of `set` (whose cards are `cards`, each one playing) each of `seats` seats
    /// opens, before any trade.
    pub fn deal(
        &self,
        set: &SetInfo,
        cards: &[&PrintedCard],
        seats: usize,
    ) -> Result<Vec<SealedPool>, RuleError> {
        if !PACKS.contains(&self.packs) {
            return Err(tb13(format!(
                "each player opens 4 to 6 packs, not {}",
                self.packs
            )));
        }
        let packs = self.packs.saturating_mul(seats as u8);
        let opened = open(PackLayouts::embedded(), set, cards, packs, self.seed)
            .map_err(|e| tb13(without_rule(&e.to_string(), "TB-13")))?;
        Ok(opened.pools(usize::from(self.packs)))
    }

    /// Each seat's Limited deck, checked against its pool (TB-13): `decks` as given, one per
    /// seat, or none, when the AI's builder builds every seat's deck and lists it in `decks` (so
    /// that the configuration, and a replay of it, holds the build).
    pub fn decks<'d>(
        &self,
        data: &'d CardData,
        decks: &mut Vec<DeckChoice>,
        rules: &Rules,
        names: &[&str],
    ) -> Result<Vec<Deck<'d>>, RuleError> {
        let pools = self.pools(data, rules, names)?;
        if decks.is_empty() {
            *decks = (pools.iter().zip(names))
                .map(|(pool, name)| {
                    let deck = sound_deck(pool, &data.index);
                    DeckChoice::Listed(Decklist::of(format!("{name}'s Sealed deck"), &deck))
                })
                .collect();
        }
        if decks.len() != pools.len() {
            return Err(tb13(format!(
                "{} decks for {} seats: give one per seat, or none for the AI to build them all",
                decks.len(),
                pools.len()
            )));
        }
        (decks.iter().zip(&pools).enumerate())
            .map(|(seat, (choice, pool))| {
                let at_seat = |e: &dyn std::fmt::Display| {
                    let text = without_rule(&e.to_string(), "TB-13");
                    tb13(format!(
                        "{}'s deck {:?}: {text}",
                        names[seat],
                        choice.name()
                    ))
                };
                let deck = data.deck(choice).map_err(|e| at_seat(&e))?;
                deck.check_limited(pool).map_err(|e| at_seat(&e))?;
                Ok(deck)
            })
            .collect()
    }
}

impl Trade {
    /// Moves the cards from one pool to the other: only between teammates, and only cards the
    /// giver holds.
    fn apply(&self, pools: &mut [SealedPool], rules: &Rules, names: &[&str]) -> Result<(), String> {
        let seats = pools.len() as u8;
        if self.from >= seats || self.to >= seats {
            return Err(format!("the table has seats 0 to {}", seats - 1));
        }
        if rules.partner_of(Seat(self.from)) != Some(Seat(self.to)) {
            return Err(format!(
                "{} may trade only with a teammate, and {} is not one",
                names[usize::from(self.from)],
                names[usize::from(self.to)]
            ));
        }
        for line in &self.cards {
            let count = line.count.get();
            let giver = &mut pools[usize::from(self.from)];
            let held = giver.get(&line.card).copied().unwrap_or(0);
            if held < count {
                return Err(format!(
                    "{} gives {count} × {} but holds {held}",
                    names[usize::from(self.from)],
                    line.card
                ));
            }
            match held - count {
                0 => giver.remove(&line.card),
                left => giver.insert(line.card.clone(), left),
            };
            *pools[usize::from(self.to)]
                .entry(line.card.clone())
                .or_default() += count;
        }
        Ok(())
    }
}

fn tb13(message: String) -> RuleError {
    RuleError::new("TB-13", message)
}

/// The set named `query` (id or code), or an error naming the closest.
pub fn find_set<'d>(data: &'d CardData, query: &str) -> Result<&'d SetInfo, RuleError> {
    data.set_list.find(query).ok_or_else(|| {
        let closest = data.set_list.closest(query);
        let hint = match closest.is_empty() {
            true => "`altplay sealed sets` lists those that open".to_string(),
            false => format!("closest: {}", closest.join(", ")),
        };
        tb13(format!("no set `{query}` in the data ({hint})"))
    })
}

/// The cards of `set` in the data's order, if every one of them plays; else an error naming
/// each that does not, with what it lacks.
pub fn openable<'d>(data: &'d CardData, set: &SetInfo) -> Result<Vec<&'d PrintedCard>, RuleError> {
    let cards = set_cards(data, set);
    let unplayable = unplayable(&cards);
    if unplayable.is_empty() {
        return Ok(cards);
    }
    let lines: Vec<String> = (unplayable.iter())
        .map(|u| format!("  {} ({}): {}", u.name, u.id, u.lacks.join("; ")))
        .collect();
    Err(tb13(format!(
        "set {} cannot be opened: {} of its {} cards do not play:\n{}",
        set.id,
        unplayable.len(),
        cards.len(),
        lines.join("\n")
    )))
}

/// The cards of `set`, in the data's order.
pub fn set_cards<'d>(data: &'d CardData, set: &SetInfo) -> Vec<&'d PrintedCard> {
    (data.index.cards().iter())
        .filter(|c| c.set == set.id)
        .collect()
}

/// The sets whose packs are modelled, each with its cards: the set's era has a pack layout and
/// the set has cards for every slot (a promo set has none).
pub fn packed_sets(data: &CardData) -> impl Iterator<Item = (&SetInfo, Vec<&PrintedCard>)> {
    data.set_list.sets.iter().filter_map(|s| {
        let cards = set_cards(data, s);
        open(PackLayouts::embedded(), s, &cards, 1, 0).ok()?;
        Some((s, cards))
    })
}

/// The cards that do not play, with what each lacks.
pub fn unplayable(cards: &[&PrintedCard]) -> Vec<Unplayable> {
    (cards.iter())
        .filter_map(|c| Unplayable::of(c, &ReadCard::of(c)))
        .collect()
}
