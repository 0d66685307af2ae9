//! Team policies: the heuristic (with the optimal dice assignment) and helpers to play games.

mod assign;
mod heuristic;
mod value;

pub use assign::{Plan, best_assignment};
pub use heuristic::{Heuristic, play_out};
