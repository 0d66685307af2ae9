//! Plays a game of any format with the fuzzer's bytes choosing among the legal actions, checking
//! the promises every engine makes: a game not over has a legal action, and each legal action is
//! taken.

use altplay_core::{Game, ToMove};

use crate::input::Input;

/// More actions than any real game takes; a game still going then is left there (a game that
/// never ends is the fuzzer's timeout to find, not this loop's).
const MAX_ACTIONS: usize = 5_000;

/// Always true: a game was played (for the probes' `is_ok_and`).
pub fn play<G: Game>(game: &mut G, input: &mut Input) -> bool {
    let mut legal = Vec::new();
    for _ in 0..MAX_ACTIONS {
        if let ToMove::Terminal = game.to_move() {
            assert!(game.outcome().is_some(), "a finished game has an outcome");
            return true;
        }
        game.legal_actions(&mut legal);
        assert!(!legal.is_empty(), "a game not over has a legal action");
        let action = &legal[input.below(legal.len())];
        if let Err(e) = game.apply(action) {
            panic!("the legal action {action:?} was refused: {e}");
        }
    }
    true
}
