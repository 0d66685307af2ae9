//! One line of a TCG-20 decklist read on its own, before any card is looked up: nothing, a
//! heading, a card line (its count, name and maybe a set code and number), or a line that is
//! none of these.

use crate::names::fold;
use crate::printed::SetCodes;

/// A piece of a line and its 1-based column in characters, for errors.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Span<'t> {
    pub text: &'t str,
    pub column: usize,
}

#[derive(Debug, PartialEq, Eq)]
pub(super) enum Line<'t> {
    /// Blank, or PTCGO's banner (`****** Pokémon Trading Card Game Deck List ******`).
    Nothing,
    /// `Pokémon: 13`, PTCGO's `##Trainer Cards - 32`, Limitless's page `Energy (20)`, or the
    /// heading alone; with the count when one is written.
    Section {
        count: Option<u64>,
    },
    /// `Total Cards: 60` (PTCGO: `Total Cards - 60`).
    Total {
        count: Option<u64>,
    },
    Card(CardLine<'t>),
    /// Neither a heading nor a line that starts with a count.
    Unreadable(Span<'t>),
}

#[derive(Debug, PartialEq, Eq)]
pub(super) struct CardLine<'t> {
    pub count: u32,
    /// Everything after the count: the name, or the name with a set code and number.
    pub rest: Span<'t>,
    /// The last two words read as a set code and a collector number, when they can be.
    pub printing: Option<Printing<'t>>,
}

#[derive(Debug, PartialEq, Eq)]
pub(super) struct Printing<'t> {
    /// The words before the code.
    pub name: Span<'t>,
    /// The code as written (`OBF`, `CRZ-GG`).
    pub code: Span<'t>,
    /// The code to look up: the written one, or its main code when a subset follows it
    /// (PTCG Live's `CRZ-GG 25` is `CRZ` and number `GG25`).
    pub known: &'t str,
    /// The collector number as written.
    pub number: Span<'t>,
    /// Letters the subset puts before the number (`GG`), else empty.
    pub subset: &'t str,
}

/// Why a line is refused, at a column of it.
#[derive(Debug, PartialEq, Eq)]
pub(super) struct Fault {
    pub column: usize,
    pub message: String,
}

/// Section headings, folded as names are.
const SECTIONS: &[&str] = &[
    "pokemon",
    "trainer",
    "trainers",
    "trainer cards",
    "energy",
    "energies",
];
const TOTALS: &[&str] = &["total cards", "total"];

/// Reads `line`; `sets` tells which words are set codes.
pub(super) fn read<'t>(line: &'t str, sets: &SetCodes) -> Result<Line<'t>, Fault> {
    let words = words(line);
    let Some(first) = words.first() else {
        return Ok(Line::Nothing);
    };
    if first.text.starts_with("***") {
        return Ok(Line::Nothing);
    }
    if let Some(heading) = heading(line, &words)? {
        return Ok(heading);
    }
    // PTCGO put `* ` before every card.
    let words = match words.split_first() {
        Some((star, rest)) if star.text == "*" && !rest.is_empty() => rest,
        _ => &words[..],
    };
    let Some((count, rest)) = words.split_first() else {
        return Ok(Line::Nothing);
    };
    if !is_digits(count.text) {
        return Ok(Line::Unreadable(span(line, words)));
    }
    let count = match count.text.parse::<u32>() {
        Ok(0) => return Err(fault(count, "a card line lists at least 1 copy, not 0")),
        Ok(n) => n,
        Err(_) => {
            let message = format!("count {} is too large (at most {})", count.text, u32::MAX);
            return Err(fault(count, message));
        }
    };
    if rest.is_empty() {
        let message = format!("count {count} with no card after it");
        return Err(fault(&words[0], message));
    }
    Ok(Line::Card(CardLine {
        count,
        rest: span(line, rest),
        printing: printing(line, rest, sets),
    }))
}

/// A heading: text whose fold is a section or a total, then maybe a count (in brackets on
/// Limitless's pages).
fn heading<'t>(line: &'t str, words: &[Span<'t>]) -> Result<Option<Line<'t>>, Fault> {
    let whole = span(line, words);
    let body = whole.text.trim_end_matches(')');
    let (head, digits) = body.split_at(body.trim_end_matches(|c: char| c.is_ascii_digit()).len());
    let label = fold(head);
    let is_section = SECTIONS.contains(&label.as_str());
    if !is_section && !TOTALS.contains(&label.as_str()) {
        return Ok(None);
    }
    let count = if digits.is_empty() {
        None
    } else {
        let column = whole.column + head.chars().count();
        let too_large = || Fault {
            column,
            message: format!("count {digits} is too large"),
        };
        Some(digits.parse::<u64>().map_err(|_| too_large())?)
    };
    Ok(Some(if is_section {
        Line::Section { count }
    } else {
        Line::Total { count }
    }))
}

/// The last two of `rest` as a set code and number, when they read as such: a code the table
/// knows (alone, or before a subset of its sets), or a word shaped like a code before a number
/// with a digit (a code the table does not know, refused later unless the whole is a name).
fn printing<'t>(line: &'t str, rest: &[Span<'t>], sets: &SetCodes) -> Option<Printing<'t>> {
    let [name @ .., code, number] = rest else {
        return None;
    };
    const MAX_NUMBER: usize = 12;
    let alphanumeric = |s: &str| s.bytes().all(|b| b.is_ascii_alphanumeric());
    if name.is_empty() || number.text.len() > MAX_NUMBER || !alphanumeric(number.text) {
        return None;
    }
    let at = |known, subset| {
        Some(Printing {
            name: span(line, name),
            code: *code,
            known,
            number: *number,
            subset,
        })
    };
    if !sets.sets(code.text).is_empty() {
        return at(code.text, "");
    }
    // Only a code with subsets has them (`PR-SX` is no subset of `PR`).
    if let Some((main, subset)) = code.text.rsplit_once('-')
        && sets.sets(main).len() > 1
        && !subset.is_empty()
        && subset.bytes().all(|b| b.is_ascii_alphabetic())
    {
        return at(main, subset);
    }
    let code_shaped = (2..=20).contains(&code.text.len())
        && code
            .text
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-');
    let has_digit = number.text.bytes().any(|b| b.is_ascii_digit());
    if code_shaped && has_digit {
        at(code.text, "")
    } else {
        None
    }
}

/// The words of a line, each with its column (counted on from the last word's, so a long line
/// costs its length once).
fn words(line: &str) -> Vec<Span<'_>> {
    let (mut byte, mut column) = (0, 1);
    line.split_whitespace()
        .map(|word| {
            let start = word.as_ptr() as usize - line.as_ptr() as usize;
            column += line[byte..start].chars().count();
            byte = start;
            Span { text: word, column }
        })
        .collect()
}

/// The text of `line` from the first of `words` to the end of the last, at the first's column.
fn span<'t>(line: &'t str, words: &[Span<'t>]) -> Span<'t> {
    let (Some(first), Some(last)) = (words.first(), words.last()) else {
        return Span {
            text: "",
            column: 1,
        };
    };
    let offset = |word: &str| word.as_ptr() as usize - line.as_ptr() as usize;
    let end = offset(last.text) + last.text.len();
    Span {
        text: &line[offset(first.text)..end],
        column: first.column,
    }
}

fn is_digits(word: &str) -> bool {
    !word.is_empty() && word.bytes().all(|b| b.is_ascii_digit())
}

fn fault(at: &Span<'_>, message: impl Into<String>) -> Fault {
    Fault {
        column: at.column,
        message: message.into(),
    }
}
