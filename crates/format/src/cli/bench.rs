//! What `altplay bench <format>` needs from a format: the scenario it times on one core, and
//! the report of the figures.

use serde::Serialize;

use crate::{BoxError, Format, Simulation};

/// A format's part of `altplay bench`; the timed loop is the CLI's.
pub trait Bench: Format {
    /// The command's own options (`--games` and `--json` are the CLI's).
    type BenchArgs: clap::Args;
    /// How many games `--games` times when it is not given.
    const BENCH_GAMES: u64;
    /// The scenario: the set-up (the first of `setups`) and the player at every seat.
    fn bench(args: &Self::BenchArgs) -> Result<Simulation<Self>, BoxError>;
    /// The figures, from the thread CPU time per game and any the format measures besides
    /// ([`Report::timed`] is the usual shape).
    fn bench_report(
        scenario: &Simulation<Self>,
        args: &Self::BenchArgs,
        games: u64,
        ns_per_game: f64,
    ) -> Report;
}

/// A bench's figures: one JSON object (`--json`) and a line for people.
pub struct Report {
    pub json: String,
    pub text: String,
}

/// The timing every bench reports, then the scenario's own figures.
#[derive(Serialize)]
struct Timed<'a, T> {
    games_per_sec: f64,
    ns_per_game: f64,
    games: u64,
    #[serde(flatten)]
    scenario: &'a T,
}

impl Report {
    /// Format `F`'s games timed: games per second, nanoseconds per game and games, then
    /// `figures` (a struct's fields) in the JSON; for people, one line saying the scenario in
    /// `words` ("greedy at both seats, d-swsh1-1 against d-swsh1-2").
    pub fn timed<F: Format>(games: u64, ns: f64, figures: &impl Serialize, words: &str) -> Self {
        let timed = Timed {
            games_per_sec: 1e9 / ns,
            ns_per_game: ns,
            games,
            scenario: figures,
        };
        Report {
            json: serde_json::to_string(&timed).expect("figures serialize"),
            text: format!(
                "{} bench (one core, {words}): {:.0} games per second ({:.0} ns each)\n",
                F::NAME,
                timed.games_per_sec,
                timed.ns_per_game
            ),
        }
    }
}
