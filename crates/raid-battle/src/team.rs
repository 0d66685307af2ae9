//! Team files: four pairs, each Pokémon named (roster, imported name or id, or a Pokémon defined
//! in the file itself with inline stats, as the official assistant takes HP and attack numbers).

use altplay_cards::{Attack, Card, CardClass, Modifier, PrintedDamage};
use altplay_core::{DataError, parse_toml};
use serde::{Deserialize, Serialize};

/// A team file as written.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TeamFile {
    pub name: String,
    #[serde(default)]
    pub description: String,
    /// Exactly four pairs (RB-1), in seat order.
    #[serde(rename = "pair")]
    pub pairs: Vec<PairFile>,
    /// Pokémon defined in this file by their stats; pairs may name them.
    #[serde(default, rename = "pokemon")]
    pub inline: Vec<InlinePokemon>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PairFile {
    pub active: String,
    pub bench: String,
}

/// A Pokémon given by its numbers alone.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct InlinePokemon {
    pub name: String,
    pub hp: u16,
    #[serde(default)]
    pub types: Vec<String>,
    #[serde(default)]
    pub weaknesses: Vec<Modifier>,
    #[serde(default)]
    pub resistances: Vec<Modifier>,
    pub attacks: Vec<Attack>,
}

/// A team ready to play: four pairs of resolved cards. This is what a replay stores, so a replay
/// does not depend on the card data it was made with.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Team {
    pub name: String,
    /// Four pairs; in each, the starting Active then the starting Benched Pokémon.
    pub pairs: [[Card; 2]; 4],
}

/// Why a team file could not become a team.
#[derive(Debug, thiserror::Error)]
pub enum TeamError {
    #[error(transparent)]
    Data(#[from] DataError),
    #[error("{file}: pair {pair} {position}: {message}")]
    Lookup {
        file: String,
        pair: usize,
        position: &'static str,
        message: String,
    },
}

impl TeamFile {
    pub fn parse(file: &str, text: &str) -> Result<Self, DataError> {
        let team: TeamFile = parse_toml(file, text)?;
        team.check()
            .map_err(|(field, message)| DataError::at_field(file, text, field, message))?;
        Ok(team)
    }

    /// The first fault of a team that parsed: the field it is in and what is wrong.
    pub fn check(&self) -> Result<(), (&'static str, String)> {
        if self.pairs.len() != 4 {
            return Err((
                "[[pair]]",
                format!(
                    "RB-1: a team has exactly 4 pairs, this one has {}",
                    self.pairs.len()
                ),
            ));
        }
        for p in &self.inline {
            if p.hp == 0 {
                return Err(("hp", format!("{} has 0 HP", p.name)));
            }
            for a in &p.attacks {
                PrintedDamage::parse(&a.damage).map_err(|e| ("damage", e.to_string()))?;
            }
        }
        Ok(())
    }

    /// Resolves every name: this file's own Pokémon first, then `lookup` (the built-in roster and
    /// the imported cards), whose error says what is known that is close.
    pub fn resolve(
        &self,
        file: &str,
        lookup: &dyn Fn(&str) -> Result<Card, String>,
    ) -> Result<Team, TeamError> {
        let find = |pair: usize, position: &'static str, name: &str| {
            if let Some(p) = self.inline.iter().find(|p| p.name == name) {
                return Ok(p.to_card());
            }
            lookup(name).map_err(|message| TeamError::Lookup {
                file: file.to_string(),
                pair: pair + 1,
                position,
                message,
            })
        };
        let mut pairs = Vec::with_capacity(4);
        for (i, p) in self.pairs.iter().enumerate() {
            pairs.push([find(i, "active", &p.active)?, find(i, "bench", &p.bench)?]);
        }
        Ok(Team {
            name: self.name.clone(),
            pairs: pairs.try_into().expect("parse checked there are 4 pairs"),
        })
    }
}

impl InlinePokemon {
    fn to_card(&self) -> Card {
        Card {
            id: format!("inline-{}", self.name),
            name: self.name.clone(),
            hp: self.hp,
            types: self.types.clone(),
            class: CardClass::Basic,
            attacks: self.attacks.clone(),
            weaknesses: self.weaknesses.clone(),
            resistances: self.resistances.clone(),
        }
    }
}
