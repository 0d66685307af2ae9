//! What `altplay play <format>` needs from a format: who plays each seat, a person's turn at the
//! terminal, and what the terminal tells as the game goes. The loop is the CLI's, the same for
//! every format; the telling and the menu are given here, built on the format's words (its log,
//! its labels, its result), so a format writes only its board and what it tells differently.

use std::io::{BufRead, Write};

use altplay_ai::PolicySpec;
use altplay_core::Seat;

use crate::terminal::ask_legal;
use crate::{BoxError, Format};

/// A game to play at the terminal: its set-up and who plays each seat.
pub struct PlayTable<F: Format> {
    pub setup: F::Setup,
    /// Each seat's AI player, or `None` for a person at this terminal.
    pub seats: Vec<Option<PolicySpec>>,
    /// The game's first line, before its seed: "Raid Battle: Our team against Voltfang".
    pub intro: String,
}

impl<F: Format> PlayTable<F> {
    /// A person at each of the seats `people` (counted from 1, as `--human` gives them), the
    /// AI `ai[s]` at every other seat `s`.
    pub fn new(
        setup: F::Setup,
        intro: String,
        ai: impl IntoIterator<Item = PolicySpec>,
        people: &[u8],
    ) -> Self {
        let seats = (1..).zip(ai);
        Self {
            setup,
            seats: seats
                .map(|(n, s)| (!people.contains(&n)).then_some(s))
                .collect(),
            intro,
        }
    }

    /// Every seat is an AI's (`--auto`, `--watch`): a format may tell only the events.
    pub fn auto(&self) -> bool {
        self.seats.iter().all(Option::is_some)
    }
}

/// A moment of the game the terminal may tell of.
pub enum Moment<'a, A> {
    Start {
        seed: u64,
    },
    /// `seat` is to move; `player` plays it (`None`: a person here).
    Before {
        seat: Seat,
        player: Option<PolicySpec>,
    },
    /// `seat` took `action`, which `label` told in words before it was taken.
    After {
        seat: Seat,
        player: Option<PolicySpec>,
        action: &'a A,
        label: &'a str,
    },
    End,
}

/// A format's part of `altplay play`.
pub trait Play: Format {
    /// The command's own options (the seed and `--save` are the CLI's).
    type PlayArgs: clap::Args;
    /// The game the options ask for, and who plays each seat.
    fn play_table(args: &Self::PlayArgs) -> Result<PlayTable<Self>, BoxError>;

    /// The table in words as the person at `seat` sees it before choosing.
    fn board_text(&self, seat: Seat) -> String;

    /// What the terminal shows last, when the game is over: by default the result, a line.
    fn end_text(&self) -> String {
        format!("{}\n", self.result())
    }

    /// What a person's menu asks: "Your choice" unless the format says more.
    fn prompt(&self, _seat: Seat) -> String {
        "Your choice".to_string()
    }

    /// A person's turn at `seat`: asks until the engine accepts an action, takes it and
    /// returns it. By default a menu of their legal actions in the format's words.
    fn ask(
        &mut self,
        seat: Seat,
        input: &mut dyn BufRead,
        out: &mut dyn Write,
    ) -> Result<Self::Action, BoxError> {
        let prompt = self.prompt(seat);
        ask_legal(self, seat, &prompt, input, out)
    }

    /// Tells `moment` at the terminal; `told` is the format's own count of what it has told
    /// (its log's lines, say), kept by the loop between calls. By default: the intro and seed
    /// at the start, the log's new lines before every move and at the end, the board before a
    /// person's move, and [`Play::end_text`] last.
    fn tell(
        &self,
        moment: Moment<'_, Self::Action>,
        table: &PlayTable<Self>,
        told: &mut usize,
        out: &mut dyn Write,
    ) -> std::io::Result<()> {
        match moment {
            Moment::Start { seed } => writeln!(out, "{}, seed {seed}", table.intro),
            Moment::Before { seat, player } => {
                narrate(&self.log(), told, out)?;
                if player.is_none() {
                    write!(out, "\n{}", self.board_text(seat))?;
                }
                Ok(())
            }
            Moment::After { .. } => Ok(()),
            Moment::End => {
                narrate(&self.log(), told, out)?;
                write!(out, "\n{}", self.end_text())
            }
        }
    }
}

/// Writes the lines of `log` not told yet (from `told` on), each indented, and counts them
/// told.
pub fn narrate(log: &[String], told: &mut usize, out: &mut dyn Write) -> std::io::Result<()> {
    for line in &log[(*told).min(log.len())..] {
        writeln!(out, "  {line}")?;
    }
    *told = log.len();
    Ok(())
}
