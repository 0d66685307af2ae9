//! The card a TCG-20 card line means: by set code and collector number, checked against the
//! name written; by the name alone, as its newest printing (TCG-18); basic Energy by its type,
//! never a Special Energy that shares its name.

use std::collections::{HashMap, HashSet};

use super::line::{CardLine, Fault, Printing, Span};
use crate::index::closest;
use crate::names::fold;
use crate::printed::{Energy, EnergyType, PrintedCard, PrintedIndex, SetCodes, basic_type};

/// Longer than any card name (the longest is 51 characters): looked up without suggestions,
/// whose cost grows with the length.
const MAX_NAME: usize = 100;

/// The cards of the sets a decklist names, gathered in one pass over the index.
pub(super) struct Printings<'a> {
    by_set: HashMap<&'a str, Vec<&'a PrintedCard>>,
}

impl<'a> Printings<'a> {
    pub fn of(index: &'a PrintedIndex, wanted: &HashSet<&str>) -> Self {
        let mut by_set: HashMap<&'a str, Vec<&'a PrintedCard>> = HashMap::new();
        if !wanted.is_empty() {
            for card in index.cards() {
                if wanted.contains(card.set.as_str()) {
                    by_set.entry(card.set.as_str()).or_default().push(card);
                }
            }
        }
        Self { by_set }
    }

    /// The cards of `sets` numbered `number`, case and leading zeros aside (`OBF 005` is sv3-5);
    /// then, for a number written without the letters its promo set prints (`PR-SW 92` for
    /// SWSH092), the cards whose number adds letters before it.
    fn numbered(&self, sets: &[String], number: &str) -> Vec<&'a PrintedCard> {
        let key = number_key(number);
        let cards = || {
            sets.iter()
                .filter_map(|set| self.by_set.get(set.as_str()))
                .flatten()
                .copied()
        };
        let mut found: Vec<_> = cards().filter(|c| number_key(&c.number) == key).collect();
        if key.starts_with(|c: char| c.is_ascii_digit()) {
            found.extend(cards().filter(|c| {
                let theirs = number_key(&c.number);
                let digits = theirs.trim_start_matches(|c: char| c.is_ascii_alphabetic());
                digits.len() < theirs.len() && digits == key
            }));
        }
        found
    }
}

/// The card `line` means.
pub(super) fn resolve<'a>(
    line: &CardLine<'_>,
    index: &'a PrintedIndex,
    sets: &SetCodes,
    printings: &Printings<'a>,
) -> Result<&'a PrintedCard, Fault> {
    let Some(printing) = &line.printing else {
        return by_name(line.rest, index);
    };
    by_printing(printing, index, sets, printings).or_else(|fault| {
        // The last two words may be the name's own ("Holon Energy FF", "Energy Removal 2").
        named(line.rest.text, index).ok_or(fault)
    })
}

/// The card of a set code and number whose name agrees with the one written.
fn by_printing<'a>(
    p: &Printing<'_>,
    index: &'a PrintedIndex,
    sets: &SetCodes,
    printings: &Printings<'a>,
) -> Result<&'a PrintedCard, Fault> {
    let codes = sets.sets(p.known);
    let energy = basic_type(p.name.text);
    if codes.is_empty() {
        // PTCGO wrote basic Energy under codes of its own (`Energy 2`, `XYEnergy 8`): the type
        // is the card.
        if let Some(t) = energy {
            return basic_energy(index, p.name, t);
        }
        let message = format!(
            "unknown set code {:?}{}",
            p.code.text,
            closest(&sets.closest(p.code.text))
        );
        return Err(Fault {
            column: p.code.column,
            message,
        });
    }
    let found = printings.numbered(codes, &format!("{}{}", p.subset, p.number.text));
    let agreeing = found.iter().find(|c| agrees(p.name.text, &c.name));
    if let Some(t) = energy {
        let basic = found.iter().find(|c| c.energy() == Some(&Energy::Basic(t)));
        if let Some(card) = basic.or(agreeing) {
            return Ok(card);
        }
        if found.is_empty() {
            // PTCGO numbered some basic Energy its own way; the type is the card.
            return basic_energy(index, p.name, t);
        }
    } else if let Some(card) = agreeing {
        return Ok(card);
    }
    let written = format!("{} {}", p.code.text, p.number.text);
    match found.first() {
        Some(card) => Err(Fault {
            column: p.name.column,
            message: format!(
                "{written} is {:?} ({}), not {:?}",
                card.name, card.id, p.name.text
            ),
        }),
        // With the closest names when the name is no card's either.
        None => Err(Fault {
            column: p.number.column,
            message: format!(
                "no card numbered {:?} in {} ({}){}",
                p.number.text,
                p.code.text,
                codes.join(", "),
                suggest(p.name.text, index)
            ),
        }),
    }
}

