//! The sets of the data set (`sets/en.json`): their ids, names, series (which decides their
//! packs' era) and codes ([`super::SetCodes`] reads decklists' codes from them).

use std::path::Path;

use serde_json::Value;

use super::LoadError;
use super::load::read_records;

/// One set as `sets/en.json` lists it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SetInfo {
    /// `sv1`: the name of the set's card file.
    pub id: String,
    pub name: String,
    /// "Scarlet & Violet", …: the era of its packs.
    pub series: String,
    /// The PTCGO / PTCG Live code, if the data gives one (`SVI`).
    pub code: Option<String>,
}

/// Every set of the data, in the data's order.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SetList {
    pub sets: Vec<SetInfo>,
}

impl SetList {
    /// The sets of the pokemon-tcg-data layout at `dir`.
    pub fn load(dir: &Path) -> Result<SetList, LoadError> {
        let path = dir.join("sets").join("en.json");
        let sets = read_records(&path, "sets/en.json", |set| {
            let text = |field: &str| match set.get(field) {
                None | Some(Value::Null) => Ok(None),
                Some(Value::String(s)) => Ok(Some(s.clone())),
                Some(_) => Err(format!("field `{field}`: not a string")),
            };
            let needed = |field: &str| text(field)?.ok_or(format!("no field `{field}`"));
            Ok(SetInfo {
                id: needed("id")?,
                name: needed("name")?,
                series: needed("series")?,
                code: text("ptcgoCode")?,
            })
        })?;
        Ok(SetList { sets })
    }

    /// The set with id or code `set` (`sv1`, `SVI`, without case).
    pub fn find(&self, set: &str) -> Option<&SetInfo> {
        let id = self.sets.iter().find(|s| s.id.eq_ignore_ascii_case(set));
        id.or_else(|| {
            (self.sets.iter()).find(|s| {
                s.code
                    .as_deref()
                    .is_some_and(|c| c.eq_ignore_ascii_case(set))
            })
        })
    }

    /// Up to three set ids closest to `set`, best first.
    pub fn closest(&self, set: &str) -> Vec<String> {
        let set = set.to_ascii_lowercase();
        let mut scored: Vec<(f64, &str)> = (self.sets.iter())
            .map(|s| (strsim::jaro_winkler(&set, &s.id), s.id.as_str()))
            .filter(|&(score, _)| score >= 0.7)
            .collect();
        scored.sort_by(|a, b| b.0.total_cmp(&a.0));
        scored
            .into_iter()
            .take(3)
            .map(|(_, id)| id.to_string())
            .collect()
    }
}
