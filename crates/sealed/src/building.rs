//! Building Sealed decks at the table (TB-13): each seat builds a 40-card deck from its own pool
//! and any basic Energy, may offer its teammate cards of its pool one at a time (the teammate
//! accepts or declines), and says it is ready once its deck keeps the Limited deck rules. Every
//! seat builds at once; a ready seat is done. What a seat does is a [`Step`]; the game around it
//! says which seat took it.

use std::collections::BTreeMap;
use std::num::NonZeroU32;

use altplay_cards::deck::{Deck, DeckEntry, DecklistLine, SealedPool, sound_deck};
use altplay_cards::printed::{Energy, EnergyType, PrintedIndex};
use altplay_core::{RuleError, Seat};
use altplay_tcg::format::Trade;
use altplay_tcg::game::Rules;
use serde::{Deserialize, Serialize};

/// A Limited deck's size (TB-13).
const DECK: u32 = 40;

/// The basic Energy types the table provides.
pub const BASIC_ENERGY: [EnergyType; 9] = [
    EnergyType::Grass,
    EnergyType::Fire,
    EnergyType::Water,
    EnergyType::Lightning,
    EnergyType::Psychic,
    EnergyType::Fighting,
    EnergyType::Darkness,
    EnergyType::Metal,
    EnergyType::Fairy,
];

/// One thing a seat does while building.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "do", rename_all = "snake_case", deny_unknown_fields)]
pub enum Step {
    /// A card of the pool into the deck.
    Add {
        card: String,
    },
    /// A card of the deck back to the pool.
    Remove {
        card: String,
    },
    AddEnergy {
        energy: EnergyType,
    },
    RemoveEnergy {
        energy: EnergyType,
    },
    /// A card of the pool (not in the deck) offered to the teammate.
    Offer {
        card: String,
    },
    /// The teammate's offer taken: the card joins this seat's pool.
    Accept,
    /// The teammate's offer declined: the card stays theirs.
    Decline,
    /// The deck the AI's builder builds from the pool, in place of this one.
    BuildForMe,
    /// The deck is done; the seat builds no more.
    Ready,
}

/// A card offered to a teammate, waiting for their answer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Offer {
    pub from: Seat,
    pub to: Seat,
    pub card: String,
}

/// Every seat's building.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Building {
    rules: Rules,
    pools: Vec<SealedPool>,
    decks: Vec<SealedPool>,
    energy: Vec<BTreeMap<EnergyType, u32>>,
    /// The offer each seat made that waits, at most one.
    offers: Vec<Option<Offer>>,
    trades: Vec<Trade>,
    ready: Vec<bool>,
}

impl Building {
    /// The building of seats with these pools, nothing built yet.
    pub fn new(rules: Rules, pools: Vec<SealedPool>) -> Self {
        let seats = pools.len();
        Self {
            rules,
            pools,
            decks: vec![SealedPool::new(); seats],
            energy: vec![BTreeMap::new(); seats],
            offers: vec![None; seats],
            trades: Vec::new(),
            ready: vec![false; seats],
        }
    }

