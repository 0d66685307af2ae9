//! `altplay play battle-grid`: a game at the terminal, a person at one seat (or both, or none).

use std::io::{BufRead, Write};

use altplay_ai::PolicySpec;
use altplay_battle_grid::{BattleGrid, FORMAT, words};
use altplay_core::{Game, Policy, Replay, Seat, ToMove};
use anyhow::Context;
use clap::Args;

use crate::args::GameArgs;
use crate::terminal;

use altplay_battle_grid::{check_spec, player};

use super::{board, human};
use altplay_battle_grid::TableArgs;

#[derive(Args)]
pub struct PlayArgs {
    #[command(flatten)]
    pub table: TableArgs,
    /// Seats played at this terminal, e.g. 1 or 1,2 (default 1); the AI plays the others.
    #[arg(long, value_name = "SEATS", value_delimiter = ',',
          value_parser = clap::value_parser!(u8).range(1..=2), conflicts_with = "auto")]
    pub human: Vec<u8>,
    /// Let the AI play both seats.
    #[arg(long)]
    pub auto: bool,
    /// The AI for seat 1 when it is not a person: random, greedy, mcts:…, ismcts:iters=N|ms=N.
    #[arg(long, value_name = "SPEC", default_value = "ismcts:iters=2000")]
    pub p1: PolicySpec,
    /// The AI for seat 2, as --p1.
    #[arg(long, value_name = "SPEC", default_value = "ismcts:iters=2000")]
    pub p2: PolicySpec,
    #[command(flatten)]
    pub game: GameArgs,
}

pub fn play(args: &PlayArgs) -> anyhow::Result<()> {
    terminal::with_stdio(|input, out| run(args, input, out))
}

fn run(args: &PlayArgs, input: &mut impl BufRead, out: &mut impl Write) -> anyhow::Result<()> {
    let table = args.table.table().map_err(anyhow::Error::from_boxed)?;
    let humans: Vec<u8> = match (args.auto, args.human.is_empty()) {
        (true, _) => vec![],
        (false, true) => vec![1],
        (false, false) => args.human.clone(),
    };
    let specs = [args.p1, args.p2];
    let mut ais = Vec::new();
    for (i, &spec) in specs.iter().enumerate() {
        if !humans.contains(&(i as u8 + 1)) {
            check_spec(spec, table.setup.options()).with_context(|| format!("--p{}", i + 1))?;
        }
        ais.push(player(
            spec,
            altplay_core::derive_seed(args.game.seed, i as u64 + 1),
            None,
        ));
    }
    let mut game: BattleGrid = table.setup.start(args.game.seed, true);
    let mut replay = Replay::new(FORMAT, table.setup.config(), args.game.seed);
    writeln!(
        out,
        "Battle Grid: {} (seat 1, row 1) against {} (seat 2, row 5), seed {}. Seat {} places first.",
        table.names[0],
        table.names[1],
        args.game.seed,
        game.first().0 + 1
    )?;
    while let ToMove::Seat(Seat(seat)) = game.to_move() {
        let is_human = humans.contains(&(seat + 1));
        if is_human {
            write!(out, "\n{}", board::board(&game))?;
            show_hand(&game, Seat(seat), out)?;
        }
        let action = if is_human {
            human::turn(&game, Seat(seat), input, out)?
        } else {
            ais[seat as usize].choose(&game)
        };
        let before = game.events().len();
        game.apply(&action)
            .context("a player chose an action the rules refuse")?;
        let who = if is_human {
            "you".to_string()
        } else {
            spec_name(specs[seat as usize])
        };
        writeln!(
            out,
            "Seat {} ({who}): {}",
            seat + 1,
            words::account(&game, &action, &game.events()[before..])
        )?;
        replay.push(&action);
    }
    replay.outcome = game.outcome();
    write!(out, "\n{}", board::board(&game))?;
    writeln!(out, "Game over: {}.", words::result(&game))?;
    if let Some(path) = &args.game.save {
        crate::replay::save(path, &replay, out)?;
    }
    Ok(())
}

fn show_hand(game: &BattleGrid, seat: Seat, out: &mut impl Write) -> anyhow::Result<()> {
    let cards: Vec<String> = game
        .hand(seat)
        .held()
        .map(|e| format!("{} ×{}", words::card(game, e.card), e.count))
        .collect();
    writeln!(out, "Your hand: {}", cards.join(", "))?;
    Ok(())
}

pub fn spec_name(spec: PolicySpec) -> String {
    match spec {
        PolicySpec::Random => "random".to_string(),
        PolicySpec::Greedy => "greedy".to_string(),
        PolicySpec::Mcts(c) => format!("mcts {}", budget(c.budget)),
        PolicySpec::IsMcts(c) => format!("ismcts {}", budget(c.budget)),
    }
}

fn budget(b: altplay_ai::Budget) -> String {
    match b {
        altplay_ai::Budget::Iterations(n) => format!("{n} iterations"),
        altplay_ai::Budget::Time(t) => format!("{} ms", t.as_millis()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    #[derive(Parser)]
    struct Cli {
        #[command(flatten)]
        args: PlayArgs,
    }

    fn args(extra: &[&str]) -> PlayArgs {
        let mut argv = vec![
            "x",
            "--deck1",
            "swarm",
            "--deck2",
            "evolution",
            "--seed",
            "3",
        ];
        argv.extend_from_slice(extra);
        Cli::parse_from(argv).args
    }

    #[test]
    fn ai_against_ai_plays_to_the_end() {
        let mut out = Vec::new();
        run(
            &args(&["--auto", "--p1", "greedy", "--p2", "random"]),
            &mut "".as_bytes(),
            &mut out,
        )
        .unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(text.contains("Game over:"), "{text}");
        assert!(text.contains("Seat 2 (random):"), "{text}");
    }

    #[test]
    fn an_illegal_human_move_is_asked_again_with_its_reason() {
        // The first human turn offers the starting row only: B3 is refused (BG-9); on B1 the
        // influence C5 is out of reach (BG-10); then A1 B2 is accepted.
        let input = "1\nB3\nB1\nC5\nA1 B2\n";
        let mut out = Vec::new();
        let result = run(&args(&["--p2", "random"]), &mut input.as_bytes(), &mut out);
        let text = String::from_utf8(out).unwrap();
        assert!(result.is_err(), "input ends before the game does");
        assert!(text.contains("BG-9: B3 holds 0 of your tokens"), "{text}");
        assert!(text.contains("BG-10:"), "{text}");
        assert!(text.contains("Seat 1 (you):"), "{text}");
    }

    #[test]
    fn mcts_needs_open_decklists() {
        let err = run(
            &args(&["--auto", "--p1", "mcts"]),
            &mut "".as_bytes(),
            &mut Vec::new(),
        )
        .unwrap_err();
        assert!(format!("{err:#}").contains("--open-decklists"), "{err:#}");
    }
}
