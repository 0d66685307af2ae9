//! Property tests: legal actions ⇔ accepted actions, the fast random draw stays inside the legal
//! list, and config + seed + actions replay a game exactly (BG-15, BG-16).

use altplay_battle_grid::{Action, BattleGrid, FORMAT, Options, Placement, Setup, board, sample};
use altplay_core::{Game, GameRng, Replay, Seat};
use proptest::prelude::*;

fn options(open: bool, spend: bool, overwhelm: bool) -> Options {
    Options {
        open_decklists: open,
        cost: if spend {
            altplay_battle_grid::PlacementCost::Spend
        } else {
            altplay_battle_grid::PlacementCost::Threshold
        },
        special: if overwhelm {
            altplay_battle_grid::SpecialEffect::Overwhelm
        } else {
            altplay_battle_grid::SpecialEffect::None
        },
        first: None,
    }
}

/// Plays a random game, calling `check` on every state before its move.
fn random_game(setup: &Setup, seed: u64, mut check: impl FnMut(&BattleGrid, &mut GameRng)) {
    let mut rng = GameRng::from_seed(seed ^ 0xABCD);
    let mut game = setup.start(seed, true);
    while let Some(action) = game.random_action(&mut rng) {
        check(&game, &mut rng);
        game.apply(&action).expect("a drawn action is legal");
    }
    assert!(game.outcome().is_some());
}

fn random_unlisted(game: &BattleGrid, rng: &mut GameRng) -> Action {
    if rng.below(20) == 0 {
        return Action::Pass;
    }
    Action::Place(Placement {
        card: rng.below(game.cards().len() as u32 + 1) as u16,
        space: rng.below(board::SPACES as u32 + 1) as u8,
        influence: rng.below(1 << board::SPACES) as u16,
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn bg_15_legal_actions_are_exactly_the_accepted_ones(
        seed in any::<u64>(), open in any::<bool>(), spend in any::<bool>(), overwhelm in any::<bool>()
    ) {
        let setup = Setup::new(sample::config(options(open, spend, overwhelm))).unwrap();
        let mut listed = Vec::new();
        random_game(&setup, seed, |game, rng| {
            game.legal_actions(&mut listed);
            assert!(!listed.is_empty());
            for action in &listed {
                let mut next = game.clone();
                next.apply(action).unwrap_or_else(|e| panic!("{action:?} listed but refused: {e}"));
            }
            for _ in 0..40 {
                let action = random_unlisted(game, rng);
                let mut next = game.clone();
                match next.apply(&action) {
                    Ok(()) => assert!(listed.contains(&action), "{action:?} accepted but not listed"),
                    Err(e) => {
                        assert!(!listed.contains(&action), "{action:?} listed but refused");
                        assert!(e.rule.starts_with("BG-"), "{e}");
                        assert_eq!(&next, game, "a refused action changed the game");
                    }
                }
            }
            let drawn = game.random_action(rng).unwrap();
            assert!(listed.contains(&drawn), "{drawn:?} drawn but not listed");
        });
    }

    #[test]
    fn bg_16_config_seed_and_actions_replay_exactly(seed in any::<u64>(), open in any::<bool>()) {
        let setup = Setup::new(sample::config(options(open, false, false))).unwrap();
        let mut replay = Replay::new(FORMAT, setup.config(), seed);
        let mut rng = GameRng::from_seed(seed);
        let mut game = setup.start(seed, true);
        while let Some(action) = game.random_action(&mut rng) {
            replay.push(&action);
            game.apply(&action).unwrap();
        }
        replay.outcome = game.outcome();
        let json = serde_json::to_string(&replay).unwrap();
        let replay: Replay = serde_json::from_str(&json).unwrap();
        let again = Setup::new(replay.config().unwrap()).unwrap().start(replay.seed, true);
        let again = replay.play_on(again).unwrap();
        prop_assert_eq!(again.events(), game.events());
        prop_assert_eq!(again, game);
    }
}

#[test]
fn random_draw_is_uniform_over_the_legal_list() {
    let setup = sample::setup();
    let game = setup.start(3, false);
    let mut listed = Vec::new();
    game.legal_actions(&mut listed);
    let mut rng = GameRng::from_seed(5);
    let n = 200 * listed.len() as u32;
    let mut counts = vec![0u32; listed.len()];
    for _ in 0..n {
        let a = game.random_action(&mut rng).unwrap();
        counts[listed.iter().position(|x| *x == a).unwrap()] += 1;
    }
    // Each count is Binomial(n, 1/k): mean 200; allow 5 standard deviations.
    let sd = (200.0f64 * (1.0 - 1.0 / listed.len() as f64)).sqrt();
    assert!(
        counts.iter().all(|&c| (c as f64 - 200.0).abs() < 5.0 * sd),
        "{counts:?}"
    );
}

#[test]
fn views_never_show_a_hidden_hand() {
    let setup = sample::setup();
    random_game(&setup, 9, |game, _| {
        let v = game.view(Some(Seat(0)));
        assert!(v.hands[1].cards.is_none());
        assert_eq!(v.hands[1].size, game.hand(Seat(1)).total());
    });
}
