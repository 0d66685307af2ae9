//! Team Battle at the terminal (`altplay play team-battle`): a person at one seat, AIs at the
//! other three. The person picks from their legal actions, or types `?` and a yes/no question
//! for their teammate (TB-6). The log as it happens, and before each of the person's choices
//! the four boards, each named by its place at the table, and their own hand.

use std::io::{BufRead, Write};

use altplay_ai::PolicySpec;
use altplay_core::{Game, Seat};
use altplay_format::terminal::{Typed, choose_or_say};
use altplay_format::{BoxError, Format, Play, PlayTable, Seating};
use clap::Args;

use super::args::TableArgs;
use crate::action::Action;
use crate::questions::StandardQuestion;
use crate::seating::{RULES, seat_name, teammate};
use crate::state::TeamBattle;
use crate::talk::MAX_QUESTIONS;

#[derive(Args)]
pub struct PlayArgs {
    #[command(flatten)]
    pub table: TableArgs,
    #[command(flatten)]
    pub seating: Seating,
    /// The AI at the other seats: random, greedy or ismcts[:iters=N|ms=N].
    #[arg(long, value_name = "SPEC", default_value = "greedy")]
    pub ai: PolicySpec,
}

impl Play for TeamBattle {
    type PlayArgs = PlayArgs;

    fn play_table(args: &PlayArgs) -> Result<PlayTable<Self>, BoxError> {
        let people = (args.seating).people(4, "a seat from 1 to 4 (A1, B1, A2, B2)")?;
        let setup = args.table.setup()?;
        let decks = &setup.config.decks;
        let intro = format!(
            "Team Battle: team A ({}, {}) against team B ({}, {})",
            decks[0], decks[2], decks[1], decks[3]
        );
        Ok(PlayTable::new(setup, intro, [args.ai; 4], &people))
    }

    /// The person's legal actions as a menu; a line starting with `?` is a question for their
    /// teammate, which the rules may refuse (TB-6), and then the menu comes again (`?` alone
    /// lists the questions the app offers).
    fn ask(
        &mut self,
        seat: Seat,
        input: &mut dyn BufRead,
        out: &mut dyn Write,
    ) -> Result<Action, BoxError> {
        let mut legal = Vec::new();
        loop {
            self.legal_actions(&mut legal);
            let options: Vec<String> = legal.iter().map(|a| self.label(a)).collect();
            if self.asker() == Some(seat) {
                writeln!(
                    out,
                    "Or type ? and a yes/no question for {} ({} left this turn; ? alone lists the app's)",
                    seat_name(teammate(seat)),
                    MAX_QUESTIONS - self.questions
                )?;
            }
            let action = match choose_or_say("Your choice", &options, '?', input, out)? {
                Typed::Option(i) => legal.swap_remove(i),
                Typed::Words(question) if question.is_empty() => {
                    for q in StandardQuestion::ALL {
                        writeln!(out, "  ?{}", q.text())?;
                    }
                    continue;
                }
                Typed::Words(question) => Action::Ask {
                    question: question.into(),
                },
            };
            match self.apply(&action) {
                Ok(()) => return Ok(action),
                Err(e) => writeln!(out, "{e}")?,
            }
        }
    }

    /// The four boards as `seat` sees them, each named by its place at the table, its own hand,
    /// and the question waiting.
    fn board_text(&self, seat: Seat) -> String {
        let name = |board: Seat| {
            let left = match self.game.board(board).removed() {
                true => ", left the game",
                false => "",
            };
            format!("{} ({}{left})", seat_name(board), relation(seat, board))
        };
        let mut text = self.game.board_text_named(seat, &name);
        if let Some(asked) = &self.asked {
            text += &format!(
                "{} asks {}: “{}”\n",
                seat_name(asked.by),
                seat_name(asked.to),
                asked.question
            );
        }
        text
    }
}

/// Who `other` is to `seat`.
fn relation(seat: Seat, other: Seat) -> &'static str {
    if other == seat {
        "you"
    } else if other == teammate(seat) {
        "your teammate"
    } else if other == RULES.across(seat) {
        "opponent, across the table"
    } else {
        "opponent"
    }
}
