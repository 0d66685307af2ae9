//! Battle Grid on the command line: `play`, `simulate`, `bench` and `replay`.

mod bench;
mod board;
mod human;
mod play;

pub use bench::{BenchArgs, bench};
pub use play::{PlayArgs, play};
