//! Which Pokémon a text names: found by id, by phrase ("the Defending Pokémon", "that
//! Pokémon"), by group and relative clause, or among those a pick may take; and the card a
//! Pokémon in play is.

use altplay_cards::printed::Stage;
use altplay_core::Seat;
use arrayvec::ArrayVec;

use crate::effect::{CardFilter, Group, Lasting, Pokemon, Role, Side, Which, Zone};
use crate::game::model::card::{CardDef, PokemonDef};
use crate::game::model::event::Mon;
use crate::game::model::frame::{Filter, Frame, TextRef};
use crate::game::model::ids::{CardId, Uid};
use crate::game::model::state::{InPlay, Tcg};

/// Pokémon ids, as many as a table holds.
pub type Uids = ArrayVec<Uid, 48>;

impl Tcg {
    /// The seat and the Pokémon of an id in play.
    pub fn locate(&self, uid: Uid) -> Option<(Seat, &InPlay)> {
        self.rules
            .seats()
            .find_map(|s| self.boards[s.index()].find(uid).map(|p| (s, p)))
    }

    /// Whether the Pokémon `uid` is on a Bench (any seat's).
    pub(in crate::game) fn on_a_bench(&self, uid: Uid) -> bool {
        (self.rules.seats()).any(|s| self.boards[s.index()].bench.iter().any(|b| b.uid == uid))
    }

    pub(in crate::game) fn locate_mut(&mut self, uid: Uid) -> Option<(Seat, &mut InPlay)> {
        self.boards
            .iter_mut()
            .enumerate()
            .find_map(|(i, b)| b.find_mut(uid).map(|p| (Seat(i as u8), p)))
    }

    /// A Pokémon in play as an event names it now.
    pub(in crate::game) fn mon(&self, uid: Uid) -> Mon {
        let card = self
            .locate(uid)
            .map_or(CardId(u16::MAX), |(_, p)| p.stack[p.stack.len() - 1]);
        Mon { uid, card }
    }

    /// The card a Pokémon in play is (the top of its stack).
    pub fn top(&self, pokemon: &InPlay) -> &PokemonDef {
        self.def(pokemon.stack[pokemon.stack.len() - 1])
            .pokemon()
            .expect("a Pokémon's stack ends in a Pokémon card")
    }

    pub fn def(&self, card: CardId) -> &CardDef {
        self.cards.get(card)
    }

    pub(in crate::game) fn seat_of(frame: &Frame, role: Role) -> Seat {
        match role {
            Role::Acting => frame.actor,
            Role::Opponent => frame.opponent,
        }
    }

    /// The Pokémon of a group, Active first, seat by seat.
    pub(in crate::game) fn members(&self, frame: &Frame, group: Group) -> Uids {
        let mut out = Uids::new();
        let mut add = |seat: Seat| {
            let board = &self.boards[seat.index()];
            let active = board.active.iter().filter(|_| group.zone != Zone::Bench);
            let bench = board.bench.iter().filter(|_| group.zone != Zone::Active);
            for p in active.chain(bench) {
                if (self.in_group(frame.opponent, p, group) || self.takes_machine(frame, p))
                    && self.evolves_now(frame, seat, p, group.which)
                    && (group.which != Some(Which::HasAbilityUnlikeThis)
                        || self.def(p.stack[p.stack.len() - 1]).name != self.def(frame.card).name)
                    && (!group.other || frame.this != Some(p.uid))
                {
                    out.push(p.uid);
                }
            }
        };
        match group.side {
            Side::Of(role) => add(Self::seat_of(frame, role)),
            Side::Both => self.rules.seats().for_each(add),
        }
        if group.which == Some(Which::LeastHpRemaining) {
            self.keep_least_hp(&mut out);
        }
        out
    }

    /// Keeps the Pokémon with the least remaining HP among `uids` (each of them when tied).
    fn keep_least_hp(&self, uids: &mut Uids) {
        let left = |u: Uid| {
            self.locate(u)
                .map_or(u16::MAX, |(_, p)| self.hp(p).saturating_sub(p.damage))
        };
        let least = uids.iter().map(|&u| left(u)).min();
        uids.retain(|&mut u| Some(left(u)) == least);
    }

    /// Whether the Technical Machine being played may be attached to a Pokémon outside the
    /// Pokémon it names ("You may attach any Technical Machine to Xatu").
    fn takes_machine(&self, frame: &Frame, p: &InPlay) -> bool {
        frame.text == TextRef::Trainer
            && self
                .def(frame.card)
                .trainer()
                .is_some_and(|t| !t.attacks.is_empty())
            && self
                .lastings(p)
                .iter()
                .any(|(l, _)| matches!(l, Lasting::TakesAnyMachine(_)))
    }

    /// The Pokémon of a group a pick may take: their card passes `only`, not picked already.
    pub(in crate::game) fn pickable(&self, frame: &Frame, group: Group, only: CardFilter) -> Uids {
        let mut out = self.members(frame, group);
        out.retain(|&mut u| {
            !frame.picked.contains(&u)
                && Some(u) != frame.source
                && (only == CardFilter::Pokemon
                    || self.locate(u).is_some_and(|(_, p)| {
                        self.passes(p.stack[p.stack.len() - 1], Filter::Card(only), None)
                    }))
        });
        out
    }

