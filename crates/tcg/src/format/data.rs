//! The card data a table reads: a pokemon-tcg-data folder's cards and theme decks, read once
//! per folder and kept for the process (a table, a simulation and every game share them).

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use altplay_cards::deck::{Deck, DeckError, ThemeDecks, load_theme_decks, read_decklist};
use altplay_cards::printed::{PrintedIndex, load_cards};

/// A data folder read.
#[derive(Debug)]
pub struct CardData {
    pub index: PrintedIndex,
    pub decks: ThemeDecks,
}

impl CardData {
    /// A deck by theme deck name or id, one of the project's decklists by name
    /// (`grass-rillaboom`), or a decklist file (a path ending in `.toml`).
    pub fn deck(&self, query: &str) -> Result<Deck<'_>, DeckError> {
        if let Some(text) = super::decklists::builtin(query) {
            return read_decklist(&format!("data/tcg/{query}.toml"), text, &self.index);
        }
        if query.ends_with(".toml") {
            let text = std::fs::read_to_string(query).map_err(|e| {
                DeckError::Data(altplay_core::DataError::in_file(query, e.to_string()))
            })?;
            return read_decklist(query, &text, &self.index);
        }
        self.decks.find(query)?.resolve(&self.index)
    }

    /// The name people know the deck `query` by, looked up as [`CardData::deck`] does: a theme
    /// deck's own ("Rillaboom"), else the query itself (a decklist's name or file).
    pub fn deck_name(&self, query: &str) -> String {
        if super::decklists::builtin(query).is_none()
            && let Ok(theme) = self.decks.find(query)
        {
            return theme.name.clone();
        }
        query.to_string()
    }
}

/// The folder used when none is given: `ALTPLAY_TCG_DATA`, else the shared data set beside
/// the checkout this binary was built from.
pub fn default_data_dir() -> PathBuf {
    std::env::var_os("ALTPLAY_TCG_DATA").map_or_else(
        || Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/data/pokemon-tcg-data"),
        PathBuf::from,
    )
}

/// The card data of `dir` (none: [`default_data_dir`]), read on first use.
pub fn card_data(dir: Option<&str>) -> Result<Arc<CardData>, String> {
    static READ: Mutex<Option<HashMap<PathBuf, Arc<CardData>>>> = Mutex::new(None);
    let dir = dir.map_or_else(default_data_dir, PathBuf::from);
    let mut read = READ.lock().unwrap_or_else(|e| e.into_inner());
    let read = read.get_or_insert_with(HashMap::new);
    if let Some(data) = read.get(&dir) {
        return Ok(Arc::clone(data));
    }
    let index = load_cards(&dir).map_err(|e| format!("card data {}: {e}", dir.display()))?;
    let decks =
        load_theme_decks(&dir).map_err(|e| format!("theme decks {}: {e}", dir.display()))?;
    let data = Arc::new(CardData { index, decks });
    read.insert(dir, Arc::clone(&data));
    Ok(data)
}
