//! `altplay check-data [DIR]`: validates the project's data files. Each file gets a line when it
//! is sound; each fault is `file:line:column: message`; any fault makes the command fail.

use std::fs;
use std::path::{Path, PathBuf};

use altplay_cards::{CardIndex, roster};
use altplay_core::DataError;
use altplay_raid_battle::{BossProfile, TeamError, TeamFile, builtin, level_for_power, team_power};
use anyhow::bail;

use crate::formats::raid_boss;
use clap::Args;

#[derive(Args)]
pub struct CheckDataArgs {
    /// The data folder to check.
    #[arg(default_value = "data")]
    pub dir: PathBuf,
    /// Check the copies compiled into this binary instead of a folder.
    #[arg(long, conflicts_with = "dir")]
    pub builtin: bool,
}

/// What a checker may consult besides its own file.
pub struct Context {
    /// The roster that team files name Pokémon from: the checked one, or the built-in one when
    /// the checked one is faulty (its faults are reported on their own).
    pub roster: CardIndex,
}

/// Checks one file, given its label (path) and text.
type Check = fn(&Context, &str, &str) -> Result<(), DataError>;
/// The copies of a data set compiled into the binary: (path, text).
type Embedded = fn() -> Vec<(&'static str, &'static str)>;

/// Every kind of data file: a file or a folder of `*.toml` files under the data folder, how to
/// check one, and the binary's own copies. A format adds its data with one line here.
const DATA_SETS: &[(&str, Check, Embedded)] = &[
    ("roster.toml", check_roster, embedded_roster),
    ("bosses", check_raid_battle_boss, raid_battle_bosses),
    ("teams", check_raid_battle_team, raid_battle_teams),
    (
        "raid-boss/heroes",
        raid_boss::check_file,
        raid_boss::embedded_heroes,
    ),
    (
        "raid-boss/bosses",
        raid_boss::check_file,
        raid_boss::embedded_bosses,
    ),
];

pub fn run(args: &CheckDataArgs) -> anyhow::Result<()> {
    let context = Context {
        roster: if args.builtin {
            roster::builtin().clone()
        } else {
            read_roster(&args.dir).unwrap_or_else(|| roster::builtin().clone())
        },
    };
    let (mut files, mut faults) = (0, 0);
    for &(place, check, embedded) in DATA_SETS {
        let found = if args.builtin {
            Ok(embedded()
                .into_iter()
                .map(|(label, text)| (label.to_string(), text.to_string()))
                .collect())
        } else {
            read(&args.dir, place)
        };
        let found = match found {
            Ok(found) => found,
            Err(fault) => {
                eprintln!("{fault}");
                faults += 1;
                continue;
            }
        };
        for (label, text) in found {
            files += 1;
            match check(&context, &label, &text) {
                Ok(()) => println!("OK {label}"),
                Err(fault) => {
                    eprintln!("{fault}");
                    faults += 1;
                }
            }
        }
    }
    if faults > 0 {
        bail!("{faults} fault(s) in {files} data file(s)");
    }
    println!("{files} data files, no faults");
    Ok(())
}

/// The files of `place` under `dir`, labelled with their paths; a folder's `*.toml` files in
/// name order. A fault when it cannot be read.
fn read(dir: &Path, place: &str) -> Result<Vec<(String, String)>, String> {
    let path = dir.join(place);
    let paths = if path.is_dir() {
        let listing = fs::read_dir(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        let mut paths: Vec<PathBuf> = listing
            .filter_map(|entry| entry.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|e| e == "toml"))
            .collect();
        paths.sort();
        paths
    } else {
        vec![path]
    };
    paths
        .into_iter()
        .map(|p| {
            let text = fs::read_to_string(&p).map_err(|e| format!("{}: {e}", p.display()))?;
            Ok((p.display().to_string(), text))
        })
        .collect()
}

fn read_roster(dir: &Path) -> Option<CardIndex> {
    let (label, text) = read(dir, "roster.toml").ok()?.pop()?;
    roster::parse(&label, &text).ok().map(CardIndex::new)
}

fn check_roster(_: &Context, file: &str, text: &str) -> Result<(), DataError> {
    roster::parse(file, text).map(drop)
}

/// The roster as compiled into the cards crate (the same file, embedded again here for its text).
fn embedded_roster() -> Vec<(&'static str, &'static str)> {
    vec![(
        "data/roster.toml",
        include_str!("../../../data/roster.toml"),
    )]
}

fn check_raid_battle_boss(_: &Context, file: &str, text: &str) -> Result<(), DataError> {
    BossProfile::parse(file, text).map(drop)
}

/// A team parses, names only Pokémon the roster has (or it defines), and has the power to play.
fn check_raid_battle_team(context: &Context, file: &str, text: &str) -> Result<(), DataError> {
    let lookup = |name: &str| {
        context
            .roster
            .find(name)
            .cloned()
            .map_err(|e| e.to_string())
    };
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

fn raid_battle_bosses() -> Vec<(&'static str, &'static str)> {
    builtin::BOSSES.iter().map(|f| (f.path, f.text)).collect()
}

fn raid_battle_teams() -> Vec<(&'static str, &'static str)> {
    builtin::TEAMS.iter().map(|f| (f.path, f.text)).collect()
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
