//! Pieces both searches share: the UCB score and the rollout to the end of a game.

use altplay_core::{Game, Outcome, Policy, Team, ToMove};

/// UCB1: the mean reward plus the exploration bonus. `ln_parent` is `ln` of the parent's (or, for
/// IS-MCTS, the child's availability) count.
#[inline]
pub(crate) fn ucb(value: f64, visits: u32, ln_parent: f64, c: f64) -> f64 {
    let n = f64::from(visits);
    value / n + c * (ln_parent / n).sqrt()
}

/// Plays `state` to its end with `policy` and returns how it ended.
pub(crate) fn rollout<G: Game, R: Policy<G>>(state: &mut G, policy: &mut R) -> Outcome {
    while state.to_move() != ToMove::Terminal {
        let action = policy.choose(state);
        state.apply_listed(&action);
    }
    state.outcome().expect("a game that is over has an outcome")
}

/// A node's visit count and summed reward, for the team that took the node's action.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Stats {
    pub(crate) visits: u32,
    pub(crate) value: f64,
    pub(crate) team: Team,
}

impl Stats {
    pub(crate) fn new(team: Team) -> Self {
        Self {
            visits: 0,
            value: 0.0,
            team,
        }
    }

    /// Backs a finished iteration up through this node.
    #[inline]
    pub(crate) fn record(&mut self, outcome: Outcome) {
        self.visits += 1;
        self.value += outcome.value_for(self.team);
    }
}

/// The robust final choice: the child with the most visits, then the best total reward.
pub(crate) fn most_visited(
    children: impl Iterator<Item = u32>,
    stats: impl Fn(u32) -> Stats,
) -> Option<u32> {
    children.max_by(|&a, &b| {
        let (a, b) = (stats(a), stats(b));
        a.visits.cmp(&b.visits).then(a.value.total_cmp(&b.value))
    })
}
