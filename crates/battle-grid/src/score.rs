//! Column scoring (BG-13) and the result (BG-14).

use altplay_core::{Outcome, Team};

/// Each player's total from their HP sums per column: the higher sum in a column adds that sum
/// to its owner's total; equal sums give nobody anything.
pub fn totals(columns: &[[u32; 3]; 2]) -> [u32; 2] {
    let mut totals = [0; 2];
    for (&a, &b) in columns[0].iter().zip(&columns[1]) {
        if a > b {
            totals[0] += a;
        } else if b > a {
            totals[1] += b;
        }
    }
    totals
}

/// The higher total wins by the difference; equal totals draw.
pub fn outcome(totals: [u32; 2]) -> Outcome {
    let margin = totals[0] as i32 - totals[1] as i32;
    match margin {
        0 => Outcome::Draw,
        m if m > 0 => Outcome::Win {
            team: Team(0),
            margin: m,
        },
        m => Outcome::Win {
            team: Team(1),
            margin: -m,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bg_14_source_scoring_example() {
        // Player A 300/280/270, player B 250/280/320: A wins the left column (300), the middle is
        // a draw, B wins the right (320); B wins the game 320 to 300.
        let t = totals(&[[300, 280, 270], [250, 280, 320]]);
        assert_eq!(t, [300, 320]);
        assert_eq!(
            outcome(t),
            Outcome::Win {
                team: Team(1),
                margin: 20
            }
        );
    }

    #[test]
    fn bg_13_equal_columns_score_nothing() {
        assert_eq!(totals(&[[100, 0, 50], [100, 0, 50]]), [0, 0]);
        assert_eq!(totals(&[[0, 60, 0], [0, 0, 0]]), [60, 0]);
    }

    #[test]
    fn bg_14_equal_totals_draw() {
        assert_eq!(outcome([120, 120]), Outcome::Draw);
        assert_eq!(
            outcome([130, 120]),
            Outcome::Win {
                team: Team(0),
                margin: 10
            }
        );
    }
}
