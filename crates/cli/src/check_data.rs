//! `altplay check-data [DIR]`: validates the project's data files. Each file gets a line when it
//! is sound; each fault is `file:line:column: message`; any fault makes the command fail.

use std::fs;
use std::path::{Path, PathBuf};

use altplay_cards::packs::PackLayouts;
use altplay_cards::{CardIndex, roster};
use altplay_core::DataError;
use altplay_formats::DataSet;
use anyhow::bail;
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

/// Every kind of data file: the card roster, the booster packs, then each registered format's
/// data sets.
fn data_sets() -> Vec<DataSet> {
    let roster = DataSet {
        place: "roster.toml",
        check: check_roster,
        embedded: embedded_roster,
    };
    let packs = DataSet {
        place: "sealed/packs.toml",
        check: |_, file, text| PackLayouts::parse(file, text).map(drop),
        embedded: || vec![("data/sealed/packs.toml", PackLayouts::TEXT)],
    };
    [roster, packs]
        .into_iter()
        .chain(altplay_formats::data_sets())
        .collect()
}

pub fn run(args: &CheckDataArgs) -> anyhow::Result<()> {
    // The roster that files name Pokémon from: the checked one, or the built-in one when the
    // checked one is faulty (its faults are reported on their own).
    let roster = if args.builtin {
        roster::builtin().clone()
    } else {
        read_roster(&args.dir).unwrap_or_else(|| roster::builtin().clone())
    };
    let (mut files, mut faults) = (0, 0);
    for DataSet {
        place,
        check,
        embedded,
    } in data_sets()
    {
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
            match check(&roster, &label, &text) {
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

/// The files of `place` under `dir`, labelled with their paths; a folder's `*.toml` and `*.txt`
/// (decklist text) files in name order. A fault when it cannot be read.
fn read(dir: &Path, place: &str) -> Result<Vec<(String, String)>, String> {
    let path = dir.join(place);
    let paths = if path.is_dir() {
        let listing = fs::read_dir(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        let mut paths: Vec<PathBuf> = listing
            .filter_map(|entry| entry.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|e| e == "toml" || e == "txt"))
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

fn check_roster(_: &CardIndex, file: &str, text: &str) -> Result<(), DataError> {
    roster::parse(file, text).map(drop)
}

/// The roster as compiled into the cards crate (the same file, embedded again here for its text).
fn embedded_roster() -> Vec<(&'static str, &'static str)> {
    vec![(
        "data/roster.toml",
        include_str!("../../../data/roster.toml"),
    )]
}
