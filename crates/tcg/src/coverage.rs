//! How much of a body of card text the grammar models (TCG-15's report): [`Coverage`] over
//! texts of one kind, how one text of a card reads ([`reading`]), the rules lines the engine
//! applies anyway ([`reminders`]), the report over a set of printed cards ([`cards`]) and over
//! the theme decks ([`decks`]), and the card scripts checked against the printed words
//! ([`scripts`]).

pub mod cards;
pub mod decks;
pub mod pool;
pub mod reading;
pub mod reminders;
pub mod scripts;

use std::collections::HashMap;

pub use cards::{CardGroup, CardsCoverage, Playable};
pub use decks::{DeckCoverage, DecksCoverage, EraDecks, RefusedCard, UnmodelledText};
pub use pool::{PoolCoverage, Unplayable};
pub use reading::{CardText, Owner, ReadCard, Reading, TextKind, printed_texts, read_card};

/// Counts over texts of one kind: every text counted (occurrences) and distinct texts with
/// numbers written as "N", how many of each are modelled, and the sentences not understood.
#[derive(Debug, Clone, Default)]
pub struct Coverage {
    /// Texts seen, empty ones included.
    pub texts: usize,
    /// Of those, empty (an attack that only does its printed damage; modelled).
    pub empty: usize,
    /// Of those, rule reminders (modelled: the engine applies the rule; see [`reminders`]).
    pub reminders: usize,
    /// Of those, read by a card script (modelled; see [`crate::text::scripts`]).
    pub scripted: usize,
    /// Of those, modelled (empty ones, reminders and scripted ones included).
    pub modelled: usize,
    /// Distinct non-empty texts, numbers as "N": how many texts print each, and whether it is
    /// modelled.
    distinct: HashMap<String, Wording>,
    /// Sentences not understood, numbers as "N", with how many texts hold them.
    unmodelled: HashMap<String, usize>,
}

/// One distinct wording: how many texts print it, and whether it is modelled on all of them.
#[derive(Debug, Clone, Copy)]
struct Wording {
    count: usize,
    modelled: bool,
}

impl Coverage {
    /// Counts one text (normalized) as `reading` read it.
    pub fn add(&mut self, text: &str, reading: &Reading) {
        self.texts += 1;
        match reading {
            Reading::Empty => self.empty += 1,
            Reading::Reminder(_) => self.reminders += 1,
            Reading::Scripted => self.scripted += 1,
            Reading::Modelled | Reading::Unmodelled(_) => {}
        }
        if reading.is_modelled() {
            self.modelled += 1;
        }
        if matches!(reading, Reading::Empty) {
            return;
        }
        // A wording counts as modelled only if it is on every card that prints it.
        let wording = self.distinct.entry(numbers_as_n(text)).or_insert(Wording {
            count: 0,
            modelled: true,
        });
        wording.count += 1;
        wording.modelled &= reading.is_modelled();
        if let Reading::Unmodelled(sentences) = reading {
            for sentence in sentences {
                *self.unmodelled.entry(numbers_as_n(sentence)).or_default() += 1;
            }
        }
    }

    /// Distinct non-empty texts (numbers as "N").
    pub fn distinct(&self) -> usize {
        self.distinct.len()
    }

    /// Distinct non-empty texts modelled.
    pub fn distinct_modelled(&self) -> usize {
        self.distinct.values().filter(|w| w.modelled).count()
    }

    /// The share of texts modelled, empty ones included (0 with no texts).
    pub fn modelled_share(&self) -> f64 {
        ratio(self.modelled, self.texts)
    }

    /// The share of distinct non-empty texts modelled (0 with no texts).
    pub fn distinct_share(&self) -> f64 {
        ratio(self.distinct_modelled(), self.distinct())
    }

    /// The `n` commonest distinct texts not modelled (numbers as "N"), with how many texts
    /// print each.
    pub fn commonest_unmodelled_texts(&self, n: usize) -> Vec<(&str, usize)> {
        commonest(
            self.distinct
                .iter()
                .filter(|(_, w)| !w.modelled)
                .map(|(text, w)| (text.as_str(), w.count)),
            n,
        )
    }

    /// The `n` commonest sentences not understood, with how many texts hold each.
    pub fn commonest_unmodelled(&self, n: usize) -> Vec<(&str, usize)> {
        commonest(
            self.unmodelled
                .iter()
                .map(|(s, &count)| (s.as_str(), count)),
            n,
        )
    }
}

/// The `n` items with the highest counts, ties in text order.
fn commonest<'a>(items: impl Iterator<Item = (&'a str, usize)>, n: usize) -> Vec<(&'a str, usize)> {
    let mut all: Vec<(&str, usize)> = items.collect();
    all.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
    all.truncate(n);
    all
}

/// `part / whole`, 0 when `whole` is 0.
pub fn ratio(part: usize, whole: usize) -> f64 {
    if whole == 0 {
        0.0
    } else {
        part as f64 / whole as f64
    }
}

/// The text with every run of digits written "N", so "does 20 more" and "does 30 more" are one.
pub fn numbers_as_n(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut in_number = false;
    for c in text.chars() {
        if c.is_ascii_digit() {
            if !in_number {
                out.push('N');
            }
            in_number = true;
        } else {
            out.push(c);
            in_number = false;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{Coverage, Owner, Reading, numbers_as_n};

    #[test]
    fn numbers_are_normalised() {
        assert_eq!(
            numbers_as_n("Flip 10 coins, 2 more"),
            "Flip N coins, N more"
        );
    }

    #[test]
    fn counts_texts_distinct_texts_and_unmodelled_sentences() {
        let mut coverage = Coverage::default();
        for (name, text) in [
            ("Pikachu", ""),
            ("Pikachu", "Draw 2 cards."),
            ("Raichu", "Draw 3 cards."),
            ("Pikachu", "Flip a coin. Summon a unicorn."),
            ("Raichu", "Flip a coin. Summon a unicorn."),
        ] {
            coverage.add(text, &Reading::of_text(Owner::Pokemon(name), text));
        }
        assert_eq!(coverage.texts, 5);
        assert_eq!(coverage.empty, 1);
        assert_eq!(coverage.modelled, 3);
        assert_eq!(coverage.distinct(), 2);
        assert_eq!(coverage.distinct_modelled(), 1);
        assert_eq!(coverage.commonest_unmodelled(5), [("Summon a unicorn.", 2)]);
        assert_eq!(
            coverage.commonest_unmodelled_texts(5),
            [("Flip a coin. Summon a unicorn.", 2)]
        );
    }
}
