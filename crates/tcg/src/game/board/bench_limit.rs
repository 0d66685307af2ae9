//! A player's Bench limit now: the one place it is worked out. TCG-4's (the rules' size),
//! unless the Stadium in play changes it ("Each player can't have more than 4 Benched
//! Pokémon", "Each player who has any Tera Pokémon in play can have up to 8 Pokémon on their
//! Bench").

use altplay_core::Seat;

use crate::effect::Lasting;
use crate::game::model::state::Tcg;

impl Tcg {
    /// How many Pokémon `seat` may have on their Bench now.
    pub(in crate::game) fn bench_limit(&self, seat: Seat) -> usize {
        let rules = usize::from(self.rules.bench_size);
        let Some((stadium, _)) = self.stadium else {
            return rules;
        };
        let Some(trainer) = self.def(stadium).trainer() else {
            return rules;
        };
        let board = &self.boards[seat.index()];
        let limit = trainer.passive.iter().find_map(|(l, _)| match *l {
            Lasting::BenchLimit { count, with } => with
                .is_none_or(|kind| board.in_play().any(|p| self.is_kind(p, kind)))
                .then_some(usize::from(count)),
            _ => None,
        });
        limit.unwrap_or(rules)
    }

    /// Whether `seat`'s Bench has room for one more Pokémon.
    pub(in crate::game) fn bench_has_room(&self, seat: Seat) -> bool {
        self.boards[seat.index()].bench.len() < self.bench_limit(seat)
    }
}
