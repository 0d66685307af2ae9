//! The pokemon-tcg-data layout: `sets/en.json` (every set, with its release date) and
//! `cards/en/<set id>.json` (each a JSON array of that set's cards).
//!
//! The import is forgiving: a malformed entry or an unreadable file is reported and skipped, so
//! one bad card never costs the rest. Only a missing `cards/en` folder stops it.

mod class;
mod entry;

use std::collections::HashMap;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::index::CardIndex;
use crate::model::Card;
use entry::Entry;

/// What an import read and what it kept.
#[derive(Debug)]
pub struct ImportReport {
    /// Every entry of every card file: Pokémon, Trainer and Energy cards, malformed ones too.
    pub cards_read: usize,
    /// Pokémon imported.
    pub pokemon: usize,
    /// Attacks of the imported Pokémon.
    pub attacks: usize,
    /// Those of the attacks whose text Raid Battle models (see [`crate::effect`]).
    pub modelled_attacks: usize,
    /// What was skipped and why: `file.json[index] (id): reason`, or `file.json: reason` for a
    /// whole file.
    pub malformed: Vec<String>,
    /// The imported Pokémon in set release order, then in each file's order.
    pub index: CardIndex,
}

impl ImportReport {
    /// The share of attacks whose text is modelled, from 0 to 1.
    pub fn modelled_share(&self) -> f64 {
        if self.attacks == 0 {
            0.0
        } else {
            self.modelled_attacks as f64 / self.attacks as f64
        }
    }
}

#[derive(Debug, thiserror::Error)]
pub enum ImportError {
    #[error(
        "{}: no such folder; expected the pokemon-tcg-data layout (cards/en/*.json, sets/en.json)",
        path.display()
    )]
    NoCards { path: PathBuf },
    #[error("{}: {source}", path.display())]
    Io { path: PathBuf, source: io::Error },
}

/// Reads the Pokémon of a pokemon-tcg-data checkout at `dir`.
pub fn import(dir: &Path) -> Result<ImportReport, ImportError> {
    let mut malformed = Vec::new();
    let (files, unordered) = files_in_release_order(dir)?;
    malformed.extend(unordered.map(|reason| format!("{reason}; sets are ordered by file name")));

    let mut report = Reading::default();
    for (_, path) in &files {
        let file = path.file_name().unwrap_or_default().to_string_lossy();
        match read_array(path) {
            Ok(entries) => report.entries(&file, &entries),
            Err(reason) => report.malformed.push(format!("{file}: {reason}")),
        }
    }
    malformed.append(&mut report.malformed);
    let modelled_attacks = report
        .cards
        .iter()
        .flat_map(|c| &c.attacks)
        .filter(|a| a.effect().is_ok_and(|e| e.is_modelled()))
        .count();
    Ok(ImportReport {
        cards_read: report.cards_read,
        pokemon: report.cards.len(),
        attacks: report.cards.iter().map(|c| c.attacks.len()).sum(),
        modelled_attacks,
        malformed,
        index: CardIndex::new(report.cards),
    })
}

/// The state of an import while it reads files.
#[derive(Default)]
struct Reading {
    cards_read: usize,
    cards: Vec<Card>,
    /// Id → the file and position where it was first seen.
    seen: HashMap<String, String>,
    malformed: Vec<String>,
}

impl Reading {
    fn entries(&mut self, file: &str, entries: &[Value]) {
        for (i, value) in entries.iter().enumerate() {
            self.cards_read += 1;
            let place = format!("{file}[{i}] ({})", entry::id_of(value).unwrap_or("no id"));
            match entry::read(value) {
                Ok(Entry::Pokemon(card)) => {
                    if let Some(first) = self.seen.get(&card.id) {
                        self.malformed
                            .push(format!("{place}: the id was already used by {first}"));
                    } else {
                        self.seen.insert(card.id.clone(), format!("{file}[{i}]"));
                        self.cards.push(card);
                    }
                }
                Ok(Entry::Other) => {}
                Err(reason) => self.malformed.push(format!("{place}: {reason}")),
            }
        }
    }
}

/// A set's id and its file.
pub(crate) type SetFile = (String, PathBuf);

/// The card files of a pokemon-tcg-data layout at `dir` (`cards/en/*.json`), each with its set
/// id (the file stem), in set release order. When `sets/en.json` cannot be read they are in file
/// name order, and the second value says why.
pub(crate) fn files_in_release_order(
    dir: &Path,
) -> Result<(Vec<SetFile>, Option<String>), ImportError> {
    let mut files = json_files(&dir.join("cards").join("en"))?;
    let (rank, unordered) = match set_ranks(&dir.join("sets").join("en.json")) {
        Ok(rank) => (rank, None),
        Err(reason) => (HashMap::new(), Some(format!("sets/en.json: {reason}"))),
    };
    files
        .sort_by_cached_key(|(set, _)| (rank.get(set).copied().unwrap_or(usize::MAX), set.clone()));
    Ok((files, unordered))
}

/// The `*.json` files of a folder, each with its file stem (for card files, the set id).
pub(crate) fn json_files(folder: &Path) -> Result<Vec<SetFile>, ImportError> {
    let listing = fs::read_dir(folder).map_err(|source| match source.kind() {
        io::ErrorKind::NotFound => ImportError::NoCards {
            path: folder.to_path_buf(),
        },
        _ => ImportError::Io {
            path: folder.to_path_buf(),
            source,
        },
    })?;
    let mut files = Vec::new();
    for item in listing {
        let path = item
            .map_err(|source| ImportError::Io {
                path: folder.to_path_buf(),
                source,
            })?
            .path();
        if path.extension().is_some_and(|e| e == "json") {
            let set = path
                .file_stem()
                .unwrap_or_default()
                .to_string_lossy()
                .into_owned();
            files.push((set, path));
        }
    }
    Ok(files)
}

/// Each set's place in release order: by `releaseDate` ("YYYY/MM/DD", so text order is date
/// order), then by position in the file; a set without a date goes after the dated ones.
fn set_ranks(path: &Path) -> Result<HashMap<String, usize>, String> {
    let sets = read_array(path)?;
    let mut dated: Vec<(Option<&str>, usize, &str)> = sets
        .iter()
        .enumerate()
        .filter_map(|(i, set)| {
            let id = set.get("id")?.as_str()?;
            let date = set.get("releaseDate").and_then(Value::as_str);
            Some((date, i, id))
        })
        .collect();
    dated.sort_by_key(|&(date, i, _)| (date.is_none(), date, i));
    Ok(dated
        .into_iter()
        .enumerate()
        .map(|(rank, (_, _, id))| (id.to_string(), rank))
        .collect())
}

/// The JSON array a file holds; `Err` says why it is not one.
pub(crate) fn read_array(path: &Path) -> Result<Vec<Value>, String> {
    let text = fs::read_to_string(path).map_err(|e| e.to_string())?;
    match serde_json::from_str(&text).map_err(|e| format!("not JSON: {e}"))? {
        Value::Array(items) => Ok(items),
        _ => Err("not a JSON array".to_string()),
    }
}

#[cfg(test)]
pub(crate) mod tests;
