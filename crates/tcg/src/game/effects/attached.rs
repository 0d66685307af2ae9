//! Trainer cards a text attaches to a Pokémon for a while (PlusPower, Defender): they sit
//! with its Pokémon Tools, their passive effects on it, until the end of the turn they name.

use altplay_core::Seat;
use arrayvec::ArrayVec;

use crate::effect::{Pokemon, Turn};
use crate::game::model::event::Event;
use crate::game::model::frame::{PlayedCard, Wait};
use crate::game::model::ids::{CardId, Uid};
use crate::game::model::state::Tcg;

impl Tcg {
    /// Attaches the Trainer being played to the Pokémon named; with no room left on it, the
    /// card is discarded as usual.
    pub(in crate::game) fn attach_this_card(&mut self, to: Pokemon) -> Result<(), Wait> {
        let targets = self.targets(to)?;
        let card = self.frame().card;
        let Some(&uid) = targets.first() else {
            return Ok(());
        };
        if let Some((seat, p)) = self.locate_mut(uid)
            && p.tools.try_push(card).is_ok()
        {
            self.frame_mut().played_card = PlayedCard::Attached;
            let to = self.mon(uid);
            self.record(|| Event::Attached { seat, card, to });
        }
        Ok(())
    }

    /// At the end of a turn, discards the cards attached until then: those of the player whose
    /// turn ends (`Turn::This`), those of their opponents (`Turn::OpponentsNext`), and those
    /// whose holder attacked in it (`Turn::HolderAttacks`).
    pub(in crate::game) fn discard_attached_at_end(&mut self) {
        if !self.cards.discarded_at_end {
            return;
        }
        let mut ending: ArrayVec<(Seat, Uid, CardId), 16> = ArrayVec::new();
        for seat in self.rules.seats() {
            let own_turn = seat == self.current;
            // Most Pokémon hold no card: they are passed over.
            for p in self.boards[seat.index()]
                .in_play()
                .filter(|p| !p.tools.is_empty())
            {
                // Its attack of this turn, for a card discarded at the end of it.
                let attacked = own_turn
                    && p.attacked
                        .is_some_and(|a| a.turn == self.boards[seat.index()].turns);
                for &card in &p.tools {
                    let ends = self
                        .def(card)
                        .trainer()
                        .and_then(|t| t.discarded_at_end_of)
                        .is_some_and(|turn| match turn {
                            Turn::OpponentsNext => !own_turn,
                            Turn::HolderAttacks => attacked,
                            _ => own_turn,
                        });
                    if ends {
                        let _ = ending.try_push((seat, p.uid, card));
                    }
                }
            }
        }
        for (seat, uid, card) in ending {
            if let Some((_, p)) = self.locate_mut(uid)
                && let Some(i) = p.tools.iter().position(|&c| c == card)
            {
                p.tools.remove(i);
                self.boards[seat.index()].put_discarded(card, &self.cards);
                self.record(|| Event::Discarded { seat, card });
            }
        }
    }
}
