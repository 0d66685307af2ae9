//! The searches on Battle Grid: IS-MCTS decides from the view alone, and both searches beat
//! random play in a short but real match.

use altplay_ai::{Budget, IsMcts, Mcts, SearchConfig};
use altplay_battle_grid::{
    Action, BattleGrid, Greedy, Options, RandomPlacement, Setup, View, sample,
};
use altplay_core::{Game, GameRng, Policy, Seat, Team, ToMove};

fn config(iterations: u32) -> SearchConfig {
    SearchConfig {
        budget: Budget::Iterations(iterations),
        exploration: 1.0,
        reuse: true,
    }
}

fn ismcts(iterations: u32, seed: u64) -> impl Policy<BattleGrid> {
    IsMcts::new(
        config(iterations),
        seed,
        |v: &View, rng: &mut GameRng| BattleGrid::sample_from_view(v, rng),
        RandomPlacement::new(seed ^ 1),
    )
}

fn setup_with_second_deck(deck: Vec<u16>) -> Setup {
    let mut c = sample::config(Options {
        first: Some(Seat(0)),
        ..Options::default()
    });
    c.decks[1] = deck;
    Setup::new(c).unwrap()
}

#[test]
fn ismcts_same_view_same_decision() {
    // Two games that differ only in seat 2's hidden hand.
    let a_deck = vec![1, 2, 2, 3, 3, 4, 4, 6, 7, 8, 8, 10, 11, 13, 14];
    let b_deck = vec![1, 2, 2, 3, 3, 4, 4, 6, 7, 5, 5, 9, 9, 12, 15];
    let mut a = setup_with_second_deck(a_deck).start(1, false);
    let mut b = setup_with_second_deck(b_deck).start(1, false);
    assert_ne!(a.hand(Seat(1)), b.hand(Seat(1)));
    let mut rng = GameRng::from_seed(4);
    for ply in 0..6 {
        if ply % 2 == 0 {
            let view = a.view(Some(Seat(0)));
            assert_eq!(view, b.view(Some(Seat(0))), "ply {ply}");
            let da = ismcts(300, 9).choose(&a);
            let db = ismcts(300, 9).choose(&b);
            assert_eq!(da, db, "ply {ply}");
            a.apply(&da).unwrap();
            b.apply(&db).unwrap();
        } else {
            // Seat 2 plays a card both decks hold (the first Basics).
            let action = loop {
                let action = a.random_action(&mut rng).unwrap();
                if b.clone().apply(&action).is_ok() {
                    break action;
                }
            };
            a.apply(&action).unwrap();
            b.apply(&action).unwrap();
        }
    }
}

/// Plays `games` games of `player` against `opponent`, seats and first player alternating;
/// returns the player's score (wins + draws/2).
fn score(
    options: Options,
    games: u64,
    mut player: impl FnMut(u64) -> Box<dyn Policy<BattleGrid>>,
    mut opponent: impl FnMut(u64) -> Box<dyn Policy<BattleGrid>>,
) -> f64 {
    let mut total = 0.0;
    for g in 0..games {
        let seat = (g % 2) as u8;
        let setup = Setup::new(sample::config(Options {
            first: Some(Seat(((g / 2) % 2) as u8)),
            ..options
        }))
        .unwrap();
        let mut game = setup.start(g, false);
        let mut me = player(g);
        let mut them = opponent(g + 1000);
        while let ToMove::Seat(s) = game.to_move() {
            let a: Action = if s.0 == seat {
                me.choose(&game)
            } else {
                them.choose(&game)
            };
            game.apply(&a).unwrap();
        }
        total += game.outcome().unwrap().value_for(Team(seat));
    }
    total
}

// 20 games: an even match scores 10 ± 2.2 (binomial sd); 16 is 2.7 sd above it.
#[test]
fn ismcts_beats_random_placement() {
    let s = score(
        Options::default(),
        20,
        |seed| Box::new(ismcts(200, seed)),
        |seed| Box::new(RandomPlacement::new(seed)),
    );
    assert!(s >= 16.0, "IS-MCTS scored {s} of 20");
}

#[test]
fn mcts_with_open_decklists_beats_greedy() {
    let open = Options {
        open_decklists: true,
        ..Options::default()
    };
    let s = score(
        open,
        20,
        |seed| {
            Box::new(Mcts::<BattleGrid, _>::with_rollout(
                config(400),
                seed,
                RandomPlacement::new(seed),
            ))
        },
        |seed| Box::new(Greedy::new(seed)),
    );
    assert!(s >= 16.0, "MCTS scored {s} of 20");
}
