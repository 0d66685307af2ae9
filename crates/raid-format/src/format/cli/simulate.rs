//! `altplay simulate raid-format`: many games of the team against the boss, an AI at every seat.

use altplay_ai::PolicySpec;
use altplay_core::stats::mean;
use altplay_core::{Game, Seat};
use altplay_format::{BoxError, Lines, Results, RunInfo, Simulate, Simulation, WinRate};
use clap::Args;
use serde::Serialize;

use super::args::TableArgs;
use crate::config::Setup;
use crate::state::RaidFormat;

#[derive(Args, Clone)]
pub struct SimulateArgs {
    #[command(flatten)]
    pub table: TableArgs,
    /// The AI at every player's seat: random or greedy.
    #[arg(long, value_name = "SPEC", default_value = "greedy")]
    pub players: PolicySpec,
}

altplay_core::counters! {
    pub struct Counts {
        /// The players' wins, the boss's, and games stopped.
        results: Results,
        boss_turns: u64,
        cards_lost: u64,
        players_out: u64,
    }
}

impl Simulate for RaidFormat {
    type SimulateArgs = SimulateArgs;
    type Tally = Counts;
    type Summary = Summary;

    fn simulation(args: &SimulateArgs) -> Result<Simulation<Self>, BoxError> {
        crate::players::RaidPlayer::new(args.players, Seat(0), 0)
            .map_err(|e| format!("--players: {e}"))?;
        let setup = args.table.setup()?;
        if setup.physical != 0 {
            return Err("--decks: a simulation has no players with physical cards (\"physical\" is for a table)".into());
        }
        let names = setup.config.decks.iter().map(ToString::to_string).collect();
        Ok(Simulation {
            names,
            ..Simulation::alike(setup, args.players)
        })
    }

    fn tally(&self, c: &mut Counts) {
        c.results.count(self.outcome());
        c.boss_turns += u64::from(self.boss_turns);
        c.cards_lost += self.boss.lost_zone().len() as u64;
        c.players_out += u64::from(self.out.count_ones());
    }

    fn summary(
        simulation: &Simulation<Self>,
        args: &SimulateArgs,
        run: RunInfo,
        c: &Counts,
    ) -> Summary {
        let setup: &Setup = &simulation.setups[0];
        let n = run.games;
        Summary {
            boss: setup.title.clone(),
            decks: simulation.names.clone(),
            policy: args.players.name(),
            run,
            players: setup.players,
            divisor: setup.config.divisor,
            wins: c.results.wins[0],
            losses: c.results.wins[1],
            stopped: c.results.draws,
            rate: WinRate::of(c.results.wins[0], n),
            mean_boss_turns: mean(c.boss_turns, n),
            mean_cards_lost_per_turn: c.cards_lost as f64 / c.boss_turns.max(1) as f64,
            mean_players_out: mean(c.players_out, n),
        }
    }

    fn summary_text(s: &Summary) -> String {
        let title = format!(
            "Raid Format: {} players ({}) against {}, divisor {}, {}",
            s.players,
            s.decks.join(", "),
            s.boss,
            s.divisor,
            s.run
        );
        let wins = format!("{} (losses {}, stopped {})", s.wins, s.losses, s.stopped);
        let cards_lost = format!("{:.2} a boss turn", s.mean_cards_lost_per_turn);
        Lines::new(title, 16)
            .line("wins", wins)
            .line("win rate", s.rate)
            .line(
                "boss turns",
                format_args!("{:.2} a game", s.mean_boss_turns),
            )
            .line("cards lost", cards_lost)
            .line(
                "players out",
                format_args!("{:.2} a game", s.mean_players_out),
            )
            .text()
    }
}

/// A run's figures.
#[derive(Debug, Clone, Serialize)]
pub struct Summary {
    pub boss: String,
    pub decks: Vec<String>,
    pub policy: String,
    #[serde(flatten)]
    pub run: RunInfo,
    pub players: u8,
    pub divisor: u8,
    pub wins: u64,
    pub losses: u64,
    /// Games the engine's bound on boss turns stopped (neither side won).
    pub stopped: u64,
    #[serde(flatten)]
    pub rate: WinRate,
    pub mean_boss_turns: f64,
    /// Boss cards milled to the Lost Zone per boss turn, over every game.
    pub mean_cards_lost_per_turn: f64,
    pub mean_players_out: f64,
}
