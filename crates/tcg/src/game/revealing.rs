//! Hidden cards a text shows (TCG-16): Prize cards looked at, seen by the seat that looked
//! alone, and a hand revealed, seen by everyone until it changes.

use super::event::Event;
use super::state::Tcg;
use crate::effect::{CardCount, Role};

impl Tcg {
    /// The acting player looks at `count` of a player's face-down Prize cards. Face down, one
    /// card is as good as another to pick, so the engine shows the ones not seen yet first
    /// (what a player picking one blind would do).
    pub(super) fn look_at_prizes(&mut self, whose: Role, count: CardCount) {
        let frame = self.frame();
        let (looker, owner) = (frame.actor, Self::seat_of(frame, whose));
        let bit = 1 << looker.index();
        let board = &mut self.boards[owner.index()];
        let looked = match count {
            CardCount::Exactly(n) | CardCount::UpTo(n) => n,
            CardCount::All => u8::MAX,
        }
        .min(board.prizes.len() as u8);
        let mut left = looked;
        for seen in board.prizes_seen.iter_mut().take(board.prizes.len()) {
            if left > 0 && *seen & bit == 0 {
                *seen |= bit;
                left -= 1;
            }
        }
        self.record(|| Event::LookedAtPrizes {
            seat: looker,
            whose: owner,
            count: looked,
        });
    }

    /// A player's hand is shown to every seat until it changes.
    pub(super) fn reveal_hand(&mut self, whose: Role) {
        let seat = Self::seat_of(self.frame(), whose);
        self.boards[seat.index()].hand_revealed = true;
        self.record(|| Event::HandRevealed { seat });
    }
}
