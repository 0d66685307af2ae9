//! The players of the normal game: `random` (core's), `greedy` (a sensible player with no
//! search) and the searches through the ai crate, IS-MCTS dealing what a seat cannot see from
//! its view (`Tcg::sample`).

mod greedy;

use altplay_ai::{Halt, IsMcts, Player, PolicySpec};
use altplay_core::{GameRng, RandomPolicy, derive_seed};

pub use greedy::Greedy;

use crate::game::{Tcg, View};

/// IS-MCTS deals the hidden cards from a seat's view.
pub type Sampler = fn(&View, &mut GameRng) -> Tcg;

/// Any player of the normal game; searches play their rollouts greedily.
pub type TcgPlayer = Player<Tcg, RandomPolicy<Tcg>, Greedy, Greedy, Sampler>;

/// A seeded player for a spec; a search ends early if `halt` says so. `mcts` sees every hidden
/// card, so it is refused: `ismcts` searches from the seat's view.
pub fn player(spec: PolicySpec, seed: u64, halt: Option<Halt>) -> Result<TcgPlayer, String> {
    match spec {
        PolicySpec::Random => Ok(Player::Random(RandomPolicy::new(seed))),
        PolicySpec::Greedy => Ok(Player::Greedy(Greedy::new())),
        PolicySpec::Mcts(_) => {
            Err("mcts would read the hidden hands, decks and Prize cards; use ismcts".to_string())
        }
        PolicySpec::IsMcts(config) => {
            let sampler: Sampler = Tcg::sample;
            let weight: f64 = std::env::var("ALTPLAY_GUIDE")
                .ok()
                .and_then(|v| v.parse().ok())
                .unwrap_or(1.0);
            let mut search = IsMcts::new(config, derive_seed(seed, 5), sampler, Greedy::new());
            if weight > 0.0 {
                search = search.guided(weight);
            }
            Ok(Player::IsMcts(search.halted_by(halt)))
        }
    }
}
