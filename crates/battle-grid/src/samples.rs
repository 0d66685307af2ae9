//! The sample decks of `data/battle-grid/`, embedded so that the binary plays them anywhere.

use altplay_core::embedded::{self, EmbeddedFile};

macro_rules! sample {
    ($name:literal) => {
        EmbeddedFile {
            name: $name,
            path: concat!("data/battle-grid/", $name, ".toml"),
            text: include_str!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/../../data/battle-grid/",
                $name,
                ".toml"
            )),
        }
    };
}

pub const SAMPLE_DECKS: [EmbeddedFile; 3] =
    [sample!("swarm"), sample!("evolution"), sample!("titans")];

/// The sample deck called `name`.
pub fn sample_deck(name: &str) -> Option<&'static EmbeddedFile> {
    embedded::find(&SAMPLE_DECKS, name)
}

/// The sample decks' names, for messages: "swarm, evolution, titans".
pub fn sample_names() -> String {
    embedded::names(&SAMPLE_DECKS)
}

#[cfg(test)]
mod tests {
    use super::*;
    use altplay_cards::Catalog;

    #[test]
    fn every_sample_deck_parses_with_the_builtin_roster() {
        let catalog = Catalog::with_builtin_roster(None);
        for s in SAMPLE_DECKS {
            crate::parse_deck(s.path, s.text, &catalog).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(sample_deck(s.name).unwrap().path, s.path);
        }
    }
}
