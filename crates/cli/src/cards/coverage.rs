//! `altplay cards coverage [--data DIR] [--pool P] [--decks] [--json]`: how much of the card
//! text of a pokemon-tcg-data checkout the TCG engine models (TCG-15), over every card — or,
//! with `--pool`, over a card pool's names, each as its newest printing, listing those that do
//! not play and why (TCG-18) — and, with `--decks`, over the theme decks and per deck.

mod json;
mod table;

use std::path::{Path, PathBuf};

use altplay_cards::deck::load_theme_decks;
use altplay_cards::printed::{Pool, PrintedIndex, load_cards};
use altplay_tcg::coverage::{PoolCoverage, ReadCard};
use altplay_tcg::format::default_data_dir;
use altplay_tcg::{CardsCoverage, DecksCoverage};
use anyhow::Context;
use clap::Args;

#[derive(Args)]
pub struct CoverageArgs {
    /// The pokemon-tcg-data checkout's top folder (cards/en, sets/en.json, decks/en), as for
    /// `cards import` (default: ALTPLAY_TCG_DATA, else ../shared/data/pokemon-tcg-data beside
    /// the checkout).
    #[arg(long, value_name = "DIR")]
    data: Option<PathBuf>,
    /// Count a card pool's names (standard, expanded or unlimited), each as its newest printing
    /// Legal in the pool, and list each that does not play with what it lacks.
    #[arg(long, value_name = "POOL")]
    pool: Option<Pool>,
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
    pool: Option<PoolCoverage>,
    decks: Option<DecksCoverage>,
}

pub fn run(args: &CoverageArgs) -> anyhow::Result<()> {
    let data = &args.data.clone().unwrap_or_else(default_data_dir);
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
    let (cards, pool) = match args.pool {
        Some(pool) => {
            let (cards, pool) = pool_coverage(&index, pool);
            (cards, Some(pool))
        }
        None => (CardsCoverage::of(index.cards()), None),
    };
    let report = Report {
        data,
        cards,
        pool,
        decks,
    };
    if args.json {
        println!("{}", serde_json::to_string(&json::report(&report))?);
    } else {
        print!("{}", table::report(&report));
    }
    Ok(())
}

/// The coverage of `pool`'s names, each as its newest printing, read once for both counts.
fn pool_coverage(index: &PrintedIndex, pool: Pool) -> (CardsCoverage, PoolCoverage) {
    let mut cards = CardsCoverage::default();
    let mut names = PoolCoverage::new(pool);
    for card in index.newest_in(pool) {
        let read = ReadCard::of(card);
        cards.add(card, &read);
        names.add(card, &read);
    }
    (cards, names)
}
