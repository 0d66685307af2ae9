//! `altplay bench raid-battle`: the bench scenario on one core.

use altplay_ai::PolicySpec;
use altplay_format::{Bench, BoxError, Report, Simulation};
use clap::Args;
use serde::Serialize;

use super::args::{PolicyKind, TableArgs};
use crate::{Options, RaidBattle, Setup};

/// Raid Battle: the bench scenario (team and boss "bench", greedy) on one core.
#[derive(Args)]
pub struct BenchArgs {}

#[derive(Serialize)]
struct Figures {
    ns_per_game: f64,
    games_per_sec: f64,
    games: u64,
}

impl Bench for RaidBattle {
    type BenchArgs = BenchArgs;
    const BENCH_GAMES: u64 = 1_000_000;

    /// The built-in team and boss called "bench", greedy at every seat, no event recording.
    fn bench(_: &BenchArgs) -> Result<Simulation<Self>, BoxError> {
        let table = TableArgs {
            team: "bench".to_string(),
            boss: "bench".to_string(),
            level: None,
            weakness: false,
            policy: PolicyKind::Greedy,
        };
        let config = table.config(Options {
            record_events: false,
            ..Options::default()
        })?;
        let setup = std::sync::Arc::new(Setup::new(config)?);
        Ok(Simulation::alike(setup, PolicySpec::Greedy))
    }

    /// Its own shape, older than the others': the time per game first.
    fn bench_report(_: &Simulation<Self>, _: &BenchArgs, games: u64, ns: f64) -> Report {
        let figures = Figures {
            ns_per_game: ns,
            games_per_sec: 1e9 / ns,
            games,
        };
        Report {
            json: serde_json::to_string(&figures).expect("figures serialize"),
            text: format!(
                "raid-battle bench: {} games on one core, {:.0} ns per game, {:.0} games per second\n",
                figures.games, figures.ns_per_game, figures.games_per_sec
            ),
        }
    }
}
