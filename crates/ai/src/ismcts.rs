//! Information-set MCTS (single-observer, Cowling, Powley & Whitehouse 2012): each iteration
//! samples a full game consistent with the deciding seat's view, descends the one tree through
//! the actions legal in that sample, and counts for each child how often it was available, which
//! replaces the parent's visits in UCB.
//!
//! The search is given the view and a sampler, never the game itself, so it cannot read hidden
//! state: two games with the same view get the same decision for the same seed.

use altplay_core::{Game, GameRng, Policy, Seat, Team, derive_seed};
use rustc_hash::FxHashMap;

use crate::budget::{Halt, Meter, SearchConfig};
use crate::tree::{Stats, most_visited, rollout, ucb};

struct Node<A> {
    action: Option<A>,
    stats: Stats,
    children: FxHashMap<A, u32>,
    /// Iterations in which this node's action was legal at its parent.
    available: u32,
}

impl<A> Node<A> {
    fn new(action: Option<A>, team: Team) -> Self {
        Self {
            action,
            stats: Stats::new(team),
            children: FxHashMap::default(),
            available: 1,
        }
    }
}

/// IS-MCTS for seat views. `D` samples a game consistent with a view (the format supplies it:
/// for Battle Grid, `BattleGrid::sample_from_view`); `R` plays rollouts in the sampled games.
pub struct IsMcts<G: Game, D, R> {
    config: SearchConfig,
    rng: GameRng,
    sampler: D,
    rollout: R,
    nodes: Vec<Node<G::Action>>,
    path: Vec<u32>,
    legal: Vec<G::Action>,
    untried: Vec<usize>,
    halt: Option<Halt>,
    /// The weight of the rollout policy's advice in the tree, when the search is guided.
    guide: Option<f64>,
}

impl<G, D, R> IsMcts<G, D, R>
where
    G: Game,
    D: Fn(&G::View, &mut GameRng) -> G + Send,
    R: Policy<G>,
{
    /// The search's own generator is seeded from `seed`; the sampler draws from a second one.
    pub fn new(config: SearchConfig, seed: u64, sampler: D, rollout: R) -> Self {
        Self {
            config,
            rng: GameRng::from_seed(derive_seed(seed, 2)),
            sampler,
            rollout,
            nodes: Vec::new(),
            path: Vec::new(),
            legal: Vec::new(),
            untried: Vec::new(),
            halt: None,
            guide: None,
        }
    }

    /// The same search, guided by its rollout policy in the tree too: at each node the action
    /// the policy would play is expanded first, and in selection it gets a bonus of
    /// `weight / (visits + 1)` (progressive bias, Chaslot et al. 2008), so few iterations
    /// follow the policy and many can still overrule it. For games whose turns are many small
    /// actions, where random expansions spread a small budget over orderings that change nothing.
    pub fn guided(mut self, weight: f64) -> Self {
        self.guide = Some(weight);
        self
    }

    /// The same search, ended early by `halt` when there is one (see [`Halt`]).
    pub fn halted_by(mut self, halt: Option<Halt>) -> Self {
        self.halt = halt;
        self
    }

    /// Decides for `seat` from its view alone. Panics if the sampled games are over.
    pub fn decide(&mut self, view: &G::View, seat: Seat) -> G::Action {
        self.nodes.clear();
        let mut sample_rng = GameRng::from_seed(self.rng.next_u64());
        let mut meter = Meter::new(self.config.budget, self.halt.clone());
        while meter.next() {
            let state = (self.sampler)(view, &mut sample_rng);
            if self.nodes.is_empty() {
                self.nodes.push(Node::new(None, state.team_of(seat)));
            }
            self.iterate(state);
        }
        let children = self.nodes[0].children.values().copied();
        let best = most_visited(children, |c| self.nodes[c as usize].stats)
            .expect("the seat to move has a legal action");
        self.nodes[best as usize]
            .action
            .clone()
            .expect("children have actions")
    }

    fn iterate(&mut self, mut state: G) {
        let mut node = 0usize;
        self.path.clear();
        self.path.push(0);
        while let Some(seat) = state.to_move().first() {
            state.legal_actions(&mut self.legal);
            self.untried.clear();
            let children = &self.nodes[node].children;
            self.untried
                .extend((0..self.legal.len()).filter(|&i| !children.contains_key(&self.legal[i])));
            let advice = self.guide.map(|_| self.rollout.choose(&state));
            if !self.untried.is_empty() {
                let advised = self
                    .untried
                    .iter()
                    .copied()
                    .find(|&i| Some(&self.legal[i]) == advice.as_ref());
                let pick = advised.unwrap_or_else(|| {
                    self.untried[self.rng.below(self.untried.len() as u32) as usize]
                });
                let action = self.legal.swap_remove(pick);
                state.apply_listed(&action);
                let child = self.nodes.len() as u32;
                self.nodes[node].children.insert(action.clone(), child);
                self.nodes
                    .push(Node::new(Some(action), state.team_of(seat)));
                self.path.push(child);
                break;
            }
            node = self.select(node, advice.as_ref());
            let action = self.nodes[node]
                .action
                .clone()
                .expect("children have actions");
            state
                .apply(&action)
                .expect("tree actions are legal in this sample");
            self.path.push(node as u32);
        }
        let outcome = rollout(&mut state, &mut self.rollout);
        for &n in &self.path {
            self.nodes[n as usize].stats.record(outcome);
        }
    }

    /// UCB among the children legal in this sample, the advised one with its bonus; each of
    /// them was available once more.
    fn select(&mut self, node: usize, advice: Option<&G::Action>) -> usize {
        let c = self.config.exploration;
        let weight = self.guide.unwrap_or(0.0);
        let mut best = (f64::NEG_INFINITY, 0usize);
        for action in &self.legal {
            let child = self.nodes[node].children[action] as usize;
            let n = &mut self.nodes[child];
            let mut score = ucb(
                n.stats.value,
                n.stats.visits,
                f64::from(n.available).ln(),
                c,
            );
            if advice == Some(action) {
                score += weight / f64::from(n.stats.visits + 1);
            }
            n.available += 1;
            if score > best.0 {
                best = (score, child);
            }
        }
        best.1
    }
}

impl<G, D, R> Policy<G> for IsMcts<G, D, R>
where
    G: Game,
    D: Fn(&G::View, &mut GameRng) -> G + Send,
    R: Policy<G>,
{
    fn choose(&mut self, game: &G) -> G::Action {
        let Some(seat) = game.to_move().first() else {
            panic!("choose called on a finished game");
        };
        self.decide(&game.view(Some(seat)), seat)
    }
}
