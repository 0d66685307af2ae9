//! A new game: the boss deck shuffled once, each player's game dealt (RF-5), the boss put in
//! play on every board (RF-1).

use std::sync::Arc;

use altplay_core::{GameRng, derive_seed};
use altplay_tcg::game::{CardId, Rules, Tcg};
use arrayvec::ArrayVec;

use crate::config::{EMPTY_BOARD, Setup};
use crate::state::{BOSS, MAX_PLAYERS, Phase, RaidFormat};

impl RaidFormat {
    /// A new game of `setup`; `seed` all its chance, `record` whether it keeps its log.
    pub fn new(setup: Arc<Setup>, seed: u64, record: bool) -> Self {
        // Stream 0 is the boss's; player k's game is seeded from k + 1.
        let mut rng = GameRng::stream(seed, 0);
        let mut boss_deck: Vec<CardId> = setup.boss_deck.clone();
        rng.shuffle(&mut boss_deck);
        // An empty board keeps no log: nothing happens on it that anyone is told.
        let board = |deck: Vec<CardId>, rules: Rules, seed| {
            let decks = [deck, boss_deck.clone()];
            let log = record && rules != EMPTY_BOARD;
            let mut game = Tcg::new(Arc::clone(setup.cards()), rules, &decks, seed, log);
            // The boss is the first Pokémon in play on every board: the same id everywhere.
            game.put_in_play(BOSS, setup.boss);
            game
        };
        let games: Vec<Tcg> = (0..usize::from(setup.players))
            .map(|k| {
                let seed = derive_seed(seed, k as u64 + 1);
                if setup.is_physical(k) {
                    board(Vec::new(), EMPTY_BOARD, seed)
                } else {
                    board(setup.decks[k].clone(), setup.rules, seed)
                }
            })
            .collect();
        let own = Box::new(board(
            Vec::new(),
            EMPTY_BOARD,
            derive_seed(seed, MAX_PLAYERS as u64 + 1),
        ));
        let boss = own.board(BOSS).clone();
        let mut game = RaidFormat {
            setup,
            games,
            own,
            prizes_left: [6; MAX_PLAYERS],
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
            interlude: None,
            recent: ArrayVec::new(),
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
