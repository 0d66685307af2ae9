//! `altplay simulate <format>`: many games with AI at every seat, for any registered format. The
//! format gives its options, the run, what a game adds to the tally and the figures; the loop
//! and the printing here are generic, so each format's games run without dynamic dispatch.

use altplay_core::{Policy, Seat};
use altplay_format::Simulation;
use altplay_formats::{OnCommandLine, RunInfo, Simulate, VisitCli, seat_seed};
use anyhow::{Context, anyhow};
use arrayvec::ArrayVec;
use clap::{ArgMatches, Args, FromArgMatches};

use crate::args::RunArgs;
use crate::format_command::{FormatCommand, Kind};

/// `simulate`'s subcommands: the format's options, then the run's.
pub struct SimulateKind;

impl Kind for SimulateKind {
    fn subcommand<F: OnCommandLine>() -> clap::Command {
        let about = format!("{}: many games with AI at every seat.", F::TITLE);
        let command = clap::Command::new(F::NAME);
        // The about after the options: clap would take a flattened struct's doc comment.
        RunArgs::augment_args(F::SimulateArgs::augment_args(command)).about(about)
    }
}

pub fn run(command: &FormatCommand<SimulateKind>) -> anyhow::Result<()> {
    struct Simulate<'a>(&'a ArgMatches);
    impl VisitCli for Simulate<'_> {
        type Output = anyhow::Result<()>;
        fn visit<F: OnCommandLine>(self) -> Self::Output {
            simulate::<F>(self.0)
        }
    }
    command.visit(Simulate(&command.matches))
}

fn simulate<F: Simulate>(matches: &ArgMatches) -> anyhow::Result<()> {
    let args = F::SimulateArgs::from_arg_matches(matches)?;
    let run = RunArgs::from_arg_matches(matches)?;
    let simulation = F::simulation(&args).map_err(anyhow::Error::from_boxed)?;
    for (seat, spec) in simulation.seats.iter().enumerate() {
        F::player(&simulation.setups[0], *spec, Seat(seat as u8), 0, None)
            .map_err(|e| anyhow!(e))
            .with_context(|| format!("seat {}", seat + 1))?;
    }
    let tally = play_games(&simulation, &run.spec())?;
    let info = RunInfo {
        games: run.games,
        seed: run.seed,
    };
    let summary = F::summary(&simulation, &args, info, &tally);
    if run.json {
        println!("{}", F::summary_json(&summary));
    } else {
        print!("{}", F::summary_text(&summary));
    }
    F::write_files(&summary, &args).map_err(anyhow::Error::from_boxed)
}

/// Plays the run's games with AI at every seat and adds them up (results do not depend on the
/// thread count).
pub fn play_games<F: Simulate>(
    simulation: &Simulation<F>,
    spec: &altplay_sim::RunSpec,
) -> anyhow::Result<F::Tally> {
    Ok(altplay_sim::run(spec, |index, seed, tally| {
        let setup_index = index as usize % simulation.setups.len();
        let setup = &simulation.setups[setup_index];
        let mut game = F::start(setup, seed, false);
        // Inline: a game's players are made without a heap allocation (a table seats at most
        // 8, as `SeatSet` does).
        let mut players: ArrayVec<F::Player, 8> = (simulation.seats.iter().enumerate())
            .map(|(seat, spec)| {
                let seat = Seat(seat as u8);
                F::player(setup, *spec, seat, seat_seed(seed, seat), None)
                    .expect("checked before the run")
            })
            .collect();
        while let Some(seat) = game.to_move().first() {
            let action = players[seat.index()].choose(&game);
            game.apply_listed(&action);
        }
        game.tally_setup(setup_index, tally);
    })?)
}
