//! RF-24's Judge ruling (a local rule, on by default): when a player plays Judge, the boss draws
//! 4 cards too and resolves them at once, in the middle of the players' turn. Every board is put
//! in the boss's turn for it (whose turn, its limits, where it stood), and put back after.

use altplay_tcg::game::CardId;

use crate::state::{BOSS, Phase, RaidFormat};

/// The cards the boss draws for a player's Judge.
const JUDGE_DRAWS: u8 = 4;

impl RaidFormat {
    /// After player `k` played `card` (or had it given): Judge sets the boss drawing.
    pub(crate) fn after_supporter(&mut self, card: CardId) {
        let judge = self.def(card).name == "Judge";
        if judge && self.setup.config.local.faq && self.phase == Phase::Players {
            self.begin_interlude();
        }
    }

    fn begin_interlude(&mut self) {
        let mut saved: Vec<_> = self
            .games
            .iter_mut()
            .map(|game| game.begin_interlude(BOSS))
            .collect();
        saved.push(self.own.begin_interlude(BOSS));
        self.interlude = Some(saved);
        // Its own once-a-turn reshuffle (RF-14) is the boss's turn's; this is the players'.
        self.reshuffled = false;
        self.draws_left = JUDGE_DRAWS;
        self.next_boss_card();
    }

    /// The boss's draws for Judge are resolved: every board back where it stood, the players'
    /// turn going on.
    pub(crate) fn end_interlude(&mut self) {
        let Some(saved) = self.interlude.take() else {
            return;
        };
        let boards = self.games.iter_mut().chain(std::iter::once(&mut *self.own));
        for (game, stood) in boards.zip(saved) {
            game.end_interlude(stood);
        }
        self.lend_all();
        self.refresh_quota();
        self.phase = Phase::Players;
    }
}
