//! Battle Grid's own players: uniform random without listing actions, and a one-move greedy.

use altplay_core::{Game, GameRng, Policy, Seat};

use crate::board::SPACES;
use crate::state::{Action, BattleGrid};

/// Uniform over the legal actions, like core's `RandomPolicy`, but drawn without listing them:
/// the fast policy for playouts and search rollouts.
#[derive(Debug, Clone)]
pub struct RandomPlacement {
    rng: GameRng,
}

impl RandomPlacement {
    pub fn new(seed: u64) -> Self {
        Self {
            rng: GameRng::from_seed(seed),
        }
    }
}

impl Policy<BattleGrid> for RandomPlacement {
    fn choose(&mut self, game: &BattleGrid) -> Action {
        game.random_action(&mut self.rng).unwrap_or(Action::Pass)
    }
}

/// Tokens on empty spaces are worth this many HP to the greedy player: enough to prefer
/// influence among equal scores, not enough to give up points.
const TOKEN_WORTH: i64 = 10;

/// Picks the placement with the best immediate column-score margin (BG-13), then the best board
/// influence (own tokens minus the opponent's on empty spaces, each space counted up to 4);
/// ties are broken at random.
#[derive(Debug, Clone)]
pub struct Greedy {
    rng: GameRng,
    buf: Vec<Action>,
}

impl Greedy {
    pub fn new(seed: u64) -> Self {
        Self {
            rng: GameRng::from_seed(seed),
            buf: Vec::new(),
        }
    }
}

/// The greedy player's score of a position for `seat`.
pub fn greedy_value(game: &BattleGrid, seat: Seat) -> i64 {
    let me = seat.index();
    let totals = game.totals();
    let margin = i64::from(totals[me]) - i64::from(totals[1 - me]);
    let mut influence = 0i64;
    for s in 0..SPACES as u8 {
        if game.occupant(s).is_none()
            && let Some((owner, n)) = game.tokens(s)
        {
            let n = i64::from(n.min(4));
            influence += if owner == seat { n } else { -n };
        }
    }
    margin + TOKEN_WORTH * influence
}

impl Policy<BattleGrid> for Greedy {
    fn choose(&mut self, game: &BattleGrid) -> Action {
        let seat = Seat(game.to_move);
        game.legal_actions(&mut self.buf);
        let mut best = i64::MIN;
        let mut ties = 0u32;
        let mut choice = Action::Pass;
        for &action in &self.buf {
            let mut next = game.clone();
            if next.apply(&action).is_err() {
                continue;
            }
            let value = greedy_value(&next, seat);
            if value > best {
                (best, ties, choice) = (value, 1, action);
            } else if value == best {
                // Reservoir sampling: each tied action is kept with equal chance.
                ties += 1;
                if self.rng.below(ties) == 0 {
                    choice = action;
                }
            }
        }
        choice
    }
}
