//! `altplay simulate team-battle`: many 2 vs 2 games, one AI for team A's two seats and one for
//! team B's. Which team goes first is the coin flip's (TB-2), so both orders are played; the
//! report counts them.

use altplay_ai::PolicySpec;
use altplay_core::stats::mean;
use altplay_core::{Game, Team};
use altplay_format::{BoxError, Lines, RunInfo, Simulate, Simulation, WinRate, check_specs};
use altplay_tcg::format::cli::{Played, Ways};
use clap::Args;
use serde::Serialize;

use super::args::TableArgs;
use crate::players::TeamPlayer;
use crate::state::TeamBattle;

#[derive(Args)]
pub struct SimulateArgs {
    #[command(flatten)]
    pub table: TableArgs,
    /// Team A's AI (A1 and A2): random, greedy or ismcts[:iters=N|ms=N,c=X].
    #[arg(long, value_name = "SPEC", default_value = "greedy")]
    pub team_a: PolicySpec,
    /// Team B's AI (B1 and B2), as --team-a.
    #[arg(long, value_name = "SPEC", default_value = "random")]
    pub team_b: PolicySpec,
}

altplay_core::counters! {
    pub struct Counts {
        played: Played,
        team_a_first: u64,
        team_a_wins_first: u64,
    }
}

impl Simulate for TeamBattle {
    type SimulateArgs = SimulateArgs;
    type Tally = Counts;
    type Summary = Summary;

    fn simulation(args: &SimulateArgs) -> Result<Simulation<Self>, BoxError> {
        let flags = [("--team-a", args.team_a), ("--team-b", args.team_b)];
        check_specs(flags, |spec| TeamPlayer::new(spec, 0, None))?;
        let setup = args.table.setup()?;
        Ok(Simulation {
            names: setup.config.decks.iter().map(ToString::to_string).collect(),
            setups: vec![setup],
            seats: vec![args.team_a, args.team_b, args.team_a, args.team_b],
        })
    }

    fn tally(&self, c: &mut Counts) {
        let a_first = self.team_of(self.game.first()) == Team(0);
        c.team_a_first += u64::from(a_first);
        if c.played.count(&self.game, self.outcome()) == Some(Team(0)) {
            c.team_a_wins_first += u64::from(a_first);
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
            team_a: args.team_a.name(),
            team_b: args.team_b.name(),
            run,
            team_a_wins: results.wins[0],
            team_b_wins: results.wins[1],
            draws: results.draws,
            rate: results.win_rate(Team(0), run.games),
            mean_turns: mean(c.played.turns, run.games),
            decided: c.played.decided,
            team_a_first: c.team_a_first,
            team_a_wins_first: c.team_a_wins_first,
            team_a_wins_second: results.wins[0] - c.team_a_wins_first,
        }
    }

    fn summary_text(s: &Summary) -> String {
        let d = &s.decks;
        let title = format!(
            "Team Battle: team A {} & {} ({}) against team B {} & {} ({}), {}",
            d[0], d[2], s.team_a, d[1], d[3], s.team_b, s.run
        );
        let (a, b) = (s.team_a_wins, s.team_b_wins);
        let (first, won) = (s.team_a_first, s.team_a_wins_first);
        let second = s.run.games - first;
        let orders = format!(
            "{first} games, won {won}; second {second} games, won {}",
            s.team_a_wins_second
        );
        Lines::new(title, 16)
            .line("wins", format_args!("A {a} – B {b}  draws {}", s.draws))
            .line("team A score", s.rate)
            .line("mean turns", format_args!("{:.1}", s.mean_turns))
            .line("decided by", s.decided)
            .line("team A first", orders)
            .text()
    }
}

/// A run's figures.
#[derive(Debug, Serialize)]
pub struct Summary {
    /// A1, B1, A2, B2.
    decks: Vec<String>,
    team_a: String,
    team_b: String,
    #[serde(flatten)]
    run: RunInfo,
    team_a_wins: u64,
    team_b_wins: u64,
    draws: u64,
    /// Team A's score: wins, and half the draws, per game.
    #[serde(flatten)]
    rate: WinRate,
    mean_turns: f64,
    /// How the games were won: `card_effect` (when any was), `deck_out`, `no_pokemon`, `prizes`.
    #[serde(serialize_with = "Ways::by_name")]
    decided: Ways,
    /// Games in which team A went first, and team A's wins going first and going second.
    team_a_first: u64,
    team_a_wins_first: u64,
    team_a_wins_second: u64,
}
