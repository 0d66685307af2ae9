//! `altplay simulate raid-battle`: many games with AI at every seat, and their statistics.

use std::sync::Arc;

use altplay_core::Game;
use altplay_core::stats::mean;
use altplay_format::{BoxError, Lines, RunInfo, Simulate, Simulation, WinRate};
use clap::Args;
use serde::Serialize;

use super::args::{PolicyKind, TableArgs};
use crate::{Options, PLAYERS, RaidBattle, Setup};

/// Raid Battle: many games with AI at every seat.
#[derive(Args)]
pub struct SimulateArgs {
    #[command(flatten)]
    pub table: TableArgs,
}

altplay_core::counters! {
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
            team: setup.config.team.name.clone(),
            boss: setup.config.boss.name.clone(),
            policy: args.table.policy,
            power: setup.power,
            level: setup.level,
            weakness: args.table.weakness,
            games,
            seed: run.seed,
            wins: counts.wins,
            rate: WinRate::of(counts.wins, games),
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
        let title = format!(
            "Raid Battle: {} against {}, Level {} (power {}), {:?} policy{weakness}",
            s.team, s.boss, s.level, s.power, s.policy
        );
        let [low, high] = s.rate.win_rate_ci95.map(|p| p * 100.0);
        let rate = s.rate.win_rate * 100.0;
        let wins = format!("{}  ({rate:.1}%, 95% CI {low:.1}%–{high:.1}%)", s.wins);
        let per_turn = format!("{:.2}", s.boss_attacks_per_turn);
        Lines::new(title, 23)
            .line("games", s.games)
            .line("seed", s.seed)
            .line("players' wins", wins)
            .line("rounds per game", format_args!("{:.2}", s.mean_rounds))
            .line(
                "Knock Outs per game",
                format_args!("{:.2}", s.mean_knockouts),
            )
            .line("boss attacks per turn", per_turn)
            .text()
    }
}

/// A run's figures.
#[derive(Debug, Serialize)]
pub struct Summary {
    team: String,
    boss: String,
    policy: PolicyKind,
    power: u32,
    level: u8,
    weakness: bool,
    games: u64,
    seed: u64,
    wins: u64,
    #[serde(flatten)]
    rate: WinRate,
    mean_rounds: f64,
    mean_knockouts: f64,
    boss_attacks_per_turn: f64,
}
