//! Deck files: TOML, one entry per card (a roster or imported name, or a card id), resolved
//! through the card catalog and checked against BG-2.
//!
//! ```toml
//! name = "Spark"                       # required
//! description = "Fast Basics"          # optional
//! cards = ["Pikachu", "Pikachu", "roster-raichu", …]   # exactly 15 entries
//! ```

use std::path::Path;

use altplay_cards::Catalog;
use altplay_core::{DataError, RuleError, parse_toml};
use serde::Deserialize;

use crate::config::{CardInfo, check_deck};

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DeckFile {
    pub name: String,
    #[serde(default)]
    pub description: String,
    pub cards: Vec<String>,
}

#[derive(Debug, thiserror::Error)]
pub enum DeckError {
    #[error("{file}: {source}")]
    Io {
        file: String,
        source: std::io::Error,
    },
    #[error(transparent)]
    Data(#[from] DataError),
    /// The file parses but the deck breaks a rule; `line` is 0 when no single line is at fault.
    #[error("{file}:{line}: {error}")]
    Rule {
        file: String,
        line: usize,
        error: RuleError,
    },
}

/// A loaded deck: its name and its 15 cards, in file order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Deck {
    pub name: String,
    pub cards: Vec<CardInfo>,
}

pub fn load_deck(path: &Path, catalog: &Catalog) -> Result<Deck, DeckError> {
    let file = path.display().to_string();
    let text = std::fs::read_to_string(path).map_err(|source| DeckError::Io {
        file: file.clone(),
        source,
    })?;
    parse_deck(&file, &text, catalog)
}

/// Parses the text of deck file `file`: every card must be a Pokémon the catalog knows, and the
/// deck must satisfy BG-2.
pub fn parse_deck(file: &str, text: &str, catalog: &Catalog) -> Result<Deck, DeckError> {
    let deck: DeckFile = parse_toml(file, text)?;
    let rule = |line: usize, error: RuleError| DeckError::Rule {
        file: file.to_string(),
        line,
        error,
    };
    let cards = deck
        .cards
        .iter()
        .map(|query| {
            catalog.find(query).map(CardInfo::from).map_err(|e| {
                rule(
                    line_of(text, query),
                    RuleError::new(
                        "BG-2",
                        format!("{query:?} is not a Pokémon card the catalog knows ({e}); decks hold Pokémon only, no Trainer or Energy cards"),
                    ),
                )
            })
        })
        .collect::<Result<Vec<_>, _>>()?;
    check_deck(&cards).map_err(|e| rule(line_of(text, "cards"), e))?;
    Ok(Deck {
        name: deck.name,
        cards,
    })
}

/// The first line that mentions `needle` in quotes (or at all), 1-based; 0 if none does.
fn line_of(text: &str, needle: &str) -> usize {
    let quoted = format!("\"{needle}\"");
    text.lines()
        .position(|l| l.contains(&quoted))
        .or_else(|| text.lines().position(|l| l.contains(needle)))
        .map_or(0, |i| i + 1)
}
