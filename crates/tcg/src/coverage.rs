//! How much of a body of card text the grammar models (TCG-15's report).

use std::collections::HashMap;

use crate::text::{normalize, parse_on};

/// Counts over texts: every text counted (occurrences) and distinct texts with numbers written
/// as "N", how many of each the grammar models, and the sentences it did not understand.
#[derive(Debug, Clone, Default)]
pub struct Coverage {
    /// Texts seen, empty ones included.
    pub texts: usize,
    /// Of those, empty (an attack that only does its printed damage; modelled).
    pub empty: usize,
    /// Of those, modelled.
    pub modelled: usize,
    /// Distinct non-empty texts, numbers as "N", with whether each is modelled.
    distinct: HashMap<String, bool>,
    /// Sentences not understood, numbers as "N", with how many texts hold them.
    unmodelled: HashMap<String, usize>,
}

impl Coverage {
    /// Counts one text of the card named `card_name`.
    pub fn add(&mut self, card_name: &str, text: &str) {
        self.texts += 1;
        let text = normalize(text);
        if text.is_empty() {
            self.empty += 1;
            self.modelled += 1;
            return;
        }
        let result = parse_on(card_name, &text);
        if result.is_ok() {
            self.modelled += 1;
        }
        // A wording counts as modelled only if it is on every card that prints it.
        self.distinct
            .entry(numbers_as_n(&text))
            .and_modify(|modelled| *modelled &= result.is_ok())
            .or_insert(result.is_ok());
        if let Err(unmodelled) = result {
            for sentence in unmodelled.sentences {
                *self.unmodelled.entry(numbers_as_n(&sentence)).or_default() += 1;
            }
        }
    }

    /// Distinct non-empty texts (numbers as "N").
    pub fn distinct(&self) -> usize {
        self.distinct.len()
    }

    /// Distinct non-empty texts modelled.
    pub fn distinct_modelled(&self) -> usize {
        self.distinct.values().filter(|&&ok| ok).count()
    }

    /// The share of texts modelled, empty ones included.
    pub fn modelled_share(&self) -> f64 {
        ratio(self.modelled, self.texts)
    }

    /// The share of distinct non-empty texts modelled.
    pub fn distinct_share(&self) -> f64 {
        ratio(self.distinct_modelled(), self.distinct())
    }

    /// The `n` commonest sentences not understood, with how many texts hold each.
    pub fn commonest_unmodelled(&self, n: usize) -> Vec<(&str, usize)> {
        let mut all: Vec<(&str, usize)> = self
            .unmodelled
            .iter()
            .map(|(s, &count)| (s.as_str(), count))
            .collect();
        all.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
        all.truncate(n);
        all
    }
}

fn ratio(part: usize, whole: usize) -> f64 {
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
    use super::{Coverage, numbers_as_n};

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
        coverage.add("Pikachu", "");
        coverage.add("Pikachu", "Draw 2 cards.");
        coverage.add("Raichu", "Draw 3 cards.");
        coverage.add("Pikachu", "Flip a coin. Summon a unicorn.");
        assert_eq!(coverage.texts, 4);
        assert_eq!(coverage.empty, 1);
        assert_eq!(coverage.modelled, 3);
        assert_eq!(coverage.distinct(), 2);
        assert_eq!(coverage.distinct_modelled(), 1);
        assert_eq!(coverage.commonest_unmodelled(5), [("Summon a unicorn.", 1)]);
    }
}
