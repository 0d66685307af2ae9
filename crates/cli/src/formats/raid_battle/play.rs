//! `altplay play raid-battle`: a game at the terminal, people at some seats and AI at the others.

use std::io::{BufRead, Write};

use altplay_core::{Game, Policy, Replay, Seat, ToMove};
use altplay_raid_battle::{FORMAT, Options, RaidBattle};
use anyhow::Context;
use clap::Args;

use crate::args::GameArgs;
use crate::terminal;

use altplay_format::{Format, seat_seed};
use altplay_raid_battle::{RaidPlayer, TableArgs, words};

use super::{board, human};

#[derive(Args)]
pub struct PlayArgs {
    #[command(flatten)]
    pub table: TableArgs,
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
    #[command(flatten)]
    pub game: GameArgs,
}

fn seat_number() -> clap::builder::RangedI64ValueParser<u8> {
    clap::value_parser!(u8).range(1..=4)
}

pub fn play(args: &PlayArgs) -> anyhow::Result<()> {
    terminal::with_stdio(|input, out| run(args, input, out))
}

fn run(args: &PlayArgs, input: &mut impl BufRead, out: &mut impl Write) -> anyhow::Result<()> {
    let config = args
        .table
        .config(Options {
            physical: seat_flags(&args.physical),
            ..Options::default()
        })
        .map_err(anyhow::Error::from_boxed)?;
    let mut game = RaidBattle::new(config.clone(), args.game.seed)?;
    let mut replay = Replay::new(FORMAT, &config, args.game.seed);
    // Without --human, a person plays seat 1, unless --auto leaves every seat to the AI.
    let humans = match (args.auto, args.human.is_empty()) {
        (true, _) => [false; 4],
        (false, true) => seat_flags(&[1]),
        (false, false) => seat_flags(&args.human),
    };
    let setup = RaidBattle::setup(config.clone())?;
    let spec = args.table.policy.spec();
    let mut ais = (0..4)
        .map(|seat| RaidBattle::player(&setup, spec, seat_seed(args.game.seed, Seat(seat)), None))
        .collect::<Result<Vec<RaidPlayer>, String>>()
        .map_err(anyhow::Error::msg)?;
    writeln!(
        out,
        "Raid Battle: {} against {} (seed {})",
        config.team.name, config.boss.name, args.game.seed
    )?;
    let mut shown = 0;
    while let ToMove::Seat(Seat(seat)) = game.to_move() {
        show(&game, &mut shown, !args.auto, out)?;
        let action = if humans[usize::from(seat)] {
            human::turn(&mut game, seat, input, out)?
        } else {
            let action = ais[usize::from(seat)].choose(&game);
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
    if let Some(path) = &args.game.save {
        crate::replay::save(path, &replay, out)?;
    }
    Ok(())
}

/// Seat numbers as people give them (1–4) as flags by engine seat (0–3).
fn seat_flags(seats: &[u8]) -> [bool; 4] {
    let mut flags = [false; 4];
    for &seat in seats {
        flags[usize::from(seat - 1)] = true;
    }
    flags
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
