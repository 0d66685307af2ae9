//! Connect four (7 columns × 6 rows) on bitboards: the reference game for checking the search
//! against known positions and for comparing its speed with other engines.
//!
//! Bit `7·column + row` is a cell; the 7th bit of each column stays empty so that line checks by
//! shifting never wrap from one column into the next.

use altplay_core::{Game, Outcome, RuleError, Seat, Team, ToMove};
use serde::Serialize;

pub const COLUMNS: u8 = 7;
pub const ROWS: u8 = 6;

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ConnectFour {
    /// Each seat's discs.
    discs: [u64; 2],
    heights: [u8; COLUMNS as usize],
    moves: u8,
    winner: Option<u8>,
}

impl Default for ConnectFour {
    fn default() -> Self {
        Self::new()
    }
}

impl ConnectFour {
    pub fn new() -> Self {
        Self {
            discs: [0; 2],
            heights: [0; COLUMNS as usize],
            moves: 0,
            winner: None,
        }
    }

    /// The position after `moves`, each a column digit 1–7 (the usual notation).
    pub fn from_moves(moves: &str) -> Result<Self, RuleError> {
        let mut game = Self::new();
        for ch in moves.chars() {
            let column = ch
                .to_digit(10)
                .filter(|d| (1..=7).contains(d))
                .ok_or_else(|| RuleError::new("C4-1", format!("{ch:?} is not a column 1–7")))?;
            game.apply(&(column as u8 - 1))?;
        }
        Ok(game)
    }

    fn mover(&self) -> usize {
        usize::from(self.moves & 1)
    }
}

fn four_in_a_row(b: u64) -> bool {
    [1, 7, 6, 8].iter().any(|&d| {
        let m = b & (b >> d);
        m & (m >> (2 * d)) != 0
    })
}

impl Game for ConnectFour {
    /// A column, 0-based.
    type Action = u8;
    type View = ConnectFour;

    fn to_move(&self) -> ToMove {
        if self.winner.is_some() || self.moves == COLUMNS * ROWS {
            ToMove::Terminal
        } else {
            ToMove::Seat(Seat(self.mover() as u8))
        }
    }

    fn legal_actions(&self, out: &mut Vec<u8>) {
        out.clear();
        if self.to_move() != ToMove::Terminal {
            out.extend((0..COLUMNS).filter(|&c| self.heights[c as usize] < ROWS));
        }
    }

    fn apply(&mut self, &column: &u8) -> Result<(), RuleError> {
        if self.to_move() == ToMove::Terminal {
            return Err(RuleError::new("C4-3", "the game is over"));
        }
        let height = *self
            .heights
            .get(column as usize)
            .ok_or_else(|| RuleError::new("C4-1", format!("there is no column {column}")))?;
        if height == ROWS {
            return Err(RuleError::new(
                "C4-2",
                format!("column {} is full", column + 1),
            ));
        }
        let seat = self.mover();
        self.discs[seat] |= 1 << (column * 7 + height);
        self.heights[column as usize] += 1;
        self.moves += 1;
        if four_in_a_row(self.discs[seat]) {
            self.winner = Some(seat as u8);
        }
        Ok(())
    }

    fn outcome(&self) -> Option<Outcome> {
        match (self.winner, self.to_move()) {
            (Some(w), _) => Some(Outcome::Win {
                team: Team(w),
                margin: 1,
            }),
            (None, ToMove::Terminal) => Some(Outcome::Draw),
            _ => None,
        }
    }

    fn view(&self, _seat: Option<Seat>) -> ConnectFour {
        self.clone()
    }

    fn team_of(&self, seat: Seat) -> Team {
        Team(seat.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_in_every_direction_win() {
        let won = |moves| ConnectFour::from_moves(moves).unwrap().outcome();
        let first = Some(Outcome::Win {
            team: Team(0),
            margin: 1,
        });
        assert_eq!(won("1212121"), first); // vertical
        assert_eq!(won("1122334"), first); // horizontal
        let cell = |c: u64, r: u64| 1u64 << (7 * c + r);
        assert!(four_in_a_row(
            cell(0, 0) | cell(1, 1) | cell(2, 2) | cell(3, 3)
        ));
        assert!(four_in_a_row(
            cell(0, 3) | cell(1, 2) | cell(2, 1) | cell(3, 0)
        ));
        // The top of one column and the bottom of the next are not a line.
        assert!(!four_in_a_row(
            cell(0, 3) | cell(0, 4) | cell(0, 5) | cell(1, 0)
        ));
        assert_eq!(won("121212"), None);
    }

    #[test]
    fn full_column_and_finished_game_are_refused() {
        let mut g = ConnectFour::from_moves("111111").unwrap();
        assert_eq!(g.apply(&0).unwrap_err().rule, "C4-2");
        assert_eq!(g.apply(&9).unwrap_err().rule, "C4-1");
        let mut won = ConnectFour::from_moves("1212121").unwrap();
        assert_eq!(won.apply(&3).unwrap_err().rule, "C4-3");
        let mut v = Vec::new();
        won.legal_actions(&mut v);
        assert!(v.is_empty());
    }
}
