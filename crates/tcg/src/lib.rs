//! The normal Pokémon TCG (spec/tcg.md) as a library, started with what every card effect needs:
//! the effect vocabulary (TCG-15), the grammar that reads card text into it, and the coverage
//! report over printed cards and theme decks; and the game itself ([`game`]).

pub mod coverage;
pub mod effect;
pub mod format;
pub mod game;
pub mod players;
pub mod text;

pub use coverage::{CardsCoverage, Coverage, DecksCoverage};
pub use effect::Effect;
pub use text::{Unmodelled, parse, parse_on};
