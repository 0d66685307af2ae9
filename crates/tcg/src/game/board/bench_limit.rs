//! A player's Bench limit now: the one place it is worked out. TCG-4's (the rules' size),
//! unless the Stadium in play changes it ("Each player can't have more than 4 Benched
//! Pokémon", "Each player who has any Tera Pokémon in play can have up to 8 Pokémon on their
//! Bench"); an opponent's Active Pokémon's ability may lower it ("As long as this Pokémon is in
//! the Active Spot, your opponent can't have more than 3 Benched Pokémon"), the smaller number
//! holding.

use altplay_core::Seat;

use super::abilities::passive;
use crate::effect::Lasting;
use crate::game::model::state::Tcg;

impl Tcg {
    /// How many Pokémon `seat` may have on their Bench now.
    pub(in crate::game) fn bench_limit(&self, seat: Seat) -> usize {
        let limit = self.bench_limit_by_stadium(seat);
        if !self.cards.bench_limits_by_abilities {
            return limit;
        }
        self.bench_limit_by_abilities(seat)
            .map_or(limit, |l| l.min(limit))
    }

    /// TCG-4's Bench limit, or the Stadium's.
    fn bench_limit_by_stadium(&self, seat: Seat) -> usize {
        let rules = usize::from(self.rules.bench_size);
        let Some((stadium, _)) = self.stadium else {
            return rules;
        };
        let Some(trainer) = self.def(stadium).trainer() else {
            return rules;
        };
        let board = &self.boards[seat.index()];
        let limit = trainer.passive.iter().find_map(|(l, _)| match *l {
            Lasting::BenchLimit { count, with, .. } => with
                .is_none_or(|kind| board.in_play().any(|p| self.is_kind(p, kind)))
                .then_some(usize::from(count)),
            _ => None,
        });
        limit.unwrap_or(rules)
    }

    /// The smallest Bench limit the abilities of `seat`'s opponents' Active Pokémon set, if
    /// any: looked for only when a card of the table has such an ability.
    fn bench_limit_by_abilities(&self, seat: Seat) -> Option<usize> {
        let actives = self.rules.opponents(seat);
        let actives = actives.filter_map(|s| self.boards[s.index()].active.as_ref());
        actives
            .filter(|source| !self.abilities_off(source))
            .flat_map(|source| {
                let abilities = self.own_abilities(source).iter().enumerate();
                (abilities.filter_map(passive)).filter_map(move |(index, lasting, conditions)| {
                    match lasting {
                        Lasting::BenchLimit {
                            count,
                            opponents: true,
                            ..
                        } if self.ability_holds(source, index, conditions) => {
                            Some(usize::from(*count))
                        }
                        _ => None,
                    }
                })
            })
            .min()
    }

    /// Whether `seat`'s Bench has room for one more Pokémon.
    pub(in crate::game) fn bench_has_room(&self, seat: Seat) -> bool {
        self.boards[seat.index()].bench.len() < self.bench_limit(seat)
    }
}
