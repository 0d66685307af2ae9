//! What the formats' run summaries share: the win rate with its interval, and the text for
//! people, a title and a line per figure.

use std::fmt::{self, Display, Write};

use altplay_core::stats::{mean, wilson_ci95};
use serde::Serialize;

/// A side's win rate over a run and its 95% interval (Wilson's): a summary flattens it.
#[derive(Debug, Clone, Copy, Serialize)]
pub struct WinRate {
    pub win_rate: f64,
    pub win_rate_ci95: [f64; 2],
}

impl WinRate {
    /// `wins` over `games` (a draw counts nothing).
    pub fn of(wins: u64, games: u64) -> Self {
        Self {
            win_rate: mean(wins, games),
            win_rate_ci95: wilson_ci95(wins as f64, games),
        }
    }
}

/// "0.512 (95% CI 0.463–0.561)".
impl Display for WinRate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [low, high] = self.win_rate_ci95;
        write!(f, "{:.3} (95% CI {low:.3}–{high:.3})", self.win_rate)
    }
}

/// A summary's text: a title line, then a line per figure, its label in a column `width` wide.
pub struct Lines {
    text: String,
    width: usize,
}

impl Lines {
    pub fn new(title: impl Display, width: usize) -> Self {
        Self {
            text: format!("{title}\n"),
            width,
        }
    }

    /// One more line: "  label     value".
    pub fn line(mut self, label: &str, value: impl Display) -> Self {
        let _ = writeln!(self.text, "  {label:<width$}{value}", width = self.width);
        self
    }

    pub fn text(self) -> String {
        self.text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_lines_line_up() {
        let text = Lines::new("Title", 8)
            .line("wins", WinRate::of(1, 2))
            .line("seed", 7)
            .text();
        assert_eq!(
            text,
            "Title\n  wins    0.500 (95% CI 0.095–0.905)\n  seed    7\n"
        );
    }
}
