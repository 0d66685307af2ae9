//! A text's own words that may refuse it now (TCG-15): conditions it can't be used under or
//! only under, costs it can't pay, no Pokémon to attach its card to. Tested in a trial frame,
//! "you" and "your opponent" as they would be.

use crate::effect::{CardCount, CardFilter, Effect, Operation, Pokemon, Role};
use crate::game::flow::designate::Aim;
use crate::game::model::frame::{Filter, Frame, TextRef};
use crate::game::model::ids::{CardId, Uid};
use crate::game::model::program::Program;
use crate::game::model::state::Tcg;

impl Tcg {
    /// A frame for testing a text's conditions before it is used, "you" and "your opponent"
    /// as `aim` designates.
    pub(super) fn trial(&self, card: CardId, text: TextRef, this: Option<Uid>, aim: Aim) -> Frame {
        let mut frame = Frame::new(card, text, aim.you, aim.opponent, this);
        frame.player = self.current;
        frame.trial = true;
        frame
    }

    /// Whether a text's own words refuse it now (TCG-15): it may not be used ([`Tcg::unusable`])
    /// or a cost of it can't be paid. The frame they are tested in is made only for a text that
    /// has such words.
    pub(super) fn refused_by_words(
        &self,
        frame: impl FnOnce() -> Frame,
        program: &Program,
    ) -> bool {
        if program.unusable_if.is_empty()
            && program.usable_only_if.is_empty()
            && program.costs.is_empty()
        {
            return false;
        }
        let frame = frame();
        self.unusable(&frame, program) || !self.costs_payable(&frame, &program.costs)
    }

    /// Whether the text may not be used now: a condition it can't be used under holds, or
    /// one it can be used only under does not.
    pub(in crate::game) fn unusable(&self, frame: &Frame, program: &Program) -> bool {
        program.unusable_if.iter().any(|&c| self.holds(frame, c))
            || program
                .usable_only_if
                .iter()
                .any(|&c| !self.holds(frame, c))
    }

    /// Whether a Trainer that attaches itself to a Pokémon of those it names has one to attach
    /// to ("1 of your Evolved Fire, Lightning, or Fighting Pokémon in play").
    pub(super) fn has_pokemon_to_attach_to(
        &self,
        frame: impl Fn() -> Frame,
        program: &Program,
    ) -> bool {
        program
            .attach_picks()
            .all(|pick| !self.members(&frame(), pick.group).is_empty())
    }

    /// Whether the cost effects of a text can be done (TCG-15: "in order to use").
    fn costs_payable(&self, frame: &Frame, costs: &[Effect]) -> bool {
        let energy_need = |count| match count {
            CardCount::Exactly(n) => usize::from(n),
            CardCount::UpTo(_) | CardCount::All => 1,
        };
        let energy_on = |pokemon: &[u16], energy| {
            pokemon
                .iter()
                .filter_map(|&u| self.locate(u))
                .map(|(_, p)| {
                    p.energy
                        .iter()
                        .filter(|&&c| self.energy_passes(c, energy))
                        .count()
                })
                .sum::<usize>()
        };
        costs.iter().all(|cost| match *cost {
            Effect::Op(Operation::DiscardEnergy {
                from,
                count,
                energy,
            }) => {
                // A Pokémon to be picked may be any of its group.
                let from = match from {
                    Pokemon::Picked(pick) => self.members(frame, pick.group),
                    from => self.named(frame, from),
                };
                energy_on(&from, energy) >= energy_need(count)
            }
            Effect::Op(Operation::DiscardEnergyAmong {
                among,
                count,
                energy,
            }) => energy_on(&self.members(frame, among), energy) >= energy_need(count),
            // Cards given from the hand (discarded, traded into the deck or put in the Lost
            // Zone).
            Effect::Op(Operation::DiscardFromHand {
                whose,
                count,
                filter,
                ..
            })
            | Effect::Op(Operation::HandToDeck {
                whose,
                count,
                filter,
                ..
            }) => {
                let need = match count {
                    CardCount::Exactly(n) | CardCount::UpTo(n) => n,
                    CardCount::All => 1,
                };
                self.hand_holds(frame, whose, need, filter)
            }
            Effect::Op(Operation::HandToLostZone { who, count, filter }) => {
                self.hand_holds(frame, who, count, filter)
            }
            _ => true,
        })
    }

    /// Whether a hand holds `need` cards passing the filter (as the text reads it: "except any
    /// Grant"), other than the Trainer being played, still in the hand while it is tested.
    fn hand_holds(&self, frame: &Frame, whose: Role, need: u8, filter: CardFilter) -> bool {
        let seat = Self::seat_of(frame, whose);
        let hand = &self.boards[seat.index()].hand;
        // (Not when "you" is the teammate: the card is in its player's hand.)
        let playing = frame.trial && matches!(frame.text, TextRef::Trainer) && seat == frame.player;
        hand.iter()
            .filter(|&&c| !(playing && c == frame.card))
            .filter(|&&c| self.passes(c, Filter::Card(filter), Some(frame)))
            .count()
            >= usize::from(need)
    }
}
