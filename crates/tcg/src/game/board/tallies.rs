//! Amounts and counts that effects and conditions ask for: an amount's number (fixed, or so
//! much per something counted), and what a count counts — heads, Energy attached, damage
//! counters, Benched Pokémon, Prize cards taken, Pokémon of a group of a kind ("your Benched
//! Pawniard"), cards of a pile ("Leon card in your discard pile", "Prize cards remaining"),
//! types of basic Energy in a pile —; and counts compared.

use altplay_core::Seat;
use arrayvec::ArrayVec;

use crate::effect::{
    Amount, CardFilter, Compare, Count, EnergyType, Group, Pile, Pokemon, Side, Types,
};
use crate::game::model::frame::{Filter, Frame, TextRef};
use crate::game::model::ids::CardId;
use crate::game::model::state::{InPlay, Tcg};

impl Tcg {
    /// The seats a side names.
    pub(in crate::game) fn seats_of(
        &self,
        frame: &Frame,
        side: Side,
    ) -> impl Iterator<Item = Seat> {
        let only = match side {
            Side::Of(role) => Some(Self::seat_of(frame, role)),
            Side::Both => None,
        };
        self.rules
            .seats()
            .filter(move |&s| only.is_none_or(|o| o == s))
    }

    /// A seat's cards of a pile, as texts count them.
    pub(in crate::game) fn pile(&self, seat: Seat, pile: Pile) -> &[CardId] {
        let board = &self.boards[seat.index()];
        match pile {
            Pile::Deck => &board.deck,
            Pile::DiscardPile => &board.discard,
            Pile::Prizes => &self.boards[self.rules.prizes_counted(seat).index()].prizes,
            Pile::LostZone => &board.lost_zone,
            Pile::Hand => &board.hand,
        }
    }

    /// Pokémon of a group whose card passes a filter.
    pub(in crate::game) fn in_play_passing(
        &self,
        frame: &Frame,
        group: Group,
        filter: CardFilter,
    ) -> u16 {
        self.members(frame, group)
            .iter()
            .filter_map(|&u| self.locate(u))
            .filter(|(_, p)| {
                self.passes(
                    p.stack[p.stack.len() - 1],
                    Filter::Card(filter),
                    Some(frame),
                )
            })
            .count() as u16
    }

    /// Cards of the side's piles that pass a filter.
    pub(in crate::game) fn cards_passing(
        &self,
        frame: &Frame,
        side: Side,
        pile: Pile,
        filter: CardFilter,
    ) -> u16 {
        let passing = self
            .seats_of(frame, side)
            .flat_map(|s| self.pile(s, pile))
            .filter(|&&c| self.passes(c, Filter::Card(filter), Some(frame)))
            .count() as u16;
        // The Trainer tested is still in the hand ("If you can't discard a Fire Energy card").
        let tested = pile == Pile::Hand
            && frame.trial
            && frame.text == TextRef::Trainer
            && self.passes(frame.card, Filter::Card(filter), Some(frame));
        passing - u16::from(tested && passing > 0)
    }

    /// How many types of basic Energy card the side's piles hold.
    pub(in crate::game) fn basic_energy_types(&self, frame: &Frame, side: Side, pile: Pile) -> u16 {
        self.basic_types_among(self.seats_of(frame, side).flat_map(|s| self.pile(s, pile)))
    }

