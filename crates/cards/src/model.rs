//! The card model every format reads: only what the formats need of a Pokémon card.

use serde::{Deserialize, Serialize};

use crate::damage::{BadDamage, PrintedDamage};
use crate::effect::{AttackEffect, classify};
use crate::modifier::{BadModifier, ModifierValue};

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

impl Attack {
    /// A GX attack (RB-10: once per pair per Raid Battle). GX attacks are named with a trailing
    /// "GX": "Tag Bolt-GX", "Full Metal Wall GX".
    pub fn is_gx(&self) -> bool {
        self.name
            .trim_end()
            .strip_suffix("GX")
            .is_some_and(|rest| rest.is_empty() || rest.ends_with([' ', '-', '‐']))
    }

    pub fn printed_damage(&self) -> Result<PrintedDamage, BadDamage> {
        PrintedDamage::parse(&self.damage)
    }

    /// What the attack's text does, in Raid Battle's vocabulary.
    pub fn effect(&self) -> Result<AttackEffect, BadDamage> {
        Ok(classify(self.printed_damage()?, &self.text))
    }
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

impl Modifier {
    pub fn parsed_value(&self) -> Result<ModifierValue, BadModifier> {
        ModifierValue::parse(&self.value)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn attack(name: &str) -> Attack {
        Attack {
            name: name.to_string(),
            damage: "30".to_string(),
            text: String::new(),
        }
    }

    #[test]
    fn gx_attacks_end_in_gx() {
        for gx in ["Tag Bolt-GX", "Full Metal Wall GX", "GX", "Nine Tails‐GX "] {
            assert!(attack(gx).is_gx(), "{gx}");
        }
        for plain in [
            "Thunderbolt",
            "Max Miracle",
            "Tag Bolt-gx",
            "BGX",
            "GX Rush",
        ] {
            assert!(!attack(plain).is_gx(), "{plain}");
        }
    }

    #[test]
    fn attack_parses_its_damage_and_text() {
        let mut a = attack("Double Kick");
        a.damage = "20×".to_string();
        a.text = "Flip 2 coins. This attack does 20 damage for each heads.".to_string();
        assert_eq!(
            a.effect(),
            Ok(AttackEffect::CoinsForEach { coins: 2, each: 20 })
        );
        a.damage = "lots".to_string();
        assert!(a.effect().is_err());
    }

    #[test]
    fn modifier_value_is_parsed() {
        let weakness = Modifier {
            energy: "Fire".to_string(),
            value: "×2".to_string(),
        };
        assert_eq!(weakness.parsed_value(), Ok(ModifierValue::Times(2)));
    }
}
