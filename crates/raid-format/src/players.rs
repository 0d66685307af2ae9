//! The AI players: each plays for the lowest player who may act (in the shared turn, one player
//! then the next, a legal interleaving of RF-7). `greedy` plays the standard engine's greedy
//! player on that player's own game; `random` picks among that player's actions.

use altplay_ai::PolicySpec;
use altplay_core::{Game, GameRng, Policy};
use altplay_tcg::game::Action as TcgAction;
use altplay_tcg::players::Greedy;

use crate::state::{Action, RaidFormat};

pub enum RaidPlayer {
    /// The generator boxed: it is most of the player's size.
    Random {
        rng: Box<GameRng>,
        legal: Vec<Action>,
    },
    Greedy(Greedy),
}

impl RaidPlayer {
    /// A seeded player for `spec`.
    pub fn new(spec: PolicySpec, seed: u64) -> Result<RaidPlayer, String> {
        match spec {
            PolicySpec::Random => Ok(RaidPlayer::Random {
                rng: Box::new(GameRng::from_seed(seed)),
                legal: Vec::new(),
            }),
            PolicySpec::Greedy => Ok(RaidPlayer::Greedy(Greedy::new())),
            other => Err(format!(
                "raid-format has the players random and greedy, not {}",
                other.name()
            )),
        }
    }
}

impl Policy<RaidFormat> for RaidPlayer {
    fn choose(&mut self, game: &RaidFormat) -> Action {
        let seat = game.to_move().first().expect("a player to move");
        let player = seat.0;
        match self {
            RaidPlayer::Random { rng, legal } => {
                game.legal_actions(legal);
                legal.retain(|a| a.player() == player);
                legal[rng.below(legal.len() as u32) as usize]
            }
            RaidPlayer::Greedy(greedy) => {
                let action = greedy.choose(&game.games[seat.index()]);
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
