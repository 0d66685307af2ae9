//! `altplay simulate raid-battle`: many games with AI at every seat, and their statistics.

use std::sync::Arc;

use altplay_core::{Game, Policy, ToMove};
use altplay_raid_battle::{FORMAT, Options, PLAYERS, RaidBattle, Setup};
use altplay_sim::{Tally, mean, run, wilson_ci95};
use clap::Args;

use crate::args::RunArgs;
use serde::Serialize;

use super::load::{PolicyKind, TableArgs};

/// Raid Battle: many games with AI at every seat.
#[derive(Args)]
pub struct SimulateArgs {
    #[command(flatten)]
    pub table: TableArgs,
    #[command(flatten)]
    pub run: RunArgs,
}

/// Integer counters, so merging is exact and the result does not depend on the threads.
#[derive(Debug, Default)]
struct Counts {
    wins: u64,
    rounds: u64,
    knockouts: u64,
    boss_turns: u64,
    boss_attacks: u64,
}

impl Tally for Counts {
    fn merge(&mut self, o: Self) {
        self.wins += o.wins;
        self.rounds += o.rounds;
        self.knockouts += o.knockouts;
        self.boss_turns += o.boss_turns;
        self.boss_attacks += o.boss_attacks;
    }
}

#[derive(Debug, Serialize)]
struct Summary {
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

pub fn simulate(args: &SimulateArgs) -> anyhow::Result<()> {
    let config = args.table.config(Options {
        record_events: false,
        ..Options::default()
    })?;
    let (team, boss) = (config.team.name.clone(), config.boss.name.clone());
    let (power, level) = config.power_and_level()?;
    let setup = Arc::new(Setup::new(config)?);
    let spec = args.run.spec();
    let policy = args.table.policy;
    let counts: Counts = run(&spec, |_, seed, counts| {
        play_one(
            RaidBattle::with_setup(Arc::clone(&setup), seed),
            policy,
            seed,
            counts,
        );
    })?;
    let games = args.run.games;
    let summary = Summary {
        format: FORMAT,
        team,
        boss,
        policy,
        power,
        level,
        weakness: args.table.weakness,
        games,
        seed: args.run.seed,
        wins: counts.wins,
        win_rate: mean(counts.wins, games),
        win_rate_ci95: wilson_ci95(counts.wins as f64, games),
        mean_rounds: mean(counts.rounds, games),
        mean_knockouts: mean(counts.knockouts, games),
        boss_attacks_per_turn: mean(counts.boss_attacks, counts.boss_turns),
    };
    if args.run.json {
        println!("{}", serde_json::to_string(&summary)?);
    } else {
        print!("{}", table(&summary));
    }
    Ok(())
}

fn play_one(mut game: RaidBattle, policy: PolicyKind, seed: u64, counts: &mut Counts) {
    let mut ai = policy.player(seed);
    while let ToMove::Seat(_) = game.to_move() {
        let action = ai.choose(&game);
        game.apply(&action)
            .expect("the policies choose among the legal actions");
    }
    if game.outcome().and_then(|o| o.winner()) == Some(PLAYERS) {
        counts.wins += 1;
    }
    let (boss_turns, boss_attacks) = game.boss_turn_stats();
    counts.rounds += u64::from(game.round());
    counts.knockouts += u64::from(game.knockouts());
    counts.boss_turns += u64::from(boss_turns);
    counts.boss_attacks += u64::from(boss_attacks);
}

fn table(s: &Summary) -> String {
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
