//! `altplay play <format>`: a game at the terminal, people at some seats and AI at the others,
//! for any registered format. The format says who plays each seat, asks its people and tells
//! the game; the loop here is the same for every format.

use std::io::{BufRead, Write};

use altplay_core::{Policy, Replay, Seat};
use altplay_formats::{Moment, OnCommandLine, Play, VisitCli, seat_seed};
use anyhow::{Context, anyhow};
use clap::{ArgMatches, Args, FromArgMatches};

use crate::args::GameArgs;
use crate::format_command::{FormatCommand, Kind};
use crate::terminal;

/// `play`'s subcommands: the format's options, then the game's.
pub struct PlayKind;

impl Kind for PlayKind {
    fn subcommand<F: OnCommandLine>() -> clap::Command {
        let about = format!("{}: a game at the terminal.", F::TITLE);
        let command = clap::Command::new(F::NAME);
        GameArgs::augment_args(F::PlayArgs::augment_args(command)).about(about)
    }
}

pub fn run(command: &FormatCommand<PlayKind>) -> anyhow::Result<()> {
    struct PlayFormat<'a>(&'a ArgMatches);
    impl VisitCli for PlayFormat<'_> {
        type Output = anyhow::Result<()>;
        fn visit<F: OnCommandLine>(self) -> Self::Output {
            let args = F::PlayArgs::from_arg_matches(self.0)?;
            let game = GameArgs::from_arg_matches(self.0)?;
            terminal::with_stdio(|input, out| play::<F>(&args, &game, input, out))
        }
    }
    command.visit(PlayFormat(&command.matches))
}

/// Plays one game: each AI seat's player made once, seeded by the one seed rule.
pub fn play<F: Play>(
    args: &F::PlayArgs,
    options: &GameArgs,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> anyhow::Result<()> {
    let table = F::play_table(args).map_err(anyhow::Error::from_boxed)?;
    let seed = options.seed;
    let mut players = Vec::new();
    for (seat, spec) in table.seats.iter().enumerate() {
        let seat_seed = seat_seed(seed, Seat(seat as u8));
        let player = spec
            .map(|spec| F::player(&table.setup, spec, Seat(seat as u8), seat_seed, None))
            .transpose()
            .map_err(|e| anyhow!(e))
            .with_context(|| format!("seat {}", seat + 1))?;
        players.push(player);
    }
    let mut game = F::start(&table.setup, seed, true);
    let mut replay = Replay::new(F::NAME, F::config(&table.setup), seed);
    let mut told = 0;
    game.tell(Moment::Start { seed }, &table, &mut told, out)?;
    while let Some(seat) = game.to_move().first() {
        let player = table.seats[seat.index()];
        game.tell(Moment::Before { seat, player }, &table, &mut told, out)?;
        let (action, label) = match players[seat.index()].as_mut() {
            None => {
                let action = game
                    .ask(seat, input, out)
                    .map_err(anyhow::Error::from_boxed)?;
                (action, String::new())
            }
            Some(ai) => {
                let action = ai.choose(&game);
                let label = game.label(&action);
                game.apply(&action)
                    .context("the AI chose an action the rules refuse")?;
                (action, label)
            }
        };
        replay.push(&action);
        let after = Moment::After {
            seat,
            player,
            action: &action,
            label: &label,
        };
        game.tell(after, &table, &mut told, out)?;
    }
    game.tell(Moment::End, &table, &mut told, out)?;
    replay.outcome = game.outcome();
    if let Some(path) = &options.save {
        crate::replay::save(path, &replay, out)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use altplay_battle_grid::BattleGrid;
    use altplay_raid_boss::RaidBoss;
    use clap::Parser;

    use super::*;

    #[derive(Parser)]
    struct Cli<A: Args> {
        #[command(flatten)]
        args: A,
    }

    /// Plays format `F` with the options `argv` and `input`; what was printed, and the result.
    fn run<F: Play>(argv: &[&str], input: &str) -> (String, anyhow::Result<()>) {
        let args = Cli::<F::PlayArgs>::parse_from([&["altplay"], argv].concat()).args;
        let options = GameArgs {
            seed: 3,
            save: None,
        };
        let mut out = Vec::new();
        let result = play::<F>(&args, &options, &mut input.as_bytes(), &mut out);
        (String::from_utf8(out).unwrap(), result)
    }

    const DECKS: [&str; 4] = ["--deck1", "swarm", "--deck2", "evolution"];

    #[test]
    fn battle_grid_ai_against_ai_plays_to_the_end() {
        let argv = [&DECKS[..], &["--auto", "--p1", "greedy", "--p2", "random"]].concat();
        let (text, result) = run::<BattleGrid>(&argv, "");
        result.unwrap();
        assert!(text.contains("Game over:"), "{text}");
        assert!(text.contains("Seat 2 (random):"), "{text}");
    }

    #[test]
    fn an_illegal_battle_grid_move_is_asked_again_with_its_reason() {
        // The first human turn offers the starting row only: B3 is refused (BG-9); on B1 the
        // influence C5 is out of reach (BG-10); then A1 B2 is accepted.
        let input = "1\nB3\nB1\nC5\nA1 B2\n";
        let (text, result) = run::<BattleGrid>(&[&DECKS[..], &["--p2", "random"]].concat(), input);
        assert!(result.is_err(), "input ends before the game does");
        assert!(text.contains("BG-9: B3 holds 0 of your tokens"), "{text}");
        assert!(text.contains("BG-10:"), "{text}");
        assert!(text.contains("Seat 1 (you):"), "{text}");
    }

    #[test]
    fn battle_grid_mcts_needs_open_decklists() {
        let argv = [&DECKS[..], &["--auto", "--p1", "mcts"]].concat();
        let err = run::<BattleGrid>(&argv, "").1.unwrap_err();
        assert!(format!("{err:#}").contains("--open-decklists"), "{err:#}");
    }

    const TEAM: [&str; 4] = [
        "--heroes",
        "Bulwark,Emberlance,Mendra,Tessel",
        "--boss",
        "Cinderwyrm",
    ];

    #[test]
    fn a_person_plays_raid_boss_through_menus_until_the_end() {
        // Always the first option: pass windows, assign the first die, …
        let (shown, result) = run::<RaidBoss>(&TEAM, &"1\n".repeat(5000));
        result.unwrap();
        assert!(
            shown.contains("HP 10/12") && shown.contains("Dice: #1:"),
            "{shown}"
        );
        assert!(shown.contains("Victory") || shown.contains("Defeat"));
    }

    #[test]
    fn an_ai_raid_boss_team_can_be_watched() {
        let (shown, result) =
            run::<RaidBoss>(&[&TEAM[..], &["--policy", "heuristic"]].concat(), "");
        result.unwrap();
        assert!(shown.contains("rolls"), "{shown}");
    }
}
