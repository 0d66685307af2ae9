//! `altplay calibrate raid-format`: RF-18's divisor swept from 10 to 20, a simulation at each, and
//! the divisor whose win rate comes closest to a target (the handbook's only tuning advice is to
//! "adjust the divisor between ×10 and ×20 to the decks' power").

use std::path::PathBuf;

use altplay_format::{RunInfo, Simulate};
use altplay_raid_format::{Calibration, DIVISORS, Point, RaidFormat, SimulateArgs};
use anyhow::Context;
use clap::{Args, Subcommand};

use crate::args::RunArgs;
use crate::simulate::play_games;

#[derive(Subcommand)]
pub enum CalibrateCommand {
    /// Raid Format: the win rate for each divisor (RF-18) and the one closest to the target.
    RaidFormat(CalibrateArgs),
}

#[derive(Args)]
pub struct CalibrateArgs {
    #[command(flatten)]
    pub simulate: SimulateArgs,
    #[command(flatten)]
    pub run: RunArgs,
    /// The win rate wanted, from 0 to 1.
    #[arg(long, value_name = "P", default_value_t = 0.5)]
    pub target: f64,
    /// Also draw the curve to FILE (SVG).
    #[arg(long, value_name = "FILE")]
    pub svg: Option<PathBuf>,
}

pub fn run(command: &CalibrateCommand) -> anyhow::Result<()> {
    let CalibrateCommand::RaidFormat(args) = command;
    if !(0.0..=1.0).contains(&args.target) {
        anyhow::bail!("--target: a win rate from 0 to 1, not {}", args.target);
    }
    let mut points = Vec::new();
    for divisor in DIVISORS {
        let mut simulate = args.simulate.clone();
        simulate.table.divisor = divisor;
        let simulation = RaidFormat::simulation(&simulate).map_err(anyhow::Error::from_boxed)?;
        let tally = play_games(&simulation, &args.run.spec())?;
        let info = RunInfo {
            games: args.run.games,
            seed: args.run.seed,
        };
        let s = RaidFormat::summary(&simulation, &simulate, info, &tally);
        points.push(Point {
            divisor,
            games: s.run.games,
            wins: s.wins,
            win_rate: s.rate.win_rate,
            win_rate_ci95: s.rate.win_rate_ci95,
        });
    }
    let calibration = Calibration::new(args.target, points);
    if let Some(path) = &args.svg {
        std::fs::write(path, calibration.svg())
            .with_context(|| format!("--svg: writing {}", path.display()))?;
    }
    if args.run.json {
        println!("{}", serde_json::to_string(&calibration)?);
    } else {
        print!("{}", calibration.text());
    }
    Ok(())
}
