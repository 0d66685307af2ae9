//! The record a format keeps of a game it hosts: the events gathered into its own log (RF-26),
//! and what a game dealt again keeps of the one it was dealt from.

use altplay_core::GameRng;

use crate::game::model::event::Event;
use crate::game::model::state::Tcg;

impl Tcg {
    /// The events recorded since last drained, taken out of the game's log (RF-26: every
    /// board's events go into the one log); none when it keeps no log.
    pub fn drain_log(&mut self) -> Option<std::vec::Drain<'_, Event>> {
        self.log.as_mut().map(|log| log.drain(..))
    }

    /// Takes `from`'s log and how it was won into this game, dealt again from `from`'s view
    /// (a redeal changes what a seat has not seen, not what happened).
    pub fn keep_record_of(&mut self, from: &mut Tcg) {
        self.log = from.log.take();
        self.decided = from.decided;
    }

    /// The chance to come, seeded again (a redeal: what no seat has seen).
    pub fn reseed(&mut self, rng: GameRng) {
        self.rng = rng;
    }
}
