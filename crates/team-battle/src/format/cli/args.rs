//! The table from the command line: four decks in seat order and the data folder, or a Sealed
//! game (TB-13) whose decks the AI builds.

use std::sync::Arc;

use altplay_format::{BoxError, Format};
use altplay_tcg::format::cli::{DataFolder, SealedArgs};
use clap::Args;

use crate::config::{Config, Setup};
use crate::state::TeamBattle;

#[derive(Args, Clone)]
pub struct TableArgs {
    /// The four decks, comma-separated, for A1, B1, A2, B2 (teams A and B, teammates
    /// diagonal): theme decks by name or id (d-swsh1-1, "Rillaboom"), the project's
    /// decklists (grass-rillaboom, …) or decklist files. Default: d-swsh1-1, d-swsh1-2,
    /// d-swsh1-3, d-swsh2-1.
    #[arg(
        long,
        value_name = "D1,D2,D3,D4",
        value_delimiter = ',',
        conflicts_with = "sealed"
    )]
    pub decks: Vec<String>,
    #[command(flatten)]
    pub folder: DataFolder,
    #[command(flatten)]
    pub sealed: SealedArgs,
}

impl TableArgs {
    /// The configuration asked for, the default's decks when none are given. Files named are
    /// read here.
    pub fn config(&self) -> Result<Config, BoxError> {
        let sealed = self.sealed.sealed();
        // Sealed: no decks, the AI builds each from its seat's pool.
        let decks = match sealed {
            Some(_) => Vec::new(),
            None => (self.folder).decks(&self.decks, &TeamBattle::default_config().decks)?,
        };
        Ok(Config {
            decks,
            data: self.folder.data.clone(),
            cards_digest: None,
            sealed,
        })
    }

    pub fn setup(&self) -> Result<Arc<Setup>, BoxError> {
        Ok(TeamBattle::setup(self.config()?)?)
    }
}
