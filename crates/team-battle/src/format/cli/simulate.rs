//! `altplay simulate team-battle`: many 2 vs 2 games, one AI for team A's two seats and one for
//! team B's. Which team goes first is the coin flip's (TB-2), so both orders are played; the
//! report counts them.

use altplay_ai::PolicySpec;
use altplay_core::stats::mean;
use altplay_core::{Game, Team};
use altplay_format::{BoxError, RunInfo, Simulate, Simulation};
use altplay_tcg::format::cli::Played;
use clap::Args;
use serde::Serialize;
use serde_json::{Value, json};

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
    /// Integer counters, so merging is exact whatever the threads.
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
        for (flag, spec) in [("--team-a", args.team_a), ("--team-b", args.team_b)] {
            TeamPlayer::new(spec, 0, None).map_err(|e| format!("{flag}: {e}"))?;
        }
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
        let n = run.games;
        let results = &c.played.results;
        Summary {
            format: "team-battle",
            decks: simulation.names.clone(),
            team_a: args.team_a.name(),
            team_b: args.team_b.name(),
            seed: run.seed,
            games: n,
            team_a_wins: results.wins[0],
            team_b_wins: results.wins[1],
            draws: results.draws,
            win_rate: results.score(Team(0), n),
            win_rate_ci95: results.score_ci95(Team(0), n),
            mean_turns: mean(c.played.turns, n),
            decided: json!(c.played.decided),
            team_a_first: c.team_a_first,
            team_a_wins_first: c.team_a_wins_first,
            team_a_wins_second: results.wins[0] - c.team_a_wins_first,
        }
    }

    fn summary_text(s: &Summary) -> String {
        format!(
            "Team Battle: team A {} & {} ({}) against team B {} & {} ({}), {} games, seed {}\n\
             \x20 wins            A {} – B {}  draws {}\n\
             \x20 team A score    {:.3} (95% CI {:.3}–{:.3})\n\
             \x20 mean turns      {:.1}\n\
             \x20 decided by      Prize cards {}, no Pokémon {}, deck out {}\n\
             \x20 team A first    {} games, won {}; second {} games, won {}\n",
            s.decks[0],
            s.decks[2],
            s.team_a,
            s.decks[1],
            s.decks[3],
            s.team_b,
            s.games,
            s.seed,
            s.team_a_wins,
            s.team_b_wins,
            s.draws,
            s.win_rate,
            s.win_rate_ci95[0],
            s.win_rate_ci95[1],
            s.mean_turns,
            s.decided["prizes"],
            s.decided["no_pokemon"],
            s.decided["deck_out"],
            s.team_a_first,
            s.team_a_wins_first,
            s.games - s.team_a_first,
            s.team_a_wins_second,
        )
    }
}

/// A run's figures.
#[derive(Debug, Serialize)]
pub struct Summary {
    format: &'static str,
    /// A1, B1, A2, B2.
    decks: Vec<String>,
    team_a: String,
    team_b: String,
    seed: u64,
    games: u64,
    team_a_wins: u64,
    team_b_wins: u64,
    draws: u64,
    /// Team A's score: wins, and half the draws, per game.
    win_rate: f64,
    win_rate_ci95: [f64; 2],
    mean_turns: f64,
    /// How the games were won: `deck_out`, `no_pokemon`, `prizes` (a JSON object, so in the
    /// order of its names).
    decided: Value,
    /// Games in which team A went first, and team A's wins going first and going second.
    team_a_first: u64,
    team_a_wins_first: u64,
    team_a_wins_second: u64,
}
