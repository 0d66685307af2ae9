//! A Sealed table on the command line (feature `cli`): `play` (a person builds at the terminal,
//! step by step, then plays), `simulate` (AI seats build and play; team A's score) and `bench`.

use altplay_ai::PolicySpec;
use altplay_core::{Game, Seat, Team};
use altplay_format::{
    Bench, BoxError, Format, Lines, Play, PlayTable, Report, Results, RunInfo, Seating, Simulate,
    Simulation, WinRate, check_specs,
};
use clap::Args;
use serde::Serialize;

use crate::game::{Inner, Phase, SealedConfig, SealedGame};
use crate::view::BuildingView;

/// The table: the set and the packs each seat opens.
#[derive(Args, Clone)]
pub struct TableArgs {
    /// The set, by id or code (`altplay sealed sets` lists those that open).
    #[arg(long, default_value = "sv9")]
    pub set: String,
    /// The packs each seat opens (4 to 6).
    #[arg(long, default_value_t = 4)]
    pub packs: u8,
    /// The pokemon-tcg-data folder (default: as every command finds it).
    #[arg(long, value_name = "DIR")]
    pub data: Option<String>,
}

impl TableArgs {
    fn setup<G: Inner>(&self) -> Result<<SealedGame<G> as Format>::Setup, BoxError> {
        Ok(SealedGame::<G>::setup(SealedConfig {
            set: self.set.clone(),
            packs: self.packs,
            data: self.data.clone(),
        })?)
    }
}

#[derive(Args)]
pub struct PlayArgs {
    #[command(flatten)]
    pub table: TableArgs,
    #[command(flatten)]
    pub seating: Seating,
    /// The AI at the other seats: random, greedy or ismcts[:iters=N|ms=N].
    #[arg(long, value_name = "SPEC", default_value = "greedy")]
    pub ai: PolicySpec,
}

impl<G: Inner + Play> Play for SealedGame<G> {
    type PlayArgs = PlayArgs;

    fn play_table(args: &PlayArgs) -> Result<PlayTable<Self>, BoxError> {
        let seats = G::SEATS.len() as u8;
        let people = (args.seating).people(seats, &format!("a seat from 1 to {seats}"))?;
        let setup = args.table.setup::<G>()?;
        let intro = format!(
            "{}: {} packs each of {}",
            Self::TITLE,
            args.table.packs,
            args.table.set
        );
        Ok(PlayTable::new(
            setup,
            intro,
            vec![args.ai; usize::from(seats)],
            &people,
        ))
    }

    /// While building: the seat's deck and pool by name; then the format's own board.
    fn board_text(&self, seat: Seat) -> String {
        let Phase::Building(b) = &self.phase else {
            let Phase::Playing(game) = &self.phase else {
                unreachable!()
            };
            return game.board_text(seat);
        };
        let view = BuildingView::of(b, Some(seat));
        let name = |id: &str| {
            self.data
                .index
                .get(id)
                .map_or(id.to_string(), |c| c.name.clone())
        };
        let list = |cards: &altplay_cards::deck::SealedPool| -> String {
            let lines: Vec<String> = cards
                .iter()
                .map(|(id, n)| format!("{n} {}", name(id)))
                .collect();
            lines.join(", ")
        };
        let deck = view.deck.as_ref().map_or(String::new(), list);
        let energy: Vec<String> = (view.energy.iter().flatten())
            .map(|(t, n)| format!("{n} {t} Energy"))
            .collect();
        let size = b.deck_of(seat, &self.data.index).len();
        format!(
            "Your pool: {}\nYour deck ({size} of 40): {deck}{}{}\n",
            view.pool.as_ref().map_or(String::new(), list),
            if energy.is_empty() { "" } else { ", " },
            energy.join(", ")
        )
    }
}

