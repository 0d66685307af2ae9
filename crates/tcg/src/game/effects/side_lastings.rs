//! Lasting effects on a group of Pokémon that take in those that come into play later ("(This
//! includes new Pokémon that come into play.)"): kept on the boards of the group's side, read
//! with each Pokémon's other lasting effects (`board/passives.rs`).

use crate::effect::{Lasting, Pokemon, Turn};
use crate::game::model::state::{SideLasting, Tcg};

impl Tcg {
    /// `what` on every Pokémon of its group during `turn`, new ones included.
    pub(in crate::game) fn lasting_on_side(&mut self, turn: Turn, what: Lasting) {
        let frame = self.frame();
        let opponent = frame.opponent;
        // `support.rs` lets only a group's lasting effects through.
        let (Some((from, until)), Some(Pokemon::Each(group))) =
            (self.period(opponent, turn), what.target())
        else {
            return;
        };
        for seat in self.seats_of_side(group.side) {
            let _ = self.boards[seat.index()]
                .side_lastings
                .try_push(SideLasting {
                    what,
                    group,
                    opponent,
                    from,
                    until,
                });
        }
    }
}
