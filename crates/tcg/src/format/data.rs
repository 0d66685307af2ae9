//! The card data a table reads: a pokemon-tcg-data folder's cards and theme decks, read once
//! per folder and kept for the process (a table, a simulation and every game share them).

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use altplay_cards::data_set;
use altplay_cards::deck::{
    Deck, DeckError, ThemeDecks, load_theme_decks, read_any_decklist, resolve_lines,
};
use altplay_cards::printed::{PrintedIndex, SetCodes, SetList, load_cards};

use super::deck_choice::{DeckChoice, DeckRequest, Decklist};
use super::digest::cards_digest;

/// A data folder read.
#[derive(Debug)]
pub struct CardData {
    pub index: PrintedIndex,
    pub decks: ThemeDecks,
    /// The set codes decklist text names sets by (TCG-20).
    pub sets: SetCodes,
    /// The sets, with their names and series.
    pub set_list: SetList,
}

impl CardData {
    /// The deck `choice` names: one of the project's decklists or a theme deck by name or id, or
    /// a decklist given whole. Never a file: the caller reads files (see [`DeckChoice`]).
    pub fn deck(&self, choice: &DeckChoice) -> Result<Deck<'_>, DeckError> {
        match choice {
            DeckChoice::Named(name) => self.named_deck(name),
            DeckChoice::Listed(list) => resolve_lines(&list.name, "", &list.cards, &self.index),
        }
    }

    fn named_deck(&self, query: &str) -> Result<Deck<'_>, DeckError> {
        if let Some(deck) = super::decklists::builtin(query) {
            let file = format!("data/{}", deck.file);
            return read_any_decklist(&file, deck.text, &self.index, &self.sets);
        }
        self.decks.find(query)?.resolve(&self.index)
    }

    /// The name people know the deck `choice` by: a theme deck's own ("Rillaboom"), else the
    /// name as given, or the decklist's own.
    pub fn deck_name(&self, choice: &DeckChoice) -> String {
        if let DeckChoice::Named(query) = choice
            && super::decklists::builtin(query).is_none()
            && let Ok(theme) = self.decks.find(query)
        {
            return theme.name.clone();
        }
        choice.name().to_string()
    }

    /// A form's words for the deck named `name`: a project decklist's label ("Charizard ex —
    /// Standard tournament deck"), a theme deck's name and series ("Rillaboom — Sword & Shield
    /// theme deck"), else the name.
    pub fn deck_label(&self, name: &str) -> String {
        if let Some(deck) = super::decklists::builtin(name) {
            return deck.label();
        }
        let Ok(theme) = self.decks.find(name) else {
            return name.to_string();
        };
        // A theme deck's id is `d-<set>-<n>`.
        let set = (theme.id.strip_prefix("d-"))
            .and_then(|rest| rest.rsplit_once('-'))
            .and_then(|(set, _)| self.set_list.find(set));
        match set {
            Some(set) => format!("{} — {} theme deck", theme.name, set.series),
            None => format!("{} — theme deck", theme.name),
        }
    }

    /// The deck `choice` names, listed card by card by id under the name people know it by: what
    /// a table stores, so that it is rebuilt from the database alone.
    pub fn listed(&self, choice: &DeckChoice) -> Result<Decklist, DeckError> {
        let deck = self.deck(choice)?;
        Ok(Decklist::of(self.deck_name(choice), &deck))
    }

    /// The digest of the cards `decks` hold ([`cards_digest`]).
    pub fn cards_digest(&self, decks: &[DeckChoice]) -> Result<String, DeckError> {
        let decks = decks
            .iter()
            .map(|d| self.deck(d))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(cards_digest(&decks))
    }

    /// The deck a table request sends, listed by id; `place` (`decks[1]`) names it in errors.
    pub fn requested(&self, request: DeckRequest, place: &str) -> Result<Decklist, DeckError> {
        match request {
            DeckRequest::Named(name) => self.listed(&DeckChoice::Named(name)),
            DeckRequest::Listed(list) => self.listed(&DeckChoice::Listed(list)),
            DeckRequest::Text { name, text } => {
                let deck = self.read_text(place, &text)?;
                Ok(Decklist::of(
                    name.unwrap_or_else(|| "decklist".into()),
                    &deck,
                ))
            }
        }
    }

    /// A decklist's text (TOML, or the text of TCG-20) read as the file `label`, as a deck given
    /// whole under that name: how the command line takes a decklist file.
    pub fn read_file_text(&self, label: &str, text: &str) -> Result<DeckChoice, DeckError> {
        let deck = self.read_text(label, text)?;
        Ok(DeckChoice::Listed(Decklist::of(label, &deck)))
    }

    /// A decklist's text: TOML, or the text of TCG-20.
    fn read_text(&self, label: &str, text: &str) -> Result<Deck<'_>, DeckError> {
        read_any_decklist(label, text, &self.index, &self.sets)
    }
}

/// The folder used when none is given: `ALTPLAY_TCG_DATA`; else the set `altplay cards fetch`
/// put in the user's data folder, when there is one; else the shared data set beside the
/// checkout this binary was built from (where the tests read it).
pub fn default_data_dir() -> PathBuf {
    if let Some(dir) = std::env::var_os("ALTPLAY_TCG_DATA") {
        return PathBuf::from(dir);
    }
    let fetched = data_set::user_folder().map(|d| d.join(data_set::FOLDER));
    fetched
        .filter(|d| d.join("sets/en.json").is_file())
        .unwrap_or_else(|| {
            Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/data/pokemon-tcg-data")
        })
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
    if !dir.join("sets/en.json").is_file() {
        return Err(format!(
            "no card data at {}: run `altplay cards fetch` to download the pokemon-tcg-data \
             set, or name a copy with --data DIR or ALTPLAY_TCG_DATA",
            dir.display()
        ));
    }
    let index = load_cards(&dir).map_err(|e| format!("card data {}: {e}", dir.display()))?;
    let decks =
        load_theme_decks(&dir).map_err(|e| format!("theme decks {}: {e}", dir.display()))?;
    let set_list = SetList::load(&dir).map_err(|e| format!("sets {}: {e}", dir.display()))?;
    let sets = SetCodes::of(&set_list);
    let data = Arc::new(CardData {
        index,
        decks,
        sets,
        set_list,
    });
    read.insert(dir, Arc::clone(&data));
    Ok(data)
}
