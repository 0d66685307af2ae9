//! Raid Boss on the command line: `play`, `simulate`, `bench`, `replay` and its data check.

mod bench;
mod play;

pub use bench::{BenchArgs, bench};
pub use play::{PlayArgs, play};
