//! `altplay simulate raid-boss`: many games with an AI team, win rate and victory levels.

use altplay_core::stats::mean;
use altplay_format::{BoxError, Lines, RunInfo, Simulate, Simulation, WinRate};
use clap::Args;
use serde::Serialize;

use super::args::{TableArgs, TeamPolicy};
use crate::{Ending, RaidBoss, Victory};

#[derive(Args)]
pub struct SimulateArgs {
    #[command(flatten)]
    pub table: TableArgs,
    /// The team's AI: heuristic (default), random or mcts[:iters=N,c=X].
    #[arg(long, value_name = "SPEC", default_value = "heuristic")]
    pub policy: TeamPolicy,
}

altplay_core::counters! {
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
            heroes: args.table.heroes.clone(),
            boss: simulation.setups[0].rules.boss.name.clone(),
            policy: args.policy.name(),
            run,
            wins: counts.wins,
            rate: WinRate::of(counts.wins, n),
            legendary: counts.legendary,
            heroic: counts.heroic,
            victory: counts.victory,
            mean_rounds: mean(counts.rounds, n),
            mean_knockouts: mean(counts.knockouts, n),
            errors: counts.errors,
        }
    }

    fn summary_text(s: &Summary) -> String {
        let title = format!(
            "Raid Boss: {} against {} ({}), {}",
            s.heroes.join(", "),
            s.boss,
            s.policy,
            s.run
        );
        Lines::new(title, 16)
            .line("wins", format_args!("{}  win rate {}", s.wins, s.rate))
            .line("legendary", s.legendary)
            .line("heroic", s.heroic)
            .line("victory", s.victory)
            .line("mean rounds", format_args!("{:.2}", s.mean_rounds))
            .line("mean knockouts", format_args!("{:.2}", s.mean_knockouts))
            .line("errors", s.errors)
            .text()
    }
}

/// A run's figures.
#[derive(Debug, Serialize)]
pub struct Summary {
    heroes: Vec<String>,
    boss: String,
    policy: String,
    #[serde(flatten)]
    run: RunInfo,
    wins: u64,
    #[serde(flatten)]
    rate: WinRate,
    legendary: u64,
    heroic: u64,
    victory: u64,
    mean_rounds: f64,
    mean_knockouts: f64,
    errors: u64,
}
