//! What a player has not seen, dealt again: on each player's board what the engine's sample deals
//! again for them (their own deck's order and Prize cards; another player's hand too), the boss
//! deck's order while no boss card is being resolved, and every chance to come. The conformance
//! suite checks that no view shows what it changes; the table server asks whether an action's
//! outcome depended on it (an undo may not take back what chance showed).

use altplay_core::{GameRng, Seat};
use altplay_tcg::game::Tcg;

use crate::state::{BOSS, PLAYER, Phase, RaidFormat};

impl RaidFormat {
    /// The same game with what `seat` has not seen dealt again from `rng`.
    pub fn redealt_for(&self, seat: Seat, rng: &mut GameRng) -> Self {
        let mut game = self.clone();
        for (k, board) in game.games.iter_mut().enumerate() {
            if self.is_physical(k) {
                continue;
            }
            let viewer = (usize::from(seat.0) == k).then_some(PLAYER);
            let mut dealt = Tcg::sample(&board.view_for(viewer), rng);
            // The boss is shared by every board: dealt once, below.
            dealt.lend_board(BOSS, board.board(BOSS));
            dealt.keep_record_of(board);
            *board = dealt;
        }
        let between_boss_cards =
            matches!(game.phase, Phase::SetUp | Phase::Players) && game.interlude.is_none();
        if between_boss_cards {
            game.boss.shuffle_deck(rng);
            game.lend_all();
        }
        game.own.reseed(GameRng::from_seed(rng.next_u64()));
        game.rng = GameRng::from_seed(rng.next_u64());
        game
    }
}
