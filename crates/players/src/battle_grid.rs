//! Battle Grid players: random, greedy, MCTS (open decklists only) and IS-MCTS.

use altplay_ai::{Halt, IsMcts, Mcts, PolicySpec};
use altplay_battle_grid::{BattleGrid, Greedy, Options, RandomPlacement, View};
use altplay_core::{GameRng, Policy, derive_seed};

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

/// A seeded player for a checked spec; a search ends early if `halt` says so.
pub fn player(spec: PolicySpec, seed: u64, halt: Option<Halt>) -> Box<dyn Policy<BattleGrid>> {
    let rollout = RandomPlacement::new(derive_seed(seed, 7));
    match spec {
        PolicySpec::Random => Box::new(RandomPlacement::new(seed)),
        PolicySpec::Greedy => Box::new(Greedy::new(seed)),
        PolicySpec::Mcts(config) => {
            Box::new(Mcts::with_rollout(config, seed, rollout).halted_by(halt))
        }
        PolicySpec::IsMcts(config) => {
            let sampler: fn(&View, &mut GameRng) -> BattleGrid = BattleGrid::sample_from_view;
            Box::new(IsMcts::new(config, seed, sampler, rollout).halted_by(halt))
        }
    }
}