    /// The seats still building.
    pub fn building(&self) -> impl Iterator<Item = Seat> + '_ {
        (0..self.ready.len())
            .filter(|&i| !self.ready[i])
            .map(|i| Seat(i as u8))
    }

    /// How many seats build.
    pub fn seats(&self) -> usize {
        self.ready.len()
    }

    /// Whether every seat is ready.
    pub fn done(&self) -> bool {
        self.ready.iter().all(|&r| r)
    }

    pub fn is_ready(&self, seat: Seat) -> bool {
        self.ready[seat.index()]
    }

    pub fn pool(&self, seat: Seat) -> &SealedPool {
        &self.pools[seat.index()]
    }

    /// The seat's deck: its cards of the pool, and its basic Energy by type.
    pub fn deck(&self, seat: Seat) -> (&SealedPool, &BTreeMap<EnergyType, u32>) {
        (&self.decks[seat.index()], &self.energy[seat.index()])
    }

    /// The offer `seat` made, or the one made to it.
    pub fn offer_from(&self, seat: Seat) -> Option<&Offer> {
        self.offers[seat.index()].as_ref()
    }

    pub fn offer_to(&self, seat: Seat) -> Option<&Offer> {
        self.offers.iter().flatten().find(|o| o.to == seat)
    }

    /// The cards given between teammates so far, in order.
    pub fn trades(&self) -> &[Trade] {
        &self.trades
    }

    /// The cards in `seat`'s deck.
    fn size(&self, seat: Seat) -> u32 {
        let i = seat.index();
        self.decks[i].values().sum::<u32>() + self.energy[i].values().sum::<u32>()
    }

    /// Copies of `card` in `seat`'s pool neither in its deck nor offered.
    fn free(&self, seat: Seat, card: &str) -> u32 {
        let i = seat.index();
        let held = self.pools[i].get(card).copied().unwrap_or(0);
        let used = self.decks[i].get(card).copied().unwrap_or(0);
        let offered = u32::from(self.offers[i].as_ref().is_some_and(|o| o.card == card));
        held.saturating_sub(used + offered)
    }

    /// `seat`'s deck as cards of `index`.
    pub fn deck_of<'a>(&self, seat: Seat, index: &'a PrintedIndex) -> Deck<'a> {
        let i = seat.index();
        let mut entries: Vec<DeckEntry> = (self.decks[i].iter())
            .filter_map(|(id, &count)| {
                Some(DeckEntry {
                    card: index.get(id)?,
                    count,
                })
            })
            .collect();
        for (&t, &count) in &self.energy[i] {
            if let Some(card) = index.basic_energy(&format!("{t} Energy"), t) {
                entries.push(DeckEntry { card, count });
            }
        }
        Deck { entries }
    }

    /// The steps `seat` may take now.
    pub fn legal(&self, seat: Seat, index: &PrintedIndex, out: &mut Vec<Step>) {
        if self.is_ready(seat) {
            return;
        }
        let i = seat.index();
        if self.offer_to(seat).is_some() {
            out.extend([Step::Accept, Step::Decline]);
        }
        let room = self.size(seat) < DECK;
        for card in self.pools[i].keys() {
            if room && self.free(seat, card) > 0 {
                out.push(Step::Add { card: card.clone() });
            }
        }
        out.extend(
            self.decks[i]
                .keys()
                .map(|card| Step::Remove { card: card.clone() }),
        );
        for energy in BASIC_ENERGY {
            if room {
                out.push(Step::AddEnergy { energy });
            }
            if self.energy[i].contains_key(&energy) {
                out.push(Step::RemoveEnergy { energy });
            }
        }
        if self.can_offer(seat) {
            for card in self.pools[i].keys().filter(|c| self.free(seat, c) > 0) {
                out.push(Step::Offer { card: card.clone() });
            }
        }
        out.push(Step::BuildForMe);
        if self.ready_refused(seat, index).is_none() {
            out.push(Step::Ready);
        }
    }

    /// Whether `seat` may say it is ready now.
    pub fn may_be_ready(&self, seat: Seat, index: &PrintedIndex) -> bool {
        !self.is_ready(seat) && self.ready_refused(seat, index).is_none()
    }

    /// Whether `seat` may offer a card now: it has a teammate still building, and no offer
    /// of its own waits.
    fn can_offer(&self, seat: Seat) -> bool {
        let partner = self.rules.partner_of(seat);
        partner.is_some_and(|p| !self.is_ready(p)) && self.offers[seat.index()].is_none()
    }

    /// Why `seat` may not say it is ready, if it may not.
    fn ready_refused(&self, seat: Seat, index: &PrintedIndex) -> Option<RuleError> {
        if self.offer_from(seat).is_some() || self.offer_to(seat).is_some() {
            return Some(tb13(
                "an offer waits: it is answered before the deck is ready",
            ));
        }
        let deck = self.deck_of(seat, index);
        let check = deck.check_limited(&self.pools[seat.index()]);
        check.err().map(|e| {
            let text = e.to_string();
            tb13(text.strip_prefix("TB-13: ").unwrap_or(&text).to_string())
        })
    }

    /// Takes `step` for `seat`, or refuses it naming the rule, changing nothing.
    pub fn apply(
        &mut self,
        seat: Seat,
        step: &Step,
        index: &PrintedIndex,
    ) -> Result<(), RuleError> {
        if self.is_ready(seat) {
            return Err(tb13("this deck is ready: it builds no more"));
        }
        let i = seat.index();
        match step {
            Step::Add { card } => {
                if self.size(seat) >= DECK {
                    return Err(tb13("the deck has 40 cards: remove one first"));
                }
                if self.free(seat, card) == 0 {
                    return Err(tb13(format!("no copy of {card} left in your pool")));
                }
                *self.decks[i].entry(card.clone()).or_default() += 1;
            }
            Step::Remove { card } => take_one(&mut self.decks[i], card)
                .ok_or_else(|| tb13(format!("{card} is not in your deck")))?,
            Step::AddEnergy { energy } => {
                if self.size(seat) >= DECK {
                    return Err(tb13("the deck has 40 cards: remove one first"));
                }
                if !BASIC_ENERGY.contains(energy) {
                    return Err(tb13(format!("there is no basic {energy} Energy")));
                }
                *self.energy[i].entry(*energy).or_default() += 1;
            }
            Step::RemoveEnergy { energy } => take_one(&mut self.energy[i], energy)
                .ok_or_else(|| tb13(format!("no {energy} Energy in your deck")))?,
            Step::Offer { card } => {
                let Some(to) = self.rules.partner_of(seat) else {
                    return Err(tb13("cards are traded only with a teammate"));
                };
                if !self.can_offer(seat) {
                    return Err(tb13("an offer of yours waits, or your teammate is ready"));
                }
                if self.free(seat, card) == 0 {
                    return Err(tb13(format!(
                        "no copy of {card} to offer: it is not in your pool, or all are in your deck"
                    )));
                }
                self.offers[i] = Some(Offer {
                    from: seat,
                    to,
                    card: card.clone(),
                });
            }
            Step::Accept | Step::Decline => {
                let Some(offer) = self.offer_to(seat).cloned() else {
                    return Err(tb13("no offer waits for you"));
                };
                self.offers[offer.from.index()] = None;
                if *step == Step::Accept {
                    self.give(&offer);
                }
            }
            Step::BuildForMe => {
                let mut pool = self.pools[i].clone();
                if let Some(offer) = &self.offers[i] {
                    take_one(&mut pool, &offer.card);
                }
                let built = sound_deck(&pool, index);
                self.decks[i].clear();
                self.energy[i].clear();
                for e in built.entries {
                    match e.card.energy() {
                        Some(Energy::Basic(t)) => *self.energy[i].entry(*t).or_default() += e.count,
                        _ => *self.decks[i].entry(e.card.id.clone()).or_default() += e.count,
                    }
                }
            }
            Step::Ready => {
                if let Some(refused) = self.ready_refused(seat, index) {
                    return Err(refused);
                }
                self.ready[i] = true;
            }
        }
        Ok(())
    }

    /// Moves an accepted card from one pool to the other and records the trade.
    fn give(&mut self, offer: &Offer) {
        take_one(&mut self.pools[offer.from.index()], &offer.card);
        *self.pools[offer.to.index()]
            .entry(offer.card.clone())
            .or_default() += 1;
        self.trades.push(Trade {
            from: offer.from.0,
            to: offer.to.0,
            cards: vec![DecklistLine {
                card: offer.card.clone(),
                count: NonZeroU32::MIN,
            }],
        });
    }
}

/// One copy of `key` fewer; none when there was none.
fn take_one<K, Q>(counts: &mut BTreeMap<K, u32>, key: &Q) -> Option<()>
where
    K: Ord + std::borrow::Borrow<Q>,
    Q: Ord + ?Sized,
{
    let n = counts.get_mut(key)?;
    *n -= 1;
    if *n == 0 {
        counts.remove(key);
    }
    Some(())
}

fn tb13(message: impl Into<std::borrow::Cow<'static, str>>) -> RuleError {
    RuleError::new("TB-13", message)
}
