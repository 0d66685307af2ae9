//! UCT for games of perfect information: each iteration copies the root position, descends the
//! tree by UCB1, adds one child, plays a rollout to the end and backs the result up. The tree is
//! an arena of nodes; after a move the subtree of the position reached is kept.

use altplay_core::{Game, GameRng, Policy, RandomPolicy, Team, derive_seed};

use crate::budget::{Halt, Meter, SearchConfig};
use crate::tree::{Stats, most_visited, rollout, ucb};

struct Node<A> {
    /// The action that led here (`None` at the root).
    action: Option<A>,
    /// Rewards here are for the team of the seat that took `action`.
    stats: Stats,
    children: Vec<u32>,
    /// Actions not yet tried; listed on the second visit, so one-visit leaves never list theirs.
    untried: Option<Vec<A>>,
}

impl<A> Node<A> {
    fn new(action: Option<A>, team: Team) -> Self {
        Self {
            action,
            stats: Stats::new(team),
            children: Vec::new(),
            untried: None,
        }
    }
}

/// What the last search did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct SearchStats {
    pub iterations: u32,
    /// Visits the root already had from the previous search's subtree.
    pub reused_visits: u32,
}

/// Monte Carlo tree search with UCT selection. `R` plays the rollouts (uniform random by
/// default). With an iteration budget the search is a pure function of the seed and the position.
/// It sees the whole state, so it is for games of perfect information (or a table that allows it).
pub struct Mcts<G: Game, R = RandomPolicy<G>> {
    config: SearchConfig,
    rng: GameRng,
    rollout: R,
    nodes: Vec<Node<G::Action>>,
    /// The position at the root of `nodes`, and the move chosen from it.
    root: Option<(G, G::Action)>,
    path: Vec<u32>,
    stats: SearchStats,
    halt: Option<Halt>,
}

impl<G: Game + PartialEq> Mcts<G> {
    /// Uniform random rollouts.
    pub fn new(config: SearchConfig, seed: u64) -> Self {
        Self::with_rollout(config, seed, RandomPolicy::new(derive_seed(seed, 1)))
    }
}

impl<G: Game + PartialEq, R: Policy<G>> Mcts<G, R> {
    pub fn with_rollout(config: SearchConfig, seed: u64, rollout: R) -> Self {
        Self {
            config,
            rng: GameRng::from_seed(seed),
            rollout,
            nodes: Vec::new(),
            root: None,
            path: Vec::new(),
            stats: SearchStats::default(),
            halt: None,
        }
    }

    /// The same search, ended early by `halt` when there is one (see [`Halt`]).
    pub fn halted_by(mut self, halt: Option<Halt>) -> Self {
        self.halt = halt;
        self
    }

    pub fn last_search(&self) -> SearchStats {
        self.stats
    }

    /// Visits and mean reward (for the seat to move) of each root action after the last search.
    pub fn root_children(&self) -> Vec<(G::Action, u32, f64)> {
        self.nodes.first().map_or_else(Vec::new, |root| {
            root.children
                .iter()
                .map(|&c| {
                    let n = &self.nodes[c as usize];
                    let action = n.action.clone().expect("children have actions");
                    (
                        action,
                        n.stats.visits,
                        n.stats.value / f64::from(n.stats.visits.max(1)),
                    )
                })
                .collect()
        })
    }

    /// Searches `game` and returns the most visited action. Panics if the game is over.
    pub fn search(&mut self, game: &G) -> G::Action {
        let Some(seat) = game.to_move().first() else {
            panic!("search called on a finished game");
        };
        let reused = self.config.reuse && self.reroot(game);
        if !reused {
            self.nodes.clear();
            // The root's team is never read: nobody moved into it.
            self.nodes.push(Node::new(None, game.team_of(seat)));
        }
        self.stats = SearchStats {
            iterations: 0,
            reused_visits: self.nodes[0].stats.visits,
        };
        let mut meter = Meter::new(self.config.budget, self.halt.clone());
        while meter.next() {
            self.iterate(game);
        }
        self.stats.iterations = meter.done;
        let best = self.best_child();
        self.root = Some((game.clone(), best.clone()));
        best
    }

