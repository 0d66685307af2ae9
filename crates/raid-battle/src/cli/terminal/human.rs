//! A person's turn at the terminal: the legal actions as a menu, numbers asked for where a menu
//! would be long (damage and heads reported from physical cards), and the engine's refusals shown
//! with their rule before asking again.

use std::io::{BufRead, Write};

use altplay_core::Game;
use altplay_format::BoxError;
use altplay_format::terminal::{ask_number, choose};

use crate::{Action, RaidBattle, View, words};

/// One line of the menu.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Entry {
    Do(Action),
    /// An attack with coins flipped at the table: the number of heads is asked for.
    Heads {
        attack: u8,
    },
    /// Damage worked out at the table: the number is asked for.
    Report {
        gx: bool,
    },
}

/// Asks the person at `seat` until the engine accepts an action, applies it and returns it.
pub fn turn(
    game: &mut RaidBattle,
    seat: u8,
    input: &mut dyn BufRead,
    output: &mut dyn Write,
) -> Result<Action, BoxError> {
    let view = game.view(None);
    let entries = menu(game);
    let texts: Vec<String> = entries
        .iter()
        .map(|e| text(game, &view, seat, *e))
        .collect();
    let prompt = format!("Seat {}, your move:", seat + 1);
    loop {
        let action = match entries[choose(&prompt, &texts, input, output)?] {
            Entry::Do(action) => action,
            Entry::Heads { attack } => Action::Flips {
                attack,
                heads: ask_number("How many heads?", input, output)?,
            },
            Entry::Report { gx } => Action::Report {
                damage: ask_number(
                    "Damage of the attack (before Cheer, Weakness and Resistance)?",
                    input,
                    output,
                )?,
                gx,
            },
        };
        match game.apply(&action) {
            Ok(()) => return Ok(action),
            Err(refused) => writeln!(output, "Not allowed: {refused}")?,
        }
    }
}

/// The legal actions, with every "heads" choice of an attack and every reportable damage folded
/// into one line each.
fn menu(game: &RaidBattle) -> Vec<Entry> {
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    let mut entries: Vec<Entry> = Vec::new();
    for action in legal {
        let entry = match action {
            Action::Flips { attack, .. } => Entry::Heads { attack },
            Action::Report { gx, .. } => Entry::Report { gx },
            other => Entry::Do(other),
        };
        if !entries.contains(&entry) {
            entries.push(entry);
        }
    }
    entries
}

fn text(game: &RaidBattle, view: &View, seat: u8, entry: Entry) -> String {
    match entry {
        Entry::Do(action) => words::action(game, view, seat, &action),
        Entry::Heads { attack } => {
            let shown = words::action(game, view, seat, &Action::Attack { attack });
            format!("{shown}: flip at the table, then type the heads")
        }
        Entry::Report { gx: false } => "Report: type the damage worked out at the table".into(),
        Entry::Report { gx: true } => "Report: type the damage of the pair's GX attack".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Options;
    use crate::cli::args::{PolicyKind, TableArgs};

    fn physical_game() -> RaidBattle {
        let table = TableArgs {
            team: "bench".into(),
            boss: "bench".into(),
            level: None,
            weakness: false,
            policy: PolicyKind::Greedy,
        };
        let options = Options {
            physical: [true; 4],
            ..Options::default()
        };
        RaidBattle::new(table.config(options).unwrap(), 1).unwrap()
    }

    fn play(game: &mut RaidBattle, input: &str) -> (Action, String) {
        let mut out = Vec::new();
        let action = turn(game, 0, &mut input.as_bytes(), &mut out).unwrap();
        (action, String::from_utf8(out).unwrap())
    }

    #[test]
    fn a_physical_seat_types_its_damage_instead_of_scrolling_a_long_menu() {
        let mut game = physical_game();
        assert_eq!(play(&mut game, "2\n").0, Action::Stay);
        assert_eq!(
            menu(&game),
            [
                Entry::Do(Action::Attack { attack: 0 }),
                Entry::Report { gx: false },
                Entry::Report { gx: true },
            ]
        );
    }

    #[test]
    fn a_refused_report_shows_its_rule_and_asks_again() {
        let mut game = physical_game();
        play(&mut game, "2\n");
        let (action, shown) = play(&mut game, "2\nlots\n75\n2\n70\n");
        assert_eq!(
            action,
            Action::Report {
                damage: 70,
                gx: false
            }
        );
        assert!(shown.contains("\"lots\" is not a whole number"), "{shown}");
        assert!(
            shown.contains("Not allowed: RB-26: reported damage 75"),
            "{shown}"
        );
        assert!(shown.contains("Attack: Strike (130)"), "{shown}");
    }
}
