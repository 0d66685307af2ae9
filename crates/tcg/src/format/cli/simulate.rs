//! `altplay simulate tcg`: many games between two AIs; who goes first is the coin flip's and
//! the winner's choice (TCG-5), so seats take both orders, or with `--first alternate` each seat
//! goes first in every other game. With `--gauntlet`, seat 1's deck against each deck of a list
//! ([`super::gauntlet`]).

use altplay_ai::PolicySpec;
use altplay_core::stats::mean;
use altplay_core::{Game, Seat, Team};
use altplay_format::{BoxError, Lines, RunInfo, Simulate, Simulation, WinRate, check_specs};
use clap::{Args, ValueEnum};
use serde::Serialize;

use std::path::PathBuf;

use super::TableArgs;
use super::gauntlet::{self, Matchups};
use super::played::{Played, Ways};
use crate::format::Setup;
use crate::game::Tcg;

#[derive(Args)]
pub struct SimulateArgs {
    #[command(flatten)]
    pub table: TableArgs,
    /// Seat 1's AI: random, greedy or ismcts[:iters=N|ms=N,c=X].
    #[arg(long, value_name = "SPEC", default_value = "greedy")]
    pub p1: PolicySpec,
    /// Seat 2's AI, as --p1.
    #[arg(long, value_name = "SPEC", default_value = "random")]
    pub p2: PolicySpec,
    /// Play --deck1 against each deck of a list instead of --deck2: a named list (`project`,
    /// the project's decklists; `meta`, the current Standard ones among them) or decks separated by commas, each as --deck2 takes one. The
    /// games are shared among them in turn; a row each: score, interval, going first, second.
    #[arg(long, value_name = "LIST", conflicts_with = "sealed")]
    pub gauntlet: Option<String>,
    /// With --gauntlet: also write the scores as a bar chart (SVG) to FILE.
    #[arg(long, value_name = "FILE", requires = "gauntlet")]
    pub svg: Option<PathBuf>,
    /// Who goes first: `coin`, as at a table (the coin flip's winner chooses); `alternate`,
    /// seat 1 in one game and seat 2 in the next (with --gauntlet, against each deck in turn),
    /// no coin flipped: both orders equally often when the AIs would choose differently.
    #[arg(long, value_enum, default_value = "coin")]
    pub first: FirstMove,
}

/// Who goes first in a simulation's games.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum FirstMove {
    Coin,
    Alternate,
}

impl FirstMove {
    /// `setups` as games of this order play them: with `Alternate`, each with seat 1 first, then
    /// each with seat 2 first (game `i` plays set-up `i mod 2K`).
    fn setups(self, setups: Vec<Setup>) -> Vec<Setup> {
        if self == FirstMove::Coin {
            return setups;
        }
        let first = |seat: u8| {
            setups.iter().cloned().map(move |mut s| {
                s.table.rules = s.table.rules.with_first(Seat(seat));
                s
            })
        };
        first(0).chain(first(1)).collect()
    }
}

altplay_core::counters! {
    pub struct Counts {
        played: Played,
        first_player_wins: u64,
        sudden_deaths: u64,
        matchups: Matchups,
    }
}

impl Simulate for Tcg {
    type SimulateArgs = SimulateArgs;
    type Tally = Counts;
    type Summary = Summary;

    fn simulation(args: &SimulateArgs) -> Result<Simulation<Self>, BoxError> {
        let flags = [("--p1", args.p1), ("--p2", args.p2)];
        check_specs(flags, |spec| crate::players::player(spec, 0, None))?;
        let Some(list) = &args.gauntlet else {
            let setup = args.table.setup()?;
            // A Sealed game's decks are the ones built, named by their seats.
            let names = match setup.config.sealed {
                Some(_) => (setup.config.decks.iter())
                    .map(|d| d.name().to_string())
                    .collect(),
                None => vec![args.table.deck1.clone(), args.table.deck2.clone()],
            };
            return Ok(Simulation {
                setups: args.first.setups(vec![setup]),
                seats: vec![args.p1, args.p2],
                names,
            });
        };
        let against = gauntlet::listed_decks(list);
        let setups = gauntlet::setups(&args.table, &against)?;
        Ok(Simulation {
            setups: args.first.setups(setups),
            seats: vec![args.p1, args.p2],
            names: [vec![args.table.deck1.clone()], against].concat(),
        })
    }

