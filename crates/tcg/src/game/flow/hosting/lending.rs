//! Boards and the Stadium a format lends to a game and takes back (RF-9, RF-15: the one boss
//! and the one Stadium are shared by every player's game), and the cards it moves between them.

use altplay_core::Seat;

use crate::game::model::ids::CardId;
use crate::game::model::state::{Board, Tcg};

impl Tcg {
    /// Puts a copy of `board` at `seat` (RF-15: the boss as it is lent to a player's game).
    pub fn lend_board(&mut self, seat: Seat, board: &Board) {
        self.boards[seat.index()].clone_from(board);
    }

    /// Puts `stadium` in play, owned by the seat named, or none (RF-9: the shared Stadium).
    pub fn put_stadium(&mut self, stadium: Option<(CardId, Seat)>) {
        self.stadium = stadium;
    }

    /// Takes the last copy of `card` out of `seat`'s discard pile (RF-9: a player's Stadium the
    /// engine discarded as the boss's); whether it was there.
    pub fn take_from_discard(&mut self, seat: Seat, card: CardId) -> bool {
        let discard = &mut self.boards[seat.index()].discard;
        let at = discard.iter().rposition(|&c| c == card);
        at.map(|i| discard.remove(i)).is_some()
    }

    /// Puts `card` on top of `seat`'s discard pile (RF-9: a Stadium back to its owner).
    pub fn put_in_discard(&mut self, seat: Seat, card: CardId) {
        self.boards[seat.index()].put_discarded(card, &self.cards);
    }

    /// Discards `card` from `seat`'s hand (RF-10: a Supporter played for another player, who
    /// resolves it on their board).
    pub fn discard_card_from_hand(&mut self, seat: Seat, card: CardId) {
        let board = &mut self.boards[seat.index()];
        if let Some(i) = board.hand.iter().position(|&c| c == card) {
            board.hand_mut().remove(i);
            board.put_discarded(card, &self.cards);
        }
    }

    /// `seat` takes its top Prize card into its hand (RF-21: a player with no Active Pokémon
    /// hit by the boss's attack); whether it had one.
    pub fn take_prize_into_hand(&mut self, seat: Seat) -> bool {
        let board = &mut self.boards[seat.index()];
        let Some(prize) = board.take_prize() else {
            return false;
        };
        board.hand_mut().push(prize);
        true
    }
}
