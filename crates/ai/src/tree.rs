//! Pieces both searches share: the UCB score and the rollout to the end of a game.

use altplay_core::{Game, Outcome, Policy, ToMove};

/// UCB1: the mean reward plus the exploration bonus. `ln_parent` is `ln` of the parent's (or, for
/// IS-MCTS, the child's availability) count.
#[inline]
pub(crate) fn ucb(value: f64, visits: u32, ln_parent: f64, c: f64) -> f64 {
    let n = f64::from(visits);
    value / n + c * (ln_parent / n).sqrt()
}

/// Plays `state` to its end with `policy` and returns how it ended.
pub(crate) fn rollout<G: Game, R: Policy<G>>(state: &mut G, policy: &mut R) -> Outcome {
    while let ToMove::Seat(_) = state.to_move() {
        let action = policy.choose(state);
        state
            .apply(&action)
            .expect("a rollout policy chooses legal actions");
    }
    state.outcome().expect("a game that is over has an outcome")
}
