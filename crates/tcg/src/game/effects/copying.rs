//! An attack used as this attack: the interpreter goes on with the other attack's text, still
//! resolved by this Pokémon, as if it were this attack's own.

use arrayvec::ArrayVec;

use super::resolve::Flow;
use crate::effect::{AttackCards, CardCount, Effect, Operation, Role};
use crate::game::model::frame::{Filter, Goes, TextRef, Wait, Zone};
use crate::game::model::ids::CardId;
use crate::game::model::program::Op;
use crate::game::model::state::Tcg;

impl Tcg {
    /// "If your opponent's Pokémon used an attack … during their last turn, use it as this
    /// attack": the text being resolved becomes that attack's, from its first step, with its
    /// printed damage. An attack that copies is not copied in turn (it would copy itself).
    pub(in crate::game) fn copy_last_attack(&mut self, of: Role, gx: bool) -> Flow {
        let frame = self.frame();
        let board = &self.boards[Self::seat_of(frame, of).index()];
        let Some(used) = board.last_attack.filter(|used| used.turn == board.turns) else {
            return Flow::Next;
        };
        let Some(attack) = self.def(used.card).attack(used.index) else {
            return Flow::Next;
        };
        if (attack.gx && !gx) || attack.program.copies() {
            return Flow::Next;
        }
        self.use_as_this_attack(used.card, used.index)
    }

    /// "Choose 1 of your opponent's Active Pokémon's attacks and use it as this attack": the
    /// attack [`Tcg::choose_attack`] chose of the Pokémon it named, as `copy_last_attack` uses
    /// one (never a GX attack, whose limit is its own user's).
    pub(in crate::game) fn use_chosen_attack(&mut self) -> Flow {
        let frame = self.frame();
        let Some((_, pokemon)) = frame.that.first().and_then(|&u| self.locate(u)) else {
            return Flow::Next;
        };
        if frame.chosen == 0 {
            return Flow::Next;
        }
        let index = frame.chosen.trailing_zeros() as u8;
        let card = pokemon.stack[pokemon.stack.len() - 1];
        let Some(attack) = self.def(card).attack(index) else {
            return Flow::Next;
        };
        if attack.gx || attack.program.copies() {
            return Flow::Next;
        }
        // The attack used chooses afresh.
        let frame = self.frame_mut();
        frame.chosen = 0;
        frame.that.clear();
        self.use_as_this_attack(card, index)
    }

    /// "Choose an attack from 1 of this Pokémon's previous Evolutions (from a Dragon Pokémon in
    /// your discard pile) and use it as this attack": the card picked first from the discard
    /// pile, then one of the attacks offered (at most 8, as options) that could be used now,
    /// as [`Tcg::use_chosen_attack`] uses one.
    pub(in crate::game) fn use_attack_of(&mut self, cards: AttackCards) -> Flow {
        let (actor, this) = (self.frame().actor, self.frame().this);
        let from: ArrayVec<CardId, 4> = match cards {
            AttackCards::PreviousEvolutions => {
                let Some((_, pokemon)) = this.and_then(|u| self.locate(u)) else {
                    return Flow::Next;
                };
                let below = &pokemon.stack[..pokemon.stack.len() - 1];
                below.iter().copied().take(4).collect()
            }
            AttackCards::Discard(filter) | AttackCards::Found(filter) => {
                let zone = match cards {
                    AttackCards::Discard(_) => Zone::Discard(actor),
                    _ => Self::found_zone(self.frame()),
                };
                let once = CardCount::Exactly(1);
                let filter = Filter::Card(filter);
                if let Err(wait) = self.pick_cards(actor, zone, filter, once, false, Goes::Hold) {
                    return Flow::Wait(wait);
                }
                self.frame().holding.iter().map(|&(card, _)| card).collect()
            }
        };
        // Its own words still hold ("You can use this attack only if …"); a VSTAR Power is the
        // player's one of the game; a GX attack never (as `use_chosen_attack`).
        let vstar_used = self.boards[actor.index()].vstar_used;
        let usable = |&(card, index): &(CardId, u8)| {
            self.def(card).attack(index).is_some_and(|a| {
                let mut trial = self.frame().clone();
                (trial.card, trial.text) = (card, TextRef::Attack(index));
                let barred = a.gx || (a.program.vstar && vstar_used);
                !barred && !a.program.copies() && !self.unusable(&trial, &a.program)
            })
        };
        let attacks: ArrayVec<(CardId, u8), 8> = from
            .iter()
            .flat_map(|&card| (0..self.def(card).attacks().len() as u8).map(move |i| (card, i)))
            .filter(usable)
            .take(8)
            .collect();
        let chosen = self.frame().chosen;
        let (card, index) = match attacks.len() {
            0 => return Flow::Next,
            1 => attacks[0],
            n if chosen == 0 => {
                return Flow::Wait(Wait::Options {
                    chooser: actor,
                    count: n as u8,
                });
            }
            _ => attacks[chosen.trailing_zeros() as usize],
        };
        // The attack used chooses and picks afresh.
        let frame = self.frame_mut();
        frame.chosen = 0;
        frame.holding = None;
        if self
            .def(card)
            .attack(index)
            .is_some_and(|a| a.program.vstar)
        {
            self.boards[actor.index()].vstar_used = true;
        }
        if matches!(cards, AttackCards::Found(_)) {
            self.looked_rest_now();
        }
        self.use_as_this_attack(card, index)
    }

    /// The cards looked at go where a later step of the text being resolved puts them ("Shuffle
    /// the revealed cards into your opponent's deck"), before another attack's text takes its
    /// place.
    fn looked_rest_now(&mut self) {
        let ops = &self.cards.program(self.frame()).ops;
        let rest = ops.iter().find_map(|op| match *op {
            Op::Do(Effect::Op(Operation::LookedRest(rest))) => Some(rest),
            _ => None,
        });
        if let Some(rest) = rest {
            self.looked_rest(rest);
        }
    }

    /// The text being resolved becomes attack `index` of `card`, from its first step, with its
    /// printed damage.
    fn use_as_this_attack(&mut self, card: CardId, index: u8) -> Flow {
        let damage = self.def(card).attack(index).map_or(0, |a| a.damage);
        let frame = self.frame_mut();
        frame.card = card;
        frame.text = TextRef::Attack(index);
        frame.damage = damage;
        Flow::Goto(0)
    }
}