    /// How many types of basic Energy the basic Energy cards among `cards` are.
    fn basic_types_among<'a>(&self, cards: impl Iterator<Item = &'a CardId>) -> u16 {
        let mut types: ArrayVec<EnergyType, 16> = ArrayVec::new();
        for &card in cards {
            let Some(energy) = self.def(card).energy().filter(|e| e.basic) else {
                continue;
            };
            if let crate::effect::Provided::Type(t) = energy.provides
                && !types.contains(&t)
            {
                let _ = types.try_push(t);
            }
        }
        types.len() as u16
    }

    /// Whether a count compares as asked.
    pub(in crate::game) fn compares(&self, frame: &Frame, count: Count, compare: Compare) -> bool {
        let n = self.count(frame, count);
        match compare {
            Compare::AtLeast(m) => n >= m,
            Compare::AtMost(m) => n <= m,
            Compare::Exactly(m) => n == m,
            Compare::OneOf(bits) => n < 32 && bits & (1 << n) != 0,
            Compare::MoreThan(other) => n > self.count(frame, other),
            Compare::FewerThan(other) => n < self.count(frame, other),
            Compare::SameAs(other) => n == self.count(frame, other),
        }
    }

    pub(in crate::game) fn amount(&self, frame: &Frame, amount: Amount) -> u16 {
        match amount {
            Amount::Fixed(n) => n,
            Amount::Per { each, count } => each.saturating_mul(self.count(frame, count)),
            Amount::PerUpTo { each, count, most } => {
                each.saturating_mul(self.count(frame, count)).min(most)
            }
        }
    }

    pub(in crate::game) fn count(&self, frame: &Frame, count: Count) -> u16 {
        let board = |side: Side| {
            self.rules.seats().filter(move |&s| match side {
                Side::Of(role) => s == Self::seat_of(frame, role),
                Side::Both => true,
            })
        };
        match count {
            Count::Heads => u16::from(frame.heads),
            Count::Tails => u16::from(frame.tails),
            Count::TypesIn(group) => (self.members(frame, group).iter())
                .filter_map(|&u| self.locate(u))
                .fold(Types::ANY, |all, (_, p)| all.union(self.types_of(p)))
                .count() as u16,
            Count::EnergyAttached { on, energy } => self
                .named(frame, on)
                .iter()
                .filter_map(|&u| self.locate(u))
                .map(|(_, p)| self.energy_units(p, energy))
                .sum(),
            Count::EnergyBeyondCost { on, energy } => {
                // The cost of the attack being resolved (a copied one's own, TCG-8).
                let cost = match frame.text {
                    TextRef::Attack(i) => {
                        self.def(frame.card).attack(i).map_or(0, |a| a.cost.total())
                    }
                    _ => 0,
                };
                self.one(frame, on)
                    .map_or(0, |p| self.energy_units(p, energy))
                    .saturating_sub(u16::from(cost))
            }
            Count::DamageByAttackLastTurn => (self.named(frame, Pokemon::This).first())
                .and_then(|&u| self.locate(u))
                .map_or(0, |(_, p)| self.hit_last_turn(frame, p)),
            Count::DamageCounters { on } => self
                .named(frame, on)
                .iter()
                .filter_map(|&u| self.locate(u))
                .map(|(_, p)| p.damage / 10)
                .sum(),
            Count::Benched { side } => board(side)
                .map(|s| self.boards[s.index()].bench.len() as u16)
                .sum(),
            Count::PrizesTaken { side } => board(side)
                .map(|s| {
                    let counted = &self.boards[self.rules.prizes_counted(s).index()];
                    u16::from(self.prize_count).saturating_sub(counted.prizes.len() as u16)
                })
                .sum(),
            Count::CardsInHand { side } => board(side)
                .map(|s| self.boards[s.index()].hand.len() as u16)
                .sum(),
            Count::RetreatCost { of } => match self.one(frame, of) {
                Some(p) => u16::from(self.retreat_cost(p)),
                // A Pokémon Knocked Out whose texts resolve: its Retreat Cost then.
                None => (self.named(frame, of).first())
                    .and_then(|&uid| self.knocked_out(uid))
                    .map_or(0, |(_, gone)| u16::from(gone.retreat)),
            },
            Count::DiscardedThisWay => u16::from(frame.discarded),
            Count::LostZonedThisWay => u16::from(frame.lost_zoned),
            Count::PutInDeckThisWay => u16::from(frame.decked),
            Count::EnergyDiscardedThisWay => u16::from(frame.discarded_energy),
            // What the acting player discarded lies on top of their discard pile.
            Count::DiscardedOf(filter) => self.boards[frame.actor.index()]
                .discard
                .iter()
                .rev()
                .take(usize::from(frame.discarded))
                .filter(|&&c| self.passes(c, Filter::Card(filter), Some(frame)))
                .count() as u16,
            Count::InPlay { group, filter } => self.in_play_passing(frame, group, filter),
            Count::Cards { side, pile, filter } => self.cards_passing(frame, side, pile, filter),
            Count::BasicEnergyTypes { side, pile } => self.basic_energy_types(frame, side, pile),
            Count::BasicEnergyTypesOn { on } => {
                (self.one(frame, on)).map_or(0, |p| self.basic_types_among(p.energy.iter()))
            }
            Count::RemainingHp { of } => self
                .one(frame, of)
                .map_or(0, |p| self.hp(p).saturating_sub(p.damage)),
            Count::HalfHpCounters { of } => self.one(frame, of).map_or(0, |p| self.hp(p) / 20),
            Count::CountersDownToHp { of, hp } => self
                .one(frame, of)
                .map_or(0, |p| self.counters_down_to_hp(p, hp)),
            Count::SpecialConditions { on } => self
                .named(frame, on)
                .iter()
                .filter_map(|&u| self.locate(u))
                .map(|(_, p)| p.conditions.count())
                .sum(),
            Count::ToolsAttached { on } => self
                .named(frame, on)
                .iter()
                .filter_map(|&u| self.locate(u))
                .map(|(_, p)| p.tools.iter().filter(|&&c| self.def(c).is_tool()).count() as u16)
                .sum(),
        }
    }

    /// The damage counters that leave `pokemon` with `hp` HP remaining, or none if it has as
    /// little already ("Put damage counters on … until its remaining HP is 50").
    pub(in crate::game) fn counters_down_to_hp(&self, pokemon: &InPlay, hp: u16) -> u16 {
        self.hp(pokemon)
            .saturating_sub(pokemon.damage)
            .saturating_sub(hp)
            / 10
    }
}
