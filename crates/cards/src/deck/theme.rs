//! The theme decks of the data set: `decks/en/<set id>.json`, each a JSON array of decks.

use std::path::Path;

use serde::{Deserialize, Serialize};

use super::{Deck, DeckEntry, DeckError, resolve};
use crate::index::{CardIndex, Indexed, LookupError};
use crate::printed::{EnergyType, LoadError, PrintedIndex, read_records};
use crate::tcg_data::json_files;

/// A theme deck as the data lists it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ThemeDeck {
    /// `d-swsh1-1`.
    pub id: String,
    pub name: String,
    pub types: Vec<EnergyType>,
    pub cards: Vec<ThemeDeckCard>,
}

/// A line of a theme deck: a card id, the name the data gives it, and how many.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ThemeDeckCard {
    pub id: String,
    pub name: String,
    pub rarity: Option<String>,
    pub count: u32,
}

impl Indexed for ThemeDeck {
    fn id(&self) -> &str {
        &self.id
    }

    fn name(&self) -> &str {
        &self.name
    }
}

impl ThemeDeck {
    /// The deck's cards in `index`: each line by its id, or, where no card has that id, by its
    /// name (the data lists a few basic Energy lines under the id `swsh1-0`, which names no card;
    /// by name they get the earliest printing). Where the id names a card, the line's name is
    /// not compared: a few lines name the card differently ("Nidoran ♂" for "Nidoran♂").
    pub fn resolve<'a>(&self, index: &'a PrintedIndex) -> Result<Deck<'a>, DeckError> {
        let entries = self
            .cards
            .iter()
            .map(|line| {
                let card = match index.get(&line.id) {
                    Some(card) => card,
                    None => resolve(index, &line.name, || {
                        format!("theme deck {} ({}), card {}", self.id, self.name, line.id)
                    })?,
                };
                Ok(DeckEntry {
                    card,
                    count: line.count,
                })
            })
            .collect::<Result<_, DeckError>>()?;
        Ok(Deck { entries })
    }
}

/// The theme decks, by id and by name.
#[derive(Debug, Clone, PartialEq)]
pub struct ThemeDecks(CardIndex<ThemeDeck>);

impl ThemeDecks {
    /// Every deck, by set id (the file name), then in each file's order.
    pub fn decks(&self) -> &[ThemeDeck] {
        self.0.cards()
    }

    /// The deck with this id ("d-swsh1-1"), else this name (case, accents and punctuation
    /// aside); an unknown one gets the closest names.
    pub fn find(&self, query: &str) -> Result<&ThemeDeck, DeckError> {
        self.0
            .find(query)
            .map_err(
                |LookupError::Unknown { query, suggestions }| DeckError::UnknownDeck {
                    query,
                    suggestions,
                },
            )
    }
}

/// Loads the theme decks of the pokemon-tcg-data layout at `dir` (`decks/en/*.json`).
pub fn load_theme_decks(dir: &Path) -> Result<ThemeDecks, LoadError> {
    let mut files = json_files(&dir.join("decks").join("en"))?;
    files.sort();
    let mut decks = Vec::new();
    for (set, path) in &files {
        decks.extend(read_records(
            path,
            &format!("{set}.json"),
            crate::printed::from_value,
        )?);
    }
    Ok(ThemeDecks(CardIndex::new(decks)))
}
