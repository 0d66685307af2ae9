//! Boss set-ups as data (RF-1, RF-2): a boss card by id and a 60-card boss deck of Trainer and
//! Energy cards, in one TOML file. The project's own are embedded from `data/raid-format/bosses/`.
//!
//! ```toml
//! title = "Zacian V"
//! boss = "swsh1-138"
//!
//! [[cards]]
//! card = "swsh1-169"   # Hop
//! count = 4
//! ```

use altplay_cards::deck::{Deck, DecklistLine, resolve_lines};
use altplay_cards::printed::{PrintedCard, PrintedIndex, Supertype};
use altplay_core::{RuleError, parse_toml};
use serde::{Deserialize, Serialize};

/// The boss deck's size (RF-2).
pub const BOSS_DECK: u32 = 60;

/// A boss set-up file as written (and, in JSON, a boss set-up given whole in a configuration).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BossFile {
    /// What people call it: "Zacian V".
    pub title: String,
    /// The boss card's id.
    pub boss: String,
    /// The boss deck.
    pub cards: Vec<DecklistLine>,
}

/// A boss set-up resolved against the card data.
#[derive(Debug, Clone)]
pub struct BossSetup<'a> {
    pub title: String,
    pub boss: &'a PrintedCard,
    pub deck: Deck<'a>,
}

/// One of the project's boss set-ups, embedded.
#[derive(Debug, Clone, Copy)]
pub struct Builtin {
    /// The file's stem: what `--boss` names.
    pub name: &'static str,
    /// Under the data folder.
    pub file: &'static str,
    pub text: &'static str,
}

macro_rules! builtin_bosses {
    ($($name:literal),* $(,)?) => {
        /// The project's boss set-ups (`data/raid-format/bosses/`), the first the default.
        pub const BUILTIN: &[Builtin] = &[$(Builtin {
            name: $name,
            file: concat!("raid-format/bosses/", $name, ".toml"),
            text: include_str!(concat!("../../../data/raid-format/bosses/", $name, ".toml")),
        }),*];
    };
}

builtin_bosses!(
    "gyarados-vmax",
    "charizard-vmax",
    "lycanroc-gx",
    "charizard-gx"
);

/// The text of the built-in set-up `name`, if there is one.
pub fn builtin(name: &str) -> Option<&'static str> {
    BUILTIN.iter().find(|b| b.name == name).map(|b| b.text)
}

/// Reads and checks the boss set-up `text` (the contents of `file`): the boss is a Pokémon card
/// of `index` (RF-1), the deck 60 Trainer and Energy cards (RF-2).
pub fn read_boss<'a>(
    file: &str,
    text: &str,
    index: &'a PrintedIndex,
) -> Result<BossSetup<'a>, RuleError> {
    let parsed: BossFile = parse_boss(file, text)?;
    resolve_boss(file, text, &parsed, index)
}

/// The boss set-up file `text` (the contents of `file`), as written.
pub fn parse_boss(file: &str, text: &str) -> Result<BossFile, RuleError> {
    parse_toml(file, text).map_err(|e| RuleError::new("RF-2", e.to_string()))
}

/// The boss set-up `parsed` (read from `file`, whose contents `text` are, for the line numbers
/// of errors) resolved against `index` and checked: RF-1 and RF-2.
pub fn resolve_boss<'a>(
    file: &str,
    text: &str,
    parsed: &BossFile,
    index: &'a PrintedIndex,
) -> Result<BossSetup<'a>, RuleError> {
    let boss = index
        .find(&parsed.boss)
        .map_err(|e| RuleError::new("RF-1", format!("{file}: field `boss`: {e}")))?;
    if boss.supertype() != Supertype::Pokemon {
        return Err(RuleError::new(
            "RF-1",
            format!(
                "{file}: field `boss`: {} ({}) is not a Pokémon card",
                boss.name, boss.id
            ),
        ));
    }
    let deck = resolve_lines(file, text, &parsed.cards, index)
        .map_err(|e| RuleError::new("RF-2", without_tcg_rule(&e.to_string())))?;
    if let Some(pokemon) = deck.cards().find(|c| c.supertype() == Supertype::Pokemon) {
        return Err(RuleError::new(
            "RF-2",
            format!(
                "{file}: field `cards`: {} ({}) is a Pokémon; a boss deck holds only Trainer and Energy cards",
                pokemon.name, pokemon.id
            ),
        ));
    }
    if deck.len() != BOSS_DECK {
        return Err(RuleError::new(
            "RF-2",
            format!(
                "{file}: field `cards`: a boss deck has 60 cards; this one has {}",
                deck.len()
            ),
        ));
    }
    Ok(BossSetup {
        title: parsed.title.clone(),
        boss,
        deck,
    })
}

impl BossSetup<'_> {
    /// The set-up written out with every card by id, as a table keeps it.
    pub fn file(&self) -> BossFile {
        BossFile {
            title: self.title.clone(),
            boss: self.boss.id.clone(),
            cards: altplay_tcg::format::Decklist::of("", &self.deck).cards,
        }
    }
}

/// A deck error's message without the TCG-2 in front (the boss deck's rule is RF-2).
fn without_tcg_rule(text: &str) -> String {
    text.strip_prefix("TCG-2: ").unwrap_or(text).to_string()
}
