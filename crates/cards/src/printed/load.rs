//! Loading every card of a pokemon-tcg-data layout, strictly: the first malformed record stops
//! the load with an error that names its file, position, id and field.

use std::collections::HashMap;
use std::path::Path;

use serde::de::DeserializeOwned;
use serde_json::Value;

use super::{PrintedIndex, record};
use crate::tcg_data::{ImportError, files_in_release_order, read_array};

/// Why a data set did not load.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    /// No `cards/en` (or `decks/en`) folder, or one that cannot be listed.
    #[error(transparent)]
    Layout(#[from] ImportError),
    /// A whole file: unreadable, not JSON, not an array, or (for `sets/en.json`) no release
    /// order.
    #[error("{file}: {reason}")]
    File { file: String, reason: String },
    /// One record, at `file[index]`.
    #[error("{file}[{index}] ({id}): {reason}")]
    Record {
        file: String,
        index: usize,
        /// The record's id, or "no id".
        id: String,
        reason: String,
    },
}

/// Loads every card of the pokemon-tcg-data layout at `dir` (`cards/en/*.json` and
/// `sets/en.json`), in set release order, then each file's order.
pub fn load_cards(dir: &Path) -> Result<PrintedIndex, LoadError> {
    let (files, unordered) = files_in_release_order(dir)?;
    if let Some(reason) = unordered {
        return Err(LoadError::File {
            file: "sets/en.json".to_string(),
            reason,
        });
    }
    let mut cards = Vec::new();
    // Id → where it was first seen.
    let mut seen: HashMap<String, String> = HashMap::new();
    for (set, path) in &files {
        let file = format!("{set}.json");
        let mut index = 0;
        cards.extend(read_records(path, &file, |value| {
            let card = record::read(value, set)?;
            let place = format!("{file}[{index}]");
            index += 1;
            match seen.get(&card.id) {
                Some(first) => Err(format!("the id was already used at {first}")),
                None => {
                    seen.insert(card.id.clone(), place);
                    Ok(card)
                }
            }
        })?);
    }
    Ok(PrintedIndex::new(cards))
}

/// The records of the JSON array in `path` (named `file` in errors), each read by `read`; the
/// first fault names the file, the record's position and its id.
pub(crate) fn read_records<T>(
    path: &Path,
    file: &str,
    mut read: impl FnMut(Value) -> Result<T, String>,
) -> Result<Vec<T>, LoadError> {
    let values = read_array(path).map_err(|reason| LoadError::File {
        file: file.to_string(),
        reason,
    })?;
    values
        .into_iter()
        .enumerate()
        .map(|(index, value)| {
            let id = value.get("id").and_then(Value::as_str).unwrap_or("no id");
            let id = id.to_string();
            read(value).map_err(|reason| LoadError::Record {
                file: file.to_string(),
                index,
                id,
                reason,
            })
        })
        .collect()
}

/// `T` from a JSON value; `Err` names the field at fault (`attacks[0].cost: …`).
pub(crate) fn from_value<T: DeserializeOwned>(value: Value) -> Result<T, String> {
    serde_path_to_error::deserialize(value).map_err(|e| {
        let path = e.path().to_string();
        if path == "." {
            e.inner().to_string()
        } else {
            format!("field `{path}`: {}", e.inner())
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tcg_data::tests::layout;

    const SETS: &str = r#"[{"id": "b", "releaseDate": "2001/01/01"},
                           {"id": "a", "releaseDate": "2002/01/01"}]"#;

    fn energy(id: &str) -> String {
        format!(
            r#"{{"id": "{id}", "name": "Fire Energy", "supertype": "Energy",
                 "subtypes": ["Basic"], "number": "1"}}"#
        )
    }

    #[test]
    fn cards_load_in_release_order() {
        let a = format!("[{}]", energy("a-1"));
        let b = format!("[{}]", energy("b-1"));
        let dir = layout(Some(SETS), &[("a.json", &a), ("b.json", &b)]);
        let index = load_cards(dir.path()).unwrap();
        let ids: Vec<&str> = index.cards().iter().map(|c| c.id.as_str()).collect();
        assert_eq!(ids, ["b-1", "a-1"]);
        assert_eq!(index.find("fire energy").unwrap().set, "b");
    }

    #[test]
    fn a_fault_names_the_file_the_record_and_the_field() {
        let bad = format!(
            r#"[{}, {{"id": "a-2", "name": "X", "supertype": "Energy",
                                     "subtypes": ["Basic"], "number": 2}}]"#,
            energy("a-1")
        );
        let err = load_cards(layout(Some(SETS), &[("a.json", &bad)]).path()).unwrap_err();
        assert_eq!(
            err.to_string(),
            "a.json[1] (a-2): field `number`: invalid type: integer `2`, expected a string"
        );

        let twice = format!("[{}, {}]", energy("a-1"), energy("a-1"));
        let err = load_cards(layout(Some(SETS), &[("a.json", &twice)]).path()).unwrap_err();
        assert_eq!(
            err.to_string(),
            "a.json[1] (a-1): the id was already used at a.json[0]"
        );

        let err = load_cards(layout(Some(SETS), &[("a.json", "[1")]).path()).unwrap_err();
        assert!(err.to_string().starts_with("a.json: not JSON"), "{err}");
        let err = load_cards(layout(None, &[]).path()).unwrap_err();
        assert!(err.to_string().starts_with("sets/en.json: "), "{err}");
        let err = load_cards(tempfile::tempdir().unwrap().path()).unwrap_err();
        assert!(matches!(err, LoadError::Layout(_)), "{err}");
    }
}
