//! The Energy types, a closed set.

use std::fmt;

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize};

/// An Energy type: of a Pokémon, an attack cost, a Weakness or Resistance, a basic Energy card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum EnergyType {
    Grass,
    Fire,
    Water,
    Lightning,
    Psychic,
    Fighting,
    Darkness,
    Metal,
    Fairy,
    Dragon,
    Colorless,
}

impl EnergyType {
    /// Every type, in the order the data set lists them.
    pub const ALL: [EnergyType; 11] = [
        Self::Grass,
        Self::Fire,
        Self::Water,
        Self::Lightning,
        Self::Psychic,
        Self::Fighting,
        Self::Darkness,
        Self::Metal,
        Self::Fairy,
        Self::Dragon,
        Self::Colorless,
    ];

    /// The type as printed: "Fire".
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Grass => "Grass",
            Self::Fire => "Fire",
            Self::Water => "Water",
            Self::Lightning => "Lightning",
            Self::Psychic => "Psychic",
            Self::Fighting => "Fighting",
            Self::Darkness => "Darkness",
            Self::Metal => "Metal",
            Self::Fairy => "Fairy",
            Self::Dragon => "Dragon",
            Self::Colorless => "Colorless",
        }
    }

    /// The type named exactly so.
    pub fn parse(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|t| t.as_str() == name)
    }
}

impl fmt::Display for EnergyType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// An attack's or a retreat's cost as the data lists it: Energy types, where "Free" (printed on
/// a few attacks that cost nothing) stands for no Energy.
pub(super) fn cost<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<EnergyType>, D::Error> {
    Vec::<String>::deserialize(d)?
        .iter()
        .filter(|symbol| *symbol != "Free")
        .map(|symbol| {
            EnergyType::parse(symbol)
                .ok_or_else(|| D::Error::custom(format!("{symbol:?} is not an Energy type")))
        })
        .collect()
}
