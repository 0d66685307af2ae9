//! `altplay simulate tcg`: many games between two AIs; who goes first is the coin flip's and
//! the winner's choice (TCG-5), so seats take both orders.

use altplay_ai::PolicySpec;
use altplay_core::stats::mean;
use altplay_core::{Game, Team};
use altplay_format::{BoxError, Lines, RunInfo, Simulate, Simulation, WinRate, check_specs};
use clap::Args;
use serde::Serialize;

use super::TableArgs;
use super::played::{Played, Ways};
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
}

altplay_core::counters! {
    pub struct Counts {
        played: Played,
        first_player_wins: u64,
        sudden_deaths: u64,
    }
}

impl Simulate for Tcg {
    type SimulateArgs = SimulateArgs;
    type Tally = Counts;
    type Summary = Summary;

    fn simulation(args: &SimulateArgs) -> Result<Simulation<Self>, BoxError> {
        let flags = [("--p1", args.p1), ("--p2", args.p2)];
        check_specs(flags, |spec| crate::players::player(spec, 0, None))?;
        Ok(Simulation {
            setups: vec![args.table.setup()?],
            seats: vec![args.p1, args.p2],
            names: vec![args.table.deck1.clone(), args.table.deck2.clone()],
        })
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
        Summary {
            decks: simulation.names.clone(),
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
}

/// A run's figures.
#[derive(Debug, Serialize)]
pub struct Summary {
    decks: Vec<String>,
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
