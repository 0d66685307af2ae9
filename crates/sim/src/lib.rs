//! Monte Carlo runs: many seeded games in parallel, their tallies merged, and the statistics that
//! turn tallies into answers.

mod run;

pub use altplay_core::Tally;
pub use altplay_core::stats::{mean, wilson_ci95};
pub use run::{RunSpec, SimError, run};
