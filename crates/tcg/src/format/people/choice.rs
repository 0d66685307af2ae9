//! What a text waiting on a choice asks, in a sentence said to the seat choosing ("Choose 1 of
//! your Pokémon to heal", "Choose up to 2 Basic Pokémon from your deck to put into your hand"):
//! from the wait itself, the step of the text it waits at, and the cards and Pokémon it names.

use altplay_core::Seat;

use super::{nouns, purpose};
use crate::effect::{Group, Operation, Role, Side, Zone as Where};
use crate::format::words::Words;
use crate::game::{Filter, Frame, Goes, Op, Program, Tcg, Wait, Zone};

/// A wait of a text, with what it needs to be said.
pub(super) struct Choice<'a> {
    pub game: &'a Tcg,
    pub words: &'a Words<'a>,
    pub frame: &'a Frame,
    pub program: &'a Program,
    pub chooser: Seat,
}

impl Choice<'_> {
    /// The sentence for `wait`.
    pub fn asks(&self, wait: Wait) -> String {
        let card = self.words.card(self.frame.card);
        match wait {
            Wait::Pokemon {
                group, optional, ..
            } => self.pokemon(group, optional),
            Wait::Card {
                zone,
                filter,
                optional,
                goes,
                ..
            } => self.card(zone, filter, optional, goes),
            Wait::May { .. } => {
                match purpose::after(self.program, self.frame.pc).and_then(purpose::may) {
                    Some(doing) => format!("Choose whether to {doing}"),
                    None => format!("Choose whether to do what {card} says next"),
                }
            }
            Wait::Options { count, .. } => {
                let at_most = match self.program.ops.get(usize::from(self.frame.pc)) {
                    Some(Op::Options { at_most, .. }) => *at_most,
                    _ => 1,
                };
                let many = if at_most > 1 {
                    format!("up to {at_most}")
                } else {
                    "1".into()
                };
                format!("Choose {many} of the {count} options of {card}")
            }
            Wait::ToolOrStadium {
                stadium, lost_zone, ..
            } => {
                let what = match stadium {
                    true => "a Pokémon Tool or the Stadium in play",
                    false => "a Pokémon Tool in play",
                };
                let to = match lost_zone {
                    true => "put in the Lost Zone",
                    false => "discard",
                };
                format!("Choose {what} to {to}")
            }
            Wait::Opponent { .. } => format!("Choose which opponent {card} is used on"),
            Wait::Guess { .. } => {
                let told = self.frame.holding.map(|(held, _)| self.words.card(held));
                let named = told.unwrap_or_else(|| "the Pokémon".into());
                format!("Guess the HP of {named}, named for {card}")
            }
        }
    }

    /// "Choose up to 2 Basic Pokémon from your deck to put into your hand".
    fn card(&self, zone: Zone, filter: Filter, optional: bool, goes: Goes) -> String {
        let count = purpose::at(self.program, self.frame.pc).and_then(purpose::card_count);
        let (many, n) = nouns::how_many(count, self.frame.moved, optional);
        let noun = nouns::cards(filter, n);
        let (from, owner) = self.zone(zone);
        format!("Choose {many} {noun} from {from}{}", self.goes(goes, owner))
    }

    /// "Choose 1 of your Pokémon to heal".
    fn pokemon(&self, group: Group, optional: bool) -> String {
        let op = purpose::of_pick(self.program, self.frame.pc);
        let left = match purpose::at(self.program, self.frame.pc) {
            Some(Operation::Choose(pick) | Operation::ChooseOnly { pick, .. }) => {
                usize::from(pick.count).saturating_sub(self.frame.picked.len())
            }
            _ => 1,
        }
        .max(1);
        let many = if optional {
            format!("up to {left}")
        } else {
            left.to_string()
        };
        let spot = match group.zone {
            Where::Active => "Active Pokémon",
            Where::Bench => "Benched Pokémon",
            Where::InPlay => "Pokémon",
        };
        let whose = match group.side {
            Side::Of(Role::Acting) => self.whose(self.frame.actor),
            Side::Of(Role::Opponent) => self.whose(self.frame.opponent),
            Side::Both => "the".into(),
        };
        let to = op.map_or("", purpose::for_pokemon);
        format!("Choose {many} of {whose} {spot}{to}")
    }

    /// Where cards are picked from, in words, and whose they are.
    fn zone(&self, zone: Zone) -> (String, Seat) {
        match zone {
            Zone::Deck(s) => (format!("{} deck", self.whose(s)), s),
            Zone::Hand(s) => (format!("{} hand", self.whose(s)), s),
            Zone::Discard(s) | Zone::DiscardBefore(s) => {
                (format!("{} discard pile", self.whose(s)), s)
            }
            Zone::Energy(uid) => {
                let owner = self.game.locate(uid).map_or(self.chooser, |(s, _)| s);
                (
                    format!("the Energy attached to {}", self.words.pokemon(uid)),
                    owner,
                )
            }
            Zone::Looked => ("the cards looked at".into(), self.frame.looked_owner),
        }
    }

    /// Where a card picked goes, said after the pick: " to put into your hand".
    fn goes(&self, goes: Goes, owner: Seat) -> String {
        let their = if owner == self.chooser {
            "your"
        } else {
            "their"
        };
        match goes {
            Goes::Hand => format!(" to put into {their} hand"),
            Goes::Bench => format!(" to put onto {their} Bench"),
            Goes::Discard => " to discard".into(),
            Goes::Hold => " to attach".into(),
            Goes::Deck => format!(" to put on {their} deck"),
            Goes::DeckBottom => format!(" to put on the bottom of {their} deck"),
            Goes::LostZone => " to put in the Lost Zone".into(),
            Goes::Evolve => match self.frame.this {
                Some(uid) => format!(" to evolve {}", self.words.pokemon(uid)),
                None => " to evolve a Pokémon".into(),
            },
            Goes::EvolveThat => " to evolve the Pokémon chosen".into(),
            Goes::Aside => " to set aside".into(),
            Goes::Swap => format!(" to put in the place of {their} Pokémon"),
        }
    }

    /// "your" for the seat choosing, else the seat's name: "Seat 2's".
    fn whose(&self, owner: Seat) -> String {
        if owner == self.chooser {
            "your".into()
        } else {
            format!("{}'s", self.words.seat(owner))
        }
    }
}
