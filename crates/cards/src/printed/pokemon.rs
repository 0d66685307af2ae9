//! A Pokémon card's printed parts: stage, abilities, attacks, Weakness and Resistance, rule boxes
//! and the Prize cards a Knock Out gives.

use std::sync::LazyLock;

use regex::Regex;
use serde::{Deserialize, Serialize};

use super::energy_type::{self, EnergyType};
use crate::damage::{BadDamage, PrintedDamage};
use crate::modifier::{BadModifier, ModifierValue};

/// The Pokémon part of a card.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Pokemon {
    pub stage: Stage,
    pub hp: u16,
    pub types: Vec<EnergyType>,
    /// The name of the Pokémon this one evolves from, as printed.
    pub evolves_from: Option<String>,
    pub abilities: Vec<Ability>,
    pub attacks: Vec<Attack>,
    pub weaknesses: Vec<TypeModifier>,
    pub resistances: Vec<TypeModifier>,
    /// How many Energy retreating costs (always Colorless in the data).
    pub retreat_cost: u8,
    /// The rule boxes the card's subtypes name, in the order printed.
    pub rule_boxes: Vec<RuleBox>,
    /// Prize cards the opponent takes when this Pokémon is Knocked Out (TCG-11); see
    /// [`prize_value`].
    pub prize_value: u8,
    /// The old "LV." number, as printed ("X" for LV.X), when the card has one.
    pub level: Option<String>,
}

/// The stage as printed. The data gives a Pokémon one of these subtypes; Mega Evolution ex
/// cards also print Basic, Stage 1 or Stage 2, which is then the stage (and MEGA a rule box).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum Stage {
    Basic,
    #[serde(rename = "Stage 1")]
    Stage1,
    #[serde(rename = "Stage 2")]
    Stage2,
    Baby,
    Restored,
    #[serde(rename = "BREAK")]
    Break,
    #[serde(rename = "Level-Up")]
    LevelUp,
    #[serde(rename = "LEGEND")]
    Legend,
    #[serde(rename = "MEGA")]
    Mega,
    #[serde(rename = "VMAX")]
    Vmax,
    #[serde(rename = "VSTAR")]
    Vstar,
    #[serde(rename = "V-UNION")]
    VUnion,
}

impl Stage {
    /// Stages in the order a subtype list is searched: the three printed stages first.
    const BY_PRECEDENCE: [(&'static str, Stage); 12] = [
        ("Basic", Stage::Basic),
        ("Stage 1", Stage::Stage1),
        ("Stage 2", Stage::Stage2),
        ("Baby", Stage::Baby),
        ("Restored", Stage::Restored),
        ("BREAK", Stage::Break),
        ("Level-Up", Stage::LevelUp),
        ("LEGEND", Stage::Legend),
        ("MEGA", Stage::Mega),
        ("VMAX", Stage::Vmax),
        ("VSTAR", Stage::Vstar),
        ("V-UNION", Stage::VUnion),
    ];

    /// The stage among `subtypes`, if any.
    pub fn of(subtypes: &[String]) -> Option<Stage> {
        Self::BY_PRECEDENCE
            .iter()
            .find(|(name, _)| subtypes.iter().any(|s| s == name))
            .map(|&(_, stage)| stage)
    }

    /// A Basic Pokémon as TCG-2 and TCG-3 count them: Basic, or Baby (printed "this Baby
    /// Pokémon" and played as a Basic).
    pub fn is_basic(self) -> bool {
        matches!(self, Stage::Basic | Stage::Baby)
    }
}

/// A rule box named by a subtype. Beyond the spec's list this counts the older printed rule
/// boxes (MEGA, BREAK, LEGEND, LV.X and Pokémon ★).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum RuleBox {
    /// Pokémon ex, of the EX-era sets and of Scarlet & Violet: subtype "ex".
    #[serde(rename = "ex")]
    LowerEx,
    #[serde(rename = "EX")]
    Ex,
    #[serde(rename = "GX")]
    Gx,
    V,
    #[serde(rename = "VMAX")]
    Vmax,
    #[serde(rename = "VSTAR")]
    Vstar,
    #[serde(rename = "V-UNION")]
    VUnion,
    #[serde(rename = "TAG TEAM")]
    TagTeam,
    #[serde(rename = "Prism Star")]
    PrismStar,
    Radiant,
    #[serde(rename = "MEGA")]
    Mega,
    #[serde(rename = "BREAK")]
    Break,
    #[serde(rename = "LEGEND")]
    Legend,
    #[serde(rename = "Level-Up")]
    LevelUp,
    /// Pokémon ★: subtype "Star".
    Star,
}

