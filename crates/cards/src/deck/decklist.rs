//! Decklist files: TOML, one `[[cards]]` table per line of the list.
//!
//! ```toml
//! [[cards]]
//! card = "swsh1-14"      # an id…
//! count = 2
//!
//! [[cards]]
//! card = "Great Ball"    # …or a name (its earliest printing)
//! count = 4
//! ```

use std::num::NonZeroU32;

use altplay_core::parse_toml;
use serde::{Deserialize, Serialize};

use super::{Deck, DeckEntry, DeckError, resolve};
use crate::printed::PrintedIndex;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Decklist {
    cards: Vec<DecklistLine>,
}

/// One `[[cards]]` table: a card by id or name, and its count. Other files that hold a list of
/// cards (Raid Format's boss set-ups) use it beside their own fields.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DecklistLine {
    pub card: String,
    pub count: NonZeroU32,
}

/// The deck the decklist `text` (the contents of `file`) lists, its cards resolved against
/// `index`. Not checked: [`Deck::check`] does TCG-2's counts.
pub fn read_decklist<'a>(
    file: &str,
    text: &str,
    index: &'a PrintedIndex,
) -> Result<Deck<'a>, DeckError> {
    let list: Decklist = parse_toml(file, text)?;
    resolve_lines(file, text, &list.cards, index)
}

/// The deck `lines` list, read from `file` (whose contents `text` are, for the line numbers of
/// errors), their cards resolved against `index`.
pub fn resolve_lines<'a>(
    file: &str,
    text: &str,
    lines: &[DecklistLine],
    index: &'a PrintedIndex,
) -> Result<Deck<'a>, DeckError> {
    let entries = lines
        .iter()
        .map(|line| {
            let card = resolve(index, &line.card, || match line_of(text, &line.card) {
                Some(n) => format!("{file}:{n}: field `card`"),
                None => format!("{file}: field `card`"),
            })?;
            Ok(DeckEntry {
                card,
                count: line.count.get(),
            })
        })
        .collect::<Result<_, DeckError>>()?;
    Ok(Deck { entries })
}

/// The 1-based line where `value` is first written as a TOML string.
fn line_of(text: &str, value: &str) -> Option<usize> {
    let quoted = [format!("\"{value}\""), format!("'{value}'")];
    text.lines()
        .position(|l| quoted.iter().any(|q| l.contains(q.as_str())))
        .map(|i| i + 1)
}
