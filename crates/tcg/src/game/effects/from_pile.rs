//! A card whose ability is used from its owner's hand or discard pile put onto their Bench by
//! that ability ([`crate::effect::Operation::BenchThisCard`]).

use crate::effect::Source;
use crate::game::model::card::AbilityDef;
use crate::game::model::frame::{Goes, TextRef, Zone};
use crate::game::model::state::Tcg;

impl Tcg {
    /// The text's card goes from the pile its ability is used from onto the Bench, and is "this
    /// Pokémon" from then on. Only a text with no Pokémon of its own yet, whose card is still
    /// there, with room on the Bench.
    pub(in crate::game) fn bench_this_card(&mut self) {
        let frame = self.frame();
        let (card, seat) = (frame.card, frame.actor);
        let TextRef::Ability(index) = frame.text else {
            return;
        };
        let ability = self
            .def(card)
            .pokemon()
            .and_then(|p| p.abilities.get(usize::from(index)));
        let zone = match ability {
            Some(AbilityDef::UsedFrom {
                from: Source::Hand, ..
            }) => Zone::Hand(seat),
            Some(AbilityDef::UsedFrom {
                from: Source::Discard,
                ..
            }) => Zone::Discard(seat),
            _ => return,
        };
        if frame.this.is_some() || !self.zone(zone).contains(&card) || !self.bench_has_room(seat) {
            return;
        }
        self.take(zone, card, Goes::Bench);
        let frame = self.frame_mut();
        frame.this = frame.that.last().copied();
    }
}
