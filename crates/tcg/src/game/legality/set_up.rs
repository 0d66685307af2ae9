//! Set-up (TCG-4): the Basic Pokémon, or the cards an ability lets be placed so, put face down
//! as the Active Pokémon and on the Bench while it has room.

use altplay_core::{RuleError, Seat};

use super::check::refuse;
use crate::game::model::card::AbilityDef;
use crate::game::model::ids::CardId;
use crate::game::model::state::Tcg;

impl Tcg {
    /// TCG-4: a Basic Pokémon from the hand, or a card whose ability lets it be placed (as the
    /// Active Pokémon when `active`, else on the Bench).
    pub(super) fn placeable_at_set_up(
        &self,
        seat: Seat,
        card: CardId,
        active: bool,
    ) -> Result<(), RuleError> {
        let allowed = self.def(card).pokemon().is_some_and(|p| {
            p.abilities.iter().any(|a| match *a {
                AbilityDef::SetUp {
                    going_second,
                    bench,
                    ..
                } => (active || bench) && (!going_second || seat != self.first),
                _ => false,
            })
        });
        if allowed && self.boards[seat.index()].hand.contains(&card) {
            return Ok(());
        }
        self.basic_in_hand(seat, card, "TCG-4")
    }

    fn basic_in_hand(&self, seat: Seat, card: CardId, rule: &'static str) -> Result<(), RuleError> {
        if !self.boards[seat.index()].hand.contains(&card) {
            return refuse(rule, "that card is not in your hand");
        }
        self.basic(card, rule)
    }

    pub(super) fn basic(&self, card: CardId, rule: &'static str) -> Result<(), RuleError> {
        if !self.def(card).is_basic() {
            return refuse(rule, "only a Basic Pokémon is put into play this way");
        }
        Ok(())
    }

    pub(super) fn bench_room(&self, seat: Seat, rule: &'static str) -> Result<(), RuleError> {
        if !self.bench_has_room(seat) {
            return refuse(rule, "the Bench is full");
        }
        Ok(())
    }
}
