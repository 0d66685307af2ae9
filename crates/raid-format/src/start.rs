//! A new game: the boss deck shuffled once, each player's game dealt (RF-5), the boss put in
//! play on every board (RF-1).

use std::sync::Arc;

use altplay_core::{GameRng, derive_seed};
use altplay_tcg::game::{CardId, Tcg};
use arrayvec::ArrayVec;

use crate::config::{PLAYER_GAME, Setup};
use crate::state::{BOSS, Phase, RaidFormat};

impl RaidFormat {
    /// A new game of `setup`; `seed` all its chance, `record` whether it keeps its log.
    pub fn new(setup: Arc<Setup>, seed: u64, record: bool) -> Self {
        // Stream 0 is the boss's; player k's game is seeded from k + 1.
        let mut rng = GameRng::stream(seed, 0);
        let mut boss_deck: Vec<CardId> = setup.boss_deck().to_vec();
        rng.shuffle(&mut boss_deck);
        let mut games = ArrayVec::new();
        for k in 0..usize::from(setup.players) {
            let decks = [setup.deck(k).to_vec(), boss_deck.clone()];
            let seed = derive_seed(seed, k as u64 + 1);
            let mut game = Tcg::new(Arc::clone(setup.cards()), PLAYER_GAME, &decks, seed, record);
            // The boss is the first Pokémon in play on every board: the same id everywhere.
            game.put_in_play(BOSS, setup.boss);
            games.push(game);
        }
        let boss = games[0].boards[BOSS.index()].clone();
        let mut game = RaidFormat {
            setup,
            games,
            boss_before: boss.clone(),
            boss,
            stadium: None,
            phase: Phase::SetUp,
            boss_turns: 0,
            supporters: 0,
            out: 0,
            draws_left: 0,
            reshuffled: false,
            attack: None,
            recent: ArrayVec::new(),
            boss_taken: false,
            rng,
            log: record.then(Vec::new),
        };
        game.count_boss_prizes();
        game.lend_all();
        for k in 0..game.players() {
            game.gather_log(k);
        }
        game
    }
}
