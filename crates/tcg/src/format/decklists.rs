//! The project's own decklists (`data/tcg/`): real card ids, every card playable, for the
//! formats built on the normal game. Embedded, so `--deck1 grass-rillaboom` works anywhere the
//! card data is; `altplay check-data` checks them against the card data. The `meta` lists
//! (`data/tcg/meta/*.txt`) are current Standard decks in the text of TCG-20.

use altplay_cards::CardIndex;
use altplay_cards::printed::Pool;
use altplay_core::DataError;

use super::card_data;
use crate::game::{Rules, Table};

/// One of the project's decklists: the name it is chosen by, its file under `data/`, its text.
#[derive(Debug, Clone, Copy)]
pub struct ProjectDeck {
    pub name: &'static str,
    /// What people call it: its main attacker ("Marnie's Grimmsnarl ex", "Rillaboom (Grass)").
    pub title: &'static str,
    pub file: &'static str,
    pub text: &'static str,
}

impl ProjectDeck {
    /// One of the `meta` decks: a current Standard decklist.
    pub fn is_meta(&self) -> bool {
        self.file.starts_with(META)
    }

    /// Its title and kind, as a form lists it: "Charizard ex — Standard tournament deck".
    pub fn label(&self) -> String {
        let kind = if self.is_meta() {
            "Standard tournament deck"
        } else {
            "altplay deck"
        };
        format!("{} — {kind}", self.title)
    }
}

/// Where the `meta` decks are, under `data/`.
const META: &str = "tcg/meta/";

macro_rules! decklists {
    ($($name:literal => $file:literal, $title:literal),* $(,)?) => {
        /// Every decklist of the project.
        pub const DECKLISTS: &[ProjectDeck] = &[$(
            ProjectDeck {
                name: $name,
                title: $title,
                file: $file,
                text: include_str!(concat!("../../../../data/", $file)),
            },
        )*];
    };
}

decklists!(
    "grass-rillaboom" => "tcg/grass-rillaboom.toml", "Rillaboom (Grass)",
    "fire-cinderace" => "tcg/fire-cinderace.toml", "Cinderace (Fire)",
    "water-inteleon" => "tcg/water-inteleon.toml", "Inteleon (Water)",
    "metal-corviknight" => "tcg/metal-corviknight.toml", "Corviknight (Metal)",
    "fighting-sirfetchd" => "tcg/fighting-sirfetchd.toml", "Sirfetch'd (Fighting)",
    "archaludon-ex" => "tcg/meta/archaludon-ex.txt", "Archaludon ex",
    "charizard-ex" => "tcg/meta/charizard-ex.txt", "Charizard ex",
    "dragapult-ex" => "tcg/meta/dragapult-ex.txt", "Dragapult ex",
    "gardevoir-ex" => "tcg/meta/gardevoir-ex.txt", "Gardevoir ex",
    "gholdengo-ex" => "tcg/meta/gholdengo-ex.txt", "Gholdengo ex",
    "marnies-grimmsnarl-ex" => "tcg/meta/marnies-grimmsnarl-ex.txt", "Marnie's Grimmsnarl ex",
    "miraidon-ex" => "tcg/meta/miraidon-ex.txt", "Miraidon ex",
    "ns-zoroark-ex" => "tcg/meta/ns-zoroark-ex.txt", "N's Zoroark ex",
    "raging-bolt-ex" => "tcg/meta/raging-bolt-ex.txt", "Raging Bolt ex",
    "terapagos-ex" => "tcg/meta/terapagos-ex.txt", "Terapagos ex",
);

/// The project's decklists named `name`: `project`, all of them, or `meta`, the current
/// Standard ones.
pub fn named_list(name: &str) -> Option<Vec<&'static str>> {
    let all = DECKLISTS.iter();
    match name {
        "project" => Some(all.map(|d| d.name).collect()),
        "meta" => Some(all.filter(|d| d.is_meta()).map(|d| d.name).collect()),
        _ => None,
    }
}

/// The decklist `name`, if it is one of the project's.
pub fn builtin(name: &str) -> Option<&'static ProjectDeck> {
    DECKLISTS.iter().find(|d| d.name == name)
}

/// The embedded files of the `meta` decks or the others, as `check-data` lists them.
fn embedded_files(meta: bool) -> Vec<(&'static str, &'static str)> {
    (DECKLISTS.iter())
        .filter(|d| d.is_meta() == meta)
        .map(|d| (d.file, d.text))
        .collect()
}

/// The embedded TOML decklists.
pub fn embedded() -> Vec<(&'static str, &'static str)> {
    embedded_files(false)
}

/// The embedded `meta` decklists.
pub fn embedded_meta() -> Vec<(&'static str, &'static str)> {
    embedded_files(true)
}

/// A decklist file checked: its cards found in the card data, TCG-2, every card playable.
pub fn check(_: &CardIndex, file: &str, text: &str) -> Result<(), DataError> {
    read_and_play(file, text, None)
}

/// A `meta` decklist checked as [`check`] does, and legal in Standard (TCG-18).
pub fn check_meta(_: &CardIndex, file: &str, text: &str) -> Result<(), DataError> {
    read_and_play(file, text, Some(Pool::Standard))
}

fn read_and_play(file: &str, text: &str, pool: Option<Pool>) -> Result<(), DataError> {
    let fault = |message: String| DataError::in_file(file, message);
    let data = card_data(None).map_err(fault)?;
    let deck = altplay_cards::deck::read_any_decklist(file, text, &data.index, &data.sets)
        .map_err(|e| match e {
            altplay_cards::deck::DeckError::Data(d) => d,
            other => fault(other.to_string()),
        })?;
    if let Some(pool) = pool {
        deck.check_pool(pool).map_err(|e| fault(e.to_string()))?;
    }
    Table::new(&[deck.clone(), deck], Rules::two_players())
        .map(drop)
        .map_err(|e| fault(e.to_string()))
}
