//! Each era's pack, by rarity slots (`data/sealed/packs.toml`, documented at its top), embedded
//! and checked once.

use std::collections::BTreeMap;
use std::sync::LazyLock;

use altplay_core::{DataError, parse_toml};
use serde::Deserialize;

const FILE: &str = "data/sealed/packs.toml";

static EMBEDDED: LazyLock<PackLayouts> = LazyLock::new(|| {
    // The file is compiled in and checked by this module's tests, so it cannot fail at run time.
    PackLayouts::parse(FILE, PackLayouts::TEXT).expect("the built-in pack layouts are valid")
});

/// The pack of every era the project knows.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PackLayouts {
    #[serde(rename = "era")]
    pub eras: Vec<Era>,
}

/// One era's pack: the series of the data it covers and its slots, in the order opened.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Era {
    pub name: String,
    pub series: Vec<String>,
    #[serde(rename = "slot")]
    pub slots: Vec<Slot>,
}

/// Cards of a pack drawn alike: each draws a rarity by weight among those the set has, then
/// one of the set's cards of that rarity.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Slot {
    pub cards: u8,
    /// Rarity, as the data writes it → weight. Ordered by name, so draws do not depend on the
    /// order the file lists them in.
    pub rarities: BTreeMap<String, u32>,
}

impl PackLayouts {
    /// The built-in file's text (`altplay check-data --builtin` checks it).
    pub const TEXT: &str = include_str!("../../../../data/sealed/packs.toml");

    /// The layouts built in (`data/sealed/packs.toml`).
    pub fn embedded() -> &'static PackLayouts {
        &EMBEDDED
    }

    /// Reads and checks layouts: every era has slots, every slot cards and a rarity of
    /// positive weight, and no series belongs to two eras.
    pub fn parse(file: &str, text: &str) -> Result<PackLayouts, DataError> {
        let layouts: PackLayouts = parse_toml(file, text)?;
        let fault = |message: String| DataError::in_file(file, message);
        for (i, era) in layouts.eras.iter().enumerate() {
            if era.slots.is_empty() {
                return Err(fault(format!("era `{}`: no `slot`", era.name)));
            }
            for (j, slot) in era.slots.iter().enumerate() {
                let slot_name = format!("era `{}`, slot {}", era.name, j + 1);
                if slot.cards == 0 {
                    return Err(fault(format!("{slot_name}: field `cards` is 0")));
                }
                if slot.rarities.is_empty() || slot.rarities.values().any(|&w| w == 0) {
                    return Err(fault(format!(
                        "{slot_name}: field `rarities` needs at least one rarity, each of weight 1 or more"
                    )));
                }
            }
            let earlier = &layouts.eras[..i];
            if let Some(series) =
                (era.series.iter()).find(|s| earlier.iter().any(|e| e.series.contains(s)))
            {
                return Err(fault(format!(
                    "era `{}`: series `{series}` belongs to an earlier era too",
                    era.name
                )));
            }
        }
        Ok(layouts)
    }

    /// The era whose packs a set of `series` has.
    pub fn era_of(&self, series: &str) -> Option<&Era> {
        self.eras
            .iter()
            .find(|e| e.series.iter().any(|s| s == series))
    }
}

impl Era {
    /// Cards in one pack.
    pub fn pack_size(&self) -> usize {
        self.slots.iter().map(|s| usize::from(s.cards)).sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_built_in_layouts_are_valid() {
        let layouts = PackLayouts::parse(FILE, PackLayouts::TEXT).unwrap();
        let sv = layouts.era_of("Scarlet & Violet").unwrap();
        assert_eq!(sv.pack_size(), 10);
        assert_eq!(layouts.era_of("Mega Evolution"), Some(sv));
        assert_eq!(layouts.era_of("Base"), None);
    }

    #[test]
    fn bad_layouts_are_refused_naming_the_field() {
        let cases = [
            (
                "[[era]]\nname = \"A\"\nseries = [\"S\"]\n",
                "missing field `slot`",
            ),
            (
                "[[era]]\nname = \"A\"\nseries = [\"S\"]\nslot = []\n",
                "no `slot`",
            ),
            (
                "[[era]]\nname = \"A\"\nseries = [\"S\"]\n[[era.slot]]\ncards = 0\nrarities = { Common = 1 }\n",
                "field `cards` is 0",
            ),
            (
                "[[era]]\nname = \"A\"\nseries = [\"S\"]\n[[era.slot]]\ncards = 1\nrarities = { Common = 0 }\n",
                "field `rarities`",
            ),
            (
                "[[era]]\nname = \"A\"\nseries = [\"S\"]\n[[era.slot]]\ncards = 1\nrarities = { C = 1 }\n\
                 [[era]]\nname = \"B\"\nseries = [\"S\"]\n[[era.slot]]\ncards = 1\nrarities = { C = 1 }\n",
                "series `S` belongs to an earlier era",
            ),
            (
                "[[era]]\nname = \"A\"\nseries = [\"S\"]\nslots = 3\n",
                "slots",
            ),
        ];
        for (text, words) in cases {
            let error = PackLayouts::parse("packs.toml", text)
                .unwrap_err()
                .to_string();
            assert!(error.contains(words), "{error:?} should say {words:?}");
            assert!(error.contains("packs.toml"), "{error:?} names the file");
        }
    }
}
