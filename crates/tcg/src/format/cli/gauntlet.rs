//! `altplay simulate tcg --deck1 D --gauntlet LIST`: a deck played against each deck of a list,
//! what a player testing a deck asks first. Game `i` plays the list's deck `i mod K`; who goes
//! first is the coin's and its winner's choice (TCG-5), as at a table, or with `--first
//! alternate` each deck in turn with the deck tested first, then each with it second (set-ups
//! `K..2K` are the first `K` with the order turned). Each matchup's score is given in all, going
//! first and going second.

use std::fmt::Write as _;
use std::ops::AddAssign;

use altplay_core::{Outcome, Team};
use altplay_format::{BoxError, Results, WinRate};
use serde::Serialize;

use super::TableArgs;
use crate::format::Setup;
use crate::format::named_list;

/// The decks a list names (`--gauntlet`, `bench --decks`): a named list (`project`, `meta`), or
/// deck arguments separated by commas.
pub fn listed_decks(list: &str) -> Vec<String> {
    match named_list(list) {
        Some(decks) => decks.into_iter().map(str::to_string).collect(),
        None => list
            .split(',')
            .map(str::trim)
            .filter(|d| !d.is_empty())
            .map(str::to_string)
            .collect(),
    }
}

/// The set-up of `table`'s --deck1 against each deck of `against`, or the first that cannot be
/// played, named.
pub fn setups(table: &TableArgs, against: &[String]) -> Result<Vec<Setup>, BoxError> {
    if against.is_empty() {
        return Err(
            "--gauntlet: names no deck; name a list (project, meta) or decks separated by commas"
                .into(),
        );
    }
    let deck1 = table.folder.deck(&table.deck1)?;
    (against.iter())
        .map(|deck2| {
            (table.setup_with(deck1.clone(), deck2))
                .map_err(|e| format!("--gauntlet: {deck2}: {e}").into())
        })
        .collect()
}

/// One matchup's games, counted: the results (seat 1 is the deck tested), and the games and
/// wins of the deck tested when it went first.
#[derive(Debug, Default, Clone, Copy)]
pub struct Matchup {
    results: Results,
    went_first: u64,
    won_first: u64,
}

/// Each set-up's matchup, by its number (a tally: merging adds each).
#[derive(Debug, Default)]
pub struct Matchups(Vec<Matchup>);

impl Matchups {
    /// Counts a game of set-up `setup` that ended with `outcome`, `first` the seat that went
    /// first.
    pub fn count(&mut self, setup: usize, outcome: Option<Outcome>, first: Team) {
        if self.0.len() <= setup {
            self.0.resize(setup + 1, Matchup::default());
        }
        let matchup = &mut self.0[setup];
        let winner = matchup.results.count(outcome);
        if first == Team(0) {
            matchup.went_first += 1;
            matchup.won_first += u64::from(winner == Some(Team(0)));
        }
    }
}

impl Matchups {
    /// The games against deck `deck` of a list of `decks`: its set-ups' matchups, added.
    fn of_deck(&self, deck: usize, decks: usize) -> Matchup {
        let mut all = Matchup::default();
        for m in self.0.iter().skip(deck).step_by(decks) {
            all += *m;
        }
        all
    }
}

impl AddAssign for Matchup {
    fn add_assign(&mut self, other: Self) {
        self.results += other.results;
        self.went_first += other.went_first;
        self.won_first += other.won_first;
    }
}

impl AddAssign for Matchups {
    fn add_assign(&mut self, other: Self) {
        if self.0.len() < other.0.len() {
            self.0.resize(other.0.len(), Matchup::default());
        }
        for (mine, theirs) in self.0.iter_mut().zip(other.0) {
            *mine += theirs;
        }
    }
}

/// A matchup's figures, as the report gives them.
#[derive(Debug, Serialize)]
pub struct Row {
    /// The deck played against.
    against: String,
    games: u64,
    wins: u64,
    losses: u64,
    draws: u64,
    /// The score of the deck tested: wins and half the draws, per game.
    #[serde(flatten)]
    rate: WinRate,
    going_first: Split,
    going_second: Split,
}

/// Games and wins of the deck tested in one first-move order.
#[derive(Debug, Serialize)]
pub struct Split {
    games: u64,
    wins: u64,
}

