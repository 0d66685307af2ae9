//! The boss set-up as a configuration names it: one of the project's by name, or a set-up given
//! whole. A configuration never names a file: the command line reads a set-up file and gives
//! what it read, and a table request sends its set-up inline (see [`BossRequest`]).

use std::fmt;

use altplay_cards::printed::PrintedIndex;
use altplay_core::RuleError;
use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::Value;

use crate::boss_data::{
    BUILTIN, BossFile, BossSetup, builtin, parse_boss, read_boss, resolve_boss,
};

/// The boss set-up of a configuration.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BossChoice {
    /// One of the project's set-ups (`gyarados-vmax`). In JSON, a string.
    Named(String),
    /// A set-up given whole. In JSON, `{"title": …, "boss": …, "cards": [{"card": …, "count": …}]}`.
    Given(BossFile),
}

impl BossChoice {
    /// The set-up resolved against `index` and checked (RF-1, RF-2).
    pub fn resolve<'a>(&self, index: &'a PrintedIndex) -> Result<BossSetup<'a>, RuleError> {
        match self {
            BossChoice::Named(name) => {
                let text = builtin(name).ok_or_else(|| unknown(name))?;
                read_boss(&format!("raid-format/bosses/{name}.toml"), text, index)
            }
            BossChoice::Given(file) => resolve_boss("boss", "", file, index),
        }
    }

    /// A set-up file's text (the contents of `file`), given whole: how the command line takes one.
    pub fn from_file_text(file: &str, text: &str) -> Result<Self, RuleError> {
        parse_boss(file, text).map(BossChoice::Given)
    }
}

fn unknown(name: &str) -> RuleError {
    let known: Vec<&str> = BUILTIN.iter().map(|b| b.name).collect();
    RuleError::new(
        "RF-2",
        format!(
            "field `boss`: no boss set-up {name:?} (built in: {}; or a set-up given whole)",
            known.join(", ")
        ),
    )
}

impl From<&str> for BossChoice {
    fn from(name: &str) -> Self {
        BossChoice::Named(name.to_string())
    }
}

impl fmt::Display for BossChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BossChoice::Named(name) => f.write_str(name),
            BossChoice::Given(file) => f.write_str(&file.title),
        }
    }
}

impl Serialize for BossChoice {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            BossChoice::Named(name) => name.serialize(s),
            BossChoice::Given(file) => file.serialize(s),
        }
    }
}

const BOSS_SHAPES: &str = "a boss set-up is a name, a set-up file's text (TOML), or {\"title\": …, \"boss\": …, \"cards\": [{\"card\": …, \"count\": …}]}";

impl<'de> Deserialize<'de> for BossChoice {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        match Value::deserialize(d)? {
            Value::String(name) => Ok(BossChoice::Named(name)),
            file @ Value::Object(_) => BossFile::deserialize(file)
                .map(BossChoice::Given)
                .map_err(D::Error::custom),
            _ => Err(D::Error::custom(BOSS_SHAPES)),
        }
    }
}

/// The boss set-up a table request sends: a name, a set-up file's text (a string with a line
/// break), or a set-up as JSON.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BossRequest(pub BossChoice);

impl<'de> Deserialize<'de> for BossRequest {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        match Value::deserialize(d)? {
            Value::String(text) if text.contains('\n') => BossChoice::from_file_text("boss", &text)
                .map(BossRequest)
                .map_err(D::Error::custom),
            other => BossChoice::deserialize(other)
                .map(BossRequest)
                .map_err(D::Error::custom),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_boss_is_a_name_a_text_or_a_set_up_given_whole() {
        let read = |v: Value| serde_json::from_value::<BossRequest>(v).map(|r| r.0);
        assert_eq!(
            read(json!("gyarados-vmax")).unwrap(),
            BossChoice::Named("gyarados-vmax".into())
        );
        let text =
            "title = \"T\"\nboss = \"swsh1-140\"\n[[cards]]\ncard = \"sm1-166\"\ncount = 60\n";
        let given = read(json!(text)).unwrap();
        assert!(matches!(&given, BossChoice::Given(f) if f.title == "T" && f.cards.len() == 1));
        assert_eq!(read(serde_json::to_value(&given).unwrap()).unwrap(), given);
        let err = read(json!("title = 1\nboss = \"x\"\ncards = []\n")).unwrap_err();
        assert!(err.to_string().contains("RF-2: boss:1"), "{err}");
        let err = read(json!([1])).unwrap_err();
        assert!(err.to_string().contains("a boss set-up is a name"), "{err}");
    }
}
