//! A boss and its 21-card deck as data.

use serde::{Deserialize, Serialize};

use super::effect::{Effect, Target, Triggered};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    Easy,
    Medium,
    Hard,
    LastStand,
}

/// One way a card resolves: damage packets to a target, then effects. A part with `choose`
/// lets the active hero pick one of the options instead (RX-4).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Part {
    #[serde(default)]
    pub label: String,
    #[serde(default)]
    pub damage: Vec<u8>,
    #[serde(default = "active")]
    pub target: Target,
    #[serde(default)]
    pub effects: Vec<Effect>,
    #[serde(default)]
    pub choose: Vec<Part>,
}

fn active() -> Target {
    Target::Active
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardDef {
    pub name: String,
    pub kind: Kind,
    #[serde(default)]
    pub text: String,
    /// Resolved when revealed.
    pub instant: Option<Part>,
    /// Resolved in the Boss Turn phase.
    pub boss_turn: Option<Part>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PhaseDef {
    /// Boss damage at which the phase begins (0 for phase 1).
    pub at: u16,
    /// The kinds of card that make up the deck in this phase.
    pub deck: Vec<Kind>,
    #[serde(default)]
    pub text: String,
    /// Keywords the boss gains in this phase.
    #[serde(default)]
    pub keywords: Vec<String>,
    /// Applied once when the phase begins.
    #[serde(default)]
    pub effects: Vec<Effect>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SpecialDef {
    pub name: String,
    pub start: i16,
    pub max: i16,
}

fn default_hp() -> u16 {
    120
}

fn default_marks() -> Vec<u16> {
    vec![10, 20, 30, 40, 70, 80, 90, 100]
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BossDef {
    pub name: String,
    #[serde(default)]
    pub text: String,
    #[serde(default = "default_hp")]
    pub hp: u16,
    #[serde(default)]
    pub keywords: Vec<String>,
    #[serde(default = "default_marks")]
    pub award_marks: Vec<u16>,
    pub special: Option<SpecialDef>,
    pub phase: Vec<PhaseDef>,
    #[serde(default)]
    pub ability: Vec<Triggered>,
    pub card: Vec<CardDef>,
}

impl BossDef {
    /// Every keyword the boss can have in some phase.
    pub fn all_keywords(&self) -> impl Iterator<Item = &str> {
        self.keywords
            .iter()
            .chain(self.phase.iter().flat_map(|p| p.keywords.iter()))
            .map(String::as_str)
    }
}

impl CardDef {
    pub fn part(&self, boss_turn: bool) -> Option<&Part> {
        if boss_turn {
            self.boss_turn.as_ref()
        } else {
            self.instant.as_ref()
        }
    }
}
