use altplay_core::{Outcome, Seat};
use serde::Serialize;

/// Every change to a game, in order (BG-16).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// BG-5: the coin flip (or the table's choice) of who places first.
    FirstPlayer {
        seat: Seat,
    },
    /// A Pokémon is placed; `free` marks the first-turn placement of BG-8.
    Placed {
        seat: Seat,
        card: u16,
        space: u8,
        free: bool,
    },
    /// BG-9 `spend`: the tokens a placement needed are removed.
    TokensSpent {
        seat: Seat,
        space: u8,
        count: u8,
    },
    /// BG-10/BG-11: one chosen influence space — opponent tokens removed, own tokens added.
    Influence {
        seat: Seat,
        space: u8,
        removed: u8,
        added: u8,
    },
    Passed {
        seat: Seat,
    },
    /// BG-13/BG-14: the final totals and result.
    GameOver {
        totals: [u32; 2],
        outcome: Outcome,
    },
}
