//! Building Sealed decks at the table (TB-13): each seat builds a 40-card deck from its own pool
//! and any basic Energy, may offer its teammate cards of its pool one at a time (the teammate
//! accepts or declines), and says it is ready once its deck keeps the Limited deck rules. Every
//! seat builds at once. A ready seat builds no more, but may still be offered a card: taking it
//! reopens its deck (a teammate's AI, ready at once, can so be traded with). What a seat does is
//! a [`Step`]; the game around it says which seat took it.

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
    /// Choosing a card to offer the teammate: the seat's next step is the card, or cancel.
    /// (Two steps, so that offering is one choice among the building's, as at a table.)
    ChooseOffer,
    /// A card of the pool (not in the deck) offered to the teammate.
    Offer {
        card: String,
    },
    /// No card offered after all.
    CancelOffer,
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
    /// The seats choosing a card to offer.
    choosing: Vec<bool>,
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
            choosing: vec![false; seats],
            trades: Vec::new(),
            ready: vec![false; seats],
        }
    }

    /// The seats with something to do: those still building, and a ready one offered a card.
    pub fn to_act(&self) -> impl Iterator<Item = Seat> + '_ {
        (0..self.ready.len())
            .map(|i| Seat(i as u8))
            .filter(|&s| !self.is_ready(s) || self.offer_to(s).is_some())
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

    /// Whether `seat`'s pool has a card neither in its deck nor offered.
    fn has_free_card(&self, seat: Seat) -> bool {
        self.pools[seat.index()]
            .keys()
            .any(|c| self.free(seat, c) > 0)
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
            if let Some(card) = index.basic_energy_of(t) {
                entries.push(DeckEntry { card, count });
            }
        }
        Deck { entries }
    }

    /// The steps `seat` may take now: an offer made to it is answered first, and a card to
    /// offer is chosen once choosing.
    pub fn legal(&self, seat: Seat, index: &PrintedIndex, out: &mut Vec<Step>) {
        let i = seat.index();
        if self.offer_to(seat).is_some() {
            out.extend([Step::Accept, Step::Decline]);
            return;
        }
        if self.is_ready(seat) {
            return;
        }
        if self.choosing[i] {
            for card in self.pools[i].keys().filter(|c| self.free(seat, c) > 0) {
                out.push(Step::Offer { card: card.clone() });
            }
            out.push(Step::CancelOffer);
            return;
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
        if self.can_offer(seat) && self.has_free_card(seat) {
            out.push(Step::ChooseOffer);
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

    /// Whether `seat` may offer a card now: it has a teammate (ready or not), and no offer of
    /// its own waits.
    fn can_offer(&self, seat: Seat) -> bool {
        self.rules.partner_of(seat).is_some() && self.offers[seat.index()].is_none()
    }

    /// The teammate `seat` may offer a card to, or why it may not.
    fn offer_refused(&self, seat: Seat) -> Result<Seat, RuleError> {
        let Some(to) = self.rules.partner_of(seat) else {
            return Err(tb13("cards are traded only with a teammate"));
        };
        match self.can_offer(seat) {
            true => Ok(to),
            false => Err(tb13("an offer of yours waits")),
        }
    }

    /// Why `seat` may not say it is ready, if it may not.
    pub fn ready_refused(&self, seat: Seat, index: &PrintedIndex) -> Option<RuleError> {
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
        let i = seat.index();
        let answering = matches!(step, Step::Accept | Step::Decline);
        if self.is_ready(seat) && !answering {
            return Err(tb13("this deck is ready: it builds no more"));
        }
        if self.offer_to(seat).is_some() && !answering {
            return Err(tb13(
                "your teammate offers you a card: accept or decline it first",
            ));
        }
        let offering = matches!(step, Step::Offer { .. } | Step::CancelOffer);
        if self.choosing[i] != offering && !answering {
            return Err(tb13(match self.choosing[i] {
                true => "choose the card to offer, or cancel",
                false => "choose to offer a card first",
            }));
        }
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
            Step::ChooseOffer => {
                self.offer_refused(seat)?;
                if !self.has_free_card(seat) {
                    return Err(tb13("every card of your pool is in your deck"));
                }
                self.choosing[i] = true;
            }
            Step::Offer { card } => {
                let to = self.offer_refused(seat)?;
                if self.free(seat, card) == 0 {
                    return Err(tb13(format!(
                        "no copy of {card} to offer: it is not in your pool, or all are in your deck"
                    )));
                }
                self.choosing[i] = false;
                self.offers[i] = Some(Offer {
                    from: seat,
                    to,
                    card: card.clone(),
                });
            }
            Step::CancelOffer => self.choosing[i] = false,
            Step::Accept | Step::Decline => {
                let Some(offer) = self.offer_to(seat).cloned() else {
                    return Err(tb13("no offer waits for you"));
                };
                self.offers[offer.from.index()] = None;
                if *step == Step::Accept {
                    self.give(&offer);
                    // The card may go in the deck: the deck is open again.
                    self.ready[i] = false;
                }
            }
            Step::BuildForMe => {
                (self.decks[i], self.energy[i]) = self.ai_build(seat, index);
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

    /// The deck the AI's builder builds from `seat`'s pool (less a card it offers): its cards
    /// of the pool, and its basic Energy by type.
    fn ai_build(
        &self,
        seat: Seat,
        index: &PrintedIndex,
    ) -> (SealedPool, BTreeMap<EnergyType, u32>) {
        let i = seat.index();
        let mut pool = self.pools[i].clone();
        if let Some(offer) = &self.offers[i] {
            take_one(&mut pool, &offer.card);
        }
        let (mut cards, mut energy) = (SealedPool::new(), BTreeMap::new());
        for e in sound_deck(&pool, index).entries {
            match e.card.energy() {
                Some(Energy::Basic(t)) => *energy.entry(*t).or_default() += e.count,
                _ => *cards.entry(e.card.id.clone()).or_default() += e.count,
            }
        }
        (cards, energy)
    }

    /// Whether `seat`'s deck is the one the AI's builder builds from its pool as it is now.
    pub fn is_ai_build(&self, seat: Seat, index: &PrintedIndex) -> bool {
        let (cards, energy) = self.ai_build(seat, index);
        cards == self.decks[seat.index()] && energy == self.energy[seat.index()]
    }

    /// The packs as dealt in a world `seat` cannot tell from this one: its own as they were
    /// (`dealt`), and each other seat's `fresh` ones (a box opened from another seed) with the
    /// cards it gave kept (it held them) and the card it offers `seat`.
    pub fn dealt_again(
        &self,
        seat: Seat,
        dealt: &[SealedPool],
        mut fresh: Vec<SealedPool>,
    ) -> Vec<SealedPool> {
        fresh[seat.index()] = dealt[seat.index()].clone();
        for trade in self.trades.iter().filter(|t| t.from != seat.0) {
            for line in &trade.cards {
                *fresh[usize::from(trade.from)]
                    .entry(line.card.clone())
                    .or_default() += line.count.get();
            }
        }
        if let Some(offer) = self.offer_to(seat) {
            *fresh[offer.from.index()]
                .entry(offer.card.clone())
                .or_default() += 1;
        }
        fresh
    }

    /// This building as `seat` knows it, the seats' pools now `pools` (packs dealt again, then
    /// the trades): `seat`'s own deck and offers stay, and who is ready; another seat's deck is
    /// the AI's build of its pool when it is ready, else empty; an offer between two other seats
    /// is dropped.
    pub fn redealt(&self, seat: Seat, pools: Vec<SealedPool>, index: &PrintedIndex) -> Building {
        let mut b = self.clone();
        b.pools = pools;
        for other in (0..b.seats()).map(|i| Seat(i as u8)).filter(|&o| o != seat) {
            let i = other.index();
            b.choosing[i] = false;
            if b.offers[i].as_ref().is_some_and(|o| o.to != seat) {
                b.offers[i] = None;
            }
            (b.decks[i], b.energy[i]) = match b.ready[i] {
                true => b.ai_build(other, index),
                false => Default::default(),
            };
        }
        b
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
