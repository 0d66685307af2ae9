//! The boss set-ups as `altplay check-data` sees them: each read against the card data, RF-1 and
//! RF-2 checked, and every card the engine plays.

use altplay_cards::CardIndex;
use altplay_core::DataError;
use altplay_tcg::format::card_data;
use altplay_tcg::game::{Rules, Table};

use crate::boss_data::{BUILTIN, read_boss};

/// The embedded boss set-ups, as `check-data` lists them.
pub fn embedded() -> Vec<(&'static str, &'static str)> {
    BUILTIN.iter().map(|b| (b.file, b.text)).collect()
}

/// A boss set-up file checked: RF-1, RF-2, and every card playable (TCG-15).
pub fn check(_: &CardIndex, file: &str, text: &str) -> Result<(), DataError> {
    let fault = |message: String| DataError::in_file(file, message);
    let data = card_data(None).map_err(fault)?;
    let boss = read_boss(file, text, &data.index).map_err(|e| fault(e.to_string()))?;
    let alone = altplay_cards::deck::Deck {
        entries: vec![altplay_cards::deck::DeckEntry {
            card: boss.boss,
            count: 1,
        }],
    };
    Table::compiled(&[boss.deck, alone], Rules::raid_format(false))
        .map(drop)
        .map_err(|e| fault(e.to_string()))
}
