//! One card record of a pokemon-tcg-data file, read with serde, then checked against its
//! supertype. Every field the data set uses is named, so an unknown one is an error.

use serde::Deserialize;
use serde::de::IgnoredAny;
use serde_json::Value;

use super::energy_type::{self, EnergyType};
use super::legality::Marks;
use super::load::from_value;
use super::pokemon::prize_value;
use super::pokemon::{Ability, AbilityKind, Attack, Pokemon, RuleBox, Stage, TypeModifier};
use super::trainer::{Trainer, TrainerKind};
use super::{CardKind, Energy, PrintedCard, Supertype};

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
struct Record {
    id: String,
    name: String,
    supertype: Supertype,
    #[serde(default)]
    subtypes: Vec<String>,
    hp: Option<String>,
    #[serde(default)]
    types: Vec<EnergyType>,
    evolves_from: Option<String>,
    #[serde(default)]
    rules: Vec<String>,
    #[serde(default)]
    abilities: Vec<Ability>,
    ancient_trait: Option<AncientTrait>,
    #[serde(default)]
    attacks: Vec<Attack>,
    #[serde(default)]
    weaknesses: Vec<TypeModifier>,
    #[serde(default)]
    resistances: Vec<TypeModifier>,
    #[serde(default, deserialize_with = "energy_type::cost")]
    retreat_cost: Vec<EnergyType>,
    number: String,
    regulation_mark: Option<String>,
    level: Option<String>,
    #[serde(default)]
    legalities: Marks,
    // Not rules: read so that they are known, then dropped. `convertedRetreatCost` is the
    // length of `retreatCost`.
    #[serde(default, rename = "convertedRetreatCost")]
    _converted_retreat_cost: IgnoredAny,
    #[serde(default, rename = "evolvesTo")]
    _evolves_to: IgnoredAny,
    rarity: Option<String>,
    #[serde(default, rename = "artist")]
    _artist: IgnoredAny,
    #[serde(default, rename = "flavorText")]
    _flavor_text: IgnoredAny,
    #[serde(default, rename = "nationalPokedexNumbers")]
    _national_pokedex_numbers: IgnoredAny,
    #[serde(default, rename = "images")]
    _images: IgnoredAny,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct AncientTrait {
    name: String,
    text: String,
}

/// Reads one record of set `set`; `Err` names the field at fault.
pub(super) fn read(value: Value, set: &str) -> Result<PrintedCard, String> {
    from_value::<Record>(value)?.into_card(set)
}

impl Record {
    fn into_card(mut self, set: &str) -> Result<PrintedCard, String> {
        let kind = match self.supertype {
            Supertype::Pokemon => CardKind::Pokemon(self.pokemon()?),
            Supertype::Trainer => CardKind::Trainer(self.trainer()?),
            Supertype::Energy => CardKind::Energy(self.energy()?),
        };
        Ok(PrintedCard {
            id: self.id,
            name: self.name,
            set: set.to_string(),
            number: self.number,
            subtypes: self.subtypes,
            rules: self.rules,
            regulation_mark: self.regulation_mark,
            rarity: self.rarity,
            legality: self.legalities.legality(),
            kind,
        })
    }

    fn pokemon(&mut self) -> Result<Pokemon, String> {
        let stage = Stage::of(&self.subtypes).ok_or_else(|| {
            format!(
                "field `subtypes`: {:?} names no stage (Basic, Stage 1, Stage 2, BREAK, VMAX …)",
                self.subtypes
            )
        })?;
        let hp = self.hp()?.ok_or("missing field `hp`")?;
        let rule_boxes = RuleBox::of(&self.subtypes);
        Ok(Pokemon {
            stage,
            hp,
            types: std::mem::take(&mut self.types),
            evolves_from: self.evolves_from.take(),
            abilities: self.abilities_and_trait(),
            attacks: std::mem::take(&mut self.attacks),
            weaknesses: std::mem::take(&mut self.weaknesses),
            resistances: std::mem::take(&mut self.resistances),
            retreat_cost: u8::try_from(self.retreat_cost.len())
                .map_err(|_| "field `retreatCost`: too long")?,
            prize_value: prize_value(&self.rules, &rule_boxes),
            rule_boxes,
            level: self.level.take(),
        })
    }

    fn trainer(&mut self) -> Result<Trainer, String> {
        self.refuse_pokemon_fields("a Trainer")?;
        if !self.types.is_empty() {
            return Err("field `types`: a Trainer has no type".to_string());
        }
        Ok(Trainer {
            kind: TrainerKind::of(&self.subtypes),
            hp: self.hp()?,
            abilities: self.abilities_and_trait(),
            attacks: std::mem::take(&mut self.attacks),
        })
    }

    fn energy(&mut self) -> Result<Energy, String> {
        self.refuse_pokemon_fields("an Energy card")?;
        if self.hp.is_some() || !self.abilities.is_empty() || !self.attacks.is_empty() {
            return Err("an Energy card with HP, abilities or attacks".to_string());
        }
        let has = |s: &str| self.subtypes.iter().any(|t| t == s);
        if has("Basic") {
            Energy::basic_type(&self.name, &self.types)
                .map(Energy::Basic)
                .ok_or_else(|| format!("field `types`: no one Energy type for {:?}", self.name))
        } else if has("Special") {
            Ok(Energy::Special {
                provides: std::mem::take(&mut self.types),
            })
        } else {
            Err(format!(
                "field `subtypes`: {:?} says neither Basic nor Special",
                self.subtypes
            ))
        }
    }

    /// Fields only a Pokémon prints (HP, abilities and attacks may be on Trainers too).
    fn refuse_pokemon_fields(&self, what: &str) -> Result<(), String> {
        let present = [
            ("evolvesFrom", self.evolves_from.is_some()),
            ("ancientTrait", self.ancient_trait.is_some()),
            ("weaknesses", !self.weaknesses.is_empty()),
            ("resistances", !self.resistances.is_empty()),
            ("retreatCost", !self.retreat_cost.is_empty()),
            ("level", self.level.is_some()),
        ];
        match present.iter().find(|(_, here)| *here) {
            Some((field, _)) => Err(format!("field `{field}`: {what} has none")),
            None => Ok(()),
        }
    }

    /// The HP as printed ("180"), a positive number, when there is one.
    fn hp(&self) -> Result<Option<u16>, String> {
        self.hp
            .as_deref()
            .map(|hp| {
                hp.trim()
                    .parse::<u16>()
                    .ok()
                    .filter(|&hp| hp > 0)
                    .ok_or_else(|| format!("field `hp`: {hp:?} is not a positive number"))
            })
            .transpose()
    }

    /// The abilities, with an Ancient Trait (printed in the same place) as the first.
    fn abilities_and_trait(&mut self) -> Vec<Ability> {
        let ancient = self.ancient_trait.take().map(|t| Ability {
            name: t.name,
            text: t.text,
            kind: AbilityKind::AncientTrait,
        });
        ancient
            .into_iter()
            .chain(std::mem::take(&mut self.abilities))
            .collect()
    }
}

#[cfg(test)]
mod tests;
