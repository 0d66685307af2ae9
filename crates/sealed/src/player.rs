//! An AI seat at a Sealed table: while the decks are built it takes every card its teammate
//! offers, has the AI's builder build its deck from its pool as it is then and says it is ready
//! (and builds again after taking a card); then the format's own player of its spec plays the
//! game. It keeps no state while building, so a player made again mid-building does the same.

use altplay_ai::{Halt, PolicySpec};
use altplay_core::{Policy, Seat};

use crate::building::Step;
use crate::game::{Inner, Phase, SealedAction, SealedGame};

pub struct SealedPlayer<G: Inner> {
    seat: Seat,
    spec: PolicySpec,
    seed: u64,
    halt: Option<Halt>,
    /// The format's player, made when the game begins (it needs the game's set-up).
    playing: Option<G::Player>,
}

impl<G: Inner> SealedPlayer<G> {
    pub fn new(seat: Seat, spec: PolicySpec, seed: u64, halt: Option<Halt>) -> Self {
        Self {
            seat,
            spec,
            seed,
            halt,
            playing: None,
        }
    }
}

impl<G: Inner> Policy<SealedGame<G>> for SealedPlayer<G> {
    fn choose(&mut self, game: &SealedGame<G>) -> SealedAction<G::Action> {
        match &game.phase {
            Phase::Building(b) => {
                let index = &game.data.index;
                let step = if b.offer_to(self.seat).is_some() {
                    Step::Accept
                } else if b.is_ai_build(self.seat, index) && b.may_be_ready(self.seat, index) {
                    Step::Ready
                } else {
                    Step::BuildForMe
                };
                SealedAction::Build {
                    seat: self.seat.0,
                    step,
                }
            }
            Phase::Playing(inner) => {
                let (spec, seat, seed, halt) = (self.spec, self.seat, self.seed, self.halt.clone());
                let player = self.playing.get_or_insert_with(|| {
                    G::player(&G::setup_of(inner), spec, seat, seed, halt)
                        .expect("the spec was checked when the seat was given to the AI")
                });
                SealedAction::Play(player.choose(inner))
            }
        }
    }
}
