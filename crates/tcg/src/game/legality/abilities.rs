//! Abilities used by their owner during the turn (TCG-7, TCG-15): once a turn, or as often as
//! one likes while a use can do something, and not refused by their own words.

use altplay_core::{RuleError, Seat};

use super::check::refuse;
use crate::effect::{CardFilter, Effect, Operation, Pick, Pokemon, Source};
use crate::game::cards::support::moves_own_counters;
use crate::game::model::card::AbilityDef;
use crate::game::model::frame::{Frame, TextRef};
use crate::game::model::ids::CardId;
use crate::game::model::program::{Op, Program};
use crate::game::model::state::{InPlay, Tcg};

impl Tcg {
    /// The ability `index` of `pokemon`, one of the current seat's, may be used now, on the
    /// opponent named (TB-11: when its text names one and there are several), or without
    /// naming one (`None`).
    pub(in crate::game) fn ability_usable(
        &self,
        pokemon: &InPlay,
        index: u8,
        opponent: Option<Seat>,
    ) -> Result<(), RuleError> {
        let uid = pokemon.uid;
        let Some((card, at, ability)) = self.usable_ability(pokemon, index) else {
            return refuse("TCG-7", "that Pokémon has no such ability");
        };
        let (program, once) = match ability {
            AbilityDef::OncePerTurn {
                name,
                one_at_a_time: true,
                ..
            } if self.used_by_a_copy(name) => {
                return refuse("TCG-7", "an ability of that name was used this turn");
            }
            AbilityDef::OncePerTurn { program, .. } => (program, true),
            AbilityDef::AsOftenAsYouLike { program, .. } => (program, false),
            _ => return refuse("TCG-7", "that ability is not used this way"),
        };
        if once && self.flags.abilities_used & (1 << (uid % 64)) != 0 {
            return refuse("TCG-7", "that ability was used this turn");
        }
        if program.vstar {
            self.vstar_left()?;
        }
        let aim = self.aim_at(program, opponent)?;
        let frame = self.trial(card, TextRef::Ability(at), Some(uid), aim);
        if self.refused_by_words(|| frame.clone(), program) {
            return refuse("TCG-15", "the ability says it can't be used now");
        }
        if !once && !self.has_cards_to_attach(&frame, program) {
            return refuse(
                "TCG-15",
                "the ability would do nothing: no card it attaches is in the hand",
            );
        }
        if !once && !self.may_move_energy(&frame, program) {
            return refuse(
                "TCG-15",
                "the ability would move no Energy, or has moved as many this turn as its \
                 owner's Pokémon have attached",
            );
        }
        if !once && !self.may_move_counters(&frame, program) {
            return refuse(
                "TCG-15",
                "the ability would move no damage counter, or has moved as many this turn as \
                 its owner's Pokémon have on them",
            );
        }
        Ok(())
    }

    /// TCG-19: the seat whose turn it is has not used its VSTAR Power of the game.
    pub(in crate::game) fn vstar_left(&self) -> Result<(), RuleError> {
        if self.boards[self.current.index()].vstar_used {
            return refuse(
                "TCG-19",
                "a player can't use more than 1 VSTAR Power in a game",
            );
        }
        Ok(())
    }

    /// Whether a Pokémon of the seat whose turn it is used an ability of this name this turn.
    fn used_by_a_copy(&self, name: &str) -> bool {
        self.boards[self.current.index()].in_play().any(|p| {
            self.flags.abilities_used & (1 << (p.uid % 64)) != 0
                && self.own_abilities(p).iter().any(|a| a.name() == name)
        })
    }

    /// Whether an ability used as often as one likes that moves Energy (`support.rs`) may move
    /// one more: a Pokémon it moves from has Energy of the kind, and fewer moves were made this
    /// turn than Energy cards are attached to its owner's Pokémon — enough to put each of them
    /// anywhere, and a bound on the turn, which moving Energy back and forth could loop.
    fn may_move_energy(&self, frame: &Frame, program: &Program) -> bool {
        program.ops.iter().all(|op| match *op {
            Op::Do(Effect::Op(Operation::MoveEnergy { from, energy, .. })) => {
                let attached: usize = self.boards[frame.actor.index()]
                    .in_play()
                    .map(|p| p.energy.len())
                    .sum();
                let sources = match from {
                    Pokemon::Picked(pick) => self.members(frame, pick.group),
                    from => self.named(frame, from),
                };
                usize::from(self.flags.energy_moves) < attached
                    && sources
                        .iter()
                        .filter_map(|&u| self.locate(u))
                        .any(|(_, p)| p.energy.iter().any(|&c| self.energy_passes(c, energy)))
            }
            _ => true,
        })
    }

    /// Whether an ability used as often as one likes that moves damage counters (`support.rs`)
    /// may move one more: a Pokémon it picks to move from has one, and fewer uses were made
    /// this turn than its owner's Pokémon have counters — a bound on the turn, which moving
    /// counters back and forth could loop.
    fn may_move_counters(&self, frame: &Frame, program: &Program) -> bool {
        let moves = program
            .ops
            .iter()
            .any(|op| matches!(op, Op::Do(e) if moves_own_counters(e)));
        if !moves {
            return true;
        }
        let board = &self.boards[frame.actor.index()];
        let counters: u16 = board.in_play().map(|p| p.damage / 10).sum();
        let damaged = |pick: Pick, only| {
            self.pickable(frame, pick.group, only)
                .iter()
                .filter_map(|&u| self.locate(u))
                .any(|(_, p)| p.damage > 0)
        };
        u16::from(self.flags.counter_moves) < counters
            && program.ops.iter().all(|op| match *op {
                Op::Do(Effect::Op(Operation::Choose(pick))) => damaged(pick, CardFilter::Pokemon),
                Op::Do(Effect::Op(Operation::ChooseOnly { pick, only })) => damaged(pick, only),
                _ => true,
            })
    }

    /// Whether the cards a text attaches from the hand or the discard pile are there, and a
    /// Pokémon it may pick to attach them to. An ability used as often as one likes (each use
    /// spends such a card: `support.rs`) is offered only while it can do something, so a turn
    /// can't loop on nothing.
    fn has_cards_to_attach(&self, frame: &Frame, program: &Program) -> bool {
        program.ops.iter().all(|op| match *op {
            Op::Do(Effect::Op(Operation::AttachEnergy {
                source, energy, to, ..
            })) => {
                let board = &self.boards[frame.actor.index()];
                let pile: &[CardId] = match source {
                    Source::Hand => &board.hand,
                    Source::Discard => &board.discard,
                    Source::Deck => &board.deck,
                };
                pile.iter().any(|&c| self.energy_passes(c, energy))
                    && match to {
                        Pokemon::Picked(pick) => !self.members(frame, pick.group).is_empty(),
                        _ => true,
                    }
            }
            _ => true,
        })
    }
}
