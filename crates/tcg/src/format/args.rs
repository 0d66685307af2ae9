//! The table from the command line: two decks and the data folder.

use altplay_format::{BoxError, Format};
use clap::Args;

use super::{Config, Setup};
use crate::game::Tcg;

#[derive(Args, Clone)]
pub struct TableArgs {
    /// Seat 1's deck: a theme deck's name or id (d-swsh1-1, "Rillaboom") or a decklist file.
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
    pub fn config(&self) -> Config {
        Config {
            decks: vec![self.deck1.clone(), self.deck2.clone()],
            data: self.data.clone(),
        }
    }

    pub fn setup(&self) -> Result<Setup, BoxError> {
        Ok(Tcg::setup(self.config())?)
    }
}
