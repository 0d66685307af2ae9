//! The table from the command line: two decks and the data folder. The command line is where
//! files are read: a deck argument naming a file is read here and given to the engine whole.

use std::path::Path;

use altplay_cards::printed::Pool;
use altplay_format::{BoxError, Format};
use clap::Args;

use super::SealedArgs;
use crate::format::{Config, DeckChoice, Setup, card_data};
use crate::game::Tcg;

#[derive(Args, Clone)]
pub struct TableArgs {
    /// Seat 1's deck: a theme deck's name or id (d-swsh1-1, "Rillaboom"), one of the project's
    /// decklists, a decklist file (TOML, or text as PTCG Live exports it), or `-` for one read
    /// from standard input.
    #[arg(
        long,
        value_name = "DECK",
        default_value = "d-swsh1-1",
        conflicts_with = "sealed"
    )]
    pub deck1: String,
    /// Seat 2's deck, as --deck1.
    #[arg(
        long,
        value_name = "DECK",
        default_value = "d-swsh1-2",
        conflicts_with = "sealed"
    )]
    pub deck2: String,
    #[command(flatten)]
    pub folder: DataFolder,
    #[command(flatten)]
    pub sealed: SealedArgs,
}

impl TableArgs {
    pub fn config(&self) -> Result<Config, BoxError> {
        if let Some(sealed) = self.sealed.sealed() {
            // No decks: the AI builds each from its seat's pool.
            return Ok(Config {
                decks: Vec::new(),
                data: self.folder.data.clone(),
                cards_digest: None,
                sealed: Some(sealed),
            });
        }
        let deck1 = self.folder.deck(&self.deck1)?;
        self.config_with(deck1, &self.deck2)
    }

    /// The table of `deck1`, already read, against the deck argument `deck2` (a gauntlet reads
    /// --deck1 once, a file or standard input, and plays it against each deck of its list).
    pub fn config_with(&self, deck1: DeckChoice, deck2: &str) -> Result<Config, BoxError> {
        Ok(Config {
            decks: vec![deck1, self.folder.deck(deck2)?],
            data: self.folder.data.clone(),
            cards_digest: None,
            sealed: None,
        })
    }

    pub fn setup(&self) -> Result<Setup, BoxError> {
        Ok(Tcg::setup(self.config()?)?)
    }

    /// The set-up of `deck1`, already read, against the deck argument `deck2`.
    pub fn setup_with(&self, deck1: DeckChoice, deck2: &str) -> Result<Setup, BoxError> {
        Ok(Tcg::setup(self.config_with(deck1, deck2)?)?)
    }
}

/// The card data folder, which every format of the engine takes, the card pool its decks must
/// keep to, if one is named, and the decks read with them.
#[derive(Args, Clone)]
pub struct DataFolder {
    /// The pokemon-tcg-data folder (default: ALTPLAY_TCG_DATA, else the set `altplay cards
    /// fetch` put in your data folder, else ../shared/data/pokemon-tcg-data beside the checkout).
    #[arg(long, value_name = "DIR")]
    pub data: Option<String>,
    /// The card pool every deck must keep to: standard, expanded or unlimited (TCG-18); a deck
    /// with a card outside it is refused, naming each such card.
    #[arg(long, value_name = "POOL")]
    pub pool: Option<Pool>,
}

impl DataFolder {
    /// A deck argument: `-`, a decklist read from standard input; a decklist file when `arg` is
    /// the path of one (read, and listed under its path, its cards looked up in this folder);
    /// else a name. In the pool, if one is named.
    pub fn deck(&self, arg: &str) -> Result<DeckChoice, BoxError> {
        let choice = if arg == "-" {
            let text = std::io::read_to_string(std::io::stdin())
                .map_err(|e| format!("cannot read a decklist from standard input: {e}"))?;
            card_data(self.data.as_deref())?.read_file_text("standard input", &text)?
        } else if Path::new(arg).is_file() {
            let text =
                std::fs::read_to_string(arg).map_err(|e| format!("cannot read {arg}: {e}"))?;
            card_data(self.data.as_deref())?.read_file_text(arg, &text)?
        } else {
            DeckChoice::named(arg)
        };
        self.in_pool(choice)
    }

    /// The decks `args` name, or `default` when they name none.
    pub fn decks(
        &self,
        args: &[String],
        default: &[DeckChoice],
    ) -> Result<Vec<DeckChoice>, BoxError> {
        if args.is_empty() {
            return default.iter().map(|d| self.in_pool(d.clone())).collect();
        }
        args.iter().map(|arg| self.deck(arg)).collect()
    }

    /// `choice`, once its cards are checked against the pool named (nothing to check without).
    fn in_pool(&self, choice: DeckChoice) -> Result<DeckChoice, BoxError> {
        if let Some(pool) = self.pool {
            let data = card_data(self.data.as_deref())?;
            let deck = data.deck(&choice)?;
            deck.check_pool(pool)
                .map_err(|e| format!("{}: {e}", data.deck_name(&choice)))?;
        }
        Ok(choice)
    }
}
