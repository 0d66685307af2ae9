//! A card of the discard pile or the deck taking the place of a Pokémon in play, everything on
//! the Pokémon kept (Thorton, Ogre's Mask, Palafin's Zero to Hero).

use crate::effect::{CardCount, CardFilter, Pokemon, Source};
use crate::game::model::event::Event;
use crate::game::model::frame::{Filter, Goes, Wait, Zone};
use crate::game::model::state::Tcg;

impl Tcg {
    /// [`crate::effect::Operation::SwapWith`]: the card is picked (a search may find none), then
    /// the Pokémon if not picked before; the card replaces the Pokémon's top card, which goes
    /// where the new one came from. Energy, Tools, damage, Special Conditions, the turn it came
    /// into play and the effects on it stay: it is the same Pokémon in play.
    pub(in crate::game) fn swap_with(
        &mut self,
        source: Source,
        filter: CardFilter,
        with: Pokemon,
    ) -> Result<(), Wait> {
        let actor = self.frame().actor;
        let zone = match source {
            Source::Discard => Zone::Discard(actor),
            Source::Deck => Zone::Deck(actor),
            Source::Hand => Zone::Hand(actor),
        };
        let (once, searched) = (CardCount::Exactly(1), source == Source::Deck);
        self.pick_cards(
            actor,
            zone,
            Filter::Card(filter),
            once,
            searched,
            Goes::Swap,
        )?;
        let Some((card, _)) = self.frame().holding else {
            return Ok(());
        };
        let targets = self.targets(with)?;
        self.frame_mut().holding = None;
        let Some((seat, pokemon)) = targets.first().and_then(|&u| self.locate_mut(u)) else {
            return Ok(());
        };
        let top = pokemon
            .stack
            .last_mut()
            .expect("a Pokémon in play has a card");
        let old = std::mem::replace(top, card);
        self.remove_from(zone, card);
        match source {
            Source::Discard => self.discard_card(seat, old),
            Source::Deck => self.boards[seat.index()].deck.push(old),
            Source::Hand => self.boards[seat.index()].hand_mut().push(old),
        }
        self.record(|| Event::Played { seat, card });
        Ok(())
    }
}
