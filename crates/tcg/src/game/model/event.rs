//! What happened, for the log, the views and replays (kept only when a game records).

use altplay_core::Seat;
use serde::Serialize;

use super::ids::{CardId, Uid};
use crate::effect::SpecialCondition;

/// A Pokémon in play as an event names it: its id and the card it was then.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Mon {
    pub uid: Uid,
    pub card: CardId,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "event")]
pub enum Event {
    /// No Basic Pokémon in the hand, which is shown to everyone (TCG-3).
    Mulligan {
        seat: Seat,
        hand: Vec<CardId>,
    },
    GoesFirst {
        seat: Seat,
    },
    TurnBegins {
        seat: Seat,
        turn: u16,
    },
    Drew {
        seat: Seat,
        count: u8,
    },
    /// A card put into play, attached or played, face up for everyone.
    Played {
        seat: Seat,
        card: CardId,
    },
    /// `pokemon` is what it evolved from.
    Evolved {
        seat: Seat,
        pokemon: Mon,
        card: CardId,
    },
    Attached {
        seat: Seat,
        card: CardId,
        to: Mon,
    },
    Retreated {
        seat: Seat,
        to: Mon,
    },
    AbilityUsed {
        seat: Seat,
        pokemon: Mon,
        index: u8,
    },
    /// The action of the Stadium `card` in play.
    StadiumUsed {
        seat: Seat,
        card: CardId,
    },
    Attacks {
        seat: Seat,
        pokemon: Mon,
        index: u8,
    },
    Flipped {
        heads: bool,
    },
    Damaged {
        pokemon: Mon,
        amount: u16,
    },
    Healed {
        pokemon: Mon,
        amount: u16,
    },
    Condition {
        pokemon: Mon,
        condition: SpecialCondition,
    },
    Recovered {
        pokemon: Mon,
    },
    Discarded {
        seat: Seat,
        card: CardId,
    },
    /// A card put in its owner's Lost Zone, face up.
    ToLostZone {
        seat: Seat,
        card: CardId,
    },
    /// A card put into a hand from the deck or discard pile, seen by everyone when `card`.
    ToHand {
        seat: Seat,
        card: Option<CardId>,
    },
    /// A seat's hand was shown to everyone ("Your opponent reveals their hand"), with its cards.
    HandRevealed {
        seat: Seat,
        cards: Vec<CardId>,
    },
    Shuffled {
        seat: Seat,
    },
    Switched {
        seat: Seat,
        active: Mon,
    },
    KnockedOut {
        seat: Seat,
        pokemon: Mon,
    },
    PrizesTaken {
        seat: Seat,
        count: u8,
    },
    /// `seat` looked at `count` of `whose` face-down Prize cards (which ones only they see).
    LookedAtPrizes {
        seat: Seat,
        whose: Seat,
        count: u8,
    },
    Promoted {
        seat: Seat,
        pokemon: Mon,
    },
    CannotDraw {
        seat: Seat,
    },
    /// The seat left the game (TB-9).
    Removed {
        seat: Seat,
    },
    SuddenDeath,
}
