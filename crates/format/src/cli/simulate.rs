//! What `altplay simulate <format>` needs from a format: its options, the run they ask for, what
//! a game adds to the tally, and the run's figures.

use std::fmt::{self, Display};

use altplay_ai::PolicySpec;
use altplay_core::Tally;
use serde::Serialize;

use crate::Format;

/// A format's part of `altplay simulate <format>`; the loop that plays the games, and the
/// printing of the figures (`--json`: the summary serialized; else its text), are the CLI's.
pub trait Simulate: Format {
    /// The command's own options: the table and who plays each seat.
    type SimulateArgs: clap::Args;
    /// What a run adds up over its games: integer counters, so merging is exact.
    type Tally: Tally;
    /// A run's figures, as `--json` prints them after the format's name ([`RunInfo`] and
    /// [`WinRate`](crate::WinRate) are parts most summaries hold).
    type Summary: Serialize;
    /// The run `args` ask for; the error says which option is wrong.
    fn simulation(args: &Self::SimulateArgs) -> Result<Simulation<Self>, BoxError>;
    /// Adds this finished game to `tally`.
    fn tally(&self, tally: &mut Self::Tally);
    /// Adds this finished game, played from the run's set-up number `setup`, to `tally`: a run
    /// over several set-ups that reports each apart (tcg's gauntlet) counts it there too.
    fn tally_setup(&self, _setup: usize, tally: &mut Self::Tally) {
        self.tally(tally);
    }
    /// A run's figures, from its tally.
    fn summary(
        simulation: &Simulation<Self>,
        args: &Self::SimulateArgs,
        run: RunInfo,
        tally: &Self::Tally,
    ) -> Self::Summary;
    /// The figures as a table for people: a title line, then a line each
    /// ([`Lines`](crate::Lines)).
    fn summary_text(summary: &Self::Summary) -> String;
    /// Writes the files `args` ask for besides the printed figures (tcg's `--svg` chart), once
    /// they are printed; the error names the file.
    fn write_files(_summary: &Self::Summary, _args: &Self::SimulateArgs) -> Result<(), BoxError> {
        Ok(())
    }

    /// The figures as `--json` prints them: the format's name, then the summary's fields.
    fn summary_json(summary: &Self::Summary) -> String {
        let named = Named {
            format: Self::NAME,
            summary,
        };
        serde_json::to_string(&named).expect("summaries serialize")
    }
}

/// A summary under its format's name.
#[derive(Serialize)]
struct Named<'a, S> {
    format: &'static str,
    #[serde(flatten)]
    summary: &'a S,
}

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

impl<F: Format> Simulation<F> {
    /// Games of one set-up with `spec` at every seat it has.
    pub fn alike(setup: F::Setup, spec: PolicySpec) -> Self {
        Self {
            seats: vec![spec; F::seat_names(&setup).len()],
            setups: vec![setup],
            names: Vec::new(),
        }
    }
}

/// The run's master seed and size, for the report: a summary flattens it.
#[derive(Debug, Clone, Copy, Serialize)]
pub struct RunInfo {
    pub seed: u64,
    pub games: u64,
}

/// "1000 games, seed 1".
impl Display for RunInfo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} games, seed {}", self.games, self.seed)
    }
}
