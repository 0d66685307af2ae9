//! `altplay cards import DIR` and `altplay cards show NAME`: the card data the formats play
//! with; `altplay cards coverage` (`coverage`): how much of the card text the TCG engine models;
//! `altplay cards fetch` (`fetch`): the pokemon-tcg-data set downloaded into the user's data
//! folder.

mod coverage;
mod fetch;

use std::path::{Path, PathBuf};

use altplay_cards::{AttackEffect, Card, CardClass, Catalog, Modifier, import, store};
use anyhow::Context;
use clap::Subcommand;
use serde::Serialize;

#[derive(Subcommand)]
pub enum CardsCommand {
    /// Read a pokemon-tcg-data checkout (cards/en/*.json, sets/en.json) into the card store.
    Import {
        /// The checkout's top folder.
        dir: PathBuf,
        /// The store to write (default: $ALTPLAY_HOME/cards.json, else
        /// ~/.local/share/altplay/cards.json).
        #[arg(long, value_name = "PATH")]
        store: Option<PathBuf>,
        /// Print the report as one JSON object.
        #[arg(long)]
        json: bool,
    },
    /// Show a card as the engines see it: by id or by name, built-in roster first.
    Show {
        /// A card id (base1-58) or name (Pikachu; case and accents do not matter).
        name: String,
        /// The store to read (default as for `import`).
        #[arg(long, value_name = "PATH")]
        store: Option<PathBuf>,
    },
    /// How much of the card text the TCG engine models (TCG-15): attacks, abilities, Trainer
    /// and Special Energy rules, cards playable; with --decks, the theme decks.
    Coverage(coverage::CoverageArgs),
    /// Download the public pokemon-tcg-data set into your data folder, checked against the
    /// digest of the set this build was tested with; the engines then find it by themselves.
    Fetch(fetch::FetchArgs),
}

pub fn run(command: &CardsCommand) -> anyhow::Result<()> {
    match command {
        CardsCommand::Import { dir, store, json } => import_cards(dir, store.as_deref(), *json),
        CardsCommand::Show { name, store } => {
            let catalog = open_catalog(store.as_deref())?;
            print!("{}", show(catalog.find(name)?));
            Ok(())
        }
        CardsCommand::Coverage(args) => coverage::run(args),
        CardsCommand::Fetch(args) => fetch::run(args),
    }
}

/// The card catalog: the built-in roster, then the cards imported into `store` (or the default
/// store).
pub fn open_catalog(store: Option<&Path>) -> anyhow::Result<Catalog> {
    Ok(Catalog::open_user(store)?)
}

/// How many malformed entries the report for people lists.
const MALFORMED_SHOWN: usize = 5;

#[derive(Serialize)]
struct ImportSummary<'a> {
    dir: &'a Path,
    store: &'a Path,
    cards_read: usize,
    pokemon: usize,
    attacks: usize,
    modelled_attacks: usize,
    modelled_percent: f64,
    malformed: usize,
    first_malformed: &'a [String],
}

fn import_cards(dir: &Path, store: Option<&Path>, json: bool) -> anyhow::Result<()> {
    let store = match store {
        Some(p) => p.to_path_buf(),
        None => store::default_path()?,
    };
    let report = import(dir)?;
    report
        .index
        .save(&store)
        .with_context(|| format!("cannot save the imported cards to {}", store.display()))?;
    let summary = ImportSummary {
        dir,
        store: &store,
        cards_read: report.cards_read,
        pokemon: report.pokemon,
        attacks: report.attacks,
        modelled_attacks: report.modelled_attacks,
        modelled_percent: (report.modelled_share() * 1000.0).round() / 10.0,
        malformed: report.malformed.len(),
        first_malformed: &report.malformed[..report.malformed.len().min(MALFORMED_SHOWN)],
    };
    if json {
        println!("{}", serde_json::to_string(&summary)?);
    } else {
        print!("{}", import_table(&summary));
    }
    Ok(())
}

fn import_table(s: &ImportSummary) -> String {
    let mut out = format!(
        "Imported {}\n  cards read      {:>7}\n  Pokémon         {:>7}\n  attacks         {:>7}\n  \
         fully modelled  {:>7}  ({:.1}%)\n  malformed       {:>7}\n",
        s.dir.display(),
        s.cards_read,
        s.pokemon,
        s.attacks,
        s.modelled_attacks,
        s.modelled_percent,
        s.malformed,
    );
    for m in s.first_malformed {
        out += &format!("    {m}\n");
    }
    if s.malformed > s.first_malformed.len() {
        out += &format!("    … and {} more\n", s.malformed - s.first_malformed.len());
    }
    out += &format!("Saved to {}\n", s.store.display());
    out
}

/// A card as the engines play it.
fn show(card: &Card) -> String {
    let class = match card.class {
        CardClass::Basic => "Basic",
        CardClass::Stage1 => "Stage 1",
        CardClass::Stage2 => "Stage 2",
        CardClass::RuleBox => "Rule box",
    };
    let mut out = format!(
        "{} ({})\n  {} HP, {}, {class}\n",
        card.name,
        card.id,
        card.hp,
        card.types.join("/"),
    );
    for (label, list) in [
        ("Weakness", &card.weaknesses),
        ("Resistance", &card.resistances),
    ] {
        if !list.is_empty() {
            out += &format!("  {label}: {}\n", modifiers(list));
        }
    }
    for attack in &card.attacks {
        let effect = attack
            .effect()
            .map_or_else(|e| format!("refused: {e}"), AttackEffect::describe);
        let gx = if attack.is_gx() {
            ", GX: once a pair"
        } else {
            ""
        };
        out += &format!("  {} [{}]{gx}: {effect}\n", attack.name, attack.damage);
        if !attack.text.is_empty() {
            out += &format!("      {}\n", attack.text);
        }
    }
    out
}

fn modifiers(list: &[Modifier]) -> String {
    list.iter()
        .map(|m| format!("{} {}", m.energy, m.value))
        .collect::<Vec<_>>()
        .join(", ")
}

/// What a modelled effect does, in words.
#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn show_gives_numbers_and_effects() {
        let catalog = Catalog::with_builtin_roster(None);
        let text = show(catalog.find("pikachu").unwrap());
        assert!(
            text.starts_with("Pikachu (roster-pikachu)\n  70 HP, Lightning, Basic\n"),
            "{text}"
        );
        assert!(text.contains("Weakness: Fighting ×2"), "{text}");
        assert!(
            text.contains("Quick Attack [20+]: flip a coin, heads: 20 more"),
            "{text}"
        );
    }
}
