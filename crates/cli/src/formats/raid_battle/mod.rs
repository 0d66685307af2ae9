//! Raid Battle on the command line: `play`, `simulate`, `bench` and `replay`.

mod board;
mod human;
mod play;

pub use play::{PlayArgs, play};
