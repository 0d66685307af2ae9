//! Raid Boss on the command line: `play`, `simulate`, `bench`, `replay` and its data check.

mod bench;
mod load;
mod play;
mod simulate;

pub use bench::{BenchArgs, bench};
pub use play::{PlayArgs, play};
pub use simulate::{SimulateArgs, simulate};
