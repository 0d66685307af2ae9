//! An answer to the choice a text waits on (TCG-16): one of the options, cards or Pokémon it
//! offers, or done when the choice allows it.

use altplay_core::RuleError;

use super::check::refuse;
use crate::game::effects::guessing::GUESSES;
use crate::game::model::action::Action;
use crate::game::model::frame::Wait;
use crate::game::model::state::Tcg;

impl Tcg {
    pub(super) fn check_answer(&self, wait: Wait, action: &Action) -> Result<(), RuleError> {
        let frame = self.frame.as_ref().expect("waiting");
        let ok = match (wait, *action) {
            (Wait::May { .. }, Action::Yes | Action::Done) => true,
            (Wait::Options { count, .. }, Action::PickOption { index }) => {
                index < count && frame.chosen & (1 << index) == 0
            }
            (Wait::Options { .. }, Action::Done) => frame.chosen != 0,
            (Wait::Card { optional, .. } | Wait::Pokemon { optional, .. }, Action::Done) => {
                optional
            }
            (
                Wait::Card {
                    zone, filter, goes, ..
                },
                Action::PickCard { card },
            ) => self.card_choices(zone, filter, goes).contains(&card),
            (Wait::Pokemon { group, only, .. }, Action::PickPokemon { pokemon }) => {
                self.pickable(frame, group, only).contains(&pokemon)
            }
            (Wait::ToolOrStadium { optional, .. }, Action::Done) => optional,
            (Wait::ToolOrStadium { whose, .. }, Action::PickPokemon { pokemon }) => {
                self.tool_holders(whose).any(|u| u == pokemon)
            }
            (Wait::ToolOrStadium { stadium, .. }, Action::PickCard { card }) => {
                stadium && self.stadium.is_some_and(|(stadium, _)| stadium == card)
            }
            (Wait::Opponent { count, .. }, Action::PickOption { index }) => index < count,
            (Wait::Guess { .. }, Action::PickOption { index }) => index < GUESSES,
            _ => false,
        };
        if ok {
            Ok(())
        } else {
            refuse("TCG-16", "answer the choice the card asks")
        }
    }
}
