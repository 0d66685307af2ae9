//! `altplay sealed`: booster packs of a set (TB-13, Sealed). `open` opens packs from a seed and
//! shows the pool (with `--build`, a Limited deck built from it); `sets` lists the sets whose packs can be opened: of an era whose packs are
//! modelled (`data/sealed/packs.toml`), with every card of the set playing.

use std::path::PathBuf;
use std::sync::Arc;

use altplay_cards::deck::{plain_deck, sound_deck, write_deck_text};
use altplay_cards::packs::{Opened, PackLayouts, open};
use altplay_cards::printed::{PrintedIndex, SetInfo};
use altplay_tcg::format::{
    CardData, card_data, find_set, openable, packed_sets, set_cards, unplayable,
};
use anyhow::Context;
use clap::{Args, Subcommand, ValueEnum};
use serde::Serialize;

#[derive(Subcommand)]
pub enum SealedCommand {
    /// Open booster packs of a set from a seed and show the pool (the same seed opens the same
    /// packs on every machine).
    Open(OpenArgs),
    /// List the sets whose packs can be opened: of an era whose packs are modelled, and every
    /// card of the set plays.
    Sets(SetsArgs),
}

#[derive(Args)]
pub struct OpenArgs {
    /// The set, by id (sv1) or code (SVI).
    #[arg(long)]
    set: String,
    /// How many packs (1 to 36; Sealed opens 4 to 6 each).
    #[arg(long, default_value_t = 6)]
    packs: u8,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Print the pool as one JSON object.
    #[arg(long)]
    json: bool,
    /// Also build a 40-card Limited deck from the pool: `ai`, the AI's builder (the best two
    /// types, whole evolution lines, Energy fitted to the attacks), or `plain` (the two types
    /// with the most cards); printed as decklist text (TCG-20), in the JSON as `deck`.
    #[arg(long, value_enum, value_name = "BUILDER")]
    build: Option<Builder>,
    #[command(flatten)]
    data: DataArg,
}

/// Who builds a deck from a pool.
#[derive(Clone, Copy, ValueEnum)]
enum Builder {
    Ai,
    Plain,
}

#[derive(Args)]
pub struct SetsArgs {
    /// Also list the sets of modelled eras that cannot be opened yet, with how many of their
    /// cards do not play.
    #[arg(long)]
    all: bool,
    /// Print the list as one JSON array.
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    data: DataArg,
}

#[derive(Args)]
struct DataArg {
    /// The pokemon-tcg-data folder (default: ALTPLAY_TCG_DATA, else the set `altplay cards
    /// fetch` put in your data folder, else ../shared/data/pokemon-tcg-data beside the checkout).
    #[arg(long, value_name = "DIR")]
    data: Option<PathBuf>,
}

impl DataArg {
    fn load(&self) -> anyhow::Result<Arc<CardData>> {
        let dir = self.data.as_ref().map(|d| d.display().to_string());
        card_data(dir.as_deref()).map_err(anyhow::Error::msg)
    }
}

pub fn run(command: &SealedCommand) -> anyhow::Result<()> {
    match command {
        SealedCommand::Open(args) => open_packs(args),
        SealedCommand::Sets(args) => list_sets(args),
    }
}

fn open_packs(args: &OpenArgs) -> anyhow::Result<()> {
    let data = args.data.load()?;
    let set = find_set(&data, &args.set)?;
    let cards = set_cards(&data, set);
    let opened = open(PackLayouts::embedded(), set, &cards, args.packs, args.seed)?;
    openable(&data, set)?;
    let deck = match args.build {
        Some(builder) => Some(built(builder, &opened, &data)?),
        None => None,
    };
    if args.json {
        let shown = OpenedJson {
            opened: &opened,
            deck,
        };
        println!("{}", serde_json::to_string(&shown)?);
    } else {
        print!("{}", pool_text(&opened, set, &data.index));
        if let Some(deck) = deck {
            print!("\nA 40-card Limited deck built from it:\n{deck}");
        }
    }
    Ok(())
}

/// The pool as JSON, with the deck built from it when one was asked for.
#[derive(Serialize)]
struct OpenedJson<'a> {
    #[serde(flatten)]
    opened: &'a Opened,
    #[serde(skip_serializing_if = "Option::is_none")]
    deck: Option<String>,
}

/// The deck `builder` builds from the pool, as decklist text (TCG-20), checked against the
/// Limited deck rules.
fn built(builder: Builder, opened: &Opened, data: &CardData) -> anyhow::Result<String> {
    let pool = opened.pool();
    let deck = match builder {
        Builder::Ai => sound_deck(&pool, &data.index),
        Builder::Plain => plain_deck(&pool, &data.index),
    };
    deck.check_limited(&pool)
        .context("the deck built from the pool")?;
    Ok(write_deck_text(&deck, &data.sets))
}

/// The packs, a card a line: id, name and rarity.
fn pool_text(opened: &Opened, set: &SetInfo, index: &PrintedIndex) -> String {
    let mut out = format!(
        "{} ({}, {} packs), seed {}\n",
        set.name,
        opened.era,
        opened.packs.len(),
        opened.seed
    );
    for (i, pack) in opened.packs.iter().enumerate() {
        out.push_str(&format!("Pack {}\n", i + 1));
        for id in pack {
            let card = index.get(id).expect("a card of the set");
            let rarity = card.rarity.as_deref().unwrap_or("-");
            out.push_str(&format!("  {id:<12} {:<28} {rarity}\n", card.name));
        }
    }
    out
}

/// A set whose packs are modelled: its cards and how many do not play.
#[derive(Serialize)]
struct SetRow<'a> {
    set: &'a str,
    name: &'a str,
    series: &'a str,
    code: Option<&'a str>,
    cards: usize,
    unplayable: usize,
}

fn list_sets(args: &SetsArgs) -> anyhow::Result<()> {
    let data = args.data.load()?;
    let rows: Vec<SetRow> = packed_sets(&data)
        .map(|(s, cards)| SetRow {
            set: &s.id,
            name: &s.name,
            series: &s.series,
            code: s.code.as_deref(),
            cards: cards.len(),
            unplayable: unplayable(&cards).len(),
        })
        .filter(|row| args.all || row.unplayable == 0)
        .collect();
    if args.json {
        println!("{}", serde_json::to_string(&rows)?);
        return Ok(());
    }
    let openable = rows.iter().filter(|r| r.unplayable == 0).count();
    println!("{openable} sets can be opened (every card plays):");
    for row in &rows {
        let state = match row.unplayable {
            0 => "can be opened".to_string(),
            n => format!("{n} cards do not play"),
        };
        println!(
            "  {:<12} {:<6} {:<36} {:>4} cards  {state}",
            row.set,
            row.code.unwrap_or("-"),
            row.name,
            row.cards
        );
    }
    if !args.all {
        println!(
            "(`altplay sealed sets --all` also lists the sets whose cards do not all play yet)"
        );
    }
    Ok(())
}
