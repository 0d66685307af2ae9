//! `altplay bench raid-format`: whole 4-player games per second on one core, greedy players by
//! default.

use altplay_ai::PolicySpec;
use altplay_format::{Bench, BoxError, Format, Report, Simulation};
use altplay_tcg::format::DeckChoice;
use clap::Args;
use serde::Serialize;

use super::TableArgs;
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

#[derive(Serialize)]
struct Figures {
    games_per_sec: f64,
    ns_per_game: f64,
    games: u64,
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
        Ok(Simulation {
            seats: vec![args.policy; usize::from(setup.players)],
            setups: vec![setup],
            names: Vec::new(),
        })
    }

    fn bench_report(scenario: &Simulation<Self>, args: &BenchArgs, games: u64, ns: f64) -> Report {
        let setup = &scenario.setups[0];
        let f = Figures {
            games_per_sec: 1e9 / ns,
            ns_per_game: ns,
            games,
            policy: args.policy.name(),
            players: setup.players,
            boss: setup.title.clone(),
        };
        Report {
            json: serde_json::to_string(&f).expect("figures serialize"),
            text: format!(
                "raid-format bench (one core, {} players, {} at every seat, against {}): {:.0} games per second ({:.0} ns each)\n",
                f.players, f.policy, f.boss, f.games_per_sec, f.ns_per_game
            ),
        }
    }
}
