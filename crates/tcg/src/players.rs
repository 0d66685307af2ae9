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

/// How strongly IS-MCTS follows greedy in its tree (`IsMcts::guided`). A turn is many small
/// actions, and unguided the search spread 1,000 iterations over orderings that change nothing
/// (0.48 against greedy over 100 Rillaboom mirrors); guided by greedy it scored 0.70 with this
/// weight (README).
pub const GUIDE_WEIGHT: f64 = 10.0;

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
            let search = IsMcts::new(config, derive_seed(seed, 5), sampler, Greedy::new())
                .guided(GUIDE_WEIGHT);
            Ok(Player::IsMcts(search.halted_by(halt)))
        }
    }
}
