//! Battle Grid at the terminal (`altplay play battle-grid`): a person at one seat (or both, or
//! none); the board and the hand before a person's move, each move told as it is made.

mod board;
mod human;

use std::io::{BufRead, Write};

use altplay_ai::{Budget, PolicySpec};
use altplay_core::{Game, Seat};
use altplay_format::{BoxError, Moment, Play, PlayTable, check_specs, people};
use clap::Args;

use super::args::TableArgs;
use crate::{Action, BattleGrid, check_spec, words};

#[derive(Args)]
pub struct PlayArgs {
    #[command(flatten)]
    pub table: TableArgs,
    /// Seats played at this terminal, e.g. 1 or 1,2 (default 1); the AI plays the others.
    #[arg(long, value_name = "SEATS", value_delimiter = ',',
          value_parser = clap::value_parser!(u8).range(1..=2), conflicts_with = "auto")]
    pub human: Vec<u8>,
    /// Let the AI play both seats.
    #[arg(long)]
    pub auto: bool,
    /// The AI for seat 1 when it is not a person: random, greedy, mcts:…, ismcts:iters=N|ms=N.
    #[arg(long, value_name = "SPEC", default_value = "ismcts:iters=2000")]
    pub p1: PolicySpec,
    /// The AI for seat 2, as --p1.
    #[arg(long, value_name = "SPEC", default_value = "ismcts:iters=2000")]
    pub p2: PolicySpec,
}

impl Play for BattleGrid {
    type PlayArgs = PlayArgs;

    fn play_table(args: &PlayArgs) -> Result<PlayTable<Self>, BoxError> {
        let table = args.table.table()?;
        let intro = format!(
            "Battle Grid: {} (seat 1, row 1) against {} (seat 2, row 5)",
            table.names[0], table.names[1]
        );
        let people = people(args.auto, &args.human);
        let play = PlayTable::<Self>::new(table.setup, intro, [args.p1, args.p2], &people);
        // Only the seats an AI plays.
        let flags = ["--p1", "--p2"].into_iter().zip(play.seats.iter());
        let ai = flags.filter_map(|(flag, spec)| Some((flag, (*spec)?)));
        check_specs(ai, |spec| check_spec(spec, play.setup.options()))?;
        Ok(play)
    }

    /// The board, then the person's hand.
    fn board_text(&self, seat: Seat) -> String {
        let cards: Vec<String> = self
            .hand(seat)
            .held()
            .map(|e| format!("{} ×{}", words::card(self, e.card), e.count))
            .collect();
        format!("{}Your hand: {}\n", board::board(self), cards.join(", "))
    }

    /// A placement asked card, space, then influence spaces.
    fn ask(
        &mut self,
        seat: Seat,
        input: &mut dyn BufRead,
        out: &mut dyn Write,
    ) -> Result<Action, BoxError> {
        let action = human::turn(self, seat, input, out)?;
        self.apply(&action)?;
        Ok(action)
    }

    /// Its own telling: who places first, and each move as an account of what it did.
    fn tell(
        &self,
        moment: Moment<'_, Action>,
        table: &PlayTable<Self>,
        told: &mut usize,
        out: &mut dyn Write,
    ) -> std::io::Result<()> {
        match moment {
            Moment::Start { seed } => {
                *told = self.events().len();
                writeln!(
                    out,
                    "{}, seed {seed}. Seat {} places first.",
                    table.intro,
                    self.first().0 + 1
                )
            }
            Moment::Before { seat, player: None } => write!(out, "\n{}", self.board_text(seat)),
            Moment::Before { .. } => Ok(()),
            Moment::After {
                seat,
                player,
                action,
                ..
            } => {
                let who = player.map_or("you".to_string(), spec_name);
                let events = self.events();
                let account = words::account(self, action, &events[*told..]);
                *told = events.len();
                writeln!(out, "Seat {} ({who}): {account}", seat.0 + 1)
            }
            Moment::End => {
                write!(out, "\n{}", board::board(self))?;
                writeln!(out, "Game over: {}.", words::result(self))
            }
        }
    }
}

/// A player as the terminal names it: "random", "ismcts 2000 iterations".
fn spec_name(spec: PolicySpec) -> String {
    let budget = |b: Budget| match b {
        Budget::Iterations(n) => format!("{n} iterations"),
        Budget::Time(t) => format!("{} ms", t.as_millis()),
    };
    match spec {
        PolicySpec::Random => "random".to_string(),
        PolicySpec::Greedy => "greedy".to_string(),
        PolicySpec::Mcts(c) => format!("mcts {}", budget(c.budget)),
        PolicySpec::IsMcts(c) => format!("ismcts {}", budget(c.budget)),
    }
}
