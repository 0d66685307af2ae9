//! What happened, for the log, the views and replays (kept only when a game records).

use altplay_core::Seat;
use serde::Serialize;

use super::card::CardId;
use super::state::Uid;
use crate::effect::SpecialCondition;

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "event")]
pub enum Event {
    Mulligan {
        seat: Seat,
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
    Evolved {
        seat: Seat,
        pokemon: Uid,
        card: CardId,
    },
    Attached {
        seat: Seat,
        card: CardId,
        to: Uid,
    },
    Retreated {
        seat: Seat,
        to: Uid,
    },
    AbilityUsed {
        seat: Seat,
        pokemon: Uid,
        index: u8,
    },
    Attacks {
        seat: Seat,
        pokemon: Uid,
        index: u8,
    },
    Flipped {
        heads: bool,
    },
    Damaged {
        pokemon: Uid,
        amount: u16,
    },
    Healed {
        pokemon: Uid,
        amount: u16,
    },
    Condition {
        pokemon: Uid,
        condition: SpecialCondition,
    },
    Recovered {
        pokemon: Uid,
    },
    Discarded {
        seat: Seat,
        card: CardId,
    },
    /// A card put into a hand from the deck or discard pile, seen by everyone when `card`.
    ToHand {
        seat: Seat,
        card: Option<CardId>,
    },
    Shuffled {
        seat: Seat,
    },
    Switched {
        seat: Seat,
        active: Uid,
    },
    KnockedOut {
        seat: Seat,
        pokemon: Uid,
        card: CardId,
    },
    PrizesTaken {
        seat: Seat,
        count: u8,
    },
    Promoted {
        seat: Seat,
        pokemon: Uid,
    },
    CannotDraw {
        seat: Seat,
    },
    SuddenDeath,
}
