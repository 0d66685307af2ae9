//! The board for people (issue 28): what a seat sees of a game of the engine, in the words a
//! person reads — names, HP left, Energy by type, conditions, Prize cards left, the hand by card
//! name, counts of the rest, the Stadium, and what the game asks now. Built from the seat's
//! [`View`](crate::game::View), which already holds only what the seat may know, with the card
//! table and the game for the HP now. The server draws it; it is made only for a device, never
//! while games are simulated.

mod card;
mod choice;
mod decks;
mod nouns;
mod pokemon;
mod prompt;
mod purpose;
mod side;

use altplay_core::Seat;
use serde::Serialize;

pub use card::Card;
pub use decks::{DeckLine, DeckRead, deck_lines, decks_read};
pub use pokemon::{EnergyCount, Pokemon, pokemon};
pub use prompt::Prompt;
pub use side::{FaceDown, Side};

use super::words::Words;
use crate::game::{CardId, Step, Tcg};

/// One game of the engine as a seat sees it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Board {
    /// The seat it is drawn for (`None`: a spectator).
    pub seat: Option<Seat>,
    /// Turns begun in the whole game; 0 during set-up.
    pub turn: u16,
    /// The seat whose turn (or set-up step) it is.
    pub current: Seat,
    /// The seat that went first, once the coin's winner has chosen (TCG-5): shown all game.
    pub first: Option<Seat>,
    /// Each seat's cards, in seat order.
    pub sides: Vec<Side>,
    pub stadium: Option<Stadium>,
    /// What the game waits for, in words; none once it is over.
    pub prompt: Option<Prompt>,
}

/// The Stadium in play and whose it is.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Stadium {
    pub id: CardId,
    /// Its printed id (`swsh1-15`), whose text a device asks for by it.
    pub printed: String,
    pub name: String,
    /// Its owner, as the table names them.
    pub whose: String,
}

impl Stadium {
    /// The Stadium `card` of `game`'s cards, its owner called `whose`.
    pub fn new(game: &Tcg, card: CardId, whose: String) -> Self {
        Stadium {
            id: card,
            printed: game.def(card).printed_id.clone(),
            name: game.def(card).name.clone(),
            whose,
        }
    }
}

/// `game` as `viewer` sees it (`None`: a spectator), each seat called as `name` says ("Seat 1",
/// "A1", "The boss").
pub fn board(game: &Tcg, viewer: Option<Seat>, name: &dyn Fn(Seat) -> String) -> Board {
    let view = game.view_for(viewer);
    let words = Words::named(game, name);
    let playing = view.turn > 0 && !matches!(view.step, Step::Over(_));
    Board {
        seat: viewer,
        turn: view.turn,
        current: view.current,
        first: (!matches!(view.step, Step::ChooseFirst(_))).then_some(view.first),
        sides: (view.boards.iter().enumerate())
            .map(|(i, b)| {
                let seat = Seat(i as u8);
                side::side(game, b, seat, name(seat), playing && view.current == seat)
            })
            .collect(),
        stadium: view
            .stadium
            .map(|(card, owner)| Stadium::new(game, card, name(owner))),
        prompt: prompt::prompt(game, &view, &words),
    }
}
