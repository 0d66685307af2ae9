//! Decklists as text (TCG-20), the Pokémon TCG Live export and the lists Limitless and PTCGO
//! print:
//!
//! ```text
//! Pokémon: 2
//! 2 Charizard ex OBF 125
//!
//! Trainer: 4
//! 4 Arven OBF 186
//!
//! Energy: 6
//! 6 Basic {R} Energy SVE 2
//!
//! Total Cards: 12
//! ```
//!
//! Each line is read on its own (`line`), then its card looked up (`card`); the sections'
//! counts are checked as each section ends.

mod card;
mod line;
mod write;

use std::collections::HashSet;

use altplay_core::DataError;

use super::{Deck, DeckEntry, DeckError};
use crate::printed::{PrintedIndex, SetCodes};
use card::{Printings, suggest};
use line::{Fault, Line};
pub use write::write_deck_text;

/// The deck the TCG-20 `text` (the contents of `file`) lists, one entry per card line in the
/// order written (lines are not merged), resolved against `index` with the set codes `sets`.
/// Not checked: [`Deck::check`] does TCG-2's counts. A line that cannot be read, a card no one
/// has, a set code and number whose card has another name, or a section or total count its
/// lines disagree with is refused as [`DeckError::Data`], naming the line.
pub fn read_deck_text<'a>(
    file: &str,
    text: &str,
    index: &'a PrintedIndex,
    sets: &SetCodes,
) -> Result<Deck<'a>, DeckError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let lines: Vec<(&str, Result<Line, Fault>)> =
        text.lines().map(|l| (l, line::read(l, sets))).collect();
    // The cards of every set the list names, gathered in one pass over the index.
    let wanted: HashSet<&str> = lines
        .iter()
        .filter_map(|(_, line)| match line {
            Ok(Line::Card(card)) => card.printing.as_ref(),
            _ => None,
        })
        .flat_map(|p| sets.sets(p.known))
        .map(String::as_str)
        .collect();
    let printings = Printings::of(index, &wanted);

    let mut entries = Vec::new();
    let mut reading = Counts::default();
    for (n, (text, line)) in lines.into_iter().enumerate() {
        let at = |fault: Fault| data(file, n + 1, fault);
        match line.map_err(at)? {
            Line::Nothing => {}
            Line::Section { count } => {
                reading.end_section(file)?;
                reading.section = count.map(|count| Heading::new(n + 1, text, count));
            }
            Line::Total { count } => {
                reading.end_section(file)?;
                reading
                    .totals
                    .extend(count.map(|c| Heading::new(n + 1, text, c)));
            }
            Line::Card(card) => {
                let found = card::resolve(&card, index, sets, &printings).map_err(at)?;
                reading.add(card.count);
                entries.push(DeckEntry {
                    card: found,
                    count: card.count,
                });
            }
            Line::Unreadable(words) => return Err(at(unreadable(words, index))),
        }
    }
    reading.end_section(file)?;
    for total in &reading.totals {
        total.check(file, reading.all)?;
    }
    Ok(Deck { entries })
}

/// The cards counted so far: in the whole list and in the open section.
#[derive(Default)]
struct Counts<'t> {
    all: u64,
    section: Option<Heading<'t>>,
    totals: Vec<Heading<'t>>,
}

/// A heading that gives a count: where, as written, the count, and the cards listed under it.
struct Heading<'t> {
    line: usize,
    text: &'t str,
    count: u64,
    listed: u64,
}

impl<'t> Heading<'t> {
    fn new(line: usize, text: &'t str, count: u64) -> Self {
        Self {
            line,
            text: text.trim(),
            count,
            listed: 0,
        }
    }

    /// The heading's count against the cards `listed`.
    fn check(&self, file: &str, listed: u64) -> Result<(), DeckError> {
        if self.count == listed {
            return Ok(());
        }
        let message = format!(
            "{:?} says {} cards but its lines list {listed}",
            self.text, self.count
        );
        Err(data(file, self.line, Fault { column: 1, message }))
    }
}

impl Counts<'_> {
    fn add(&mut self, count: u32) {
        self.all = self.all.saturating_add(count.into());
        if let Some(section) = &mut self.section {
            section.listed = section.listed.saturating_add(count.into());
        }
    }

    /// The open section checked and closed.
    fn end_section(&mut self, file: &str) -> Result<(), DeckError> {
        match self.section.take() {
            Some(section) => section.check(file, section.listed),
            None => Ok(()),
        }
    }
}

/// Why a line that is neither a heading nor a card line is refused, with the closest names.
fn unreadable(words: line::Span<'_>, index: &PrintedIndex) -> Fault {
    let message = if index.lookup(words.text).is_some() {
        format!(
            "{:?} has no count: write it as \"1 {}\"",
            words.text, words.text
        )
    } else {
        format!(
            "cannot read {:?}: a card line is COUNT NAME [SET NUMBER] (\"4 Arven OBF 186\"), \
             a section line NAME: COUNT (\"Trainer: 27\"){}",
            words.text,
            suggest(words.text, index)
        )
    };
    Fault {
        column: words.column,
        message,
    }
}

fn data(file: &str, line: usize, fault: Fault) -> DeckError {
    DeckError::Data(DataError {
        file: file.to_string(),
        line,
        column: fault.column,
        message: fault.message,
    })
}

#[cfg(test)]
mod tests;
