//! A seat's deck as a configuration names it: by name (one of the project's decklists, or a
//! theme deck of the data set), or listed whole, card by card. A configuration never names a
//! file: the command line reads a decklist file and lists what it read, and a table request
//! sends its decklist inline (see [`DeckRequest`]).

use std::fmt;
use std::num::NonZeroU32;

use altplay_cards::deck::{Deck, DecklistLine};
use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::Value;

/// A seat's deck.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DeckChoice {
    /// One of the project's decklists (`grass-rillaboom`), or a theme deck by name or id
    /// (`d-swsh1-1`, "Rillaboom"). In JSON, a string.
    Named(String),
    /// A decklist given whole. In JSON, `{"name": …, "cards": [{"card": …, "count": …}]}`.
    Listed(Decklist),
}

/// A decklist given whole: what people call it, and its lines (a card by id or name, and how
/// many), in the order listed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Decklist {
    #[serde(default = "unnamed")]
    pub name: String,
    pub cards: Vec<DecklistLine>,
}

/// The name of a decklist sent without one.
fn unnamed() -> String {
    "decklist".into()
}

impl DeckChoice {
    /// A name, as the command line and the tests write one.
    pub fn named(name: impl Into<String>) -> Self {
        DeckChoice::Named(name.into())
    }

    /// The name as given, or the decklist's own.
    pub fn name(&self) -> &str {
        match self {
            DeckChoice::Named(name) => name,
            DeckChoice::Listed(list) => &list.name,
        }
    }

    /// What people call it at a table: one of the project's decklists by its title ("Rillaboom
    /// (Grass)", not `grass-rillaboom`), any other deck by its name.
    pub fn title(&self) -> &str {
        super::decklists::builtin(self.name()).map_or(self.name(), |d| d.title)
    }
}

impl Decklist {
    /// The lines of `deck`, each card by its id (so the list means the same cards whatever names
    /// come to mean), in the deck's order.
    pub fn of(name: impl Into<String>, deck: &Deck) -> Self {
        let cards = deck
            .entries
            .iter()
            .filter_map(|e| {
                Some(DecklistLine {
                    card: e.card.id.clone(),
                    count: NonZeroU32::new(e.count)?,
                })
            })
            .collect();
        Self {
            name: name.into(),
            cards,
        }
    }
}

impl From<&str> for DeckChoice {
    fn from(name: &str) -> Self {
        DeckChoice::Named(name.to_string())
    }
}

impl fmt::Display for DeckChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl Serialize for DeckChoice {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            DeckChoice::Named(name) => name.serialize(s),
            DeckChoice::Listed(list) => list.serialize(s),
        }
    }
}

/// A string is a name, an object a decklist; anything else is refused saying what a deck is.
impl<'de> Deserialize<'de> for DeckChoice {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        match Value::deserialize(d)? {
            Value::String(name) => Ok(DeckChoice::Named(name)),
            list @ Value::Object(_) => Decklist::deserialize(list)
                .map(DeckChoice::Listed)
                .map_err(D::Error::custom),
            _ => Err(D::Error::custom(DECK_SHAPES)),
        }
    }
}

/// A deck as a table request sends it: a name, a decklist's text (TOML, or the text of TCG-20
/// as PTCG Live exports it and Limitless shows it), or a decklist as JSON.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DeckRequest {
    Named(String),
    /// A decklist's text, and the name it is given (none: the table calls it "decklist").
    Text {
        name: Option<String>,
        text: String,
    },
    Listed(Decklist),
}

/// What a deck may be, for the errors that refuse anything else.
const DECK_SHAPES: &str = "a deck is a name, a decklist's text, or {\"name\": …, \"cards\": [{\"card\": …, \"count\": …}]} (or {\"name\": …, \"text\": …})";

/// `{"name": …, "text": …}`: a decklist's text with its name.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct NamedText {
    #[serde(default)]
    name: Option<String>,
    text: String,
}

/// A string with a line break is a decklist's text, a one-line string a name; an object is a
/// decklist with `cards`, or a text with `text`.
impl<'de> Deserialize<'de> for DeckRequest {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        match Value::deserialize(d)? {
            Value::String(text) if text.contains('\n') => {
                Ok(DeckRequest::Text { name: None, text })
            }
            Value::String(name) => Ok(DeckRequest::Named(name)),
            Value::Object(fields) if fields.contains_key("text") => {
                let named = NamedText::deserialize(Value::Object(fields));
                let NamedText { name, text } = named.map_err(D::Error::custom)?;
                Ok(DeckRequest::Text { name, text })
            }
            list @ Value::Object(_) => Decklist::deserialize(list)
                .map(DeckRequest::Listed)
                .map_err(D::Error::custom),
            _ => Err(D::Error::custom(DECK_SHAPES)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_name_is_a_string_and_a_list_an_object_both_ways() {
        let named: DeckChoice = serde_json::from_value(json!("d-swsh1-1")).unwrap();
        assert_eq!(named, DeckChoice::named("d-swsh1-1"));
        assert_eq!(serde_json::to_value(&named).unwrap(), json!("d-swsh1-1"));
        let list = json!({"name": "Mine", "cards": [{"card": "swsh1-15", "count": 3}]});
        let listed: DeckChoice = serde_json::from_value(list.clone()).unwrap();
        assert_eq!(listed.name(), "Mine");
        assert_eq!(serde_json::to_value(&listed).unwrap(), list);
        for bad in [json!(3), json!(["swsh1-15"]), json!(null)] {
            let err = serde_json::from_value::<DeckChoice>(bad).unwrap_err();
            assert!(err.to_string().contains("a deck is a name"), "{err}");
        }
        let err = serde_json::from_value::<DeckChoice>(json!({"name": "x", "cards": [], "y": 1}))
            .unwrap_err();
        assert!(err.to_string().contains("unknown field `y`"), "{err}");
    }

    #[test]
    fn a_request_tells_a_name_from_a_text_and_a_list() {
        let read = |v: Value| serde_json::from_value::<DeckRequest>(v);
        assert_eq!(
            read(json!("grass-rillaboom")).unwrap(),
            DeckRequest::Named("grass-rillaboom".into())
        );
        assert_eq!(
            read(json!("4 Grookey SSH 11\n")).unwrap(),
            DeckRequest::Text {
                name: None,
                text: "4 Grookey SSH 11\n".into()
            }
        );
        assert_eq!(
            read(json!({"name": "Mine", "text": "4 Grookey SSH 11"})).unwrap(),
            DeckRequest::Text {
                name: Some("Mine".into()),
                text: "4 Grookey SSH 11".into()
            }
        );
        let listed = read(json!({"name": "Mine", "cards": [{"card": "swsh1-11", "count": 4}]}));
        assert!(matches!(listed.unwrap(), DeckRequest::Listed(l) if l.cards.len() == 1));
        let err = read(json!({"name": "Mine", "text": "x", "cards": []})).unwrap_err();
        assert!(err.to_string().contains("unknown field `cards`"), "{err}");
        let unnamed = read(json!({"cards": [{"card": "swsh1-11", "count": 4}]})).unwrap();
        assert!(matches!(unnamed, DeckRequest::Listed(l) if l.name == "decklist"));
        let err = read(json!({"cards": [{"card": "x", "count": 0}]})).unwrap_err();
        assert!(err.to_string().contains("nonzero"), "{err}");
        assert!(
            read(json!(false))
                .unwrap_err()
                .to_string()
                .contains("a deck is a name")
        );
    }
}
