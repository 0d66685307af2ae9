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
    #[command(flatten)]
    pub folder: DataFolder,
}

impl TableArgs {
    pub fn config(&self) -> Result<Config, BoxError> {
        Ok(Config {
            decks: vec![
                self.folder.deck(&self.deck1)?,
                self.folder.deck(&self.deck2)?,
            ],
            data: self.folder.data.clone(),
            cards_digest: None,
        })
    }

    pub fn setup(&self) -> Result<Setup, BoxError> {
        Ok(Tcg::setup(self.config()?)?)
    }
}

/// The card data folder, which every format of the engine takes, and the decks read with it.
#[derive(Args, Clone)]
pub struct DataFolder {
    /// The pokemon-tcg-data folder (default: ALTPLAY_TCG_DATA, else ../shared/data/pokemon-tcg-data
    /// beside the checkout).
    #[arg(long, value_name = "DIR")]
    pub data: Option<String>,
}

impl DataFolder {
    /// A deck argument: a decklist file when `arg` is the path of one (read, and listed under
    /// its path, its cards looked up in this folder), else a name.
    pub fn deck(&self, arg: &str) -> Result<DeckChoice, BoxError> {
        if !Path::new(arg).is_file() {
            return Ok(DeckChoice::named(arg));
        }
        let text = std::fs::read_to_string(arg).map_err(|e| format!("cannot read {arg}: {e}"))?;
        Ok(card_data(self.data.as_deref())?.read_file_text(arg, &text)?)
    }

    /// The decks `args` name, or `default` when they name none.
    pub fn decks(
        &self,
        args: &[String],
        default: &[DeckChoice],
    ) -> Result<Vec<DeckChoice>, BoxError> {
        if args.is_empty() {
            return Ok(default.to_vec());
        }
        args.iter().map(|arg| self.deck(arg)).collect()
    }
}
