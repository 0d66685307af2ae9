//! A card or attack name a text names ("your Benched Pawniard", "a Leon card", "used Agility"):
//! kept inline at a fixed size, so the effects that hold one stay plain `Copy` data.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// The longest name kept, in bytes of UTF-8.
const MAX: usize = 23;

/// A name as the grammar reads it, lower-cased; compared without case with printed names.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Name {
    len: u8,
    bytes: [u8; MAX],
}

impl Name {
    /// The name, lower-cased; none when it is empty or longer than the engine keeps.
    pub fn new(name: &str) -> Option<Name> {
        let name = name.trim().to_lowercase();
        if name.is_empty() || name.len() > MAX {
            return None;
        }
        let mut bytes = [0; MAX];
        bytes[..name.len()].copy_from_slice(name.as_bytes());
        Some(Name {
            len: name.len() as u8,
            bytes,
        })
    }

    pub fn as_str(&self) -> &str {
        std::str::from_utf8(&self.bytes[..usize::from(self.len)])
            .expect("built from a whole string")
    }

    /// Whether `printed` (a card's or an attack's printed name) is this name.
    pub fn is(&self, printed: &str) -> bool {
        lower(printed).eq(self.as_str().chars())
    }

    /// Whether this name is a whole word or words of `printed` ("has Alolan in its name").
    pub fn is_in(&self, printed: &str) -> bool {
        words_in(self.as_str(), printed)
    }
}

/// Whether `words` (lower-cased) are whole words of `printed`.
fn words_in(words: &str, printed: &str) -> bool {
    let printed: String = lower(printed).collect();
    printed.match_indices(words).any(|(at, word)| {
        let before = printed[..at].chars().next_back();
        let after = printed[at + word.len()..].chars().next();
        !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
    })
}

/// A word the older eras print in the names of some Pokémon, which Stadiums and Tools ask
/// about ("Pokémon with Brock in their names", "has Dark or an owner in its name"): their
/// owner's name ("Misty's Psyduck", "Team Aqua's Mightyena") or "Dark" (Team Rocket's Dark
/// Pokémon). A closed set, so a group holding one stays small and `Copy`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NameMark {
    Dark,
    Brock,
    Misty,
    LtSurge,
    Erika,
    Koga,
    Sabrina,
    Blaine,
    Giovanni,
    Rocket,
    TeamAqua,
    TeamMagma,
    N,
    Cynthia,
    Ethan,
    Arven,
    Iono,
    Hop,
    Lillie,
    Marnie,
    Steven,
}

impl NameMark {
    /// Every mark with its words, lower-cased as the grammar reads them.
    pub const WORDS: [(&'static str, NameMark); 12] = [
        ("dark", NameMark::Dark),
        ("brock", NameMark::Brock),
        ("misty", NameMark::Misty),
        ("lt. surge", NameMark::LtSurge),
        ("erika", NameMark::Erika),
        ("koga", NameMark::Koga),
        ("sabrina", NameMark::Sabrina),
        ("blaine", NameMark::Blaine),
        ("giovanni", NameMark::Giovanni),
        ("rocket's", NameMark::Rocket),
        ("team aqua", NameMark::TeamAqua),
        ("team magma", NameMark::TeamMagma),
    ];

    /// The owners written before "Pokémon" ("N's Pokémon", "your Cynthia's Pokémon"), each with
    /// its mark (the older owners' marks are their `WORDS`).
    pub const OWNERS: [(&'static str, NameMark); 11] = [
        ("n's", NameMark::N),
        ("cynthia's", NameMark::Cynthia),
        ("ethan's", NameMark::Ethan),
        ("arven's", NameMark::Arven),
        ("iono's", NameMark::Iono),
        ("hop's", NameMark::Hop),
        ("lillie's", NameMark::Lillie),
        ("marnie's", NameMark::Marnie),
        ("steven's", NameMark::Steven),
        ("misty's", NameMark::Misty),
        ("erika's", NameMark::Erika),
    ];

    /// Whether a printed card name carries this mark.
    pub fn is_in(self, printed: &str) -> bool {
        Self::WORDS
            .iter()
            .chain(&Self::OWNERS)
            .find(|(_, mark)| *mark == self)
            .is_some_and(|(words, _)| words_in(words, printed))
    }
}

/// A Pokémon a text names as a group ("each Psyduck in play", "each of your Drifloon"): a
/// closed list (as [`NameMark`] is), so that a group holding one stays small and `Copy`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PokemonName {
    Psyduck,
    Drifloon,
    Drifblim,
    MegaLatiasEx,
}

impl PokemonName {
    /// Whether `printed` (a card's printed name) is this name: "Misty's Psyduck" is not
    /// "Psyduck".
    pub fn is(self, printed: &str) -> bool {
        let name = match self {
            PokemonName::Psyduck => "Psyduck",
            PokemonName::Drifloon => "Drifloon",
            PokemonName::Drifblim => "Drifblim",
            PokemonName::MegaLatiasEx => "Mega Latias ex",
        };
        printed == name
    }
}

fn lower(text: &str) -> impl Iterator<Item = char> + '_ {
    text.chars().flat_map(char::to_lowercase)
}

impl fmt::Debug for Name {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_str(), f)
    }
}

impl Serialize for Name {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

impl<'de> Deserialize<'de> for Name {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        Name::new(&text).ok_or_else(|| {
            serde::de::Error::custom(format!("a name of 1 to {MAX} bytes, not {text:?}"))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::Name;

    #[test]
    fn names_compare_without_case_and_as_whole_words() {
        let leon = Name::new("Leon").unwrap();
        assert!(leon.is("Leon"));
        assert!(!leon.is("Leon's Training"));
        let alolan = Name::new("alolan").unwrap();
        assert!(alolan.is_in("Alolan Marowak"));
        assert!(!alolan.is_in("Alolanish Marowak"));
        assert_eq!(Name::new("a name far longer than the engine keeps"), None);
        let json = serde_json::to_string(&alolan).unwrap();
        assert_eq!(json, "\"alolan\"");
        assert_eq!(serde_json::from_str::<Name>(&json).unwrap(), alolan);
    }
}
