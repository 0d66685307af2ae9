//! `altplay simulate team-battle`: many 2 vs 2 games, one AI for team A's two seats and one for
//! team B's. Which team goes first is the coin flip's (TB-2), so both orders are played; the
//! report counts them.

use altplay_ai::PolicySpec;
use altplay_core::stats::{mean, wilson_ci95};
use altplay_core::{Game, Outcome, Team};
use altplay_format::{BoxError, Report, RunInfo, Simulate, Simulation};
use altplay_tcg::game::Decided;
use clap::Args;
use serde::Serialize;
use serde_json::{Value, json};

use super::TableArgs;
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
        team_a_wins: u64,
        team_b_wins: u64,
        draws: u64,
        turns: u64,
        by_prizes: u64,
        by_no_pokemon: u64,
        by_deck_out: u64,
        team_a_first: u64,
        team_a_wins_first: u64,
    }
}

impl Simulate for TeamBattle {
    type SimulateArgs = SimulateArgs;
    type Tally = Counts;

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
        let game = &self.game;
        c.turns += u64::from(game.turn());
        let a_first = self.team_of(game.first()) == Team(0);
        c.team_a_first += u64::from(a_first);
        match self.outcome() {
            Some(Outcome::Win { team: Team(0), .. }) => {
                c.team_a_wins += 1;
                c.team_a_wins_first += u64::from(a_first);
            }
            Some(Outcome::Win { .. }) => c.team_b_wins += 1,
            _ => c.draws += 1,
        }
        match game.decided() {
            Some(Decided::Prizes) => c.by_prizes += 1,
            Some(Decided::NoPokemon) => c.by_no_pokemon += 1,
            Some(Decided::DeckOut) => c.by_deck_out += 1,
            None => {}
        }
    }

    fn report(
        simulation: &Simulation<Self>,
        args: &SimulateArgs,
        run: RunInfo,
        c: &Counts,
    ) -> Report {
        let n = run.games;
        let score = c.team_a_wins as f64 + 0.5 * c.draws as f64;
        let s = Summary {
            format: "team-battle",
            decks: simulation.names.clone(),
            team_a: args.team_a.name(),
            team_b: args.team_b.name(),
            seed: run.seed,
            games: n,
            team_a_wins: c.team_a_wins,
            team_b_wins: c.team_b_wins,
            draws: c.draws,
            win_rate: score / n.max(1) as f64,
            win_rate_ci95: wilson_ci95(score, n),
            mean_turns: mean(c.turns, n),
            decided: json!({
                "prizes": c.by_prizes,
                "no_pokemon": c.by_no_pokemon,
                "deck_out": c.by_deck_out,
            }),
            team_a_first: c.team_a_first,
            team_a_wins_first: c.team_a_wins_first,
            team_a_wins_second: c.team_a_wins - c.team_a_wins_first,
        };
        let text = format!(
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
            n,
            run.seed,
            s.team_a_wins,
            s.team_b_wins,
            s.draws,
            s.win_rate,
            s.win_rate_ci95[0],
            s.win_rate_ci95[1],
            s.mean_turns,
            c.by_prizes,
            c.by_no_pokemon,
            c.by_deck_out,
            s.team_a_first,
            s.team_a_wins_first,
            n - s.team_a_first,
            s.team_a_wins_second,
        );
        Report {
            json: serde_json::to_string(&s).expect("figures serialize"),
            text,
        }
    }
}

#[derive(Debug, Serialize)]
struct Summary {
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
    /// How the games were won: `prizes`, `no_pokemon`, `deck_out`.
    decided: Value,
    /// Games in which team A went first, and team A's wins going first and going second.
    team_a_first: u64,
    team_a_wins_first: u64,
    team_a_wins_second: u64,
}
