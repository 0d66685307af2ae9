//! The normal Pokémon TCG (spec/tcg.md) as a library, started with what every card effect needs:
//! the effect vocabulary (TCG-15) and the grammar that reads attack and ability text into it.

pub mod coverage;
pub mod effect;
pub mod text;

pub use coverage::Coverage;
pub use effect::Effect;
pub use text::{Unmodelled, parse, parse_on};
