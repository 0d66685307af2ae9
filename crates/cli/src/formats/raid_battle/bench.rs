//! `altplay bench raid-battle`: the bench scenario on one core, timed.

use std::hint::black_box;
use std::sync::Arc;

use altplay_core::{Game, ToMove, derive_seed};
use altplay_raid_battle::{Options, RaidBattle, Setup};
use anyhow::ensure;
use clap::Args;
use serde::Serialize;

use crate::cpu_clock;
use altplay_raid_battle::{PolicyKind, TableArgs};

/// Raid Battle: the bench scenario (team and boss "bench", greedy) on one core.
#[derive(Args)]
pub struct BenchArgs {
    /// How many games to time.
    #[arg(long, value_name = "N", default_value_t = 1_000_000)]
    pub games: u64,
    /// Print the figures as one JSON object.
    #[arg(long)]
    pub json: bool,
}

#[derive(Serialize)]
struct Figures {
    ns_per_game: f64,
    games_per_sec: f64,
    games: u64,
}

/// The bench scenario: the built-in team and boss called "bench", greedy at every seat, no event
/// recording, in a plain loop on this thread.
pub fn bench(args: &BenchArgs) -> anyhow::Result<()> {
    ensure!(args.games > 0, "--games must be at least 1");
    let table = TableArgs {
        team: "bench".to_string(),
        boss: "bench".to_string(),
        level: None,
        weakness: false,
        policy: PolicyKind::Greedy,
    };
    let setup = Arc::new(Setup::new(
        table
            .config(Options {
                record_events: false,
                ..Options::default()
            })
            .map_err(anyhow::Error::from_boxed)?,
    )?);
    let ns_per_game = cpu_clock::ns_per_item(args.games, || {
        let mut rounds = 0u64;
        for i in 0..args.games {
            let mut game = RaidBattle::with_setup(Arc::clone(&setup), derive_seed(1, i));
            while let ToMove::Seat(_) = game.to_move() {
                let action = game.greedy_action();
                game.apply(&action)?;
            }
            rounds += u64::from(game.round());
        }
        black_box(rounds);
        Ok(())
    })?;
    let figures = Figures {
        ns_per_game,
        games_per_sec: 1e9 / ns_per_game,
        games: args.games,
    };
    if args.json {
        println!("{}", serde_json::to_string(&figures)?);
    } else {
        println!(
            "raid-battle bench: {} games on one core, {:.0} ns per game, {:.0} games per second",
            figures.games, figures.ns_per_game, figures.games_per_sec
        );
    }
    Ok(())
}
