//! The hosting API: what a format built on the normal game (Raid Format, Team Battle) calls, so
//! that it never writes the engine's state itself. Each operation names the format rule that
//! needs it.

mod interlude;
mod kept_board;
mod lending;
mod outside;
mod quota;
mod reads;
mod record;

pub use interlude::Interlude;
pub use outside::MAX_ATTACKS;