/// The card a name means: basic Energy by its type, else its newest printing (TCG-18).
fn by_name<'a>(name: Span<'_>, index: &'a PrintedIndex) -> Result<&'a PrintedCard, Fault> {
    if let Some(t) = basic_type(name.text) {
        return basic_energy(index, name, t);
    }
    named(name.text, index).ok_or_else(|| Fault {
        column: name.column,
        message: format!("unknown card {:?}{}", name.text, suggest(name.text, index)),
    })
}

/// [`by_name`] without an error.
fn named<'a>(name: &str, index: &'a PrintedIndex) -> Option<&'a PrintedCard> {
    match basic_type(name) {
        Some(t) => index.basic_energy(name, t),
        None => index.newest_named(name),
    }
}

/// "; closest: …" for a name no card has, from the index's suggestions; nothing for a card's
/// name.
pub(super) fn suggest(name: &str, index: &PrintedIndex) -> String {
    if name.chars().count() > MAX_NAME {
        return String::new();
    }
    match index.find(name) {
        Ok(_) => String::new(),
        Err(crate::LookupError::Unknown { suggestions, .. }) => closest(&suggestions),
    }
}

/// Whether the name written is the card's, folded; a card whose data name adds a bracketed
/// part ("Boss's Orders (Ghetsis)") is also written without it, as PTCG Live does.
fn agrees(written: &str, name: &str) -> bool {
    let written = fold(written);
    written == fold(name)
        || name
            .strip_suffix(')')
            .and_then(|n| n.rsplit_once(" ("))
            .is_some_and(|(short, _)| fold(short) == written)
}

/// The basic Energy card of type `t` a name means, or the error that the data has none.
fn basic_energy<'a>(
    index: &'a PrintedIndex,
    name: Span<'_>,
    t: EnergyType,
) -> Result<&'a PrintedCard, Fault> {
    index.basic_energy(name.text, t).ok_or_else(|| Fault {
        column: name.column,
        message: format!("no basic {t} Energy card in the data"),
    })
}

/// A collector number compared without case or the zeros before its digits: "SWSH092" →
/// "SWSH92", "005" → "5", "146a" → "146A".
fn number_key(number: &str) -> String {
    let upper = number.to_ascii_uppercase();
    let Some(start) = upper.find(|c: char| c.is_ascii_digit()) else {
        return upper;
    };
    let (letters, rest) = upper.split_at(start);
    let end = rest
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(rest.len());
    let digits = rest[..end].trim_start_matches('0');
    let digits = if digits.is_empty() { "0" } else { digits };
    format!("{letters}{digits}{}", &rest[end..])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tcg_20_numbers_compare_without_case_or_leading_zeros() {
        assert_eq!(number_key("SWSH092"), "SWSH92");
        assert_eq!(number_key("swsh92"), "SWSH92");
        assert_eq!(number_key("005"), "5");
        assert_eq!(number_key("000"), "0");
        assert_eq!(number_key("146a"), "146A");
        assert_eq!(number_key("GG05"), "GG5");
        assert_eq!(number_key("D"), "D");
    }

    #[test]
    fn tcg_20_a_bracketed_part_of_the_data_name_may_be_left_out() {
        assert!(agrees("Boss's Orders", "Boss's Orders (Ghetsis)"));
        assert!(agrees("boss’s orders (ghetsis)", "Boss's Orders (Ghetsis)"));
        assert!(agrees("Pikachu-EX", "Pikachu EX"));
        assert!(!agrees(
            "Boss's Orders",
            "Professor's Research (Professor Sada)"
        ));
        assert!(!agrees("Orders", "Boss's Orders"));
    }
}
