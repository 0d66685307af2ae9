//! The seed each new table is dealt from: a fresh random one (the default), or, under
//! `altplay serve --seed N`, `derive_seed(N, n)` for the n-th table made since the server
//! started, so that a test or a demonstration deals the same games on every run.

use std::sync::atomic::{AtomicU64, Ordering};

use altplay_core::derive_seed;

pub enum TableSeeds {
    Random,
    Derived { master: u64, made: AtomicU64 },
}

impl TableSeeds {
    pub fn new(master: Option<u64>) -> Self {
        match master {
            None => TableSeeds::Random,
            Some(master) => TableSeeds::Derived {
                master,
                made: AtomicU64::new(0),
            },
        }
    }

    /// The seed of the next table made.
    pub fn next(&self) -> u64 {
        match self {
            TableSeeds::Random => rand::random(),
            TableSeeds::Derived { master, made } => {
                derive_seed(*master, made.fetch_add(1, Ordering::Relaxed))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_master_seed_deals_the_same_seeds_in_the_same_order() {
        let (a, b) = (TableSeeds::new(Some(7)), TableSeeds::new(Some(7)));
        let first: Vec<u64> = (0..3).map(|_| a.next()).collect();
        let again: Vec<u64> = (0..3).map(|_| b.next()).collect();
        assert_eq!(first, again);
        assert_ne!(first[0], first[1], "each table gets a seed of its own");
        assert_ne!(first[0], TableSeeds::new(Some(8)).next());
    }
}
