//! A card of the discard pile or the deck taking the place of a Pokémon in play, everything on
//! the Pokémon kept (Thorton, Ogre's Mask, Palafin's Zero to Hero), or the Pokémon discarded
//! with all its cards and the new one put bare in its place (Ditto).

use crate::effect::{CardCount, CardFilter, Pokemon, Source};
use crate::game::model::event::Event;
use crate::game::model::frame::{Filter, Goes, Wait, Zone};
use crate::game::model::ids::{CardId, Uid};
use crate::game::model::state::Tcg;

impl Tcg {
    /// [`crate::effect::Operation::SwapWith`]: the card is picked (a search may find none), then
    /// the Pokémon if not picked before. The card replaces the Pokémon's top card, which goes
    /// where the new one came from: Energy, Tools, damage, Special Conditions, the turn it came
    /// into play and the effects on it stay, it is the same Pokémon in play. With `discards`,
    /// the Pokémon and all its cards are discarded instead, and the card comes into play in its
    /// place as a new Pokémon, with nothing on it.
    pub(in crate::game) fn swap_with(
        &mut self,
        source: Source,
        filter: CardFilter,
        with: Pokemon,
        discards: bool,
    ) -> Result<(), Wait> {
        let Some((card, zone, uid)) = self.picked_to_swap(source, filter, with)? else {
            return Ok(());
        };
        if self.locate(uid).is_none() {
            return Ok(());
        }
        self.remove_from(zone, card);
        let new = discards.then(|| self.new_in_play(card));
        let (seat, pokemon) = self.locate_mut(uid).expect("found above");
        match new {
            Some(new) => {
                let old = std::mem::replace(pokemon, new);
                for &gone in old.stack.iter().chain(&old.energy).chain(&old.tools) {
                    self.discard_card(seat, gone);
                }
            }
            None => {
                let top = (pokemon.stack.last_mut()).expect("a Pokémon in play has a card");
                let old = std::mem::replace(top, card);
                match source {
                    Source::Discard => self.discard_card(seat, old),
                    Source::Deck => self.boards[seat.index()].deck.push(old),
                    Source::Hand => self.boards[seat.index()].hand_mut().push(old),
                }
            }
        }
        self.record(|| Event::Played { seat, card });
        Ok(())
    }

    /// The card picked from `source` and the Pokémon it is to replace (none when a search
    /// found nothing or no Pokémon is there): the card, the zone it is still in, the Pokémon.
    fn picked_to_swap(
        &mut self,
        source: Source,
        filter: CardFilter,
        with: Pokemon,
    ) -> Result<Option<(CardId, Zone, Uid)>, Wait> {
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
            return Ok(None);
        };
        let targets = self.targets(with)?;
        self.frame_mut().holding = None;
        Ok(targets.first().map(|&uid| (card, zone, uid)))
    }
}
