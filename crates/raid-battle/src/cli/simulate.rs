//! `altplay simulate raid-battle`: many games with AI at every seat, and their statistics.

use std::sync::Arc;

use altplay_core::Game;
use altplay_core::stats::{mean, wilson_ci95};
use altplay_format::{BoxError, RunInfo, Simulate, Simulation};
use clap::Args;
use serde::Serialize;

use super::args::{PolicyKind, TableArgs};
use crate::{FORMAT, Options, PLAYERS, RaidBattle, Setup};

/// Raid Battle: many games with AI at every seat.
#[derive(Args)]
pub struct SimulateArgs {
    #[command(flatten)]
    pub table: TableArgs,
}

altplay_core::counters! {
    /// Integer counters, so merging is exact and the result does not depend on the threads.
    pub struct Counts {
        wins: u64,
        rounds: u64,
        knockouts: u64,
        boss_turns: u64,
        boss_attacks: u64,
    }
}

impl Simulate for RaidBattle {
    type SimulateArgs = SimulateArgs;
    type Tally = Counts;
    type Summary = Summary;

    fn simulation(args: &SimulateArgs) -> Result<Simulation<Self>, BoxError> {
        let config = args.table.config(Options {
            record_events: false,
            ..Options::default()
        })?;
        config.power_and_level()?;
        let setup = Arc::new(Setup::new(config)?);
        Ok(Simulation::alike(setup, args.table.policy.spec()))
    }

    fn tally(&self, counts: &mut Counts) {
        if self.outcome().and_then(|o| o.winner()) == Some(PLAYERS) {
            counts.wins += 1;
        }
        let (boss_turns, boss_attacks) = self.boss_turn_stats();
        counts.rounds += u64::from(self.round());
        counts.knockouts += u64::from(self.knockouts());
        counts.boss_turns += u64::from(boss_turns);
        counts.boss_attacks += u64::from(boss_attacks);
    }

    fn summary(
        simulation: &Simulation<Self>,
        args: &SimulateArgs,
        run: RunInfo,
        counts: &Counts,
    ) -> Summary {
        let setup = &simulation.setups[0];
        let games = run.games;
        Summary {
            format: FORMAT,
            team: setup.config.team.name.clone(),
            boss: setup.config.boss.name.clone(),
            policy: args.table.policy,
            power: setup.power,
            level: setup.level,
            weakness: args.table.weakness,
            games,
            seed: run.seed,
            wins: counts.wins,
            win_rate: mean(counts.wins, games),
            win_rate_ci95: wilson_ci95(counts.wins as f64, games),
            mean_rounds: mean(counts.rounds, games),
            mean_knockouts: mean(counts.knockouts, games),
            boss_attacks_per_turn: mean(counts.boss_attacks, counts.boss_turns),
        }
    }

    fn summary_text(s: &Summary) -> String {
        let weakness = if s.weakness {
            ", Weakness/Resistance on"
        } else {
            ""
        };
        format!(
            "Raid Battle: {} against {}, Level {} (power {}), {:?} policy{weakness}\n\
             \x20 games                  {}\n\
             \x20 seed                   {}\n\
             \x20 players' wins          {}  ({:.1}%, 95% CI {:.1}%–{:.1}%)\n\
             \x20 rounds per game        {:.2}\n\
             \x20 Knock Outs per game    {:.2}\n\
             \x20 boss attacks per turn  {:.2}\n",
            s.team,
            s.boss,
            s.level,
            s.power,
            s.policy,
            s.games,
            s.seed,
            s.wins,
            s.win_rate * 100.0,
            s.win_rate_ci95[0] * 100.0,
            s.win_rate_ci95[1] * 100.0,
            s.mean_rounds,
            s.mean_knockouts,
            s.boss_attacks_per_turn,
        )
    }
}

/// A run's figures.
#[derive(Debug, Serialize)]
pub struct Summary {
    format: &'static str,
    team: String,
    boss: String,
    policy: PolicyKind,
    power: u32,
    level: u8,
    weakness: bool,
    games: u64,
    seed: u64,
    wins: u64,
    win_rate: f64,
    win_rate_ci95: [f64; 2],
    mean_rounds: f64,
    mean_knockouts: f64,
    boss_attacks_per_turn: f64,
}
