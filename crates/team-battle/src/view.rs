//! What a seat may see (TB-6: hands hidden from everyone, teammates included): the normal
//! game's view for that seat, which shows a hand only to its owner, plus each seat's place at
//! the table, the question waiting (said aloud, so public), the questions the app offers, and
//! every card of the table. A device is shown the board for people instead (`board.rs`).

use std::sync::Arc;

use altplay_cards::printed::{Stage, TrainerKind};
use altplay_core::Seat;
use altplay_tcg::game::{CardId, CardTable, DefKind, Step, View};
use serde::Serialize;

use crate::config::Setup;
use crate::questions::StandardQuestion;
use crate::seating::{RULES, seat_name, team_letter};
use crate::state::{Asked, TeamBattle};
use crate::talk::MAX_QUESTIONS;

#[derive(Debug, Clone, Serialize)]
pub struct TeamView {
    /// The seat this view is for (`None`: a spectator).
    pub seat: Option<Seat>,
    /// A1, B1, A2, B2.
    pub seats: Vec<SeatView>,
    /// The question waiting for its answer.
    pub asked: Option<Asked>,
    /// Questions the player whose turn it is may still ask this turn.
    pub questions_left: u8,
    /// This seat may ask its teammate a question now (TB-6).
    pub may_ask: bool,
    /// The questions the app offers, word for word.
    pub standard_questions: Vec<&'static str>,
    /// Every card of the table, by card id (the ids the boards show): worked out once a table.
    #[serde(serialize_with = "as_list")]
    pub cards: Arc<[CardView]>,
    /// The normal game as this seat sees it: its own hand and no other.
    pub game: View,
    /// The table, for a game dealt from this view.
    #[serde(skip)]
    pub(crate) setup: Arc<Setup>,
}

#[derive(Debug, Clone, Serialize)]
pub struct SeatView {
    pub name: &'static str,
    pub team: char,
    /// The deck as the table names it.
    pub deck: String,
    /// Its name for people: a theme deck's own ("Rillaboom"), else as the table names it.
    pub deck_name: String,
    pub prizes_left: usize,
    /// Left the game (TB-9).
    pub removed: bool,
    /// It is this player's turn.
    pub their_turn: bool,
}

#[derive(Debug, Clone, Serialize)]
pub struct CardView {
    pub name: String,
    #[serde(flatten)]
    pub kind: CardKind,
}

/// A card's supertype and what a board needs to draw it.
#[derive(Debug, Clone, Serialize)]
#[serde(tag = "supertype")]
pub enum CardKind {
    #[serde(rename = "Pokémon")]
    Pokemon {
        stage: Stage,
        hp: u16,
    },
    Trainer {
        kind: TrainerKind,
    },
    Energy {
        basic: bool,
    },
}

fn as_list<S: serde::Serializer>(cards: &Arc<[CardView]>, s: S) -> Result<S::Ok, S::Error> {
    cards[..].serialize(s)
}

/// Each card of `cards` as a board draws it, by card id.
pub(crate) fn card_views(cards: &CardTable) -> Arc<[CardView]> {
    (0..cards.len())
        .map(|i| {
            let def = cards.get(CardId(i as u16));
            let kind = match &def.kind {
                DefKind::Pokemon(p) => CardKind::Pokemon {
                    stage: p.stage,
                    hp: p.hp,
                },
                DefKind::Trainer(t) => CardKind::Trainer {
                    kind: t.kind.clone(),
                },
                DefKind::Energy(e) => CardKind::Energy { basic: e.basic },
            };
            CardView {
                name: def.name.clone(),
                kind,
            }
        })
        .collect()
}

impl TeamBattle {
    pub fn view_for(&self, seat: Option<Seat>) -> TeamView {
        let game = &self.game;
        // Turns begin at 1; set-up's steps go seat by seat, but they are no one's turn.
        let playing = game.turn() > 0 && !matches!(game.step(), Step::Over(_));
        let seats = RULES
            .seats()
            .zip(self.setup.config.decks.iter().zip(&self.setup.deck_names))
            .map(|(s, (deck, deck_name))| {
                let board = &game.board(s);
                SeatView {
                    name: seat_name(s),
                    team: team_letter(s),
                    deck: deck.to_string(),
                    deck_name: deck_name.clone(),
                    prizes_left: board.prizes().len(),
                    removed: board.removed(),
                    their_turn: playing && game.current() == s,
                }
            })
            .collect();
        TeamView {
            seat,
            seats,
            asked: self.asked.clone(),
            questions_left: MAX_QUESTIONS - self.questions,
            may_ask: seat.is_some() && self.who_may_ask().is_ok_and(|(by, _)| Some(by) == seat),
            standard_questions: StandardQuestion::ALL.iter().map(|q| q.text()).collect(),
            cards: Arc::clone(&self.setup.cards),
            game: game.view_for(seat),
            setup: Arc::clone(&self.setup),
        }
    }

    /// A game consistent with `view`, everything it does not show (the other hands, every
    /// deck, the Prize cards) dealt at random from `rng`: what IS-MCTS searches.
    pub fn sample(view: &TeamView, rng: &mut altplay_core::GameRng) -> TeamBattle {
        TeamBattle {
            setup: Arc::clone(&view.setup),
            game: altplay_tcg::game::Tcg::sample(&view.game, rng),
            asked: view.asked.clone(),
            questions: MAX_QUESTIONS - view.questions_left,
            talk: None,
        }
    }
}
