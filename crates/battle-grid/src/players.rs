//! Battle Grid's players from a policy spec: random, greedy, MCTS (open decklists only) and
//! IS-MCTS.

use altplay_ai::{Halt, IsMcts, Mcts, Player, PolicySpec};
use altplay_core::{GameRng, derive_seed};

use crate::{BattleGrid, Greedy, Options, RandomPlacement, View};

/// A spec that would let a player read what its seat may not see.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "mcts sees the whole game, including the opponent's hidden hand; use ismcts, or open the decklists (--open-decklists; open_decklists at a table)"
)]
pub struct ReadsHiddenHand;

/// Refuses a spec that would read hidden information under `options`.
pub fn check_spec(spec: PolicySpec, options: Options) -> Result<(), ReadsHiddenHand> {
    if matches!(spec, PolicySpec::Mcts(_)) && !options.open_decklists {
        return Err(ReadsHiddenHand);
    }
    Ok(())
}

/// IS-MCTS deals the hidden hands from a seat's view.
pub type Sampler = fn(&View, &mut GameRng) -> BattleGrid;

/// Any Battle Grid player.
pub type GridPlayer = Player<BattleGrid, RandomPlacement, Greedy, RandomPlacement, Sampler>;

/// A seeded player for a checked spec; a search ends early if `halt` says so.
pub fn player(spec: PolicySpec, seed: u64, halt: Option<Halt>) -> GridPlayer {
    let rollout = RandomPlacement::new(derive_seed(seed, 7));
    match spec {
        PolicySpec::Random => Player::Random(RandomPlacement::new(seed)),
        PolicySpec::Greedy => Player::Greedy(Greedy::new(seed)),
        PolicySpec::Mcts(config) => {
            Player::Mcts(Mcts::with_rollout(config, seed, rollout).halted_by(halt))
        }
        PolicySpec::IsMcts(config) => {
            let sampler: Sampler = BattleGrid::sample_from_view;
            Player::IsMcts(IsMcts::new(config, seed, sampler, rollout).halted_by(halt))
        }
    }
}
