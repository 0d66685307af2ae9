//! The AI players, each good at any of the four seats and playing for its team: `random`,
//! `greedy` (the normal game's greedy player on the engine) and `ismcts` (searching games dealt
//! from its seat's view, rollouts and guidance by greedy). None asks a question (TB-6); asked
//! one, `greedy` and `ismcts` answer a [`StandardQuestion`] truthfully and say they cannot
//! answer any other text, and `random` answers at random. `mcts` would read the hidden hands: refused.

use altplay_ai::{Halt, IsMcts, PolicySpec};
use altplay_core::{GameRng, Policy, derive_seed};
use altplay_tcg::game::Action as TcgAction;
use altplay_tcg::players::{GUIDE_WEIGHT, Greedy};

use crate::action::Action;
use crate::game_impl::ANSWERS;
use crate::questions::StandardQuestion;
use crate::state::TeamBattle;
use crate::view::TeamView;

/// IS-MCTS deals the hidden cards from a seat's view.
pub type Sampler = fn(&TeamView, &mut GameRng) -> TeamBattle;

/// Any player of Team Battle.
pub enum TeamPlayer {
    Random(TeamRandom),
    Greedy(TeamGreedy),
    IsMcts(IsMcts<TeamBattle, Sampler, TeamGreedy>),
}

impl TeamPlayer {
    /// A seeded player for `spec`; a search ends early if `halt` says so.
    pub fn new(spec: PolicySpec, seed: u64, halt: Option<Halt>) -> Result<TeamPlayer, String> {
        match spec {
            PolicySpec::Random => Ok(TeamPlayer::Random(TeamRandom::new(seed))),
            PolicySpec::Greedy => Ok(TeamPlayer::Greedy(TeamGreedy::default())),
            PolicySpec::Mcts(_) => Err(
                "mcts would read the hidden hands, decks and Prize cards; use ismcts".to_string(),
            ),
            PolicySpec::IsMcts(config) => {
                let sampler: Sampler = TeamBattle::sample;
                let search =
                    IsMcts::new(config, derive_seed(seed, 5), sampler, TeamGreedy::default())
                        .guided(GUIDE_WEIGHT)
                        .halted_by(halt);
                Ok(TeamPlayer::IsMcts(search))
            }
        }
    }
}

impl Policy<TeamBattle> for TeamPlayer {
    #[inline]
    fn choose(&mut self, game: &TeamBattle) -> Action {
        match self {
            TeamPlayer::Random(p) => p.choose(game),
            TeamPlayer::Greedy(p) => p.choose(game),
            // Asked, the search's answer would be the one that wins, not the true one.
            TeamPlayer::IsMcts(_) if game.asked.is_some() => honest_answer(game),
            TeamPlayer::IsMcts(p) => search(p, game),
        }
    }
}

#[inline(never)]
fn search(player: &mut IsMcts<TeamBattle, Sampler, TeamGreedy>, game: &TeamBattle) -> Action {
    player.choose(game)
}

/// Any legal action, each as likely: the engine's own list read directly, since wrapping each
/// action in Team Battle's first would cost a twentieth of a random game. Asked, it answers
/// yes or no at random. (It chooses as core's `RandomPolicy` would on the wrapped list.)
pub struct TeamRandom {
    rng: GameRng,
    legal: Vec<TcgAction>,
}

impl TeamRandom {
    pub fn new(seed: u64) -> TeamRandom {
        TeamRandom {
            rng: GameRng::from_seed(seed),
            legal: Vec::new(),
        }
    }
}

impl Policy<TeamBattle> for TeamRandom {
    #[inline]
    fn choose(&mut self, game: &TeamBattle) -> Action {
        if game.asked.is_some() {
            return ANSWERS[self.rng.below(ANSWERS.len() as u32) as usize].clone();
        }
        game.game.legal(&mut self.legal);
        let pick = self.rng.below(self.legal.len() as u32) as usize;
        Action::Play(self.legal[pick])
    }
}

/// The normal game's greedy player at the seat to move; asked, it answers truthfully.
#[derive(Debug, Default)]
pub struct TeamGreedy {
    greedy: Greedy,
}

impl Policy<TeamBattle> for TeamGreedy {
    #[inline]
    fn choose(&mut self, game: &TeamBattle) -> Action {
        if game.asked.is_some() {
            return honest_answer(game);
        }
        Action::Play(self.greedy.choose(&game.game))
    }
}

/// The truthful answer to the question waiting: a standard question's from the asked seat's own
/// hand and board; to any other text, that it cannot answer (it reads no other words).
fn honest_answer(game: &TeamBattle) -> Action {
    let asked = game.asked.as_ref().expect("a question waits");
    match StandardQuestion::read(&asked.question) {
        Some(q) => Action::Answer {
            yes: q.answer(&game.game, asked.to),
        },
        None => Action::CannotAnswer,
    }
}
