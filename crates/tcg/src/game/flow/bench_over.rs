//! A Bench over its limit (TCG-4, `board/bench_limit.rs`): when the Stadium in play lowers a
//! player's limit, or what raised it leaves (their last Tera Pokémon, the Stadium itself), that
//! player discards Benched Pokémon of their choice, one by one, down to it. The player whose
//! Stadium is in play, who played it, discards first, then the others in turn order.

use altplay_core::Seat;

use crate::game::model::ids::Uid;
use crate::game::model::state::{Step, Tcg};

impl Tcg {
    /// Whether a seat has more Benched Pokémon than it may: then it is asked to discard one.
    pub(in crate::game) fn bench_over(&mut self) -> bool {
        // After most actions: no Stadium or ability changes TCG-4's limit, and no Bench is over
        // it (this runs after every action).
        if self.stadium.is_none() && !self.cards.bench_limits_by_abilities {
            let size = usize::from(self.rules.bench_size);
            if self.boards.iter().all(|b| b.bench.len() <= size) {
                return false;
            }
        }
        let first = self.stadium.map_or(self.current, |(_, owner)| owner);
        let order = (first.0..self.rules.seats).chain(0..first.0).map(Seat);
        let over = order.into_iter().find(|&seat| {
            let benched = self.boards[seat.index()].bench.len();
            benched > 0 && benched > self.bench_limit(seat)
        });
        if let Some(seat) = over {
            self.step = Step::DiscardBenched(seat);
        }
        over.is_some()
    }

    /// `seat`, over its Bench limit, discards its Benched Pokémon `uid`; the game goes on.
    pub(in crate::game) fn discard_over(&mut self, seat: Seat, uid: Uid) {
        debug_assert!(self.boards[seat.index()].bench.iter().any(|p| p.uid == uid));
        self.discard_from_play(uid);
        self.proceed();
    }
}
