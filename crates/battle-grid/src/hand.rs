//! A hand as counts per distinct card (BG-4, BG-15): identical cards are one entry, so legal
//! actions are deduplicated for free and the hand is a fixed-size value that clones as a copy.

use crate::board::class_index;
use crate::config::{CardInfo, DECK_SIZE};

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Entry {
    pub card: u16,
    pub count: u8,
    /// Class index (0 Basic … 3 Rule box) and printed HP, copied here so the hot path never
    /// looks the card up.
    pub class: u8,
    pub hp: u16,
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Hand {
    entries: [Entry; DECK_SIZE],
    len: u8,
    total: u8,
    /// Distinct cards still held, per class.
    kinds: [u8; 4],
}

impl Hand {
    /// A hand of the given cards (indices into `table`), at most 15.
    pub fn from_cards(cards: &[u16], table: &[CardInfo]) -> Self {
        let mut hand = Self::default();
        let mut sorted: Vec<u16> = cards.to_vec();
        sorted.sort_unstable();
        for card in sorted.into_iter().take(DECK_SIZE) {
            hand.add(card, &table[card as usize]);
        }
        hand
    }

    fn add(&mut self, card: u16, info: &CardInfo) {
        if let Some(e) = self.entries[..self.len as usize]
            .iter_mut()
            .find(|e| e.card == card)
        {
            if e.count == 0 {
                self.kinds[e.class as usize] += 1;
            }
            e.count += 1;
        } else {
            let class = class_index(info.class) as u8;
            self.entries[self.len as usize] = Entry {
                card,
                count: 1,
                class,
                hp: info.hp,
            };
            self.len += 1;
            self.kinds[class as usize] += 1;
        }
        self.total += 1;
    }

    /// Every distinct card ever held, including those whose count is now 0.
    #[inline]
    pub fn entries(&self) -> &[Entry] {
        &self.entries[..self.len as usize]
    }

    /// The distinct cards held now, each with its count.
    pub fn held(&self) -> impl Iterator<Item = &Entry> {
        self.entries().iter().filter(|e| e.count > 0)
    }

    #[inline]
    pub fn find(&self, card: u16) -> Option<usize> {
        self.entries()
            .iter()
            .position(|e| e.card == card && e.count > 0)
    }

    #[inline]
    pub fn entry(&self, index: usize) -> Entry {
        self.entries[index]
    }

    /// Removes one copy of the entry at `index` (which holds at least one).
    #[inline]
    pub fn take(&mut self, index: usize) -> Entry {
        let e = &mut self.entries[index];
        e.count -= 1;
        if e.count == 0 {
            self.kinds[e.class as usize] -= 1;
        }
        self.total -= 1;
        *e
    }

    #[inline]
    pub fn total(&self) -> u8 {
        self.total
    }

    /// Distinct cards of a class held now.
    #[inline]
    pub fn kinds(&self, class: usize) -> u8 {
        self.kinds[class]
    }

    /// The `n`-th distinct card of a class held now (`n < kinds(class)`), as an entry index.
    #[inline]
    pub fn nth_of_class(&self, class: usize, mut n: u8) -> usize {
        for (i, e) in self.entries().iter().enumerate() {
            if e.count > 0 && e.class as usize == class {
                if n == 0 {
                    return i;
                }
                n -= 1;
            }
        }
        unreachable!("n is below the number of distinct cards of the class")
    }
}
