//! The table from the command line: two decks and the data folder. The command line is where
//! files are read: a deck argument naming a file is read here and given to the engine whole.

use std::path::Path;

use altplay_format::{BoxError, Format};
use clap::Args;

use crate::format::{Config, DeckChoice, Setup, card_data};
use crate::game::Tcg;

#[derive(Args, Clone)]
pub struct TableArgs {
    /// Seat 1's deck: a theme deck's name or id (d-swsh1-1, "Rillaboom"), one of the project's
    /// decklists, or a decklist file.
    #[arg(long, value_name = "DECK", default_value = "d-swsh1-1")]
    pub deck1: String,
    /// Seat 2's deck, as --deck1.
    #[arg(long, value_name = "DECK", default_value = "d-swsh1-2")]
    pub deck2: String,
    /// The pokemon-tcg-data folder (default: ALTPLAY_TCG_DATA, else ../shared/data/pokemon-tcg-data
    /// beside the checkout).
    #[arg(long, value_name = "DIR")]
    pub data: Option<String>,
}

impl TableArgs {
    pub fn config(&self) -> Result<Config, BoxError> {
        let data = self.data.as_deref();
        Ok(Config {
            decks: vec![deck_arg(&self.deck1, data)?, deck_arg(&self.deck2, data)?],
            data: self.data.clone(),
            cards_digest: None,
        })
    }

    pub fn setup(&self) -> Result<Setup, BoxError> {
        Ok(Tcg::setup(self.config()?)?)
    }
}

/// A deck argument: a decklist file when `arg` is the path of one (read, and listed under its
/// path), else a name; `data` is the card data folder the file's cards are looked up in.
pub fn deck_arg(arg: &str, data: Option<&str>) -> Result<DeckChoice, BoxError> {
    if !Path::new(arg).is_file() {
        return Ok(DeckChoice::named(arg));
    }
    let text = std::fs::read_to_string(arg).map_err(|e| format!("cannot read {arg}: {e}"))?;
    Ok(card_data(data)?.read_file_text(arg, &text)?)
}
