//! `altplay play raid-battle`: a game at the terminal, people at some seats and AI at the others.

use std::io::{BufRead, Write};
use std::path::PathBuf;

use altplay_core::{Game, Policy, Replay, Seat, ToMove};
use altplay_raid_battle::{FORMAT, Options, RaidBattle};
use anyhow::Context;
use clap::Args;

use super::load::TableArgs;
use super::{board, human, words};

#[derive(Args)]
pub struct PlayArgs {
    #[command(flatten)]
    pub table: TableArgs,
    /// The game's seed (default 1): the same seed and the same choices play the same game.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Seats played at this terminal, e.g. 1,3 (default 1); the AI plays the others.
    #[arg(long, value_name = "SEATS", value_delimiter = ',', value_parser = seat_number(),
          conflicts_with = "auto")]
    pub human: Vec<u8>,
    /// Seats played with physical cards, e.g. 2: they report damage and coin flips (RB-26).
    #[arg(long, value_name = "SEATS", value_delimiter = ',', value_parser = seat_number())]
    pub physical: Vec<u8>,
    /// Let the AI play every seat and print the event log.
    #[arg(long)]
    pub auto: bool,
    /// Write the replay (configuration, seed, every action, outcome) to FILE as JSON.
    #[arg(long, value_name = "FILE")]
    pub save: Option<PathBuf>,
}

fn seat_number() -> clap::builder::RangedI64ValueParser<u8> {
    clap::value_parser!(u8).range(1..=4)
}

pub fn play(args: &PlayArgs) -> anyhow::Result<()> {
    run(
        args,
        &mut std::io::stdin().lock(),
        &mut std::io::stdout().lock(),
    )
}

fn run(args: &PlayArgs, input: &mut impl BufRead, out: &mut impl Write) -> anyhow::Result<()> {
    let mut physical = [false; 4];
    for &seat in &args.physical {
        physical[usize::from(seat - 1)] = true;
    }
    let config = args.table.config(Options {
        physical,
        ..Options::default()
    })?;
    let mut game = RaidBattle::new(config.clone(), args.seed)?;
    let mut replay = Replay::new(FORMAT, &config, args.seed);
    let humans = human_seats(args);
    let mut ai = args.table.policy.player(args.seed);
    writeln!(
        out,
        "Raid Battle: {} against {} (seed {})",
        config.team.name, config.boss.name, args.seed
    )?;
    let mut shown = 0;
    while let ToMove::Seat(Seat(seat)) = game.to_move() {
        show(&game, &mut shown, !args.auto, out)?;
        let action = if humans[usize::from(seat)] {
            human::turn(&mut game, seat, input, out)?
        } else {
            let action = ai.choose(&game);
            if !args.auto {
                let text = words::action(&game, &game.view(None), seat, &action);
                writeln!(out, "Seat {} (AI): {text}", seat + 1)?;
            }
            game.apply(&action)
                .context("the AI chose an action the rules refuse")?;
            action
        };
        replay.push(&action);
    }
    show(&game, &mut shown, true, out)?;
    replay.outcome = game.outcome();
    writeln!(out, "Game over: {}.", words::result(&game))?;
    if let Some(path) = &args.save {
        let json = serde_json::to_string_pretty(&replay)?;
        std::fs::write(path, json + "\n")
            .with_context(|| format!("cannot write the replay to {}", path.display()))?;
        writeln!(out, "Replay saved to {}", path.display())?;
    }
    Ok(())
}

/// Which seats (0-based) people play: none with --auto, else --human, seat 1 by default.
fn human_seats(args: &PlayArgs) -> [bool; 4] {
    let mut humans = [false; 4];
    if !args.auto {
        let chosen: &[u8] = if args.human.is_empty() {
            &[1]
        } else {
            &args.human
        };
        for &seat in chosen {
            humans[usize::from(seat - 1)] = true;
        }
    }
    humans
}

/// Prints the events since the last call, then (`with_board`) the table if they changed it.
fn show(
    game: &RaidBattle,
    shown: &mut usize,
    with_board: bool,
    out: &mut impl Write,
) -> anyhow::Result<()> {
    let new = game.events_since(*shown);
    if new.is_empty() {
        return Ok(());
    }
    let view = game.view(None);
    for event in new {
        writeln!(out, "  {}", words::event(&view, event))?;
    }
    *shown = game.events().len();
    if with_board {
        write!(out, "{}", board::board(&view))?;
    }
    Ok(())
}
