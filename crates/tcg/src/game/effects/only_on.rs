//! A Special Energy that can be attached only to some Pokémon (Team Rocket's Energy: "This card
//! can only be attached to a Team Rocket's Pokémon. If this card is attached to anything other
//! than a Team Rocket's Pokémon, discard this card."): attaching it elsewhere is refused, from
//! the hand and by an effect, and one attached to any other Pokémon when a text is done (moved
//! there, or its Pokémon changed) is discarded. Looked for only when a card of the table is one
//! (`CardTable.energy_only_on`).

use crate::game::model::event::Event;
use crate::game::model::frame::Filter;
use crate::game::model::ids::CardId;
use crate::game::model::state::{InPlay, Tcg};

impl Tcg {
    /// Whether `pokemon` may have the Energy card `card` attached.
    pub(in crate::game) fn may_hold(&self, card: CardId, pokemon: &InPlay) -> bool {
        let only_on = self.def(card).energy().and_then(|e| e.only_on);
        only_on.is_none_or(|filter| self.passes(pokemon.card(), Filter::Card(filter), None))
    }

    /// Discards every Energy attached to a Pokémon it can't be attached to.
    pub(in crate::game) fn discard_misattached(&mut self) {
        for seat in 0..self.boards.len() {
            let board = &self.boards[seat];
            let misattached: Vec<(u16, CardId)> = (board.in_play())
                .flat_map(|p| p.energy.iter().map(move |&card| (p, card)))
                .filter(|&(p, card)| !self.may_hold(card, p))
                .map(|(p, card)| (p.uid, card))
                .collect();
            for (uid, card) in misattached {
                let Some((seat, p)) = self.locate_mut(uid) else {
                    continue;
                };
                if let Some(at) = p.energy.iter().position(|&c| c == card) {
                    p.energy.remove(at);
                }
                self.boards[seat.index()].put_discarded(card, &self.cards);
                self.record(|| Event::Discarded { seat, card });
            }
        }
    }
}
