//! Writes to the state for tests that lay out a position by hand: only with the `testing`
//! feature, which the tests of the engine and of the formats built on it enable and no build of
//! the program does.

use altplay_core::Seat;
use arrayvec::ArrayVec;

use crate::game::model::ids::CardId;
use crate::game::model::limits::{DECK, MAX_BENCH};
use crate::game::model::state::{Board, InPlay, Tcg, UsedAttack};

impl Tcg {
    pub fn board_mut(&mut self, seat: Seat) -> &mut Board {
        &mut self.boards[seat.index()]
    }
}

impl Board {
    pub fn deck_mut(&mut self) -> &mut ArrayVec<CardId, DECK> {
        &mut self.deck
    }

    /// The hand, to change it (a revealed hand is hidden again).
    pub fn hand_cards_mut(&mut self) -> &mut ArrayVec<CardId, DECK> {
        self.hand_mut()
    }

    pub fn discard_mut(&mut self) -> &mut ArrayVec<CardId, DECK> {
        &mut self.discard
    }

    pub fn prizes_mut(&mut self) -> &mut ArrayVec<CardId, 6> {
        &mut self.prizes
    }

    pub fn bench_mut(&mut self) -> &mut ArrayVec<InPlay, MAX_BENCH> {
        &mut self.bench
    }

    pub fn active_mut(&mut self) -> Option<&mut InPlay> {
        self.active.as_mut()
    }

    /// The Active Spot itself, to put a Pokémon in or take it out.
    pub fn active_slot_mut(&mut self) -> &mut Option<InPlay> {
        &mut self.active
    }

    pub fn set_last_attack(&mut self, used: Option<UsedAttack>) {
        self.last_attack = used;
    }
}
