//! The player a policy spec names, for one format: an enum rather than a box, so a simulation's
//! game loop calls it without dynamic dispatch.

use altplay_core::{Game, GameRng, Policy};

use crate::{IsMcts, Mcts};

/// `random` and `greedy` are the format's own players; `mcts` and `ismcts` search, playing their
/// rollouts with `Rollout` and (IS-MCTS) sampling hidden state with `Sampler`. A format without
/// hidden information still names a sampler type, and refuses `ismcts` before making one.
pub enum Player<G: Game, Random, Greedy, Rollout, Sampler> {
    Random(Random),
    Greedy(Greedy),
    Mcts(Mcts<G, Rollout>),
    IsMcts(IsMcts<G, Sampler, Rollout>),
}

/// The sampler type of a format whose games have nothing hidden to sample.
pub type NoSampler<G> = fn(&<G as Game>::View, &mut GameRng) -> G;

impl<G, Random, Greedy, Rollout, Sampler> Policy<G> for Player<G, Random, Greedy, Rollout, Sampler>
where
    G: Game,
    Random: Policy<G>,
    Greedy: Policy<G>,
    Mcts<G, Rollout>: Policy<G>,
    IsMcts<G, Sampler, Rollout>: Policy<G>,
{
    /// Inlined into the game loops, so a cheap player costs what its own `choose` costs; the
    /// searches' large bodies stay out of line.
    #[inline]
    fn choose(&mut self, game: &G) -> G::Action {
        match self {
            Player::Random(p) => p.choose(game),
            Player::Greedy(p) => p.choose(game),
            Player::Mcts(p) => search(p, game),
            Player::IsMcts(p) => search(p, game),
        }
    }
}

#[inline(never)]
fn search<G: Game, P: Policy<G>>(player: &mut P, game: &G) -> G::Action {
    player.choose(game)
}
