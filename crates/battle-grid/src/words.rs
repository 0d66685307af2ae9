//! Battle Grid in words, for people at the table (terminal or browser): cards, one-line
//! accounts of moves, results.

use std::fmt::Write;

use altplay_cards::CardClass;
use altplay_core::{Game, Outcome};

use crate::board::{mask_names, space_name};
use crate::{Action, BattleGrid, Event, class_name};

/// A card as a person reads it: `Charizard (Stage 2, 170 HP)`.
pub fn card(game: &BattleGrid, card: u16) -> String {
    let c = game.card(card);
    let class = match c.class {
        CardClass::Basic => class_name(0),
        CardClass::Stage1 => class_name(1),
        CardClass::Stage2 => class_name(2),
        CardClass::RuleBox => class_name(3),
    };
    format!("{} ({class}, {} HP)", c.name, c.hp)
}

/// One line for a move, from the events it caused (`events` are those after the move).
pub fn account(game: &BattleGrid, action: &Action, events: &[Event]) -> String {
    let Action::Place(p) = action else {
        return "passes: no legal placement".to_string();
    };
    let mut takeovers = Vec::new();
    let mut free = false;
    for e in events {
        match *e {
            Event::Influence {
                space,
                removed,
                added,
                ..
            } if removed > 0 => takeovers.push(format!(
                "{} −{removed}{}",
                space_name(space),
                if added > 0 {
                    format!(" +{added}")
                } else {
                    String::new()
                }
            )),
            Event::Placed { free: f, .. } => free = f,
            _ => {}
        }
    }
    let mut line = format!(
        "{} on {}{}; influence {}",
        card(game, p.card),
        space_name(p.space),
        if free { " (free first placement)" } else { "" },
        mask_names(p.influence)
    );
    if !takeovers.is_empty() {
        let _ = write!(line, "; takeover {}", takeovers.join(", "));
    }
    line
}

pub fn result(game: &BattleGrid) -> String {
    let [a, b] = game.totals();
    match game.outcome() {
        Some(Outcome::Win { team, margin }) => {
            format!("seat {} wins {a} to {b} (by {margin})", team.0 + 1)
        }
        Some(Outcome::Draw) => format!("a draw, {a} to {b}"),
        None => format!("unfinished, {a} to {b}"),
    }
}

/// One event of the log as a sentence: "Seat 1 places Charizard (Stage 2, 170 HP) on B2".
pub fn event(game: &BattleGrid, event: &Event) -> String {
    match *event {
        Event::FirstPlayer { seat } => format!("Seat {} places first", seat.0 + 1),
        Event::Placed {
            seat,
            card: c,
            space,
            free,
        } => format!(
            "Seat {} places {} on {}{}",
            seat.0 + 1,
            card(game, c),
            space_name(space),
            if free { " (free first placement)" } else { "" }
        ),
        Event::TokensSpent { seat, space, count } => format!(
            "Seat {} spends {count} token{} on {}",
            seat.0 + 1,
            if count == 1 { "" } else { "s" },
            space_name(space)
        ),
        Event::Influence {
            seat,
            space,
            removed,
            added,
        } => {
            let who = seat.0 + 1;
            let at = space_name(space);
            match (removed, added) {
                (0, n) => format!("Seat {who} adds {n} token{} on {at}", plural(n)),
                (r, 0) => format!("Seat {who} removes {r} opponent token{} on {at}", plural(r)),
                (r, n) => format!(
                    "Seat {who} takes over {at}: {r} opponent token{} off, {n} own on",
                    plural(r)
                ),
            }
        }
        Event::Passed { seat } => format!("Seat {} passes: no legal placement", seat.0 + 1),
        Event::GameOver { .. } => format!("Game over: {}", result(game)),
    }
}

fn plural(n: u8) -> &'static str {
    if n == 1 { "" } else { "s" }
}
