//! `altplay bench tcg`: whole games per second on one core between two decks, or over the
//! mirrors of a list of decks (`--decks meta`).

use altplay_ai::PolicySpec;
use altplay_format::{Bench, BoxError, Report, Simulation};
use clap::Args;
use serde::Serialize;

use super::{TableArgs, gauntlet};
use crate::game::Tcg;

#[derive(Args)]
pub struct BenchArgs {
    #[command(flatten)]
    pub table: TableArgs,
    /// Who plays both seats: random (default) or greedy.
    #[arg(long, value_name = "SPEC", default_value = "random")]
    pub policy: PolicySpec,
    /// Mirror games of each deck of a list instead of --deck1 against --deck2: a named list
    /// (`project`, `meta`) or decks separated by commas, the games shared among them in turn.
    #[arg(long, value_name = "LIST")]
    pub decks: Option<String>,
}

impl BenchArgs {
    /// The decks the games are between: each of the list's, or --deck1 and --deck2.
    fn decks(&self) -> Vec<String> {
        match &self.decks {
            Some(list) => gauntlet::listed_decks(list),
            None => vec![self.table.deck1.clone(), self.table.deck2.clone()],
        }
    }
}

/// The scenario's figures beside the timing.
#[derive(Serialize)]
struct Figures {
    policy: String,
    decks: Vec<String>,
    /// Whether each deck plays its own mirror (`--decks`).
    mirrors: bool,
}

impl Bench for Tcg {
    type BenchArgs = BenchArgs;
    const BENCH_GAMES: u64 = 5_000;

    fn bench(args: &BenchArgs) -> Result<Simulation<Self>, BoxError> {
        let Some(list) = &args.decks else {
            return Ok(Simulation::alike(args.table.setup()?, args.policy));
        };
        let decks = gauntlet::listed_decks(list);
        if decks.is_empty() {
            return Err("--decks: names no deck; name a list (project, meta) or decks".into());
        }
        let setups = (decks.iter())
            .map(|deck| (args.table).setup_with(args.table.folder.deck(deck)?, deck))
            .collect::<Result<Vec<_>, BoxError>>()
            .map_err(|e| format!("--decks: {e}"))?;
        Ok(Simulation {
            seats: vec![args.policy; 2],
            setups,
            names: Vec::new(),
        })
    }

    fn bench_report(_: &Simulation<Self>, args: &BenchArgs, games: u64, ns: f64) -> Report {
        let f = Figures {
            policy: args.policy.name(),
            decks: args.decks(),
            mirrors: args.decks.is_some(),
        };
        let games_of = match f.mirrors {
            true => format!("mirrors of {}", f.decks.join(", ")),
            false => f.decks.join(" against "),
        };
        let words = format!("{} at both seats, {games_of}", f.policy);
        Report::timed::<Self>(games, ns, &f, &words)
    }
}
