//! Boss profiles (RB-2): a data file with three levels, each with HP and three attacks.

use altplay_core::{DataError, parse_toml};
use serde::{Deserialize, Serialize};

use altplay_cards::Modifier;

/// Where a boss attack's damage goes (RB-2's small vocabulary).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum BossTarget {
    /// The target seat's Active Pokémon (the default).
    #[default]
    Active,
    /// The target seat's Benched Pokémon.
    Bench,
    /// Both of the target seat's Pokémon.
    Both,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BossAttack {
    pub name: String,
    pub damage: u16,
    #[serde(default)]
    pub target: BossTarget,
    /// The boss heals this much of its own damage after the attack.
    #[serde(default)]
    pub heal: u16,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BossLevel {
    pub hp: u32,
    pub attacks: [BossAttack; 3],
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BossProfile {
    /// The name used on the command line (`--boss voltfang`).
    pub id: String,
    pub name: String,
    /// Says whose numbers these are: the project ships only its own profiles.
    pub label: String,
    /// The boss's energy type, for Weakness and Resistance (RB-7).
    #[serde(rename = "type")]
    pub energy: String,
    #[serde(default)]
    pub weakness: Option<Modifier>,
    #[serde(default)]
    pub resistance: Option<Modifier>,
    /// Levels 1, 2 and 3, in that order.
    pub levels: [BossLevel; 3],
}

impl BossProfile {
    /// Parses and checks a boss profile file.
    pub fn parse(file: &str, text: &str) -> Result<Self, DataError> {
        let boss: BossProfile = parse_toml(file, text)?;
        for (i, level) in boss.levels.iter().enumerate() {
            if level.hp == 0 {
                return Err(DataError::at_field(
                    file,
                    text,
                    "hp",
                    format!("level {} has 0 HP", i + 1),
                ));
            }
        }
        for m in [&boss.weakness, &boss.resistance].into_iter().flatten() {
            m.parsed_value()
                .map_err(|e| DataError::at_field(file, text, "value", e.to_string()))?;
        }
        Ok(boss)
    }

    pub fn level(&self, level: u8) -> &BossLevel {
        &self.levels[usize::from(level - 1)]
    }
}
