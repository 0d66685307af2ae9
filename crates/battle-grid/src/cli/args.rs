//! Decks and table options from the command line.

use altplay_cards::Catalog;
use altplay_format::BoxError;
use altplay_format::source;
use clap::{Args, ValueEnum};

use crate::{
    CardInfo, Config, Deck, Options, PlacementCost, Setup, SpecialEffect, parse_deck, sample_deck,
    sample_names,
};

#[derive(Clone, Copy, ValueEnum)]
pub enum Special {
    /// The source's default: no special effect.
    None,
    /// A Rule box's takeover removes every opponent token on a chosen space.
    Overwhelm,
}

#[derive(Args)]
pub struct TableArgs {
    /// Seat 1's deck: a deck file, or a sample by name (swarm, evolution, titans).
    #[arg(long, value_name = "FILE")]
    pub deck1: String,
    /// Seat 2's deck, as --deck1.
    #[arg(long, value_name = "FILE")]
    pub deck2: String,
    /// Show both hands (BG-4 option): the game becomes one of perfect information.
    #[arg(long)]
    pub open_decklists: bool,
    /// Placement removes the tokens it needs (BG-9 option; default: they stay, a threshold).
    #[arg(long)]
    pub spend: bool,
    /// The Rule box special effect (BG-12).
    #[arg(long, value_enum, default_value = "none")]
    pub special: Special,
    /// The card store to resolve imported cards from (default: the user's store).
    #[arg(long, value_name = "FILE")]
    pub store: Option<std::path::PathBuf>,
}

/// A loaded table: the setup and the two deck names.
pub struct Table {
    pub setup: Setup,
    pub names: [String; 2],
}

impl TableArgs {
    pub fn options(&self) -> Options {
        Options {
            cost: if self.spend {
                PlacementCost::Spend
            } else {
                PlacementCost::Threshold
            },
            open_decklists: self.open_decklists,
            special: match self.special {
                Special::None => SpecialEffect::None,
                Special::Overwhelm => SpecialEffect::Overwhelm,
            },
            first: None,
        }
    }

    /// Loads both decks; the card pool is the built-in roster plus the decks' own cards.
    pub fn table(&self) -> Result<Table, BoxError> {
        let catalog = Catalog::open_user(self.store.as_deref())?;
        let [one, two] = [&self.deck1, &self.deck2].map(|arg| deck(arg, &catalog));
        let (one, two) = (one?, two?);
        let pool: Vec<CardInfo> = catalog.roster.cards().iter().map(CardInfo::from).collect();
        let config = Config::from_decks(&pool, [&one.cards, &two.cards], self.options());
        Ok(Table {
            setup: Setup::new(config)?,
            names: [one.name, two.name],
        })
    }
}

fn deck(arg: &str, catalog: &Catalog) -> Result<Deck, BoxError> {
    let embedded = |name: &str| sample_deck(name).map(|s| (s.path, s.text));
    let source = source::open(arg, "deck", embedded, &sample_names())?;
    Ok(parse_deck(&source.label, &source.text, catalog)?)
}
