//! What no seat has seen, dealt again: the order of the undrawn Boss Attack and Cheer cards, and
//! the coins to come. Every seat sees the same table, so the redeal is the same for each. The
//! conformance suite checks that no view shows what it changes; the table server asks whether an
//! action's outcome depended on it (an undo may not take back what chance showed).

use altplay_core::GameRng;

use crate::RaidBattle;

impl RaidBattle {
    /// The same game with its chance dealt again from `rng`.
    pub fn chance_redealt(&self, rng: &mut GameRng) -> Self {
        let mut game = self.clone();
        game.boss_deck.shuffle(rng);
        game.cheer_deck.shuffle(rng);
        game.boss_rng = GameRng::from_seed(rng.next_u64());
        game.cheer_rng = GameRng::from_seed(rng.next_u64());
        game.coin_rng = GameRng::from_seed(rng.next_u64());
        game
    }
}
