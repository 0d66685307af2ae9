//! The project's own decklists (`data/tcg/*.toml`): real card ids, every card playable, for
//! the formats built on the normal game. Embedded, so `--deck1 grass-rillaboom` works anywhere
//! the card data is; `altplay check-data` checks them against the card data.

use altplay_cards::CardIndex;
use altplay_core::DataError;

use super::card_data;
use crate::game::{Rules, Table};

macro_rules! decklists {
    ($($name:literal),* $(,)?) => {
        /// Each decklist by name, with its text.
        pub const DECKLISTS: &[(&str, &str)] = &[$(
            ($name, include_str!(concat!("../../../../data/tcg/", $name, ".toml"))),
        )*];

        /// The embedded files, as `check-data` lists them.
        pub fn embedded() -> Vec<(&'static str, &'static str)> {
            vec![$((concat!("tcg/", $name, ".toml"), builtin($name).expect("listed"))),*]
        }
    };
}

decklists!(
    "grass-rillaboom",
    "fire-cinderace",
    "water-inteleon",
    "metal-corviknight",
    "fighting-sirfetchd",
);

/// The text of the built-in decklist `name`.
pub fn builtin(name: &str) -> Option<&'static str> {
    DECKLISTS
        .iter()
        .find(|(n, _)| *n == name)
        .map(|&(_, text)| text)
}

/// A decklist file checked: its cards found in the card data, TCG-2, every card playable.
pub fn check(_: &CardIndex, file: &str, text: &str) -> Result<(), DataError> {
    let fault = |message: String| DataError::in_file(file, message);
    let data = card_data(None).map_err(fault)?;
    let deck =
        altplay_cards::deck::read_decklist(file, text, &data.index).map_err(|e| match e {
            altplay_cards::deck::DeckError::Data(d) => d,
            other => fault(other.to_string()),
        })?;
    Table::new(&[deck.clone(), deck], Rules::two_players())
        .map(drop)
        .map_err(|e| fault(e.to_string()))
}
