//! The round and what is asked now, in words: the title every seat reads ("Round 3 — Emberlance
//! assigns dice") and the prompt, said to the seat that decides and of it to everyone else.

use altplay_core::{Game, Seat, ToMove};

use super::{active_name, capital};
use crate::state::{Step, Window};
use crate::{RaidBoss, words};

/// The round and what happens in it now.
pub(super) fn title(game: &RaidBoss) -> String {
    format!("Round {} — {}", game.state().round, moment(game))
}

/// What the seat is asked now: an order to the seat that decides, "waiting for …" to the
/// others; in an Assist window, the moment first. Once the game is over, how it ended.
pub(super) fn prompt(game: &RaidBoss, seat: Option<Seat>) -> String {
    let ToMove::Seat(decides) = game.to_move() else {
        return words::result(game);
    };
    let s = game.state();
    let ask = match s.step {
        Step::Window(_) if s.heroes.iter().any(|h| h.ko) => {
            "use an Assist or revive a hero, or continue".to_string()
        }
        Step::Window(_) => "use an Assist, or continue".into(),
        Step::Assign => "assign dice to abilities, or finish assigning".into(),
        Step::Choose { .. } => format!("choose one option of {}", card_name(game)),
        Step::ReportDice => format!(
            "roll the dice at the table and report die {} of {}",
            s.dice.len() + 1,
            s.dice.len() + s.dice_to_report()
        ),
        Step::ReportReroll { die } => {
            format!("re-roll die #{} at the table and report its face", die + 1)
        }
        Step::Award => "give the earned Ability Die to one of the heroes with the fewest".into(),
        Step::Over => unreachable!("a game that is over has no seat to move"),
    };
    let sentence = if seat == Some(decides) {
        ask
    } else {
        let name = &game.rules().heroes[decides.0 as usize].name;
        format!("waiting for {name} to {ask}")
    };
    let sentence = match s.step {
        Step::Window(_) => format!("{}: {sentence}", moment(game)),
        _ => sentence,
    };
    format!("{}.", capital(&sentence))
}

/// What happens now, in the third person.
fn moment(game: &RaidBoss) -> String {
    let who = active_name(game).unwrap_or("the team");
    let card = card_name(game);
    match game.state().step {
        Step::Window(Window::RoundStart) => "the round begins".into(),
        Step::Window(Window::TurnStart) => format!("{who}'s turn begins"),
        Step::Window(Window::Reveal) => format!("{who} reveals {card}"),
        Step::Window(Window::Packet { .. }) => format!("{card} deals its damage"),
        Step::Window(Window::TurnEnd) => format!("{who}'s turn ends"),
        Step::Window(Window::RoundEnd) => "the round ends".into(),
        Step::Choose { .. } => format!("{who} chooses how {card} resolves"),
        Step::ReportDice | Step::ReportReroll { .. } => format!("{who} rolls real dice"),
        Step::Assign => format!("{who} assigns dice"),
        Step::Award => "an Ability Die is earned".into(),
        Step::Over => "the game is over".into(),
    }
}

/// The active hero's boss card by name once revealed ("the boss card" before).
fn card_name(game: &RaidBoss) -> &str {
    let s = game.state();
    let card = s
        .active
        .and_then(|id| s.hero(id).card.filter(|c| c.revealed));
    card.map_or("the boss card", |c| {
        game.rules().boss.card[c.card as usize].name.as_str()
    })
}