#[derive(Args)]
pub struct SimulateArgs {
    #[command(flatten)]
    pub table: TableArgs,
    /// Team A's AI (each seat of team A builds with the AI's builder, then plays with it).
    #[arg(long, value_name = "SPEC", default_value = "greedy")]
    pub team_a: PolicySpec,
    /// Team B's AI, as --team-a.
    #[arg(long, value_name = "SPEC", default_value = "random")]
    pub team_b: PolicySpec,
}

altplay_core::counters! {
    /// The games' results.
    pub struct Counts { results: Results }
}

/// A run's figures: team A's results.
#[derive(Debug, Serialize)]
pub struct Summary {
    set: String,
    packs: u8,
    team_a: String,
    team_b: String,
    #[serde(flatten)]
    run: RunInfo,
    team_a_wins: u64,
    team_b_wins: u64,
    draws: u64,
    #[serde(flatten)]
    rate: WinRate,
}

impl<G: Inner> Simulate for SealedGame<G> {
    type SimulateArgs = SimulateArgs;
    type Tally = Counts;
    type Summary = Summary;

    fn simulation(args: &SimulateArgs) -> Result<Simulation<Self>, BoxError> {
        let flags = [("--team-a", args.team_a), ("--team-b", args.team_b)];
        check_specs(flags, G::check_spec)?;
        let rules = G::rules();
        let seats = (0..G::SEATS.len())
            .map(|i| match rules.team_of(Seat(i as u8)) {
                Team(0) => args.team_a,
                _ => args.team_b,
            })
            .collect();
        Ok(Simulation {
            setups: vec![args.table.setup::<G>()?],
            seats,
            names: G::SEATS.iter().map(ToString::to_string).collect(),
        })
    }

    fn tally(&self, counts: &mut Counts) {
        counts.results.count(self.outcome());
    }

    fn summary(_: &Simulation<Self>, args: &SimulateArgs, run: RunInfo, c: &Counts) -> Summary {
        let r = &c.results;
        Summary {
            set: args.table.set.clone(),
            packs: args.table.packs,
            team_a: args.team_a.name(),
            team_b: args.team_b.name(),
            run,
            team_a_wins: r.wins[0],
            team_b_wins: r.wins[1],
            draws: r.draws,
            rate: r.win_rate(Team(0), run.games),
        }
    }

    fn summary_text(s: &Summary) -> String {
        let title = format!(
            "{}: {} packs each of {}, team A ({}) against team B ({}), {}",
            Self::TITLE,
            s.packs,
            s.set,
            s.team_a,
            s.team_b,
            s.run
        );
        Lines::new(title, 16)
            .line(
                "wins",
                format_args!(
                    "A {} – B {}  draws {}",
                    s.team_a_wins, s.team_b_wins, s.draws
                ),
            )
            .line("team A score", s.rate)
            .text()
    }
}

#[derive(Args)]
pub struct BenchArgs {
    #[command(flatten)]
    pub table: TableArgs,
    /// Who plays every seat: random (default) or greedy; every seat builds with the AI's builder.
    #[arg(long, value_name = "SPEC", default_value = "random")]
    pub policy: PolicySpec,
}

impl<G: Inner> Bench for SealedGame<G> {
    type BenchArgs = BenchArgs;
    const BENCH_GAMES: u64 = 500;

    fn bench(args: &BenchArgs) -> Result<Simulation<Self>, BoxError> {
        Ok(Simulation::alike(args.table.setup::<G>()?, args.policy))
    }

    fn bench_report(_: &Simulation<Self>, args: &BenchArgs, games: u64, ns: f64) -> Report {
        #[derive(Serialize)]
        struct Figures {
            policy: String,
            set: String,
            packs: u8,
        }
        let f = Figures {
            policy: args.policy.name(),
            set: args.table.set.clone(),
            packs: args.table.packs,
        };
        let words = format!(
            "{} at every seat, building and playing, {} packs each of {}",
            f.policy, f.packs, f.set
        );
        Report::timed::<Self>(games, ns, &f, &words)
    }
}
