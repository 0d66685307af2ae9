//! Raid Battle at the terminal (`altplay play raid-battle`): people at some seats, the AI at the
//! others; the events as they happen and the table after each step.

mod board;
mod human;

use std::io::{BufRead, Write};

use altplay_core::{Game, Seat};
use altplay_format::{BoxError, Format, Moment, Play, PlayTable, narrate, people};
use clap::Args;

use super::args::TableArgs;
use crate::{Options, RaidBattle, words};

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
}

fn seat_number() -> clap::builder::RangedI64ValueParser<u8> {
    clap::value_parser!(u8).range(1..=4)
}

/// Seat numbers as people give them (1–4) as flags by engine seat (0–3).
fn seat_flags(seats: &[u8]) -> [bool; 4] {
    let mut flags = [false; 4];
    for &seat in seats {
        flags[usize::from(seat - 1)] = true;
    }
    flags
}

impl Play for RaidBattle {
    type PlayArgs = PlayArgs;

    fn play_table(args: &PlayArgs) -> Result<PlayTable<Self>, BoxError> {
        let options = Options {
            physical: seat_flags(&args.physical),
            ..Options::default()
        };
        let config = args.table.config(options)?;
        let intro = format!(
            "Raid Battle: {} against {}",
            config.team.name, config.boss.name
        );
        let people = people(args.auto, &args.human);
        let ai = [args.table.policy.spec(); 4];
        Ok(PlayTable::new(
            RaidBattle::setup(config)?,
            intro,
            ai,
            &people,
        ))
    }

    fn board_text(&self, _: Seat) -> String {
        board::board(&self.view(None))
    }

    /// The legal actions, with the heads of a coin-flip attack and a reported damage typed.
    fn ask(
        &mut self,
        seat: Seat,
        input: &mut dyn BufRead,
        out: &mut dyn Write,
    ) -> Result<crate::Action, BoxError> {
        human::turn(self, seat.0, input, out)
    }

    /// Its own telling: the board after any step that changed it (unless `--auto`), and what
    /// an AI seat did.
    fn tell(
        &self,
        moment: Moment<'_, crate::Action>,
        table: &PlayTable<Self>,
        told: &mut usize,
        out: &mut dyn Write,
    ) -> std::io::Result<()> {
        match moment {
            Moment::Start { seed } => writeln!(out, "{} (seed {seed})", table.intro),
            Moment::Before { .. } => self.show(told, !table.auto(), out),
            Moment::After {
                seat,
                player: Some(_),
                label,
                ..
            } if !table.auto() => writeln!(out, "Seat {} (AI): {label}", seat.0 + 1),
            Moment::After { .. } => Ok(()),
            Moment::End => {
                self.show(told, true, out)?;
                writeln!(out, "Game over: {}.", words::result(self))
            }
        }
    }
}

impl RaidBattle {
    /// Prints the log's lines since `told`, then (`with_board`) the table if they changed it.
    fn show(&self, told: &mut usize, with_board: bool, out: &mut dyn Write) -> std::io::Result<()> {
        let log = self.log();
        if log.len() == *told {
            return Ok(());
        }
        narrate(&log, told, out)?;
        if with_board {
            write!(out, "{}", self.board_text(Seat(0)))?;
        }
        Ok(())
    }
}