    /// Whether a Pokémon is of a group's types and kind and passes its relative clause (its
    /// side and zone aside); "your opponent" is `opponent`.
    pub(in crate::game) fn in_group(&self, opponent: Seat, p: &InPlay, group: Group) -> bool {
        (group.of_type.is_any() || self.types_of(p).shares(group.of_type))
            && group.kind.is_none_or(|k| self.is_kind(p, k))
            && group.which.is_none_or(|which| match which {
                Which::Damaged => p.damage > 0,
                Which::HasEnergy(f) => p.energy.iter().any(|&c| self.energy_passes(c, f)),
                Which::SharesTypeWithDefending => self.boards[opponent.index()]
                    .active
                    .as_ref()
                    .is_some_and(|d| self.types_of(d).shares(self.types_of(p))),
                Which::IsNot(k) => !self.is_kind(p, k),
                Which::Affected(c) => p.conditions.has(c),
                Which::NameHas(mark) => mark.is_in(&self.def(p.stack[p.stack.len() - 1]).name),
                Which::NameLacks(mark) => !mark.is_in(&self.def(p.stack[p.stack.len() - 1]).name),
                // Tested by `members`, which knows the text, the turn, the hand and the group.
                Which::CanEvolve | Which::CanSkipToStage2 | Which::LeastHpRemaining => true,
                // `HasAbilityUnlikeThis`'s name tested by `members`, which knows the text.
                Which::HasAbility | Which::HasAbilityUnlikeThis => !self.abilities(p).is_empty(),
                Which::RemainingHpMoreThan(hp) => self.hp(p).saturating_sub(p.damage) > hp,
                Which::RemainingHpAtMost(hp) => self.hp(p).saturating_sub(p.damage) <= hp,
                Which::CountersExactly(n) => p.damage == 10 * u16::from(n),
                Which::EnergyAtMost(n) => p.energy.len() <= usize::from(n),
                Which::Named(name) => name.is(&self.def(p.stack[p.stack.len() - 1]).name),
            })
    }

    /// Whether a Pokémon passes a relative clause about evolving now: any, where the clause is
    /// another.
    fn evolves_now(&self, frame: &Frame, seat: Seat, p: &InPlay, which: Option<Which>) -> bool {
        match which {
            Some(Which::CanEvolve) => self.may_evolve(frame, seat, p),
            Some(Which::CanSkipToStage2) => {
                self.may_evolve(frame, seat, p)
                    && self.evolves_from_hand(p)
                    && self.boards[seat.index()]
                        .hand
                        .iter()
                        .any(|&c| self.skips_onto(c, p))
            }
            _ => true,
        }
    }

    /// Whether `card` is a Stage 2 that evolves from a Stage 1 among the table's cards that
    /// evolves from the Pokémon `p` (Rare Candy skipping the Stage 1).
    pub(super) fn skips_onto(&self, card: CardId, p: &InPlay) -> bool {
        let Some(stage1) = self
            .def(card)
            .pokemon()
            .filter(|d| d.stage == Stage::Stage2)
            .and_then(|d| d.evolves_from)
        else {
            return false;
        };
        let basic = self.def(p.stack[p.stack.len() - 1]).name_id;
        self.cards.cards.iter().any(|c| {
            c.name_id == stage1
                && c.pokemon()
                    .is_some_and(|d| d.stage == Stage::Stage1 && d.evolves_from == Some(basic))
        })
    }

    /// Whether a text may evolve a Pokémon now (TCG-7, or the text's exception).
    pub(super) fn may_evolve(&self, frame: &Frame, seat: Seat, p: &InPlay) -> bool {
        (self.cards.program(frame).evolves_any_time
            || (self.boards[seat.index()].turns > 1 && p.since_turn != self.turn))
            && self.evolves_at_all(p)
    }

    /// The Pokémon a phrase names, without asking: a pick not made yet names what the text
    /// picked last.
    pub(in crate::game) fn named(&self, frame: &Frame, pokemon: Pokemon) -> Uids {
        let mut out = Uids::new();
        match pokemon {
            Pokemon::This | Pokemon::Holder => out.extend(frame.this),
            Pokemon::Defending => out.extend(
                self.boards[frame.opponent.index()]
                    .active
                    .as_ref()
                    .map(|a| a.uid),
            ),
            Pokemon::EachDefending => out.extend(
                (self.rules.opponents(frame.actor))
                    .filter_map(|s| self.boards[s.index()].active.as_ref().map(|a| a.uid)),
            ),
            Pokemon::Attacking => out.extend(frame.attacking),
            Pokemon::That | Pokemon::Picked(_) => out.extend(frame.that.iter().copied()),
            Pokemon::Each(group) => return self.members(frame, group),
            Pokemon::Others(group) => {
                let mut all = self.members(frame, group);
                all.retain(|u| !frame.that.contains(u));
                return all;
            }
        }
        out
    }

    pub(super) fn one<'a>(&'a self, frame: &Frame, pokemon: Pokemon) -> Option<&'a InPlay> {
        self.named(frame, pokemon)
            .first()
            .and_then(|&u| self.locate(u))
            .map(|(_, p)| p)
    }
}
