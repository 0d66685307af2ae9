//! Who the text speaks of, as roles a format resolves to seats (TCG-17).

use serde::{Deserialize, Serialize};

/// A person the text names. The engine asks the format which seat each role is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    /// "You": the seat whose card it is (and, where a format says so, its teammate).
    Acting,
    /// "Your opponent": the seat the format designates — the one attacked, the one chosen, or
    /// the automated boss. The Defending Pokémon is this seat's Active Pokémon.
    Opponent,
}
