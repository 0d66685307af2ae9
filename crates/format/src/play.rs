//! What `altplay play <format>` needs from a format: who plays each seat, a person's turn at the
//! terminal, and what the terminal tells as the game goes. The loop is the CLI's, the same for
//! every format.

use std::io::{BufRead, Write};

use altplay_ai::PolicySpec;
use altplay_core::Seat;

use crate::{BoxError, Format};

/// A game to play at the terminal: its set-up and who plays each seat.
pub struct PlayTable<F: Format> {
    pub setup: F::Setup,
    /// Each seat's AI player, or `None` for a person at this terminal.
    pub seats: Vec<Option<PolicySpec>>,
    /// Only the events are told, not the board (`--auto`, every seat AI).
    pub auto: bool,
    /// The game's first line, before its seed: "Raid Battle: Our team against Voltfang".
    pub intro: String,
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
    /// A person's turn at `seat`: asks until the engine accepts an action, takes it and
    /// returns it.
    fn ask(
        &mut self,
        seat: Seat,
        input: &mut dyn BufRead,
        out: &mut dyn Write,
    ) -> Result<Self::Action, BoxError>;
    /// Tells `moment` at the terminal; `told` is the format's own count of what it has told
    /// (its events, say), kept by the loop between calls.
    fn tell(
        &self,
        moment: Moment<'_, Self::Action>,
        table: &PlayTable<Self>,
        told: &mut usize,
        out: &mut dyn Write,
    ) -> std::io::Result<()>;
}

/// The plain way to tell a game at the terminal: the intro and seed at the start, what
/// `narrate` has to say before every move and at the end, the `board` a person sees before
/// choosing, and `end` last.
pub fn tell_in_words<A>(
    moment: Moment<'_, A>,
    intro: &str,
    out: &mut dyn Write,
    narrate: &mut dyn FnMut(&mut dyn Write) -> std::io::Result<()>,
    board: &dyn Fn(Seat) -> String,
    end: &dyn Fn() -> String,
) -> std::io::Result<()> {
    match moment {
        Moment::Start { seed } => writeln!(out, "{intro}, seed {seed}"),
        Moment::Before { seat, player } => {
            narrate(out)?;
            if player.is_none() {
                write!(out, "\n{}", board(seat))?;
            }
            Ok(())
        }
        Moment::After { .. } => Ok(()),
        Moment::End => {
            narrate(out)?;
            writeln!(out, "\n{}", end())
        }
    }
}

/// Writes the entries of `log` not told yet (from `told` on), one indented line each in
/// `words`, and counts them told.
pub fn narrate<T>(
    log: &[T],
    told: &mut usize,
    out: &mut dyn Write,
    words: impl Fn(&T) -> String,
) -> std::io::Result<()> {
    for entry in &log[(*told).min(log.len())..] {
        writeln!(out, "  {}", words(entry))?;
    }
    *told = log.len();
    Ok(())
}
