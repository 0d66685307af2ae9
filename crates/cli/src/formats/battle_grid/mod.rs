//! Battle Grid on the command line: `play`, `simulate`, `bench` and `replay`.

mod bench;
mod board;
mod human;
mod load;
mod play;
mod simulate;

pub use bench::{BenchArgs, bench};
pub use play::{PlayArgs, play};
pub use simulate::{SimulateArgs, simulate};
