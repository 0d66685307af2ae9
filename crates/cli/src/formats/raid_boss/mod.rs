//! Raid Boss on the command line: `play`, `simulate`, `bench`, `replay` and its data check.

mod play;

pub use play::{PlayArgs, play};
