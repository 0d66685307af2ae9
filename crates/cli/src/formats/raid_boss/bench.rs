//! `altplay bench raid-boss`: whole games per second on one core with the heuristic team.

use std::hint::black_box;

use altplay_raid_boss::RaidBoss;
use altplay_raid_boss::policy::{Heuristic, play_out};
use anyhow::ensure;
use clap::Args;
use serde::Serialize;

use crate::cpu_clock;
use altplay_raid_boss::TableArgs;

#[derive(Args)]
pub struct BenchArgs {
    #[command(flatten)]
    pub table: TableArgs,
    /// How many games to time.
    #[arg(long, value_name = "N", default_value_t = 20_000)]
    pub games: u64,
    /// Print the figures as one JSON object.
    #[arg(long)]
    pub json: bool,
}

#[derive(Serialize)]
struct Figures {
    games_per_sec: f64,
    ns_per_game: f64,
    games: u64,
    heroes: Vec<String>,
    boss: String,
}

/// Games from seeds 0..N on this thread, events off, the heuristic team.
pub fn bench(args: &BenchArgs) -> anyhow::Result<()> {
    ensure!(args.games > 0, "--games must be at least 1");
    let rules = args.table.rules().map_err(anyhow::Error::from_boxed)?;
    let ns_per_game = cpu_clock::ns_per_item(args.games, || {
        let mut rounds = 0u64;
        for seed in 0..args.games {
            let mut game = RaidBoss::new(rules.clone(), seed, false);
            play_out(&mut game, &mut Heuristic::new())?;
            rounds += u64::from(game.state().round);
        }
        black_box(rounds);
        Ok(())
    })?;
    let figures = Figures {
        games_per_sec: 1e9 / ns_per_game,
        ns_per_game,
        games: args.games,
        heroes: args.table.heroes.clone(),
        boss: rules.boss.name.clone(),
    };
    if args.json {
        println!("{}", serde_json::to_string(&figures)?);
    } else {
        println!(
            "raid-boss bench (one core, heuristic team): {:.0} games per second ({:.0} ns each)",
            figures.games_per_sec, figures.ns_per_game
        );
    }
    Ok(())
}
