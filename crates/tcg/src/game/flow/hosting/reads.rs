//! What a format reads of a game it hosts and of its boards: small named accessors, the fields
//! staying the engine's.

use std::sync::Arc;

use altplay_core::Seat;

use crate::game::model::card::CardTable;
use crate::game::model::event::Event;
use crate::game::model::frame::Frame;
use crate::game::model::ids::CardId;
use crate::game::model::rules::Rules;
use crate::game::model::state::{Board, Decided, InPlay, Lock, Step, Tcg};

impl Tcg {
    pub fn cards(&self) -> &Arc<CardTable> {
        &self.cards
    }

    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    pub fn board(&self, seat: Seat) -> &Board {
        &self.boards[seat.index()]
    }

    /// Every seat's board, in seat order.
    pub fn boards(&self) -> &[Board] {
        &self.boards
    }

    /// The Stadium in play and the seat that owns it.
    pub fn stadium(&self) -> Option<(CardId, Seat)> {
        self.stadium
    }

    /// The seat whose turn (or set-up step) it is.
    pub fn current(&self) -> Seat {
        self.current
    }

    /// The seat that went first.
    pub fn first(&self) -> Seat {
        self.first
    }

    /// Turns begun in the whole game, from 1.
    pub fn turn(&self) -> u16 {
        self.turn
    }

    pub fn step(&self) -> Step {
        self.step
    }

    /// The text being resolved, if any.
    pub fn resolving(&self) -> Option<&Frame> {
        self.frame.as_ref()
    }

    /// The events recorded, when the game keeps a log.
    pub fn events(&self) -> Option<&[Event]> {
        self.log.as_deref()
    }

    /// How the game was won, once it is.
    pub fn decided(&self) -> Option<Decided> {
        self.decided
    }

    /// Prize cards per seat at the start.
    pub fn prize_count(&self) -> u8 {
        self.prize_count
    }
}

impl Board {
    /// The deck, its top card last.
    pub fn deck(&self) -> &[CardId] {
        &self.deck
    }

    pub fn hand(&self) -> &[CardId] {
        &self.hand
    }

    pub fn discard(&self) -> &[CardId] {
        &self.discard
    }

    pub fn prizes(&self) -> &[CardId] {
        &self.prizes
    }

    pub fn active(&self) -> Option<&InPlay> {
        self.active.as_ref()
    }

    pub fn bench(&self) -> &[InPlay] {
        &self.bench
    }

    pub fn lost_zone(&self) -> &[CardId] {
        &self.lost_zone
    }

    /// Turns this seat has begun.
    pub fn turns(&self) -> u16 {
        self.turns
    }

    /// Mulligans at set-up.
    pub fn mulligans(&self) -> u8 {
        self.mulligans
    }

    /// Set-up is done: Active and Bench placed.
    pub fn ready(&self) -> bool {
        self.ready
    }

    /// Cards this seat may not play from its hand, and when.
    pub fn locks(&self) -> &[Lock] {
        &self.locks
    }

    /// Per Prize card, the seats that have looked at it, as bits.
    pub fn prizes_seen(&self) -> [u8; 6] {
        self.prizes_seen
    }

    /// The hand was revealed and has not changed since.
    pub fn hand_revealed(&self) -> bool {
        self.hand_revealed
    }

    /// This player has used a GX attack this game.
    pub fn gx_used(&self) -> bool {
        self.gx_used
    }

    /// Whether this player has used their VSTAR Power of the game (TCG-19).
    pub fn vstar_used(&self) -> bool {
        self.vstar_used
    }

    /// Removed from the game (TB-9).
    pub fn removed(&self) -> bool {
        self.removed
    }
}
