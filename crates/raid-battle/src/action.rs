//! The decisions of a seat (RB-26).

use serde::{Deserialize, Serialize};

/// One decision of the seat to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Action {
    /// RB-14: draw the top Cheer card and resolve it.
    Cheer,
    /// RB-21: the Pokémon the drawn Cheer card applies to (`slot` 0 or 1 of `seat`'s pair).
    CheerTarget { seat: u8, slot: u8 },
    /// RB-15: swap Active and Benched before attacking.
    Retreat,
    /// RB-15: keep the Active where it is.
    Stay,
    /// RB-15: use attack `attack` (0-based) of the Active; the app flips any coins.
    Attack { attack: u8 },
    /// RB-15: the Active has no attack it may use (none printed, or only a used GX attack), so
    /// the seat's turn ends. Offered only then.
    Pass,
    /// RB-26, physical cards: attack `attack` of a known card with coins flipped at the table.
    Flips { attack: u8, heads: u8 },
    /// RB-26, physical cards: the attack's damage as the player worked it out (printed damage and
    /// its effects, before Cheer, Weakness and Resistance), and whether it was a GX attack.
    Report { damage: u16, gx: bool },
}

/// The largest damage a physical seat may report; reports go in steps of 10, as damage does.
pub const MAX_REPORTED_DAMAGE: u16 = 990;

/// The most heads a "flip until tails" attack can report, and the most the app flips: a cap makes
/// every attack end (2⁻²⁰ is below any table's patience).
pub const MAX_FLIPS_UNTIL_TAILS: u8 = 20;
