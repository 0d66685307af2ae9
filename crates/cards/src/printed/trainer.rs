//! A Trainer card's printed parts. Its text is the card's `rules`.

use serde::Serialize;

use super::pokemon::{Ability, Attack};

/// The Trainer part of a card.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Trainer {
    /// `None` for the early Trainers, printed before the kinds were.
    pub kind: Option<TrainerKind>,
    /// Fossils and dolls that play as Pokémon print HP (and some an ability).
    pub hp: Option<u16>,
    pub abilities: Vec<Ability>,
    /// Attacks a Technical Machine or a Tool gives, and the few Stadiums that print one.
    pub attacks: Vec<Attack>,
}

/// The kind of Trainer as printed; `Other` keeps a kind the data names that is none of these
/// ("Goldenrod Game Corner").
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
pub enum TrainerKind {
    Item,
    Supporter,
    Stadium,
    /// Also "Pokémon Tool F", and the Sword & Shield cards printed both Item and Pokémon Tool.
    PokemonTool,
    TechnicalMachine,
    RocketsSecretMachine,
    Other(String),
}

/// Subtypes that mark a Trainer without being its kind.
const TAGS: [&str; 10] = [
    "ACE SPEC",
    "Prism Star",
    "TAG TEAM",
    "Team Plasma",
    "Single Strike",
    "Rapid Strike",
    "Fusion Strike",
    "Ancient",
    "Future",
    "MEGA",
];

impl TrainerKind {
    /// Kinds in the order a subtype list is searched: the most specific first, so a card printed
    /// "Item, Pokémon Tool" is a Tool.
    const BY_PRECEDENCE: [(&'static str, TrainerKind); 7] = [
        ("Pokémon Tool", TrainerKind::PokemonTool),
        ("Pokémon Tool F", TrainerKind::PokemonTool),
        ("Technical Machine", TrainerKind::TechnicalMachine),
        ("Rocket's Secret Machine", TrainerKind::RocketsSecretMachine),
        ("Stadium", TrainerKind::Stadium),
        ("Supporter", TrainerKind::Supporter),
        ("Item", TrainerKind::Item),
    ];

    /// The kind among `subtypes`: a known kind, else the first subtype that is not a mark.
    pub fn of(subtypes: &[String]) -> Option<TrainerKind> {
        Self::BY_PRECEDENCE
            .iter()
            .find(|(name, _)| subtypes.iter().any(|s| s == name))
            .map(|(_, kind)| kind.clone())
            .or_else(|| {
                subtypes
                    .iter()
                    .find(|s| !TAGS.contains(&s.as_str()))
                    .map(|s| TrainerKind::Other(s.clone()))
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kind(subtypes: &[&str]) -> Option<TrainerKind> {
        TrainerKind::of(&subtypes.iter().map(|s| s.to_string()).collect::<Vec<_>>())
    }

    #[test]
    fn kinds_as_printed() {
        assert_eq!(
            kind(&["Supporter", "TAG TEAM"]),
            Some(TrainerKind::Supporter)
        );
        assert_eq!(
            kind(&["Rapid Strike", "Item", "Pokémon Tool"]),
            Some(TrainerKind::PokemonTool)
        );
        assert_eq!(kind(&["Item", "ACE SPEC"]), Some(TrainerKind::Item));
        assert_eq!(
            kind(&["Goldenrod Game Corner"]),
            Some(TrainerKind::Other("Goldenrod Game Corner".to_string()))
        );
        assert_eq!(kind(&[]), None);
        assert_eq!(kind(&["ACE SPEC"]), None);
    }
}
