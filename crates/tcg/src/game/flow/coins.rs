//! A coin a player flips during their turn: the game's generator says heads or tails, unless
//! an effect makes it tails ("During your opponent's next turn, whenever they flip a coin,
//! treat it as tails"). Coins flipped between turns (the Checkup) or by a player whose turn it
//! is not come from the generator alone.

use altplay_core::Seat;

use crate::game::model::event::Event;
use crate::game::model::state::Tcg;

impl Tcg {
    /// A coin `seat` flips, recorded: the generator's, or tails while `seat` treats its coins
    /// as tails. The generator is drawn from either way.
    pub(in crate::game) fn flip_coin(&mut self, seat: Seat) -> bool {
        let heads = self.rng.coin() && !self.treats_as_tails(seat);
        self.record(|| Event::Flipped { heads });
        heads
    }

    /// Whether `seat` treats its coins as tails now: during its own turn, in the turns an
    /// effect set.
    fn treats_as_tails(&self, seat: Seat) -> bool {
        self.cards.flips_tails
            && seat == self.current
            && (self.boards[seat.index()].flips_tails)
                .is_some_and(|(from, until)| (from..=until).contains(&self.turn))
    }
}
