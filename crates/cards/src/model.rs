//! The card model every format reads: only what the formats need of a Pokémon card.

use serde::{Deserialize, Serialize};

/// A Pokémon card.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Card {
    /// `base1-4` for imported cards, `roster-<slug>` for the built-in roster.
    pub id: String,
    pub name: String,
    pub hp: u16,
    /// Energy types as printed: "Fire", "Water", …
    pub types: Vec<String>,
    pub class: CardClass,
    #[serde(default)]
    pub attacks: Vec<Attack>,
    #[serde(default)]
    pub weaknesses: Vec<Modifier>,
    #[serde(default)]
    pub resistances: Vec<Modifier>,
}

/// Battle Grid's card classes (BG-3); a rule-box subtype wins over the stage.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CardClass {
    Basic,
    #[serde(rename = "Stage 1")]
    Stage1,
    #[serde(rename = "Stage 2")]
    Stage2,
    #[serde(rename = "Rule box")]
    RuleBox,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Attack {
    pub name: String,
    /// The printed damage exactly as on the card: "120", "30+", "20×", "50-" or "".
    pub damage: String,
    #[serde(default)]
    pub text: String,
}

/// A weakness or resistance: a type and what it does to damage.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Modifier {
    #[serde(rename = "type")]
    pub energy: String,
    /// As printed: "×2", "+20", "-30".
    pub value: String,
}
