//! Team Battle in words: the normal game's words with the seats called A1, B1, A2, B2, the
//! questions and answers among its events, and the result by team.

use altplay_core::{Outcome, Seat};
use altplay_tcg::format::words::Words;
use altplay_tcg::game::{Action as TcgAction, Decided, Step};

use crate::action::Action;
use crate::seating::{RULES, seat_name, team_name, teammate};
use crate::state::{Said, Talk, TeamBattle};

fn named(seat: Seat) -> String {
    seat_name(seat).to_string()
}

/// `action` in words for the seat to move.
pub fn action(game: &TeamBattle, action: &Action) -> String {
    let current = game.game.current();
    match action {
        // TB-2: the flip's winner picks which player of their team goes first.
        Action::Play(TcgAction::GoFirst { first: true }) => "Go first yourself".into(),
        Action::Play(TcgAction::GoFirst { first: false }) => {
            format!("Send your teammate {} first", seat_name(teammate(current)))
        }
        Action::Play(action) => Words::named(&game.game, &named).action(action),
        Action::Ask { question } => {
            format!(
                "Ask {}: “{}”",
                seat_name(teammate(current)),
                question.trim()
            )
        }
        Action::Answer { yes: true } => "Answer yes".into(),
        Action::Answer { yes: false } => "Answer no".into(),
        Action::CannotAnswer => "Say you cannot answer".into(),
    }
}

/// The engine's events in words, each line of talk where it was said.
pub fn log_tail(game: &TeamBattle, last: usize) -> Vec<String> {
    let events = game.game.events().unwrap_or_default();
    // The last `last` lines hold no event before `first`, nor anything said before it.
    let first = events.len().saturating_sub(last);
    let talk = game.talk.as_deref().unwrap_or_default().iter();
    let mut talk = talk.filter(|t| t.after >= first).peekable();
    let words = Words::named(&game.game, &named);
    let mut lines = Vec::new();
    for (i, event) in events.iter().enumerate().skip(first) {
        while let Some(line) = talk.next_if(|t| t.after <= i) {
            lines.push(said(line));
        }
        lines.push(words.event(event));
    }
    lines.extend(talk.map(said));
    lines.drain(..lines.len().saturating_sub(last));
    lines
}

/// "A1 asks A2: “Do you have a Supporter card in your hand?”", "A2 answers: yes".
fn said(talk: &Talk) -> String {
    let by = seat_name(talk.by);
    match &talk.said {
        Said::Question(question) => {
            format!("{by} asks {}: “{question}”", seat_name(teammate(talk.by)))
        }
        Said::Answer(yes) => format!("{by} answers: {}", if *yes { "yes" } else { "no" }),
        Said::CannotAnswer => format!("{by} cannot answer that question"),
    }
}

pub fn result(game: &TeamBattle) -> String {
    let g = &game.game;
    match g.step() {
        Step::Over(Outcome::Win { team, .. }) => {
            let how = match g.decided() {
                Some(Decided::Prizes) => "it took all of both opponents' Prize cards",
                Some(Decided::NoPokemon) => "neither opponent has a Pokémon in play",
                Some(Decided::DeckOut) => {
                    "an opponent could not draw, and neither has a Pokémon in play"
                }
                Some(Decided::CardEffect) => "a card's effect says so",
                None => "the game is won",
            };
            format!("Team {} wins: {how} (turn {})", team_name(team), g.turn())
        }
        Step::Over(Outcome::Draw) => format!("A draw (turn {})", g.turn()),
        _ => {
            let prizes: Vec<String> = RULES
                .seats()
                .map(|s| {
                    let left = g.board(s).prizes().len();
                    format!("{} {left} Prize cards left", seat_name(s))
                })
                .collect();
            format!("Turn {}: {}", g.turn(), prizes.join(", "))
        }
    }
}
