//! `altplay bench <format>`: the format's bench scenario on one core, timed by the thread's CPU
//! clock, for any registered format; the players are made once and play every game.

use std::hint::black_box;

use altplay_core::{Policy, Seat, derive_seed};
use altplay_formats::{Bench, OnCommandLine, VisitCli, seat_seed};
use anyhow::{anyhow, ensure};
use clap::{ArgMatches, Args, FromArgMatches};

use crate::cpu_clock;
use crate::format_command::{FormatCommand, Kind};

/// What every format's bench takes besides its own options.
#[derive(Args)]
struct Common {
    /// How many games to time (default: the format's).
    #[arg(long, value_name = "N")]
    games: Option<u64>,
    /// Print the figures as one JSON object.
    #[arg(long)]
    json: bool,
}

/// `bench`'s subcommands: the format's options, then the common ones.
pub struct BenchKind;

impl Kind for BenchKind {
    fn subcommand<F: OnCommandLine>() -> clap::Command {
        let about = format!("{}: its bench scenario on one core.", F::TITLE);
        Common::augment_args(F::BenchArgs::augment_args(clap::Command::new(F::NAME))).about(about)
    }
}

pub fn run(command: &FormatCommand<BenchKind>) -> anyhow::Result<()> {
    struct Timed<'a>(&'a ArgMatches);
    impl VisitCli for Timed<'_> {
        type Output = anyhow::Result<()>;
        fn visit<F: OnCommandLine>(self) -> Self::Output {
            bench::<F>(self.0)
        }
    }
    command.visit(Timed(&command.matches))
}

fn bench<F: Bench>(matches: &ArgMatches) -> anyhow::Result<()> {
    let args = F::BenchArgs::from_arg_matches(matches)?;
    let common = Common::from_arg_matches(matches)?;
    let games = common.games.unwrap_or(F::BENCH_GAMES);
    ensure!(games > 0, "--games must be at least 1");
    let scenario = F::bench(&args).map_err(anyhow::Error::from_boxed)?;
    let setup = &scenario.setups[0];
    let mut players = (scenario.seats.iter().enumerate())
        .map(|(seat, spec)| {
            let seat = Seat(seat as u8);
            F::player(setup, *spec, seat, seat_seed(1, seat), None)
        })
        .collect::<Result<Vec<F::Player>, String>>()
        .map_err(|e| anyhow!(e))?;
    let ns_per_game = cpu_clock::ns_per_item(games, || {
        let mut actions = 0u64;
        for i in 0..games {
            let mut game = F::start(setup, derive_seed(1, i), false);
            while let Some(seat) = game.to_move().first() {
                let action = players[seat.index()].choose(&game);
                game.apply_listed(&action);
                actions += 1;
            }
        }
        black_box(actions);
        Ok(())
    })?;
    let report = F::bench_report(&scenario, &args, games, ns_per_game);
    if common.json {
        println!("{}", report.json);
    } else {
        print!("{}", report.text);
    }
    Ok(())
}
