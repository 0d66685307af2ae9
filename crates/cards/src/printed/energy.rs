//! An Energy card's printed parts. A Special Energy's text is the card's `rules`.

use serde::Serialize;

use super::energy_type::EnergyType;

/// The Energy part of a card.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub enum Energy {
    /// A basic Energy of this type.
    Basic(EnergyType),
    /// A Special Energy; `provides` is what the data's `types` says, most often nothing (the
    /// text tells).
    Special { provides: Vec<EnergyType> },
}

impl Energy {
    /// The type of a basic Energy card: its one listed type, else the type its name contains
    /// ("Fire Energy", "Basic Psychic Energy").
    pub(super) fn basic_type(name: &str, types: &[EnergyType]) -> Option<EnergyType> {
        match types {
            [one] => Some(*one),
            [] => name.split_whitespace().find_map(EnergyType::parse),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_basic_energy_type_comes_from_the_types_or_the_name() {
        assert_eq!(
            Energy::basic_type("Basic Psychic Energy", &[]),
            Some(EnergyType::Psychic)
        );
        assert_eq!(
            Energy::basic_type("Water Energy", &[EnergyType::Metal]),
            Some(EnergyType::Metal)
        );
        assert_eq!(Energy::basic_type("Rainbow Energy", &[]), None);
    }
}
