//! What `altplay simulate <format>` needs from a format: its options, the run they ask for, what
//! a game adds to the tally, and the report.

use altplay_ai::PolicySpec;

use crate::Format;

/// Any error a format's command-line options can meet: a bad file, a broken rule.
pub type BoxError = Box<dyn std::error::Error + Send + Sync>;

/// A run of games: game `i` starts from `setups[i % setups.len()]`, and seat `s` is played by
/// `seats[s]`.
pub struct Simulation<F: Format> {
    pub setups: Vec<F::Setup>,
    pub seats: Vec<PolicySpec>,
    /// What the report calls the sides, when the set-up does not say (Battle Grid's deck names).
    pub names: Vec<String>,
}

/// The run's size and master seed, for the report.
#[derive(Debug, Clone, Copy)]
pub struct RunInfo {
    pub games: u64,
    pub seed: u64,
}

/// A run's figures: one JSON object (`--json`) and a table for people.
pub struct Report {
    pub json: String,
    pub text: String,
}
