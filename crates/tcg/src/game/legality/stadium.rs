//! The Stadium in play's action: once during each player's turn (or as often as it says), not
//! refused by its own words.

use altplay_core::{RuleError, Seat};

use super::check::refuse;
use crate::effect::{Effect, Operation};
use crate::game::model::frame::{Frame, TextRef};
use crate::game::model::program::{Op, Program};
use crate::game::model::state::Tcg;

impl Tcg {
    /// The Stadium in play's action: once during each player's turn, for the player whose
    /// turn it is.
    pub(in crate::game) fn check_stadium(&self, opponent: Option<Seat>) -> Result<(), RuleError> {
        let Some((card, _)) = self.stadium else {
            return refuse("TCG-7", "no Stadium in play");
        };
        let Some(action) = self.def(card).trainer().and_then(|t| t.action.as_ref()) else {
            return refuse("TCG-7", "the Stadium in play has no action to use");
        };
        let often = self.def(card).trainer().is_some_and(|t| t.action_often);
        if self.flags.stadium_used && !often {
            return refuse("TCG-7", "the Stadium's action was used this turn");
        }
        let frame = self.trial(card, TextRef::Stadium, None, self.aim_at(action, opponent)?);
        if self.refused_by_words(|| frame.clone(), action) {
            return refuse("TCG-15", "the Stadium says it can't be used now");
        }
        if often && !self.has_pokemon_to_pick(&frame, action) {
            return refuse(
                "TCG-15",
                "the Stadium's action would do nothing: no Pokémon it acts on",
            );
        }
        Ok(())
    }

    /// Whether each Pokémon a text picks by its card ([`Operation::ChooseOnly`]) has a candidate.
    fn has_pokemon_to_pick(&self, frame: &Frame, program: &Program) -> bool {
        program.ops.iter().all(|op| match *op {
            Op::Do(Effect::Op(Operation::ChooseOnly { pick, only })) => {
                !self.pickable(frame, pick.group, only).is_empty()
            }
            _ => true,
        })
    }
}
