//! The AI players: each plays one seat and chooses only that seat's actions, so at the shared
//! turn (RF-7) AI seats act beside people in any order. `greedy` plays the standard engine's
//! greedy player on its player's own game; `random` picks among its player's actions.

use altplay_ai::PolicySpec;
use altplay_core::{Game, GameRng, Policy, Seat};
use altplay_tcg::game::Action as TcgAction;
use altplay_tcg::players::Greedy;

use crate::state::{Action, RaidFormat};

/// A player of one seat.
pub struct RaidPlayer {
    seat: Seat,
    mind: Mind,
}

enum Mind {
    /// The generator boxed: it is most of the player's size.
    Random {
        rng: Box<GameRng>,
        legal: Vec<Action>,
    },
    Greedy(Greedy),
}

impl RaidPlayer {
    /// A seeded player for `spec` at `seat`.
    pub fn new(spec: PolicySpec, seat: Seat, seed: u64) -> Result<RaidPlayer, String> {
        let mind = match spec {
            PolicySpec::Random => Mind::Random {
                rng: Box::new(GameRng::from_seed(seed)),
                legal: Vec::new(),
            },
            PolicySpec::Greedy => Mind::Greedy(Greedy::new()),
            other => {
                return Err(format!(
                    "raid-format has the players random and greedy, not {}",
                    other.name()
                ));
            }
        };
        Ok(RaidPlayer { seat, mind })
    }
}

impl Policy<RaidFormat> for RaidPlayer {
    /// One of its seat's actions; its seat must be one that may act.
    fn choose(&mut self, game: &RaidFormat) -> Action {
        assert!(
            game.to_move().includes(self.seat),
            "player {} is asked to act but may not",
            self.seat.0 + 1
        );
        let player = self.seat.0;
        match &mut self.mind {
            Mind::Random { rng, legal } => {
                game.legal_actions(legal);
                legal.retain(|a| a.player() == player);
                legal[rng.below(legal.len() as u32) as usize]
            }
            Mind::Greedy(greedy) => {
                let action = greedy.choose(&game.games[self.seat.index()]);
                let chosen = Action::Play { player, action };
                if action != TcgAction::Done {
                    return chosen;
                }
                // "Done" may be refused while a boss card's pick is left (RF-15).
                let mut legal = Vec::new();
                game.legal_actions(&mut legal);
                if legal.contains(&chosen) {
                    chosen
                } else {
                    legal
                        .into_iter()
                        .find(|a| a.player() == player)
                        .expect("an action")
                }
            }
        }
    }
}
