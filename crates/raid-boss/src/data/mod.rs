//! Heroes, bosses and boss decks as TOML data: their schema, checks and loading.

mod boss;
mod check;
mod effect;
mod hero;

use std::path::Path;

use altplay_core::{DataError, parse_toml};
use serde::de::DeserializeOwned;

pub use boss::{BossDef, CardDef, Kind, Part, PhaseDef, SpecialDef};
pub use effect::{
    Condition, DieChange, DieSelect, Each, Effect, Restriction, Side, Target, Trigger, Triggered,
};
pub use hero::{AbilityDef, AssistDef, AssistTiming, HeroDef, Reset, Role, SkillDef};

use check::Faults;

/// Every hero and boss of a data directory (or of the built-in data).
#[derive(Debug, Clone, Default)]
pub struct Library {
    pub heroes: Vec<HeroDef>,
    pub bosses: Vec<BossDef>,
}

impl Library {
    /// Parses and checks files given as (file name, text); `heroes/…` and `bosses/…` by path.
    pub fn from_texts<'a>(
        files: impl IntoIterator<Item = (&'a str, &'a str)>,
    ) -> Result<Self, Vec<DataError>> {
        let mut lib = Library::default();
        let mut faults = Vec::new();
        for (file, text) in files {
            if file.contains("bosses") {
                match parse_checked(file, text, check::check_boss) {
                    Ok(b) => lib.bosses.push(b),
                    Err(e) => faults.extend(e),
                }
            } else {
                match parse_checked(file, text, check::check_hero) {
                    Ok(h) => lib.heroes.push(h),
                    Err(e) => faults.extend(e),
                }
            }
        }
        if faults.is_empty() {
            Ok(lib)
        } else {
            Err(faults)
        }
    }

    /// Loads `dir/heroes/*.toml` and `dir/bosses/*.toml`.
    pub fn load(dir: &Path) -> Result<Self, Vec<DataError>> {
        let mut texts = Vec::new();
        for sub in ["heroes", "bosses"] {
            let mut paths: Vec<_> = match std::fs::read_dir(dir.join(sub)) {
                Ok(entries) => entries.filter_map(|e| e.ok().map(|e| e.path())).collect(),
                Err(e) => return Err(vec![io_fault(&dir.join(sub), e)]),
            };
            paths.retain(|p| p.extension().is_some_and(|x| x == "toml"));
            paths.sort();
            for p in paths {
                match std::fs::read_to_string(&p) {
                    Ok(t) => texts.push((p.display().to_string(), t)),
                    Err(e) => return Err(vec![io_fault(&p, e)]),
                }
            }
        }
        Self::from_texts(texts.iter().map(|(f, t)| (f.as_str(), t.as_str())))
    }

    pub fn hero(&self, name: &str) -> Option<&HeroDef> {
        self.heroes
            .iter()
            .find(|h| h.name.eq_ignore_ascii_case(name))
    }

    pub fn boss(&self, name: &str) -> Option<&BossDef> {
        self.bosses
            .iter()
            .find(|b| b.name.eq_ignore_ascii_case(name))
    }
}

/// Checks one hero or boss file on its own (a path containing `bosses` is a boss).
pub fn check_file(file: &str, text: &str) -> Result<(), Vec<DataError>> {
    Library::from_texts([(file, text)]).map(drop)
}

/// Every fault of the data directory `dir` (empty when it is all valid). `altplay check-data`
/// calls this for `data/raid-boss`.
pub fn check_data(dir: &Path) -> Vec<DataError> {
    Library::load(dir).err().unwrap_or_default()
}

fn parse_checked<T: DeserializeOwned>(
    file: &str,
    text: &str,
    check: fn(&T, &mut Faults),
) -> Result<T, Vec<DataError>> {
    let value: T = parse_toml(file, text).map_err(|e| vec![e])?;
    let mut faults = Faults::new(file, text);
    check(&value, &mut faults);
    if faults.list.is_empty() {
        Ok(value)
    } else {
        Err(faults.list)
    }
}

fn io_fault(path: &Path, e: std::io::Error) -> DataError {
    DataError {
        file: path.display().to_string(),
        line: 0,
        column: 0,
        message: e.to_string(),
    }
}
