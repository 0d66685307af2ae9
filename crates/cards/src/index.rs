//! A set of cards with lookups by id and by name.

use std::collections::HashMap;

use crate::model::Card;
use crate::names::fold;

/// What an index needs of a card: its id and its name.
pub trait Indexed {
    /// Unique within an index; looked up exactly.
    fn id(&self) -> &str;
    /// As printed; looked up folded (see [`crate::names::fold`]).
    fn name(&self) -> &str;
}

impl Indexed for Card {
    fn id(&self) -> &str {
        &self.id
    }

    fn name(&self) -> &str {
        &self.name
    }
}

/// How many names an unknown-card error suggests.
const SUGGESTIONS: usize = 3;
/// Names less similar than this (Jaro–Winkler, 0 to 1) are not worth suggesting.
const MIN_SIMILARITY: f64 = 0.75;

/// Cards in a fixed order (for imported data: set release order, then the order within each set)
/// with lookups by id and by name. Names are compared folded: case, accents and punctuation do
/// not matter ("flabebe" finds "Flabébé", "pikachu gx" finds "Pikachu-GX").
///
/// The formats' [`Card`]s by default; [`crate::printed::PrintedCard`]s for the full data set.
#[derive(Debug, Clone, PartialEq)]
pub struct CardIndex<C = Card> {
    cards: Vec<C>,
    by_id: HashMap<String, usize>,
    /// Folded name → positions of the cards with that name, in index order.
    by_name: HashMap<String, Vec<usize>>,
    /// Distinct folded names in order of first appearance, so suggestions are deterministic.
    names: Vec<String>,
}

/// A query that names no card.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LookupError {
    #[error("unknown card {query:?}{}", closest(.suggestions))]
    Unknown {
        query: String,
        /// Up to three names that come closest to the query, best first.
        suggestions: Vec<String>,
    },
}

/// "; closest: A, B", or nothing without suggestions.
pub(crate) fn closest(suggestions: &[String]) -> String {
    if suggestions.is_empty() {
        String::new()
    } else {
        format!("; closest: {}", suggestions.join(", "))
    }
}

impl<C> Default for CardIndex<C> {
    fn default() -> Self {
        Self {
            cards: Vec::new(),
            by_id: HashMap::new(),
            by_name: HashMap::new(),
            names: Vec::new(),
        }
    }
}

impl<C: Indexed> CardIndex<C> {
    /// Indexes `cards` in the order given. Where two cards share an id the first keeps it.
    pub fn new(cards: Vec<C>) -> Self {
        let mut by_id = HashMap::with_capacity(cards.len());
        let mut by_name: HashMap<String, Vec<usize>> = HashMap::new();
        let mut names = Vec::new();
        for (i, card) in cards.iter().enumerate() {
            by_id.entry(card.id().to_string()).or_insert(i);
            let folded = fold(card.name());
            let positions = by_name.entry(folded.clone()).or_default();
            if positions.is_empty() {
                names.push(folded);
            }
            positions.push(i);
        }
        Self {
            cards,
            by_id,
            by_name,
            names,
        }
    }

    pub fn cards(&self) -> &[C] {
        &self.cards
    }

    pub fn len(&self) -> usize {
        self.cards.len()
    }

    pub fn is_empty(&self) -> bool {
        self.cards.is_empty()
    }

    /// The card with exactly this id.
    pub fn get(&self, id: &str) -> Option<&C> {
        self.by_id.get(id).map(|&i| &self.cards[i])
    }

