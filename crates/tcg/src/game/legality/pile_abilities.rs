//! Abilities used from the hand or the discard pile (TCG-7, TCG-15): a card whose text lets it
//! be used there puts itself onto its owner's Bench, once during their turn while its words
//! allow it; a Trainer's text used there (Grant's) is offered as they allow it too. Looked for
//! only when a card of the table has one (`CardTable.pile_abilities`).

use altplay_core::RuleError;

use super::check::refuse;
use crate::effect::Source;
use crate::game::model::action::Action;
use crate::game::model::card::AbilityDef;
use crate::game::model::frame::TextRef;
use crate::game::model::ids::{CardId, distinct};
use crate::game::model::state::Tcg;

impl Tcg {
    /// The abilities the seat to act may use now from its hand and its discard pile.
    pub(super) fn pile_abilities(&self, out: &mut Vec<Action>) {
        if !self.cards.pile_abilities {
            return;
        }
        let board = &self.boards[self.current.index()];
        for (pile, from) in [
            (&board.hand[..], Source::Hand),
            (&board.discard[..], Source::Discard),
        ] {
            for card in distinct(pile) {
                let def = self.def(card);
                // A Trainer's text used there (Grant) is its index 0.
                if let Some(t) = def.trainer() {
                    let here = t.from_pile.as_deref().is_some_and(|(f, _)| *f == from);
                    if here && self.pile_ability_usable(card, 0).is_ok() {
                        out.push(Action::PileAbility { card, index: 0 });
                    }
                    continue;
                }
                let abilities = def.pokemon().map_or(&[][..], |p| &p.abilities);
                for (index, ability) in abilities.iter().enumerate() {
                    let index = index as u8;
                    let here =
                        matches!(ability, AbilityDef::UsedFrom { from: f, .. } if *f == from);
                    if here && self.pile_ability_usable(card, index).is_ok() {
                        out.push(Action::PileAbility { card, index });
                    }
                }
            }
        }
    }

    /// The ability `index` of `card` (or a Trainer's text used there, index 0), in the hand or
    /// discard pile of the seat to act, may be used now: the card is where its text is used
    /// from, the Bench has room for a Pokémon, and its words do not refuse it.
    pub(super) fn pile_ability_usable(&self, card: CardId, index: u8) -> Result<(), RuleError> {
        let def = self.def(card);
        let ability = def
            .pokemon()
            .and_then(|p| p.abilities.get(usize::from(index)));
        let (from, program, text) = match (def.trainer(), ability) {
            (Some(t), _) => match t.from_pile.as_deref() {
                Some((from, program)) if index == 0 => (*from, program, TextRef::FromPile),
                _ => return refuse("TCG-15", "that card has no text used out of play"),
            },
            (None, Some(AbilityDef::UsedFrom { from, program, .. })) => {
                (*from, program, TextRef::Ability(index))
            }
            _ => return refuse("TCG-7", "that card has no ability used out of play"),
        };
        let board = &self.boards[self.current.index()];
        let pile = match from {
            Source::Hand => &board.hand[..],
            Source::Discard => &board.discard[..],
            Source::Deck => &board.deck[..],
        };
        if !pile.contains(&card) {
            return refuse("TCG-7", "that card is not where its ability is used from");
        }
        if text != TextRef::FromPile {
            self.bench_room(self.current, "TCG-15")?;
        }
        let frame = self.trial(card, text, None, self.aim_at(program, None)?);
        if self.refused_by_words(|| frame.clone(), program) {
            return refuse("TCG-15", "the ability says it can't be used now");
        }
        Ok(())
    }
}
