//! How hard each set-up is, as measured: `data/raid-format/calibration.toml`, the players' win
//! rate against each boss by number of players and divisor (the sweeps of `altplay calibrate
//! raid-format`), which the make-a-table form shows for the set-up chosen.

use altplay_core::{DataError, parse_toml};
use serde::{Deserialize, Serialize};

use crate::boss_data::BUILTIN;

/// The file, embedded.
pub const FILE: &str = "raid-format/calibration.toml";
const TEXT: &str = include_str!("../../../../data/raid-format/calibration.toml");

/// The sweeps measured, each at the same divisors.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Calibration {
    pub divisors: Vec<u8>,
    pub sweeps: Vec<Sweep>,
}

/// One sweep: the decks its players brought, the games played per set-up, a row per set-up.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Sweep {
    /// What the decks are, in words ("Standard tournament decks").
    pub decks: String,
    /// The decks, the first N of them for N players.
    pub list: String,
    pub games: u32,
    pub rows: Vec<Row>,
}

/// The players' win rate against `boss` with `players` players, at each divisor in turn.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Row {
    pub boss: String,
    pub players: u8,
    pub win_rates: Vec<f64>,
}

/// The calibration file `text` (the contents of `file`), read and checked: a rate for each
/// divisor, each between 0 and 1, and a boss the project has.
pub fn read(file: &str, text: &str) -> Result<Calibration, DataError> {
    let calibration: Calibration = parse_toml(file, text)?;
    for (s, sweep) in calibration.sweeps.iter().enumerate() {
        for (r, row) in sweep.rows.iter().enumerate() {
            let place = format!("sweeps[{s}].rows[{r}]");
            let fault = |what: String| Err(DataError::in_file(file, format!("{place}: {what}")));
            if !BUILTIN.iter().any(|b| b.name == row.boss) {
                return fault(format!("field `boss`: no boss set-up named {:?}", row.boss));
            }
            if row.win_rates.len() != calibration.divisors.len() {
                return fault(format!(
                    "field `win_rates`: {} rates for {} divisors",
                    row.win_rates.len(),
                    calibration.divisors.len()
                ));
            }
            if let Some(bad) = row.win_rates.iter().find(|r| !(0.0..=1.0).contains(*r)) {
                return fault(format!(
                    "field `win_rates`: {bad} is not a rate from 0 to 1"
                ));
            }
        }
    }
    Ok(calibration)
}

/// The embedded calibration (checked by `check-data` and the tests).
pub fn measured() -> Option<Calibration> {
    read(FILE, TEXT).ok()
}

/// The embedded file, as `check-data` lists it.
pub fn embedded() -> (&'static str, &'static str) {
    (FILE, TEXT)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_embedded_calibration_reads_with_a_row_per_boss_and_player_count() {
        let c = read(FILE, TEXT).unwrap();
        assert_eq!(c.divisors, [10, 12, 14, 16, 18, 20]);
        assert_eq!(c.sweeps.len(), 2);
        for sweep in &c.sweeps {
            assert_eq!(sweep.rows.len(), BUILTIN.len() * 3, "{}", sweep.decks);
        }
        let gyarados = &c.sweeps[0].rows[1];
        assert_eq!(
            (gyarados.boss.as_str(), gyarados.players),
            ("gyarados-vmax", 3)
        );
        assert_eq!(gyarados.win_rates[0], 0.01);
    }

    #[test]
    fn a_bad_calibration_is_refused_naming_the_row_and_field() {
        let bad = |rows: &str| {
            let text = format!(
                "divisors = [10, 12]\n[[sweeps]]\ndecks = \"d\"\nlist = \"a\"\ngames = 4\n{rows}"
            );
            read("c.toml", &text).unwrap_err().to_string()
        };
        let boss = bad("[[sweeps.rows]]\nboss = \"mewtwo\"\nplayers = 2\nwin_rates = [0.1, 0.2]");
        assert!(
            boss.contains("c.toml") && boss.contains("sweeps[0].rows[0]: field `boss`"),
            "{boss}"
        );
        let short = bad("[[sweeps.rows]]\nboss = \"lycanroc-gx\"\nplayers = 2\nwin_rates = [0.1]");
        assert!(short.contains("1 rates for 2 divisors"), "{short}");
        let rate =
            bad("[[sweeps.rows]]\nboss = \"lycanroc-gx\"\nplayers = 2\nwin_rates = [0.1, 1.5]");
        assert!(rate.contains("1.5 is not a rate"), "{rate}");
        let field =
            bad("[[sweeps.rows]]\nboss = \"lycanroc-gx\"\nplayer = 2\nwin_rates = [0.1, 0.5]");
        assert!(field.contains("c.toml"), "{field}");
    }
}
