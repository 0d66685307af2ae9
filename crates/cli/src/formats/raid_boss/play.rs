//! `altplay play raid-boss`: the team at the terminal (or an AI team to watch).

use std::io::{BufRead, Write};

use altplay_core::{Game, Policy, Replay};
use altplay_raid_boss::{FORMAT, RaidBoss};
use clap::Args;

use crate::args::GameArgs;
use crate::terminal;

use altplay_format::Format;
use altplay_raid_boss::words;
use altplay_raid_boss::{Setup, TableArgs, TeamPolicy};

#[derive(Args)]
pub struct PlayArgs {
    #[command(flatten)]
    pub table: TableArgs,
    /// Let an AI play the team instead of a person: heuristic, random or mcts[:iters=N,c=X].
    #[arg(long, value_name = "SPEC")]
    pub policy: Option<TeamPolicy>,
    #[command(flatten)]
    pub game: GameArgs,
}

pub fn play(args: &PlayArgs) -> anyhow::Result<()> {
    terminal::with_stdio(|input, out| run(args, input, out))
}

fn run(args: &PlayArgs, input: &mut impl BufRead, out: &mut impl Write) -> anyhow::Result<()> {
    let rules = args.table.rules().map_err(anyhow::Error::from_boxed)?;
    let mut game = RaidBoss::new(rules.clone(), args.game.seed, true);
    let mut replay = Replay::new(FORMAT, &args.table.config(), args.game.seed);
    let setup = Setup {
        config: args.table.config(),
        rules,
    };
    let mut ai = args
        .policy
        .map(|p| RaidBoss::player(&setup, p.spec(), args.game.seed, None))
        .transpose()
        .map_err(anyhow::Error::msg)?;
    writeln!(
        out,
        "Raid Boss: {} against {}, seed {}",
        args.table.heroes.join(", "),
        game.rules().boss.name,
        args.game.seed
    )?;
    let mut seen = 0;
    let mut legal = Vec::new();
    while game.outcome().is_none() && !game.state().is_over() {
        seen = narrate(&game, seen, out)?;
        let action = match ai.as_mut() {
            Some(ai) => ai.choose(&game),
            None => {
                write!(out, "\n{}", words::table(&game))?;
                game.legal_actions(&mut legal);
                let options: Vec<String> = legal.iter().map(|a| words::action(&game, a)).collect();
                legal[terminal::choose(&words::prompt(&game), &options, input, out)?]
            }
        };
        replay.push(&action);
        game.apply(&action)?;
    }
    narrate(&game, seen, out)?;
    write!(out, "\n{}", words::table(&game))?;
    replay.outcome = game.outcome();
    if let Some(path) = &args.game.save {
        crate::replay::save(path, &replay, out)?;
    }
    Ok(())
}

/// Prints the events since `seen`; returns how many there are now.
fn narrate(game: &RaidBoss, seen: usize, out: &mut impl Write) -> anyhow::Result<usize> {
    let events = game.events();
    for e in &events[seen..] {
        if let Some(line) = words::event(game, e) {
            writeln!(out, "  {line}")?;
        }
    }
    Ok(events.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(policy: Option<&str>) -> PlayArgs {
        PlayArgs {
            table: TableArgs {
                heroes: ["Bulwark", "Emberlance", "Mendra", "Tessel"]
                    .map(String::from)
                    .to_vec(),
                boss: "Cinderwyrm".into(),
                data: None,
            },
            policy: policy.map(|p| p.parse().unwrap()),
            game: GameArgs {
                seed: 3,
                save: None,
            },
        }
    }

    #[test]
    fn a_person_plays_through_menus_until_the_end() {
        // Always the first option: pass windows, assign the first die, …
        let input = "1\n".repeat(5000);
        let mut out = Vec::new();
        run(&args(None), &mut input.as_bytes(), &mut out).unwrap();
        let shown = String::from_utf8(out).unwrap();
        assert!(
            shown.contains("HP 10/12") && shown.contains("Dice: #1:"),
            "{shown}"
        );
        assert!(shown.contains("Victory") || shown.contains("Defeat"));
    }

    #[test]
    fn an_ai_team_can_be_watched() {
        let mut out = Vec::new();
        run(&args(Some("heuristic")), &mut "".as_bytes(), &mut out).unwrap();
        assert!(String::from_utf8(out).unwrap().contains("rolls"));
    }
}
