//! A card whose ability is used from its owner's hand or discard pile put onto their Bench by
//! that ability ([`crate::effect::Operation::BenchThisCard`]), and a Trainer card whose text is
//! used from there put into their hand by it ([`crate::effect::Operation::PileCardToHand`]).

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

    /// The Trainer card whose text is used from a pile goes from there into its owner's hand,
    /// if it is still there.
    pub(in crate::game) fn pile_card_to_hand(&mut self) {
        let frame = self.frame();
        let (card, seat) = (frame.card, frame.actor);
        let from = (self.def(card).trainer())
            .and_then(|t| t.from_pile.as_deref())
            .map(|(from, _)| *from);
        let zone = Zone::Discard(seat);
        if frame.text == TextRef::FromPile
            && from == Some(Source::Discard)
            && self.zone(zone).contains(&card)
        {
            self.take(zone, card, Goes::Hand);
        }
    }
}
