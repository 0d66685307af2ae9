//! `altplay cards coverage --data DIR [--decks] [--json]`: how much of the card text of a
//! pokemon-tcg-data checkout the TCG engine models (TCG-15), over every card and, with
//! `--decks`, over the theme decks and per deck.

mod json;
mod table;

use std::path::{Path, PathBuf};

use altplay_cards::deck::load_theme_decks;
use altplay_cards::printed::load_cards;
use altplay_tcg::{CardsCoverage, DecksCoverage};
use anyhow::Context;
use clap::Args;

#[derive(Args)]
pub struct CoverageArgs {
    /// The pokemon-tcg-data checkout's top folder (cards/en, sets/en.json, decks/en), as for
    /// `cards import`; there is no default.
    #[arg(long, value_name = "DIR")]
    data: PathBuf,
    /// Add the theme decks: their cards together, and each deck playable or not with the
    /// texts it needs.
    #[arg(long)]
    decks: bool,
    /// Print the report as one JSON object.
    #[arg(long)]
    json: bool,
}

/// What the command measured.
struct Report<'a> {
    data: &'a Path,
    cards: CardsCoverage,
    decks: Option<DecksCoverage>,
}

pub fn run(args: &CoverageArgs) -> anyhow::Result<()> {
    let data = args.data.as_path();
    let index =
        load_cards(data).with_context(|| format!("cannot load the cards of {}", data.display()))?;
    let decks = if args.decks {
        let decks = load_theme_decks(data)
            .with_context(|| format!("cannot load the theme decks of {}", data.display()))?;
        let report = DecksCoverage::of(&decks, &index)
            .with_context(|| format!("a theme deck of {} does not resolve", data.display()))?;
        Some(report)
    } else {
        None
    };
    let report = Report {
        data,
        cards: CardsCoverage::of(index.cards()),
        decks,
    };
    if args.json {
        println!("{}", serde_json::to_string(&json::report(&report))?);
    } else {
        print!("{}", table::report(&report));
    }
    Ok(())
}
