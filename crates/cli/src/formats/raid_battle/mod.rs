//! Raid Battle on the command line: `play`, `simulate`, `bench` and `replay`.

mod bench;
mod board;
mod human;
mod load;
mod play;
mod replay;
mod simulate;

pub use bench::{BenchArgs, bench};
pub use play::{PlayArgs, play};
pub use replay::replay;
pub use simulate::{SimulateArgs, simulate};