    /// Every card with this name (folded), in index order: all printings of a Pokémon.
    pub fn named<'a>(&'a self, name: &str) -> impl Iterator<Item = &'a C> + 'a {
        self.by_name
            .get(&fold(name))
            .into_iter()
            .flatten()
            .map(|&i| &self.cards[i])
    }

    /// The card a query means, or `None`: the id first, then the name. A name that several cards
    /// share gives the first of them in index order — for imported data the earliest printing.
    pub fn lookup(&self, query: &str) -> Option<&C> {
        self.get(query.trim()).or_else(|| self.named(query).next())
    }

    /// [`CardIndex::lookup`], or an error that suggests the closest names.
    pub fn find(&self, query: &str) -> Result<&C, LookupError> {
        self.lookup(query).ok_or_else(|| unknown(query, [self]))
    }

    /// Distinct names scored against a folded query, best first, above the floor. Only names
    /// of a length near the query's are scored: a misspelt name keeps about its length, and
    /// scoring every name against a long query costs a fuzzer's whole time budget.
    fn scored_names(&self, folded_query: &str) -> Vec<(f64, &str)> {
        let near =
            |name: &str| name.len().abs_diff(folded_query.len()) * 2 <= folded_query.len().max(8);
        let mut scored: Vec<(f64, &str)> = self
            .names
            .iter()
            .filter(|n| near(n))
            .map(|n| (strsim::jaro_winkler(folded_query, n), n.as_str()))
            .filter(|&(score, _)| score >= MIN_SIMILARITY)
            .collect();
        // Stable: equal scores keep index order.
        scored.sort_by(|a, b| b.0.total_cmp(&a.0));
        scored
    }

    /// The printed name of the first card whose folded name is `folded`.
    fn display_name(&self, folded: &str) -> Option<&str> {
        let &i = self.by_name.get(folded)?.first()?;
        Some(self.cards[i].name())
    }
}

/// The error for a query no index knows, with the closest names across `indexes` (earlier
/// indexes win ties, and a name suggested once is not suggested again).
pub(crate) fn unknown<'a, C: Indexed + 'a>(
    query: &str,
    indexes: impl IntoIterator<Item = &'a CardIndex<C>>,
) -> LookupError {
    let folded = fold(query);
    let mut scored: Vec<(f64, &str, &CardIndex<C>)> = indexes
        .into_iter()
        .flat_map(|index| {
            index
                .scored_names(&folded)
                .into_iter()
                .map(move |(score, name)| (score, name, index))
        })
        .collect();
    scored.sort_by(|a, b| b.0.total_cmp(&a.0));
    let mut suggestions: Vec<String> = Vec::new();
    let mut seen: Vec<&str> = Vec::new();
    for (_, name, index) in scored {
        if suggestions.len() == SUGGESTIONS {
            break;
        }
        if seen.contains(&name) {
            continue;
        }
        seen.push(name);
        suggestions.extend(index.display_name(name).map(str::to_string));
    }
    LookupError::Unknown {
        query: query.to_string(),
        suggestions,
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::model::CardClass;

    pub(crate) fn card(id: &str, name: &str) -> Card {
        Card {
            id: id.to_string(),
            name: name.to_string(),
            hp: 60,
            types: vec!["Lightning".to_string()],
            class: CardClass::Basic,
            attacks: vec![],
            weaknesses: vec![],
            resistances: vec![],
        }
    }

    fn index() -> CardIndex {
        CardIndex::new(vec![
            card("base1-58", "Pikachu"),
            card("base1-14", "Raichu"),
            card("neo1-35", "Pichu"),
            card("xy1-1", "Flabébé"),
            card("base2-60", "Pikachu"),
            card("xy1-2", "Charizard"),
        ])
    }

    #[test]
    fn finds_by_id_then_by_name() {
        let idx = index();
        assert_eq!(idx.find("base2-60").unwrap().id, "base2-60");
        assert_eq!(
            idx.find("PIKACHU").unwrap().id,
            "base1-58",
            "first in index order"
        );
        assert_eq!(idx.find("flabebe").unwrap().id, "xy1-1");
        assert_eq!(idx.named("pikachu").count(), 2);
        assert!(idx.get("BASE1-58").is_none(), "ids are exact");
    }

    #[test]
    fn unknown_card_suggests_the_closest_names() {
        let err = index().find("Pikachuu").unwrap_err();
        let LookupError::Unknown { suggestions, .. } = &err;
        assert_eq!(suggestions, &["Pikachu", "Pichu", "Raichu"]);
        assert_eq!(
            err.to_string(),
            r#"unknown card "Pikachuu"; closest: Pikachu, Pichu, Raichu"#
        );
    }

    #[test]
    fn nothing_close_suggests_nothing() {
        let err = index().find("zzzz").unwrap_err();
        assert_eq!(err.to_string(), r#"unknown card "zzzz""#);
    }

    #[test]
    fn first_id_wins() {
        let idx = CardIndex::new(vec![card("a", "One"), card("a", "Two")]);
        assert_eq!(idx.get("a").unwrap().name, "One");
        assert_eq!(idx.len(), 2);
    }
}