/// The rows of the report, one per deck of the list in its order.
pub fn rows(against: &[String], matchups: &Matchups) -> Vec<Row> {
    against
        .iter()
        .enumerate()
        .map(|(i, deck)| {
            let m = matchups.of_deck(i, against.len());
            let games = m.results.wins[0] + m.results.wins[1] + m.results.draws;
            Row {
                against: deck.clone(),
                games,
                wins: m.results.wins[0],
                losses: m.results.wins[1],
                draws: m.results.draws,
                rate: m.results.win_rate(Team(0), games),
                going_first: Split {
                    games: m.went_first,
                    wins: m.won_first,
                },
                going_second: Split {
                    games: games - m.went_first,
                    wins: m.results.wins[0] - m.won_first,
                },
            }
        })
        .collect()
}

/// The rows as a table for people.
pub fn table(rows: &[Row]) -> String {
    let width = rows
        .iter()
        .map(|r| r.against.chars().count())
        .max()
        .unwrap_or(0)
        .max(7);
    let mut out = format!(
        "{:width$}  {:>5}  {:>5}  {:>13}  {:>9}  {:>9}\n",
        "against", "games", "score", "95% interval", "first", "second"
    );
    for r in rows {
        let [low, high] = r.rate.win_rate_ci95;
        // Fewer games than decks leave the last decks of the list with none.
        let (score, interval) = match r.games {
            0 => ("–".to_string(), "–".to_string()),
            _ => (
                format!("{:.3}", r.rate.win_rate),
                format!("{low:.3}–{high:.3}"),
            ),
        };
        let _ = writeln!(
            out,
            "{:width$}  {:>5}  {:>5}  {:>13}  {:>9}  {:>9}",
            r.against,
            r.games,
            score,
            interval,
            format!("{}/{}", r.going_first.wins, r.going_first.games),
            format!("{}/{}", r.going_second.wins, r.going_second.games),
        );
    }
    out
}

/// The rows as a bar chart (SVG): each matchup's score as a bar with its 95% interval, and a
/// line at an even score. Written by hand: a few rectangles and labels, where a plotting
/// library would need a font engine to lay out its text.
pub fn svg(title: &str, rows: &[Row]) -> String {
    const LABEL: f64 = 220.0;
    const BAR: f64 = 400.0;
    const ROW: f64 = 28.0;
    const TOP: f64 = 48.0;
    let height = TOP + ROW * rows.len() as f64 + 36.0;
    let width = LABEL + BAR + 80.0;
    let x = |score: f64| LABEL + BAR * score.clamp(0.0, 1.0);
    let mut out = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" \
         font-family=\"sans-serif\" font-size=\"13\">\n\
         <rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n\
         <text x=\"12\" y=\"24\" font-size=\"15\" font-weight=\"bold\">{}</text>\n",
        escape(title)
    );
    for (i, r) in rows.iter().enumerate() {
        let y = TOP + ROW * i as f64;
        if r.games == 0 {
            let _ = writeln!(
                out,
                "<text x=\"{}\" y=\"{}\" text-anchor=\"end\">{}</text>\n\
                 <text x=\"{LABEL}\" y=\"{}\">no games</text>",
                LABEL - 8.0,
                y + 17.0,
                escape(&r.against),
                y + 17.0,
            );
            continue;
        }
        let [low, high] = r.rate.win_rate_ci95;
        let _ = write!(
            out,
            "<text x=\"{}\" y=\"{}\" text-anchor=\"end\">{}</text>\n\
             <rect x=\"{LABEL}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"#4a7fb5\"/>\n\
             <line x1=\"{}\" x2=\"{}\" y1=\"{}\" y2=\"{}\" stroke=\"black\"/>\n\
             <text x=\"{}\" y=\"{}\">{:.2} ({})</text>\n",
            LABEL - 8.0,
            y + 17.0,
            escape(&r.against),
            y + 4.0,
            x(r.rate.win_rate) - LABEL,
            ROW - 8.0,
            x(low),
            x(high),
            y + ROW / 2.0,
            y + ROW / 2.0,
            LABEL + BAR + 6.0,
            y + 17.0,
            r.rate.win_rate,
            r.games,
        );
    }
    let bottom = TOP + ROW * rows.len() as f64;
    let _ = write!(
        out,
        "<line x1=\"{0}\" x2=\"{0}\" y1=\"{1}\" y2=\"{2}\" stroke=\"#c33\" stroke-dasharray=\"4 3\"/>\n\
         <text x=\"{LABEL}\" y=\"{3}\">0</text>\n\
         <text x=\"{0}\" y=\"{3}\" text-anchor=\"middle\">0.5</text>\n\
         <text x=\"{4}\" y=\"{3}\" text-anchor=\"end\">1</text>\n</svg>\n",
        x(0.5),
        TOP - 4.0,
        bottom,
        bottom + 18.0,
        LABEL + BAR,
    );
    out
}

/// Text made safe inside SVG.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}
