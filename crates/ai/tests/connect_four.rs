//! The search against known connect-four positions (columns written 1–7, actions are 0-based).

use std::time::Duration;

use altplay_ai::connect_four::ConnectFour;
use altplay_ai::{Budget, IsMcts, Mcts, RandomPolicy, SearchConfig};
use altplay_core::{Game, GameRng, Policy};

fn config(iterations: u32) -> SearchConfig {
    SearchConfig {
        budget: Budget::Iterations(iterations),
        exploration: 1.0,
        reuse: true,
    }
}

fn mcts_move(moves: &str, iterations: u32, seed: u64) -> u8 {
    let game = ConnectFour::from_moves(moves).unwrap();
    Mcts::new(config(iterations), seed).search(&game)
}

#[test]
fn mcts_wins_in_one() {
    for seed in 0..3 {
        assert_eq!(mcts_move("121212", 2000, seed), 0, "vertical");
        assert_eq!(mcts_move("112233", 2000, seed), 3, "horizontal");
    }
}

#[test]
fn mcts_blocks_an_immediate_loss() {
    for seed in 0..3 {
        assert_eq!(mcts_move("12121", 3000, seed), 0, "vertical threat");
        assert_eq!(mcts_move("1122337", 3000, seed), 3, "horizontal threat");
    }
}

#[test]
fn mcts_finds_a_forced_win_in_three() {
    // An open two on the bottom row: extending it to an open three makes two threats.
    for (moves, wins) in [("3344", [1, 4]), ("74433", [1, 4])] {
        for seed in 0..3 {
            let m = mcts_move(moves, 20_000, seed);
            assert!(wins.contains(&m), "{moves}: played {m}, seed {seed}");
        }
    }
}

#[test]
fn mcts_is_reproducible_for_a_seed() {
    let game = ConnectFour::from_moves("4433").unwrap();
    let run = |seed| {
        let mut m = Mcts::<ConnectFour>::new(config(3000), seed);
        m.search(&game);
        m.root_children()
    };
    assert_eq!(run(7), run(7));
    assert_ne!(run(7), run(8));
}

#[test]
fn mcts_reuses_the_subtree_after_a_move() {
    let mut game = ConnectFour::new();
    let mut mcts = Mcts::new(config(4000), 1);
    let first = mcts.search(&game);
    assert_eq!(mcts.last_search().reused_visits, 0);
    game.apply(&first).unwrap();
    let reply = RandomPolicy::new(3).choose(&game);
    game.apply(&reply).unwrap();
    mcts.search(&game);
    assert!(
        mcts.last_search().reused_visits > 0,
        "{:?}",
        mcts.last_search()
    );
    // A position the tree does not hold starts afresh.
    mcts.search(&ConnectFour::from_moves("7777").unwrap());
    assert_eq!(mcts.last_search().reused_visits, 0);
}

#[test]
fn mcts_time_budget_runs_and_stops() {
    let mut m = Mcts::<ConnectFour>::new(
        SearchConfig {
            budget: Budget::Time(Duration::from_millis(30)),
            ..config(0)
        },
        1,
    );
    let start = std::time::Instant::now();
    m.search(&ConnectFour::new());
    assert!(m.last_search().iterations > 10);
    assert!(start.elapsed() < Duration::from_secs(2));
}

#[test]
fn ismcts_on_a_perfect_information_game_wins_in_one() {
    let sampler = |view: &ConnectFour, _: &mut GameRng| view.clone();
    let mut search = IsMcts::new(config(2000), 1, sampler, RandomPolicy::new(2));
    let game = ConnectFour::from_moves("112233").unwrap();
    assert_eq!(search.choose(&game), 3);
}

#[test]
fn mcts_beats_random_at_connect_four() {
    // 20 games, seats alternating; a coin-flip player would score 10 ± 2.2 (binomial sd).
    let mut wins = 0.0;
    for g in 0..20u64 {
        let mut game = ConnectFour::new();
        let mut mcts = Mcts::new(config(500), g);
        let mut random = RandomPolicy::new(g + 100);
        let mcts_seat = (g % 2) as u8;
        while let altplay_core::ToMove::Seat(s) = game.to_move() {
            let a = if s.0 == mcts_seat {
                mcts.choose(&game)
            } else {
                random.choose(&game)
            };
            game.apply(&a).unwrap();
        }
        wins += game
            .outcome()
            .unwrap()
            .value_for(altplay_core::Team(mcts_seat));
    }
    assert!(wins >= 17.0, "MCTS scored {wins} of 20");
}
