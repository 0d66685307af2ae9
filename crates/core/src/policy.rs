use crate::{Game, GameRng};

/// Chooses an action for the seat to move. A policy owns its own random source, apart from the
/// game's, so that its choices never change the game's chance events.
pub trait Policy<G: Game>: Send {
    /// Called only when a seat is to move; returns one of `game`'s legal actions.
    fn choose(&mut self, game: &G) -> G::Action;
}

/// Picks uniformly among the legal actions.
pub struct RandomPolicy<G: Game> {
    rng: GameRng,
    buf: Vec<G::Action>,
}

impl<G: Game> RandomPolicy<G> {
    pub fn new(seed: u64) -> Self {
        Self {
            rng: GameRng::from_seed(seed),
            buf: Vec::new(),
        }
    }
}

impl<G: Game> Policy<G> for RandomPolicy<G> {
    fn choose(&mut self, game: &G) -> G::Action {
        game.legal_actions(&mut self.buf);
        let i = self.rng.below(self.buf.len() as u32) as usize;
        self.buf.swap_remove(i)
    }
}
