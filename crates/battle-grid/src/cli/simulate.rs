//! `altplay simulate battle-grid`: many AI games, seats alternating who places first.

use altplay_ai::PolicySpec;
use altplay_core::{Game, Seat, Team};
use altplay_format::{BoxError, Lines, Results, RunInfo, Simulate, Simulation, check_specs};
use clap::Args;
use serde::Serialize;

use super::args::TableArgs;
use crate::{BattleGrid, Options, check_spec};

#[derive(Args)]
pub struct SimulateArgs {
    #[command(flatten)]
    pub table: TableArgs,
    /// Seat 1's AI: random, greedy, mcts[:iters=N|ms=N,c=X], ismcts[:…].
    #[arg(long, value_name = "SPEC")]
    pub p1: PolicySpec,
    /// Seat 2's AI, as --p1.
    #[arg(long, value_name = "SPEC")]
    pub p2: PolicySpec,
}

altplay_core::counters! {
    pub struct Counts {
        results: Results,
        /// Sum of seat 1's total minus seat 2's.
        margin: i64,
        first_mover_wins: u64,
    }
}

impl Simulate for BattleGrid {
    type SimulateArgs = SimulateArgs;
    type Tally = Counts;
    type Summary = Summary;

    /// Even games have seat 1 place first, odd games seat 2.
    fn simulation(args: &SimulateArgs) -> Result<Simulation<Self>, BoxError> {
        let table = args.table.table()?;
        let options = table.setup.options();
        let flags = [("--p1", args.p1), ("--p2", args.p2)];
        check_specs(flags, |spec| check_spec(spec, options))?;
        let setups = [0, 1].map(|first| {
            table.setup.with_options(Options {
                first: Some(Seat(first)),
                ..options
            })
        });
        Ok(Simulation {
            setups: setups.to_vec(),
            seats: vec![args.p1, args.p2],
            names: table.names.to_vec(),
        })
    }

    fn tally(&self, counts: &mut Counts) {
        let [a, b] = self.totals();
        counts.margin += i64::from(a) - i64::from(b);
        if counts.results.count(self.outcome()) == Some(Team(self.first().0)) {
            counts.first_mover_wins += 1;
        }
    }

    fn summary(
        simulation: &Simulation<Self>,
        args: &SimulateArgs,
        run: RunInfo,
        counts: &Counts,
    ) -> Summary {
        let games = run.games;
        let results = &counts.results;
        Summary {
            deck1: simulation.names[0].clone(),
            deck2: simulation.names[1].clone(),
            p1: args.p1.name(),
            p2: args.p2.name(),
            options: args.table.options(),
            games,
            seed: run.seed,
            p1_wins: results.wins[0],
            p2_wins: results.wins[1],
            draws: results.draws,
            p1_score: results.score(Team(0), games),
            p1_score_ci95: results.score_ci95(Team(0), games),
            mean_margin: counts.margin as f64 / games as f64,
            first_mover_score: (counts.first_mover_wins as f64 + results.draws as f64 / 2.0)
                / games as f64,
        }
    }

    fn summary_text(s: &Summary) -> String {
        let title = format!(
            "Battle Grid: {} ({}) against {} ({}), {} games, seed {}",
            s.deck1, s.p1, s.deck2, s.p2, s.games, s.seed
        );
        let [low, high] = s.p1_score_ci95;
        let score = format!("{:.3}  (95% CI {low:.3}–{high:.3})", s.p1_score);
        let margin = format!("{:+.1} points for seat 1", s.mean_margin);
        Lines::new(title, 19)
            .line("seat 1 wins", s.p1_wins)
            .line("seat 2 wins", s.p2_wins)
            .line("draws", s.draws)
            .line("seat 1 score", score)
            .line("mean margin", margin)
            .line(
                "first-mover score",
                format_args!("{:.3}", s.first_mover_score),
            )
            .text()
    }
}

/// A run's figures.
#[derive(Debug, Serialize)]
pub struct Summary {
    deck1: String,
    deck2: String,
    p1: String,
    p2: String,
    options: Options,
    games: u64,
    seed: u64,
    p1_wins: u64,
    p2_wins: u64,
    draws: u64,
    p1_score: f64,
    p1_score_ci95: [f64; 2],
    mean_margin: f64,
    first_mover_score: f64,
}
