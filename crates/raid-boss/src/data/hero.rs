//! A hero card as data.

use serde::{Deserialize, Serialize};

use super::effect::{Effect, Triggered};

/// The roles the rulebook's hero stats describe.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    Damage,
    Defense,
    Healing,
    Support,
    Chance,
    Tactics,
}

/// The Skill Reset property (RX-2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Reset {
    NoReset,
    RoundReset,
    /// The bar tracks the hero's Bonus Dice, which are spent when used.
    OnUse,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SkillDef {
    pub name: String,
    pub start: i8,
    pub min: i8,
    pub max: i8,
    pub reset: Reset,
}

/// When an Assist may be used: any window, or only while the active hero assigns dice.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AssistTiming {
    #[default]
    Any,
    Assign,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AssistDef {
    pub name: String,
    #[serde(default)]
    pub text: String,
    #[serde(default)]
    pub timing: AssistTiming,
    pub effects: Vec<Effect>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AbilityDef {
    pub name: String,
    pub cost: u8,
    #[serde(default)]
    pub text: String,
    pub effects: Vec<Effect>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HeroDef {
    pub name: String,
    pub role: Role,
    #[serde(default)]
    pub text: String,
    pub base_hp: i8,
    pub max_hp: i8,
    pub skill: SkillDef,
    pub passive: Triggered,
    pub assist: AssistDef,
    /// Exactly three Core Abilities.
    pub ability: Vec<AbilityDef>,
}
