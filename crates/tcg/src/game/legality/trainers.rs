//! Trainer cards played from the hand (TCG-5, TCG-7, TCG-15): the kind's limits for the turn,
//! locks, the card's own words, and who "you" and "your opponent" are for it (TB-11).

use altplay_cards::printed::TrainerKind;
use altplay_core::RuleError;

use super::check::refuse;
use crate::game::flow::designate::Aim;
use crate::game::model::frame::{Filter, TextRef};
use crate::game::model::ids::CardId;
use crate::game::model::policies::FirstTurn;
use crate::game::model::state::Tcg;

impl Tcg {
    /// A Trainer of the hand played as `aim` designates, or without designating anyone
    /// (`None`), which a table where "you" or "your opponent" may be several players refuses
    /// (TB-11).
    pub(super) fn check_play(&self, card: CardId, aim: Option<Aim>) -> Result<(), RuleError> {
        self.in_hand(card)?;
        match aim {
            Some(aim) => self.check_trainer_aim(card, aim)?,
            None if self.trainer_designations(card).is_some() => {
                return refuse(
                    "TCG-17",
                    "say who \"you\" and \"your opponent\" are for this card (TB-11)",
                );
            }
            None => {}
        }
        self.check_playable_as(card, aim)
    }

    /// Whether the seat whose turn it is may play the Trainer card `card` now, wherever the card
    /// is (a Supporter another player gives, RF-10; one of the hand, TCG-5, TCG-7, TCG-15).
    pub fn check_playable(&self, card: CardId) -> Result<(), RuleError> {
        self.check_playable_as(card, None)
    }

    /// [`Tcg::check_playable`], "you" and "your opponent" as `aim` designates (TB-11), or as
    /// they are when no one is designated (`None`).
    pub(in crate::game) fn check_playable_as(
        &self,
        card: CardId,
        aim: Option<Aim>,
    ) -> Result<(), RuleError> {
        self.trainer_playable(card)?;
        self.trainer_words_allow(card, aim)
    }

    /// What of [`Tcg::check_playable`] does not depend on who "you" and "your opponent" are:
    /// the card's kind and the turn's limits, and locks.
    #[inline]
    pub(in crate::game) fn trainer_playable(&self, card: CardId) -> Result<(), RuleError> {
        let Some(trainer) = self.def(card).trainer() else {
            return refuse("TCG-7", "only a Trainer card is played this way");
        };
        match trainer.kind {
            TrainerKind::Supporter => {
                if self.flags.supporter_played {
                    return refuse("TCG-7", "one Supporter a turn");
                }
                // "If you go first, you may use this card during your first turn."
                if self.turn == 1
                    && self.rules.first_turn == FirstTurn::Limited
                    && !trainer.program.first_turn
                {
                    return refuse(
                        "TCG-5",
                        "the player going first plays no Supporter on their first turn",
                    );
                }
            }
            TrainerKind::Stadium => {
                if self.flags.stadium_played {
                    return refuse("TCG-7", "one Stadium a turn");
                }
                if self
                    .stadium
                    .is_some_and(|(s, _)| self.def(s).name_id == self.def(card).name_id)
                {
                    return refuse("TCG-7", "a Stadium of the same name is in play");
                }
            }
            TrainerKind::PokemonTool => {
                return refuse("TCG-7", "a Pokémon Tool is attached to a Pokémon");
            }
            _ => {}
        }
        self.not_locked(card)
    }

    /// The Trainer `card`'s own words let it be played now, "you" and "your opponent" as `aim`
    /// designates, or as they are when no one is designated.
    pub(in crate::game) fn trainer_words_allow(
        &self,
        card: CardId,
        aim: Option<Aim>,
    ) -> Result<(), RuleError> {
        let Some(trainer) = self.def(card).trainer() else {
            return refuse("TCG-7", "only a Trainer card is played this way");
        };
        if !trainer.program.may_refuse {
            return Ok(());
        }
        // Worked out only for a text with conditions to test.
        let frame = || {
            let aim = aim.unwrap_or_else(|| self.default_aim());
            self.trial(card, TextRef::Trainer, None, aim)
        };
        if self.refused_by_words(frame, &trainer.program) {
            return refuse("TCG-15", "the card says it can't be played now");
        }
        if !self.has_pokemon_to_attach_to(frame, &trainer.program) {
            return refuse(
                "TCG-15",
                "none of the Pokémon the card names to attach it to",
            );
        }
        // As the rulings have it for every such card: it can't leave its player with no
        // Pokémon in play (which would lose them the game, TCG-14).
        let you = aim.unwrap_or_else(|| self.default_aim()).you;
        if trainer.program.takes_back_own_pokemon()
            && self.boards[you.index()].in_play().nth(1).is_none()
        {
            return refuse(
                "TCG-15",
                "the card can't take your last Pokémon in play into your hand",
            );
        }
        // Milotic's "… can't be put into your opponent's hand": the card would do nothing.
        if trainer.program.takes_back_own_pokemon() && self.kept_from_hand(you) {
            return refuse(
                "TCG-15",
                "an effect keeps your Pokémon in play out of your hand",
            );
        }
        Ok(())
    }

    /// No effect stops the player whose turn it is from playing `card` from their hand now.
    pub(super) fn not_locked(&self, card: CardId) -> Result<(), RuleError> {
        if self.play_locked(card) {
            return refuse("TCG-15", "an effect says you can't play that card now");
        }
        Ok(())
    }

    /// Whether an effect keeps the player whose turn it is from playing `card` from their
    /// hand now: a lock of an attack's or a Trainer's on their board, or a passive ability.
    #[inline]
    pub(super) fn play_locked(&self, card: CardId) -> bool {
        let locks = &self.boards[self.current.index()].locks;
        // Asked of every card in the hand as the actions are listed: most tables lock nothing.
        if locks.is_empty() && !self.cards.play_locks {
            return false;
        }
        let locked = locks.iter().any(|l| {
            l.from <= self.turn
                && self.turn <= l.until
                && self.passes(card, Filter::Card(l.cards), None)
        });
        locked || self.locked_by_ability(card)
    }
}
