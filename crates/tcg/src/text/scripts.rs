//! Card scripts (TCG-15): a text that is one card's own, written once as data in the effect
//! vocabulary instead of a grammar rule that would read one sentence. A script names the cards
//! that print its text and the text itself, normalized as the grammar reads it; the text then
//! reads as the script's effects wherever it is printed, and is compiled as parsed text is.
//!
//! The scripts are `data/tcg/scripts/*.toml`, embedded. `altplay check-data` (and the tests)
//! check each against the printed words: each card it names prints the text, and the grammar
//! does not read it (a script never overrides a reading).

use std::collections::HashMap;
use std::sync::OnceLock;

use altplay_core::{DataError, parse_toml};
use serde::{Deserialize, Serialize};

use super::normalize;
use crate::effect::Effect;

/// The script files (path under `data/`, text), embedded.
pub const FILES: &[(&str, &str)] = &[
    (
        "tcg/scripts/attacks.toml",
        include_str!("../../../../data/tcg/scripts/attacks.toml"),
    ),
    (
        "tcg/scripts/abilities.toml",
        include_str!("../../../../data/tcg/scripts/abilities.toml"),
    ),
    (
        "tcg/scripts/trainers.toml",
        include_str!("../../../../data/tcg/scripts/trainers.toml"),
    ),
    (
        "tcg/scripts/energy.toml",
        include_str!("../../../../data/tcg/scripts/energy.toml"),
    ),
];

/// One text of one or more printed cards, as effects.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Script {
    /// The printings whose text this is, by id (`sv2-185`).
    pub cards: Vec<String>,
    /// The text as printed (compared normalized).
    pub text: String,
    /// What it does, resolved in order as a parsed text's effects are.
    pub effects: Vec<Effect>,
}

/// A script file: its scripts, each a `[[script]]` table.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ScriptFile {
    #[serde(default)]
    script: Vec<Script>,
}

/// The scripts of one file, or the field and line that cannot be read.
pub fn read_file(file: &str, text: &str) -> Result<Vec<Script>, DataError> {
    let read: ScriptFile = parse_toml(file, text)?;
    Ok(read.script)
}

/// Every embedded script with its file. The files are part of the build and a test reads them,
/// so a file that cannot be read is a bug of the build, not bad input.
pub fn all() -> &'static [(&'static str, Script)] {
    static ALL: OnceLock<Vec<(&'static str, Script)>> = OnceLock::new();
    ALL.get_or_init(|| {
        FILES
            .iter()
            .flat_map(|&(file, text)| {
                let scripts = read_file(file, text).unwrap_or_else(|e| panic!("{e}"));
                scripts.into_iter().map(move |s| (file, s))
            })
            .collect()
    })
}

/// The effects of the script for `text` (normalized), if one is written.
pub fn scripted(text: &str) -> Option<&'static [Effect]> {
    static BY_TEXT: OnceLock<HashMap<String, &'static [Effect]>> = OnceLock::new();
    BY_TEXT
        .get_or_init(|| {
            all()
                .iter()
                .map(|(_, s)| (normalize(&s.text), &s.effects[..]))
                .collect()
        })
        .get(text)
        .copied()
}