    fn tally_setup(&self, setup: usize, c: &mut Counts) {
        self.tally(c);
        c.matchups.count(setup, self.outcome(), Team(self.first.0));
    }

    fn tally(&self, c: &mut Counts) {
        if self.prize_count == 1 {
            c.sudden_deaths += 1;
        }
        if c.played.count(self, self.outcome()) == Some(Team(self.first.0)) {
            c.first_player_wins += 1;
        }
    }

    fn summary(
        simulation: &Simulation<Self>,
        args: &SimulateArgs,
        run: RunInfo,
        c: &Counts,
    ) -> Summary {
        let results = &c.played.results;
        let gauntlet =
            (args.gauntlet.as_ref()).map(|_| gauntlet::rows(&simulation.names[1..], &c.matchups));
        Summary {
            decks: simulation.names.clone(),
            gauntlet,
            p1: args.p1.name(),
            p2: args.p2.name(),
            run,
            wins: results.wins,
            draws: results.draws,
            rate: results.win_rate(Team(0), run.games),
            mean_turns: mean(c.played.turns, run.games),
            decided: c.played.decided,
            first_player_wins: c.first_player_wins,
            sudden_deaths: c.sudden_deaths,
        }
    }

    fn summary_text(s: &Summary) -> String {
        if let Some(rows) = &s.gauntlet {
            let all = format!("all decks: {} games, score {}", s.run.games, s.rate);
            return format!("{}\n{}{all}\n", gauntlet_title(s), gauntlet::table(rows));
        }
        let title = format!(
            "Pokémon TCG: {} ({}) against {} ({}), {}",
            s.decks[0], s.p1, s.decks[1], s.p2, s.run
        );
        let [one, two] = s.wins;
        let first = s.first_player_wins;
        Lines::new(title, 16)
            .line("wins", format_args!("{one} – {two}  draws {}", s.draws))
            .line("seat 1 score", s.rate)
            .line("mean turns", format_args!("{:.1}", s.mean_turns))
            .line("decided by", s.decided)
            .line(
                "first player",
                format_args!("{first} wins; Sudden Death {}", s.sudden_deaths),
            )
            .text()
    }

    fn write_files(s: &Summary, args: &SimulateArgs) -> Result<(), BoxError> {
        let (Some(rows), Some(file)) = (&s.gauntlet, &args.svg) else {
            return Ok(());
        };
        std::fs::write(file, gauntlet::svg(&gauntlet_title(s), rows))
            .map_err(|e| format!("--svg {}: {e}", file.display()).into())
    }
}

/// "Gauntlet: grass-rillaboom (greedy) against 5 decks (random), 100 games, seed 1".
fn gauntlet_title(s: &Summary) -> String {
    let against = s.decks.len() - 1;
    format!(
        "Pokémon TCG gauntlet: {} ({}) against {against} decks ({}), {}",
        s.decks[0], s.p1, s.p2, s.run
    )
}

/// A run's figures.
#[derive(Debug, Serialize)]
pub struct Summary {
    decks: Vec<String>,
    /// With `--gauntlet`: a row per deck of the list (the figures above are over them all).
    #[serde(skip_serializing_if = "Option::is_none")]
    gauntlet: Option<Vec<gauntlet::Row>>,
    p1: String,
    p2: String,
    #[serde(flatten)]
    run: RunInfo,
    /// Seat 1's and seat 2's.
    wins: [u64; 2],
    draws: u64,
    /// Seat 1's score: wins, and half the draws, per game.
    #[serde(flatten)]
    rate: WinRate,
    mean_turns: f64,
    decided: Ways,
    first_player_wins: u64,
    sudden_deaths: u64,
}
