//! An interlude: another seat acts in the middle of a turn, then the turn goes on where it stood
//! (RF-24: the boss resolves the cards a player's Judge made it draw during the players' turn).

use altplay_core::Seat;

use crate::game::model::state::{Step, Tcg, TurnFlags};

/// Where a game stood before an interlude: whose turn, its limits, what it waited for.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Interlude {
    current: Seat,
    flags: TurnFlags,
    step: Step,
}

impl Tcg {
    /// Puts `seat` in a turn of its own, its limits fresh, and says where the game stood
    /// (RF-24's Judge ruling: the boss's draws resolve on every board).
    pub fn begin_interlude(&mut self, seat: Seat) -> Interlude {
        let stood = Interlude {
            current: self.current,
            flags: self.flags,
            step: self.step,
        };
        self.current = seat;
        self.flags = TurnFlags::default();
        self.step = Step::Turn;
        stood
    }

    /// Puts the game back where it stood before the interlude.
    pub fn end_interlude(&mut self, stood: Interlude) {
        self.current = stood.current;
        self.flags = stood.flags;
        self.step = stood.step;
    }
}
