//! `altplay check-data` for Raid Battle's files: boss profiles, and teams, which must name only
//! Pokémon the roster has (or the file defines) and have the power to play (RB-12).

use altplay_cards::CardIndex;
use altplay_core::DataError;

use crate::{BossProfile, TeamError, TeamFile, level_for_power, team_power};

pub fn check_boss(_: &CardIndex, file: &str, text: &str) -> Result<(), DataError> {
    BossProfile::parse(file, text).map(drop)
}

pub fn check_team(roster: &CardIndex, file: &str, text: &str) -> Result<(), DataError> {
    let lookup = |name: &str| roster.find(name).cloned().map_err(|e| e.to_string());
    let team = TeamFile::parse(file, text)?
        .resolve(file, &lookup)
        .map_err(|e| match e {
            TeamError::Data(e) => e,
            TeamError::Lookup {
                pair,
                position,
                message,
                ..
            } => at_line(
                file,
                pair_line(text, pair, Some(position)),
                format!("pair {pair} {position}: {message}"),
            ),
        })?;
    level_for_power(team_power(&team))
        .map(drop)
        .map_err(|e| at_line(file, pair_line(text, 1, None), e.to_string()))
}

fn at_line(file: &str, line: usize, message: String) -> DataError {
    DataError {
        file: file.to_string(),
        line,
        column: usize::from(line > 0),
        message,
    }
}

/// The line of `[[pair]]` number `pair` (1-based), or of its `field` when given; 0 if not found.
fn pair_line(text: &str, pair: usize, field: Option<&str>) -> usize {
    let assigns = |line: &str, field: &str| {
        line.strip_prefix(field)
            .is_some_and(|rest| rest.trim_start().starts_with('='))
    };
    let (mut pairs, mut inside) = (0, false);
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.starts_with('[') {
            pairs += usize::from(line == "[[pair]]");
            inside = line == "[[pair]]" && pairs == pair;
            if inside && field.is_none() {
                return i + 1;
            }
        } else if inside && field.is_some_and(|f| assigns(line, f)) {
            return i + 1;
        }
    }
    0
}

#[cfg(test)]
mod tests {
    use super::*;

    const TEAM: &str = "name = \"t\"\n[[pair]]\nactive = \"A\"\nbench = \"B\"\n[[pair]]\n\
                        active = \"C\"\nbench = \"D\"\n";

    #[test]
    fn finds_the_line_of_a_pair_and_of_its_fields() {
        assert_eq!(pair_line(TEAM, 1, None), 2);
        assert_eq!(pair_line(TEAM, 1, Some("bench")), 4);
        assert_eq!(pair_line(TEAM, 2, Some("active")), 6);
        assert_eq!(pair_line(TEAM, 3, Some("active")), 0);
    }
}