    fn iterate(&mut self, root: &G) {
        let mut state = root.clone();
        let mut node = 0usize;
        self.path.clear();
        self.path.push(0);
        while let Some(seat) = state.to_move().first() {
            if self.nodes[node].untried.is_none() {
                let mut actions = Vec::new();
                state.legal_actions(&mut actions);
                self.nodes[node].untried = Some(actions);
            }
            let untried = self.nodes[node].untried.as_mut().expect("just listed");
            if !untried.is_empty() {
                let i = self.rng.below(untried.len() as u32) as usize;
                let action = untried.swap_remove(i);
                state.apply_listed(&action);
                let child = self.nodes.len();
                self.nodes
                    .push(Node::new(Some(action), state.team_of(seat)));
                self.nodes[node].children.push(child as u32);
                self.path.push(child as u32);
                break;
            }
            node = self.select(node);
            let action = self.nodes[node]
                .action
                .as_ref()
                .expect("children have actions");
            state.apply_listed(action);
            self.path.push(node as u32);
        }
        let outcome = rollout(&mut state, &mut self.rollout);
        for &n in &self.path {
            self.nodes[n as usize].stats.record(outcome);
        }
    }

    fn select(&self, node: usize) -> usize {
        let parent = &self.nodes[node];
        let ln = f64::from(parent.stats.visits).ln();
        let c = self.config.exploration;
        let mut best = (f64::NEG_INFINITY, 0usize);
        for &child in &parent.children {
            let n = &self.nodes[child as usize];
            let score = ucb(n.stats.value, n.stats.visits, ln, c);
            if score > best.0 {
                best = (score, child as usize);
            }
        }
        best.1
    }

    fn best_child(&self) -> G::Action {
        let children = self.nodes[0].children.iter().copied();
        let best = most_visited(children, |c| self.nodes[c as usize].stats)
            .expect("a search of an unfinished game expands the root");
        self.nodes[best as usize]
            .action
            .clone()
            .expect("children have actions")
    }

    /// Makes the node for `game` the root if the tree holds it: the child of the last choice, or
    /// one of its children (the opponent's reply). Returns whether it did.
    fn reroot(&mut self, game: &G) -> bool {
        let Some((previous, choice)) = self.root.take() else {
            return false;
        };
        let Some(&chosen) = self.nodes.first().and_then(|root| {
            root.children
                .iter()
                .find(|&&c| self.nodes[c as usize].action.as_ref() == Some(&choice))
        }) else {
            return false;
        };
        let mut after = previous;
        if after.apply(&choice).is_err() {
            return false;
        }
        let found = if after == *game {
            Some(chosen)
        } else {
            self.nodes[chosen as usize]
                .children
                .iter()
                .copied()
                .find(|&c| {
                    let mut next = after.clone();
                    let action = self.nodes[c as usize].action.as_ref().expect("has action");
                    next.apply(action).is_ok() && next == *game
                })
        };
        match found {
            Some(node) => {
                self.keep_subtree(node as usize);
                true
            }
            None => false,
        }
    }

    /// Replaces the arena by the subtree under `top`, renumbered from 0.
    fn keep_subtree(&mut self, top: usize) {
        let mut old = std::mem::take(&mut self.nodes);
        let mut kept: Vec<Node<G::Action>> = Vec::new();
        let mut stack = vec![(top, u32::MAX)];
        while let Some((index, parent)) = stack.pop() {
            let mut node = std::mem::replace(&mut old[index], Node::new(None, Team(0)));
            let here = kept.len() as u32;
            let children = std::mem::take(&mut node.children);
            stack.extend(children.iter().map(|&c| (c as usize, here)));
            kept.push(node);
            if parent != u32::MAX {
                kept[parent as usize].children.push(here);
            }
        }
        kept[0].action = None;
        self.nodes = kept;
    }
}

impl<G: Game + PartialEq, R: Policy<G>> Policy<G> for Mcts<G, R> {
    fn choose(&mut self, game: &G) -> G::Action {
        self.search(game)
    }
}
