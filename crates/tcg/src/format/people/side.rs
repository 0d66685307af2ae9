//! One seat's cards as a person reads them: the Pokémon in play, Prize cards left, the hand by
//! name where the seat may see it (else its size), the deck's size, the discard pile and Lost
//! Zone as cards.

use altplay_core::Seat;
use serde::Serialize;

use super::card::Card;
use super::pokemon::{Pokemon, pokemon};
use crate::game::{BoardView, CardId, Tcg};

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Side {
    pub seat: Seat,
    /// The seat as the table calls it ("Seat 1", "A1").
    pub name: String,
    /// It is this seat's turn (not a set-up step, nor a choice in another's turn).
    pub their_turn: bool,
    pub prizes_left: usize,
    pub hand_size: usize,
    /// The hand, for its own seat or once revealed (until it changes); else none.
    pub hand: Option<Vec<Card>>,
    pub hand_revealed: bool,
    pub deck: usize,
    /// The discard pile, the top card last.
    pub discard: Vec<Card>,
    pub lost_zone: Vec<Card>,
    pub active: Option<Pokemon>,
    pub bench: Vec<Pokemon>,
    /// During set-up, the Pokémon placed face down that this viewer may not see.
    pub face_down: Option<FaceDown>,
    /// Removed from the game (TB-9).
    pub removed: bool,
}

/// Pokémon placed face down, as counts (TCG-4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct FaceDown {
    pub active: bool,
    pub bench: usize,
}

/// The side of `seat`, called `name`, from its board in a view.
pub(super) fn side(game: &Tcg, b: &BoardView, seat: Seat, name: String, their_turn: bool) -> Side {
    let cards =
        |cards: &[CardId]| -> Vec<Card> { cards.iter().map(|&c| Card::new(game, c)).collect() };
    let (active, bench) = b.hidden;
    Side {
        seat,
        name,
        their_turn,
        prizes_left: b.prizes,
        hand_size: b.hand_size,
        hand: b.hand.as_deref().map(cards),
        hand_revealed: b.hand_revealed,
        deck: b.deck,
        discard: cards(&b.discard),
        lost_zone: cards(&b.lost_zone),
        active: b.active.as_ref().map(|p| pokemon(game, p)),
        bench: b.bench.iter().map(|p| pokemon(game, p)).collect(),
        face_down: (active || bench > 0).then_some(FaceDown { active, bench }),
        removed: b.removed,
    }
}
