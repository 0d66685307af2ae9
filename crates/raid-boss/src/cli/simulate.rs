//! `altplay simulate raid-boss`: many games with an AI team, win rate and victory levels.

use altplay_core::stats::{mean, wilson_ci95};
use altplay_format::{BoxError, RunInfo, Simulate, Simulation};
use clap::Args;
use serde::Serialize;

use super::args::{TableArgs, TeamPolicy};
use crate::{Ending, FORMAT, RaidBoss, Victory};

#[derive(Args)]
pub struct SimulateArgs {
    #[command(flatten)]
    pub table: TableArgs,
    /// The team's AI: heuristic (default), random or mcts[:iters=N,c=X].
    #[arg(long, value_name = "SPEC", default_value = "heuristic")]
    pub policy: TeamPolicy,
}

altplay_core::counters! {
    /// Integer counters, so merging is exact whatever the threads.
    pub struct Counts {
        wins: u64,
        legendary: u64,
        heroic: u64,
        victory: u64,
        rounds: u64,
        knockouts: u64,
        /// Games stopped by the RX-17 trigger bound (a data fault).
        errors: u64,
    }
}

impl Simulate for RaidBoss {
    type SimulateArgs = SimulateArgs;
    type Tally = Counts;
    type Summary = Summary;

    /// Every hero is played by the team's policy, one player per hero.
    fn simulation(args: &SimulateArgs) -> Result<Simulation<Self>, BoxError> {
        Ok(Simulation::alike(args.table.setup()?, args.policy.spec()))
    }

    fn tally(&self, c: &mut Counts) {
        let s = self.state();
        if matches!(s.ending, Some(Ending::Stopped { .. })) {
            c.errors += 1;
            return;
        }
        c.rounds += u64::from(s.round);
        c.knockouts += u64::from(s.ko_count);
        if let Some(v) = self.victory() {
            c.wins += 1;
            match v {
                Victory::Legendary => c.legendary += 1,
                Victory::Heroic => c.heroic += 1,
                Victory::Victory => c.victory += 1,
            }
        }
    }

    fn summary(
        simulation: &Simulation<Self>,
        args: &SimulateArgs,
        run: RunInfo,
        counts: &Counts,
    ) -> Summary {
        let n = run.games;
        Summary {
            format: FORMAT,
            heroes: args.table.heroes.clone(),
            boss: simulation.setups[0].rules.boss.name.clone(),
            policy: args.policy.name(),
            seed: run.seed,
            games: n,
            wins: counts.wins,
            win_rate: mean(counts.wins, n),
            win_rate_ci95: wilson_ci95(counts.wins as f64, n),
            legendary: counts.legendary,
            heroic: counts.heroic,
            victory: counts.victory,
            mean_rounds: mean(counts.rounds, n),
            mean_knockouts: mean(counts.knockouts, n),
            errors: counts.errors,
        }
    }

    fn summary_text(s: &Summary) -> String {
        format!(
            "Raid Boss: {} against {} ({}), {} games, seed {}\n\
             \x20 wins            {}  win rate {:.3} (95% CI {:.3}–{:.3})\n\
             \x20 legendary       {}\n\
             \x20 heroic          {}\n\
             \x20 victory         {}\n\
             \x20 mean rounds     {:.2}\n\
             \x20 mean knockouts  {:.2}\n\
             \x20 errors          {}\n",
            s.heroes.join(", "),
            s.boss,
            s.policy,
            s.games,
            s.seed,
            s.wins,
            s.win_rate,
            s.win_rate_ci95[0],
            s.win_rate_ci95[1],
            s.legendary,
            s.heroic,
            s.victory,
            s.mean_rounds,
            s.mean_knockouts,
            s.errors
        )
    }
}

/// A run's figures.
#[derive(Debug, Serialize)]
pub struct Summary {
    format: &'static str,
    heroes: Vec<String>,
    boss: String,
    policy: String,
    seed: u64,
    games: u64,
    wins: u64,
    win_rate: f64,
    win_rate_ci95: [f64; 2],
    legendary: u64,
    heroic: u64,
    victory: u64,
    mean_rounds: f64,
    mean_knockouts: f64,
    errors: u64,
}
