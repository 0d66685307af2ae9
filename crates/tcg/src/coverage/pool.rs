//! A card pool's report (TCG-18): of its distinct names, each as its newest printing Legal in
//! the pool, how many play, and for each that does not, the texts or rules it lacks.

use altplay_cards::printed::{Pool, PrintedCard};
use serde::Serialize;

use super::ratio;
use super::reading::{ReadCard, Reading};

/// The names of a pool counted, how many play, and those that do not.
#[derive(Debug, Clone)]
pub struct PoolCoverage {
    pub pool: Pool,
    pub names: usize,
    pub playable: usize,
    /// In the order the cards were added.
    pub unplayable: Vec<Unplayable>,
}

/// A name of the pool that does not play, and why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Unplayable {
    pub name: String,
    /// The printing counted: the newest Legal in the pool.
    pub id: String,
    /// Each sentence the grammar does not read ("attack: …") and each refusal of the engine.
    pub lacks: Vec<String>,
}

impl PoolCoverage {
    pub fn new(pool: Pool) -> PoolCoverage {
        PoolCoverage {
            pool,
            names: 0,
            playable: 0,
            unplayable: Vec::new(),
        }
    }

    /// Counts `card`, one name of the pool, read as `read`.
    pub fn add(&mut self, card: &PrintedCard, read: &ReadCard) {
        self.names += 1;
        match Unplayable::of(card, read) {
            None => self.playable += 1,
            Some(unplayable) => self.unplayable.push(unplayable),
        }
    }

    /// The share of the pool's names that play (0 with none).
    pub fn share(&self) -> f64 {
        ratio(self.playable, self.names)
    }
}

impl Unplayable {
    /// `card`, read as `read`, with what keeps it from playing; `None` when it plays.
    pub fn of(card: &PrintedCard, read: &ReadCard) -> Option<Unplayable> {
        (!read.playable()).then(|| Unplayable {
            name: card.name.clone(),
            id: card.id.clone(),
            lacks: lacks(read),
        })
    }
}

/// What keeps a card from playing: its sentences not read, each after the kind of text, then
/// what the engine refuses.
fn lacks(read: &ReadCard) -> Vec<String> {
    let unread = read.texts.iter().flat_map(|text| match &text.reading {
        Reading::Unmodelled(sentences) => sentences
            .iter()
            .map(|s| format!("{}: {s}", text.kind.words()))
            .collect(),
        _ => Vec::new(),
    });
    unread.chain(read.refused.iter().cloned()).collect()
}
