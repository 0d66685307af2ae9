//! `altplay bench raid-format`: whole 4-player games per second on one core, greedy players by
//! default.

use altplay_ai::PolicySpec;
use altplay_format::{Bench, BoxError, Format, Report, Simulation};
use altplay_tcg::format::DeckChoice;
use clap::Args;
use serde::Serialize;

use super::args::TableArgs;
use crate::state::RaidFormat;

/// The benchmark's table when no decks are given: four players.
const BENCH_DECKS: [&str; 4] = [
    "grass-rillaboom",
    "fire-cinderace",
    "water-inteleon",
    "metal-corviknight",
];

#[derive(Args)]
pub struct BenchArgs {
    #[command(flatten)]
    pub table: TableArgs,
    /// Who plays every seat: greedy (default) or random.
    #[arg(long, value_name = "SPEC", default_value = "greedy")]
    pub policy: PolicySpec,
}

/// The scenario's figures beside the timing.
#[derive(Serialize)]
struct Figures {
    policy: String,
    players: u8,
    boss: String,
}

impl Bench for RaidFormat {
    type BenchArgs = BenchArgs;
    const BENCH_GAMES: u64 = 1_000;

    fn bench(args: &BenchArgs) -> Result<Simulation<Self>, BoxError> {
        let decks = BENCH_DECKS.map(DeckChoice::named);
        let setup = RaidFormat::setup(args.table.config_or(&decks)?)?;
        if setup.physical != 0 {
            return Err("--decks: the bench has no players with physical cards".into());
        }
        Ok(Simulation::alike(setup, args.policy))
    }

    fn bench_report(scenario: &Simulation<Self>, args: &BenchArgs, games: u64, ns: f64) -> Report {
        let setup = &scenario.setups[0];
        let f = Figures {
            policy: args.policy.name(),
            players: setup.players,
            boss: setup.title.clone(),
        };
        let words = format!(
            "{} players, {} at every seat, against {}",
            f.players, f.policy, f.boss
        );
        Report::timed::<Self>(games, ns, &f, &words)
    }
}
