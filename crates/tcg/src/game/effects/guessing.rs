//! A Pokémon card of the hand named and its HP guessed by the opponent (Tyme): the acting
//! player picks the card, which stays in their hand (put face down and returned to it), the
//! opponent guesses its HP, and "If your opponent guessed right" reads whether they did.

use crate::effect::{CardCount, CardFilter};
use crate::game::model::frame::{Filter, Goes, Wait, Zone};
use crate::game::model::ids::CardId;
use crate::game::model::state::Tcg;

/// How many guesses are offered: 10 HP to 400 HP, by tens (no card prints more than 380).
pub const GUESSES: u8 = 40;

/// The HP guess `index` names.
pub fn guessed_hp(index: u8) -> u16 {
    (u16::from(index) + 1) * 10
}

impl Tcg {
    /// The acting player picks a Pokémon card of their hand, then waits on the opponent's
    /// guess; once guessed, done.
    pub(in crate::game) fn guess_hp(&mut self) -> Result<(), Wait> {
        let frame = self.frame();
        if frame.agreed.is_some() {
            return Ok(());
        }
        let actor = frame.actor;
        let pokemon = Filter::Card(CardFilter::Pokemon);
        let one = CardCount::Exactly(1);
        self.pick_cards(actor, Zone::Hand(actor), pokemon, one, false, Goes::Hold)?;
        let frame = self.frame();
        match frame.holding {
            Some(_) => Err(Wait::Guess {
                chooser: frame.opponent,
            }),
            None => Ok(()),
        }
    }

    /// The opponent guessed `index`: whether it is the card's HP is what "If your opponent
    /// guessed right" asks.
    pub(in crate::game) fn guessed(&mut self, index: u8) {
        let held = self.frame().holding.map(|(card, _)| card);
        let hp = held.and_then(|card| self.def(card).pokemon()).map(|p| p.hp);
        let frame = self.frame_mut();
        frame.did = hp == Some(guessed_hp(index));
        frame.agreed = Some(true);
    }

    /// The card the guesser is told of: only its name is, so the first printing of that name
    /// in its player's decklist (which every seat knows).
    pub fn told_card(&self, card: CardId, player: altplay_core::Seat) -> CardId {
        let name = self.def(card).name_id;
        (self.cards.decklists.get(player.index()))
            .and_then(|list| {
                list.iter()
                    .copied()
                    .filter(|&c| self.def(c).name_id == name)
                    .min()
            })
            .unwrap_or(card)
    }
}
