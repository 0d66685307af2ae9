//! Team Battle's board for people: the four players' cards as the normal game's board for
//! people shows them (seats called A1, B1, A2, B2; a seat's own hand and no other, its
//! teammate's included: TB-6), each seat's team and deck, and TB-6's questions: the one waiting,
//! how many are left this turn, whether this seat may ask now, and the app's questions.

use altplay_core::Seat;
use altplay_tcg::format::people;
use serde::Serialize;

use crate::questions::StandardQuestion;
use crate::seating::{RULES, seat_name, team_letter};
use crate::state::{Asked, TeamBattle};
use crate::talk::MAX_QUESTIONS;

#[derive(Debug, Clone, Serialize)]
pub struct TeamBoard {
    /// The four players' cards, in seat order (A1, B1, A2, B2), and what the game asks.
    pub table: people::Board,
    /// Each seat's place at the table, in seat order.
    pub places: Vec<Place>,
    /// The question waiting for its answer (said aloud, so every seat knows it).
    pub asked: Option<Asked>,
    /// Questions the player whose turn it is may still ask this turn.
    pub questions_left: u8,
    /// This seat may ask its teammate a question now (TB-6).
    pub may_ask: bool,
    /// The questions the app offers, word for word.
    pub standard_questions: Vec<&'static str>,
}

/// A seat's place: its name, team and deck.
#[derive(Debug, Clone, Serialize)]
pub struct Place {
    pub name: &'static str,
    pub team: char,
    /// The deck's name for people: a theme deck's own ("Rillaboom"), else as the table names it.
    pub deck_name: String,
}

impl TeamBattle {
    /// The board `seat` is shown (`None`: a spectator).
    pub fn board_for(&self, seat: Option<Seat>) -> TeamBoard {
        TeamBoard {
            table: people::board(&self.game, seat, &|s| seat_name(s).to_string()),
            places: (RULES.seats().zip(&self.setup.deck_names))
                .map(|(s, deck_name)| Place {
                    name: seat_name(s),
                    team: team_letter(s),
                    deck_name: deck_name.clone(),
                })
                .collect(),
            asked: self.asked.clone(),
            questions_left: MAX_QUESTIONS - self.questions,
            may_ask: seat.is_some() && self.who_may_ask().is_ok_and(|(by, _)| Some(by) == seat),
            standard_questions: StandardQuestion::ALL.iter().map(|q| q.text()).collect(),
        }
    }
}
