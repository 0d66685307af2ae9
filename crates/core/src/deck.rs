use arrayvec::ArrayVec;

use crate::GameRng;

/// A deck of at most `N` cards with a draw pile and a discard pile, stored inline (no heap), so
/// cloning a game state for search costs no allocation. The top of a pile is its last element.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Deck<T, const N: usize> {
    draw: ArrayVec<T, N>,
    discard: ArrayVec<T, N>,
}

impl<T: Copy, const N: usize> Deck<T, N> {
    /// A deck whose draw pile is `cards`, the last one on top. Panics if more than `N` cards are
    /// given, which is a programming error (deck sizes are fixed by the format).
    pub fn new(cards: &[T]) -> Self {
        let mut draw = ArrayVec::new();
        draw.try_extend_from_slice(cards)
            .expect("deck capacity is fixed by the format");
        Self {
            draw,
            discard: ArrayVec::new(),
        }
    }

    pub fn shuffle(&mut self, rng: &mut GameRng) {
        rng.shuffle(&mut self.draw);
    }

    /// Draws the top card; an empty draw pile is first refilled by shuffling the discard pile.
    /// `None` only when both piles are empty.
    pub fn draw(&mut self, rng: &mut GameRng) -> Option<T> {
        if self.draw.is_empty() {
            std::mem::swap(&mut self.draw, &mut self.discard);
            rng.shuffle(&mut self.draw);
        }
        self.draw.pop()
    }

    /// Puts a card that was drawn on the discard pile.
    pub fn discard(&mut self, card: T) {
        // A card can only be discarded after it was drawn, so there is always room.
        self.discard.push(card);
    }

    pub fn draw_pile(&self) -> &[T] {
        &self.draw
    }

    /// The draw pile to deal again: what no one has seen of a deck is its draw pile's order and,
    /// where a format deals cards face down from it, its make-up.
    pub fn draw_pile_mut(&mut self) -> &mut ArrayVec<T, N> {
        &mut self.draw
    }

    pub fn discard_pile(&self) -> &[T] {
        &self.discard
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn draws_from_the_top_then_refills_from_the_shuffled_discard() {
        let mut rng = GameRng::from_seed(1);
        let mut deck: Deck<u8, 3> = Deck::new(&[1, 2, 3]);
        assert_eq!(deck.draw(&mut rng), Some(3));
        assert_eq!(deck.draw(&mut rng), Some(2));
        deck.discard(3);
        deck.discard(2);
        assert_eq!(deck.draw(&mut rng), Some(1));
        deck.discard(1);
        assert!(deck.draw_pile().is_empty());
        let mut seen = vec![];
        for _ in 0..3 {
            seen.push(deck.draw(&mut rng).unwrap());
        }
        seen.sort();
        assert_eq!(seen, vec![1, 2, 3]);
        assert_eq!(deck.draw(&mut rng), None);
    }

    #[test]
    fn shuffle_keeps_every_card() {
        let mut rng = GameRng::from_seed(9);
        let cards: Vec<u8> = (0..20).collect();
        let mut deck: Deck<u8, 20> = Deck::new(&cards);
        deck.shuffle(&mut rng);
        let mut pile = deck.draw_pile().to_vec();
        assert_ne!(pile, cards, "a 20-card shuffle left the order unchanged");
        pile.sort();
        assert_eq!(pile, cards);
    }
}
