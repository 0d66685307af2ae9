//! The built-in roster (`data/roster.toml`): the project's own Pokémon, usable with no imported
//! card data. Its schema is documented at the top of the file.

use std::collections::HashMap;
use std::sync::LazyLock;

use altplay_core::{DataError, parse_toml};
use serde::Deserialize;

use crate::damage::PrintedDamage;
use crate::index::CardIndex;
use crate::model::{Attack, Card, CardClass, Modifier};
use crate::modifier::ModifierValue;
use crate::names::{fold, slug};
use crate::printed::EnergyType;

const FILE: &str = "data/roster.toml";
const TEXT: &str = include_str!("../../../data/roster.toml");

static BUILTIN: LazyLock<CardIndex> = LazyLock::new(|| {
    // The file is compiled in and checked by this module's tests, so it cannot fail at run time.
    CardIndex::new(parse(FILE, TEXT).expect("the built-in roster is valid"))
});

/// The built-in roster, parsed once.
pub fn builtin() -> &'static CardIndex {
    &BUILTIN
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RosterFile {
    pokemon: Vec<Entry>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Entry {
    name: String,
    hp: u16,
    types: Vec<String>,
    class: CardClass,
    #[serde(default)]
    weaknesses: Vec<Modifier>,
    #[serde(default)]
    resistances: Vec<Modifier>,
    attacks: Vec<Attack>,
}

/// Parses a roster file (`file` names it in errors). Besides the TOML shape, refuses values the
/// formats cannot use: hp 0, a Pokémon without attacks, unknown types, unparsable damage or
/// weakness/resistance values, and two Pokémon whose names (and so ids) are the same.
pub fn parse(file: &str, text: &str) -> Result<Vec<Card>, DataError> {
    let roster: RosterFile = parse_toml(file, text)?;
    let mut seen: HashMap<String, String> = HashMap::new();
    roster
        .pokemon
        .into_iter()
        .enumerate()
        .map(|(i, entry)| {
            let at = Locator {
                file,
                text,
                entry: i,
            };
            validate(&entry, &at)?;
            if let Some(first) = seen.insert(fold(&entry.name), entry.name.clone()) {
                return Err(at.field(None, "name", format!("{:?} repeats {first:?}", entry.name)));
            }
            Ok(Card {
                id: format!("roster-{}", slug(&entry.name)),
                name: entry.name,
                hp: entry.hp,
                types: entry.types,
                class: entry.class,
                attacks: entry.attacks,
                weaknesses: entry.weaknesses,
                resistances: entry.resistances,
            })
        })
        .collect()
}

fn validate(entry: &Entry, at: &Locator<'_>) -> Result<(), DataError> {
    let who = &entry.name;
    if slug(who).is_empty() {
        return Err(at.field(None, "name", "must contain letters or digits"));
    }
    if entry.hp == 0 {
        return Err(at.field(None, "hp", format!("{who}: must be more than 0")));
    }
    if entry.types.is_empty() {
        return Err(at.field(None, "types", format!("{who}: needs at least one type")));
    }
    let known = |t: &str| EnergyType::parse(t).is_some();
    if let Some(t) = entry.types.iter().find(|t| !known(t)) {
        return Err(at.field(None, "types", format!("{who}: unknown type {t:?}")));
    }
    for (field, list) in [
        ("weaknesses", &entry.weaknesses),
        ("resistances", &entry.resistances),
    ] {
        for m in list {
            if !known(&m.energy) {
                let msg = format!("{who}: unknown type {:?}", m.energy);
                return Err(at.field(None, field, msg));
            }
            ModifierValue::parse(&m.value)
                .map_err(|e| at.field(None, field, format!("{who}: {e}")))?;
        }
    }
    if entry.attacks.is_empty() {
        return Err(at.field(None, "attacks", format!("{who}: needs at least one attack")));
    }
    for (j, attack) in entry.attacks.iter().enumerate() {
        if attack.name.trim().is_empty() {
            return Err(at.field(
                Some(j),
                "name",
                format!("{who}: attack {} has no name", j + 1),
            ));
        }
        PrintedDamage::parse(&attack.damage)
            .map_err(|e| at.field(Some(j), "damage", format!("{who}, {}: {e}", attack.name)))?;
    }
    Ok(())
}

/// Finds the line of a field inside one `[[pokemon]]` entry (and, for attack fields, inside one
/// of its `[[pokemon.attacks]]` tables), so an error in the 30th Pokémon points at its lines.
struct Locator<'a> {
    file: &'a str,
    text: &'a str,
    entry: usize,
}

impl Locator<'_> {
    fn field(&self, attack: Option<usize>, field: &str, message: impl Into<String>) -> DataError {
        let text = self.text;
        let (mut start, mut end) = (0, text.len());
        if let Some(s) = nth_header(text, "[[pokemon]]", self.entry) {
            start = s;
            // The entry ends where the next one begins.
            let body = s + text[s..].find('\n').map_or(text.len() - s, |i| i + 1);
            end = nth_header(&text[body..], "[[pokemon]]", 0).map_or(text.len(), |e| body + e);
        }
        if let Some(s) =
            attack.and_then(|j| nth_header(&text[start..end], "[[pokemon.attacks]]", j))
        {
            start += s;
        }
        let mut error = DataError::at_field(self.file, &text[start..end], field, message);
        // Not found in the scope (a list left empty, say): point at the scope's first line.
        error.line = text[..start].matches('\n').count() + error.line.max(1);
        error.column = error.column.max(1);
        error
    }
}

/// Byte offset of the start of the `n`th line (from 0) that is exactly `header`.
fn nth_header(text: &str, header: &str, n: usize) -> Option<usize> {
    let mut offset = 0;
    let mut found = 0;
    for line in text.split_inclusive('\n') {
        if line.trim() == header {
            if found == n {
                return Some(offset);
            }
            found += 1;
        }
        offset += line.len();
    }
    None
}

#[cfg(test)]
mod tests;
