//! A deck whose cards the opponent's effects can't discard (Patrol Cap: "As long as the
//! Pokémon this card is attached to is in the Active Spot, cards in your deck can't be
//! discarded by effects of your opponent's attacks, Abilities, Item cards, Pokémon Tool cards,
//! or Supporter cards").

use altplay_cards::printed::TrainerKind;
use altplay_core::Seat;

use crate::effect::Lasting;
use crate::game::model::frame::TextRef;
use crate::game::model::state::Tcg;

impl Tcg {
    /// Whether the text being resolved can't discard cards of `seat`'s deck: an opponent's
    /// attack, Ability, Item, Pokémon Tool or Supporter card, while `seat`'s Active Pokémon
    /// says so. Asked only when a card of the table says it (`CardTable.decks_kept`).
    pub(in crate::game) fn deck_kept(&self, seat: Seat) -> bool {
        if !self.cards.decks_kept {
            return false;
        }
        let Some(frame) = self.frame.as_ref() else {
            return false;
        };
        let kind = || self.def(frame.card).trainer().map(|t| &t.kind);
        let by = match frame.text {
            TextRef::Attack(_) | TextRef::Ability(_) | TextRef::SupporterForAttack => frame.actor,
            TextRef::Trainer if kind() != Some(&TrainerKind::Stadium) => frame.player,
            TextRef::Tool(_) if kind() == Some(&TrainerKind::PokemonTool) => frame.player,
            _ => return false,
        };
        self.rules.are_opponents(seat, by)
            && self.active_has(seat, |l, _| matches!(l, Lasting::DeckNotDiscarded(_)))
    }

    /// Whether the cards looked at are from a deck [`Tcg::deck_kept`] keeps.
    pub(in crate::game) fn looked_kept(&self) -> bool {
        let frame = self.frame();
        frame.looked_deck && self.deck_kept(frame.looked_owner)
    }
}