impl RuleBox {
    const BY_SUBTYPE: [(&'static str, RuleBox); 15] = [
        ("ex", RuleBox::LowerEx),
        ("EX", RuleBox::Ex),
        ("GX", RuleBox::Gx),
        ("V", RuleBox::V),
        ("VMAX", RuleBox::Vmax),
        ("VSTAR", RuleBox::Vstar),
        ("V-UNION", RuleBox::VUnion),
        ("TAG TEAM", RuleBox::TagTeam),
        ("Prism Star", RuleBox::PrismStar),
        ("Radiant", RuleBox::Radiant),
        ("MEGA", RuleBox::Mega),
        ("BREAK", RuleBox::Break),
        ("LEGEND", RuleBox::Legend),
        ("Level-Up", RuleBox::LevelUp),
        ("Star", RuleBox::Star),
    ];

    /// The rule boxes among `subtypes`, in their order.
    pub fn of(subtypes: &[String]) -> Vec<RuleBox> {
        subtypes
            .iter()
            .filter_map(|s| {
                Self::BY_SUBTYPE
                    .iter()
                    .find(|(name, _)| name == s)
                    .map(|&(_, rule_box)| rule_box)
            })
            .collect()
    }

    /// Prize cards TCG-11 gives for a Knock Out of a Pokémon with this rule box, where it says.
    fn prizes(self) -> Option<u8> {
        match self {
            RuleBox::Vmax | RuleBox::VUnion | RuleBox::TagTeam => Some(3),
            RuleBox::LowerEx | RuleBox::Ex | RuleBox::Gx | RuleBox::V | RuleBox::Vstar => Some(2),
            _ => None,
        }
    }
}

/// "…Knocked Out, your opponent takes 3 Prize cards.": the number a rule line prints.
static PRIZE_RULE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)knocked out, your opponent takes (\d+) prize card").expect("a valid pattern")
});

/// The Prize cards a Knock Out gives (TCG-11): the number a line of the card's rules prints
/// ("When your Pokémon VMAX is Knocked Out, your opponent takes 3 Prize cards."), so Mega
/// Evolution ex cards give their printed 3; without such a line, 3 for VMAX, V-UNION and TAG
/// TEAM, 2 for ex, EX, GX, V and VSTAR (the highest when several apply), otherwise 1. Effects of
/// attacks or abilities ("takes 1 more Prize card") are not the printed value and not counted.
pub fn prize_value(rules: &[String], rule_boxes: &[RuleBox]) -> u8 {
    rules
        .iter()
        .find_map(|line| PRIZE_RULE.captures(line)?[1].parse().ok())
        .or_else(|| rule_boxes.iter().filter_map(|r| r.prizes()).max())
        .unwrap_or(1)
}

/// An ability, or the older Poké-Power, Poké-Body or Pokémon Power.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Ability {
    pub name: String,
    #[serde(default)]
    pub text: String,
    #[serde(rename = "type")]
    pub kind: AbilityKind,
}

/// The kind an ability is printed as (the data's `type`); the old kinds play as abilities
/// (TCG-1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum AbilityKind {
    Ability,
    #[serde(rename = "Poké-Power")]
    PokePower,
    #[serde(rename = "Poké-Body")]
    PokeBody,
    #[serde(rename = "Pokémon Power")]
    PokemonPower,
    /// An Ancient Trait (Θ Stop, α Growth …), printed above the attacks.
    #[serde(rename = "Ancient Trait")]
    AncientTrait,
}

/// An attack as printed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Attack {
    pub name: String,
    /// The Energy symbols, one per Energy; empty for an attack that costs nothing ("Free").
    #[serde(deserialize_with = "energy_type::cost")]
    pub cost: Vec<EnergyType>,
    /// The data set's `convertedEnergyCost`, as given (it says 1 for a few attacks that cost
    /// nothing).
    #[serde(rename = "convertedEnergyCost")]
    pub converted_cost: u8,
    /// "120", "30+", "20×", "50-", "" or, on a few old cards, "?".
    #[serde(default)]
    pub damage: String,
    #[serde(default)]
    pub text: String,
}

impl Attack {
    /// The printed damage parsed; `Err` for the few "?" attacks.
    pub fn printed_damage(&self) -> Result<PrintedDamage, BadDamage> {
        PrintedDamage::parse(&self.damage)
    }
}

/// A Weakness or Resistance: a type and its value as printed ("×2", "+20", "-30").
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TypeModifier {
    #[serde(rename = "type")]
    pub energy: EnergyType,
    pub value: String,
}

impl TypeModifier {
    /// The value parsed: what it does to damage.
    pub fn parsed_value(&self) -> Result<ModifierValue, BadModifier> {
        ModifierValue::parse(&self.value)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn strings(items: &[&str]) -> Vec<String> {
        items.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn the_printed_stage_wins_over_mega() {
        assert_eq!(Stage::of(&strings(&["MEGA", "EX"])), Some(Stage::Mega));
        assert_eq!(
            Stage::of(&strings(&["Stage 1", "MEGA", "ex"])),
            Some(Stage::Stage1)
        );
        assert_eq!(Stage::of(&strings(&["VMAX"])), Some(Stage::Vmax));
        assert_eq!(Stage::of(&strings(&["SP"])), None);
        assert!(Stage::Baby.is_basic() && !Stage::Restored.is_basic());
    }

    #[test]
    fn tcg_11_prize_value_from_the_rules_text_then_the_rule_box() {
        let boxes = RuleBox::of(&strings(&["Basic", "TAG TEAM", "GX"]));
        assert_eq!(boxes, [RuleBox::TagTeam, RuleBox::Gx]);
        assert_eq!(prize_value(&[], &boxes), 3);
        assert_eq!(prize_value(&[], &[RuleBox::V]), 2);
        assert_eq!(prize_value(&[], &[RuleBox::Radiant]), 1);
        assert_eq!(prize_value(&[], &[]), 1);
        let mega_ex = strings(&[
            "Mega Evolution ex Rule: When your Mega Evolution Pokémon ex is Knocked Out, your \
             opponent takes 3 Prize cards.",
        ]);
        assert_eq!(prize_value(&mega_ex, &[RuleBox::Mega, RuleBox::LowerEx]), 3);
    }
}
