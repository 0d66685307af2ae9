//! The Battle Grid board for the terminal: Pokémon, tokens and column totals.

use std::fmt::Write;

use altplay_cards::CardClass;
use altplay_core::Seat;

use crate::BattleGrid;
use crate::board::{COLS, ROWS};

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
