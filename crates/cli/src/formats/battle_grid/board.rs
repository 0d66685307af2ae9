//! Battle Grid for people: the board with Pokémon, tokens and column totals, and one-line
//! accounts of moves.

use std::fmt::Write;

use altplay_battle_grid::board::{COLS, ROWS, mask_names, space_name};
use altplay_battle_grid::{Action, BattleGrid, Event, class_name};
use altplay_cards::CardClass;
use altplay_core::{Game, Outcome, Seat};

const CELL: usize = 22;

fn short_class(class: CardClass) -> &'static str {
    match class {
        CardClass::Basic => "B",
        CardClass::Stage1 => "S1",
        CardClass::Stage2 => "S2",
        CardClass::RuleBox => "RB",
    }
}

/// The board, row 5 at the top: each space shows its Pokémon (seat, name, class, HP) over its
/// tokens (seat × count); then each seat's HP per column and the totals.
pub fn board(game: &BattleGrid) -> String {
    let mut s = String::new();
    let header: String = (0..COLS)
        .map(|c| format!("{:<CELL$}", format!(" {}", (b'A' + c) as char)))
        .collect::<Vec<_>>()
        .join("|");
    let _ = writeln!(s, "    {header}");
    for row in (0..ROWS).rev() {
        let mut top = Vec::new();
        let mut bottom = Vec::new();
        for col in 0..COLS {
            let space = row * COLS + col;
            top.push(match game.occupant(space) {
                Some((seat, card)) => {
                    let c = game.card(card);
                    let name: String = c.name.chars().take(11).collect();
                    format!(" P{} {name} {} {}", seat.0 + 1, short_class(c.class), c.hp)
                }
                None => " ·".to_string(),
            });
            bottom.push(match game.tokens(space) {
                Some((seat, n)) => format!("   tokens P{}×{n}", seat.0 + 1),
                None => String::new(),
            });
        }
        let line = |cells: &[String]| {
            cells
                .iter()
                .map(|c| format!("{c:<CELL$.CELL$}"))
                .collect::<Vec<_>>()
                .join("|")
        };
        let _ = writeln!(s, " {} |{}|", row + 1, line(&top));
        let _ = writeln!(s, "   |{}|", line(&bottom));
    }
    let totals = game.totals();
    for seat in 0..2u8 {
        let hp = game.column_hp(Seat(seat));
        let _ = writeln!(
            s,
            "  P{} column HP  A {:>4}  B {:>4}  C {:>4}   score {}   cards in hand {}",
            seat + 1,
            hp[0],
            hp[1],
            hp[2],
            totals[seat as usize],
            game.hand(Seat(seat)).total()
        );
    }
    s
}

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
