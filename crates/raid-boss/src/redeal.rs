//! What no hero has seen, dealt again: the boss cards dealt face down and the deck they came from
//! (their order and which is where), the Last Stand cards to come, and the dice to come. Every
//! seat sees the same table, so the redeal is the same for each. The conformance suite checks that
//! no view shows what it changes; the table server asks whether an action's outcome depended on
//! it (an undo may not take back what chance showed).

use altplay_core::GameRng;

use crate::state::State;

impl State {
    /// The same state with its chance dealt again from `rng`.
    pub fn chance_redealt(&self, rng: &mut GameRng) -> State {
        let mut state = self.clone();
        let face_down: Vec<usize> = (0..self.heroes.len())
            .filter(|&h| self.heroes[h].card.is_some_and(|slot| !slot.revealed))
            .collect();
        let mut unseen: Vec<u8> = state.deck.draw_pile().to_vec();
        unseen.extend(
            face_down
                .iter()
                .filter_map(|&h| self.heroes[h].card.map(|s| s.card)),
        );
        rng.shuffle(&mut unseen);
        for &hero in &face_down {
            if let (Some(slot), Some(card)) = (state.heroes[hero].card.as_mut(), unseen.pop()) {
                slot.card = card;
            }
        }
        let pile = state.deck.draw_pile_mut();
        pile.clear();
        pile.extend(unseen);
        rng.shuffle(&mut state.last_stands);
        state.rng = GameRng::from_seed(rng.next_u64());
        state
    }
}
