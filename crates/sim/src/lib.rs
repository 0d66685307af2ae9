//! Monte Carlo runs: many seeded games in parallel, their tallies merged, and the statistics that
//! turn tallies into answers.

mod run;
mod stats;

pub use run::{RunSpec, SimError, Tally, run};
pub use stats::{mean, wilson_ci95};
