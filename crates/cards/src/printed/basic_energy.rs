//! Basic Energy named by its type, wherever a card is named (a decklist's line, a position
//! file): "Fire Energy", "Basic Fire Energy", "Basic {R} Energy", "{R} Energy", PTCGO's "Fire
//! Energy Energy". Such a name means a basic Energy card, never the Special Energy that shares
//! it (the old "Darkness Energy" and "Metal Energy").

use super::{Energy, EnergyType, PrintedCard, PrintedIndex};
use crate::index::{LookupError, unknown};
use crate::names::fold;

/// The type a basic Energy's name gives, in any usual spelling; `None` for any other name.
pub fn basic_type(name: &str) -> Option<EnergyType> {
    let folded = fold(name);
    let mut words: Vec<&str> = folded.split(' ').collect();
    if words.first() == Some(&"basic") {
        words.remove(0);
    }
    if words.len() == 3 && words[1..] == ["energy", "energy"] {
        words.pop();
    }
    match words[..] {
        [word, "energy"] => TYPES
            .iter()
            .find(|(symbol, t)| word == *symbol || word.eq_ignore_ascii_case(t.as_str()))
            .map(|&(_, t)| t),
        _ => None,
    }
}

/// The types of basic Energy cards, each with the letter PTCG Live writes it by (`{R}`).
const TYPES: [(&str, EnergyType); 9] = [
    ("g", EnergyType::Grass),
    ("r", EnergyType::Fire),
    ("w", EnergyType::Water),
    ("l", EnergyType::Lightning),
    ("p", EnergyType::Psychic),
    ("f", EnergyType::Fighting),
    ("d", EnergyType::Darkness),
    ("m", EnergyType::Metal),
    ("y", EnergyType::Fairy),
];

impl PrintedIndex {
    /// The earliest printing (as a name means today) of a basic Energy of type `t`: named as
    /// written when such a card is basic ("Basic Fire Energy"), else "Fire Energy", else
    /// "Basic Fire Energy", else any.
    pub fn basic_energy(&self, written: &str, t: EnergyType) -> Option<&PrintedCard> {
        let basic = |c: &&PrintedCard| c.energy() == Some(&Energy::Basic(t));
        self.named(written)
            .find(basic)
            .or_else(|| self.named(&format!("{t} Energy")).find(basic))
            .or_else(|| self.named(&format!("Basic {t} Energy")).find(basic))
            .or_else(|| self.cards().iter().find(basic))
    }

    /// The basic Energy card of type `t` (its "Fire Energy"), if the data has one: Colorless
    /// and Dragon have none.
    pub fn basic_energy_of(&self, t: EnergyType) -> Option<&PrintedCard> {
        self.basic_energy(&format!("{t} Energy"), t)
    }

    /// The card a query means: an id; a basic Energy's name, as its type; else a name, as its
    /// newest printing (TCG-18), with the closest names when none has it.
    pub fn find_card(&self, query: &str) -> Result<&PrintedCard, LookupError> {
        if let Some(card) = self.get(query.trim()) {
            return Ok(card);
        }
        if let Some(card) = basic_type(query).and_then(|t| self.basic_energy(query, t)) {
            return Ok(card);
        }
        self.newest_named(query)
            .ok_or_else(|| unknown(query, [self]))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tcg_20_basic_energy_spellings() {
        let fire = Some(EnergyType::Fire);
        for name in [
            "Fire Energy",
            "Basic Fire Energy",
            "Basic {R} Energy",
            "{R} Energy",
            "basic fire energy",
            "Fire Energy Energy",
        ] {
            assert_eq!(basic_type(name), fire, "{name}");
        }
        assert_eq!(basic_type("Basic {Y} Energy"), Some(EnergyType::Fairy));
        assert_eq!(basic_type("Double Colorless Energy"), None);
        assert_eq!(basic_type("Dragon Energy"), None, "no basic Dragon Energy");
        assert_eq!(basic_type("Energy"), None);
        assert_eq!(basic_type("Fire"), None);
    }
}
