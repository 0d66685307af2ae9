//! What the game asks now, and of whom: a set-up step, the turn, a promotion, a retreat's
//! Energy, or the choice a text being resolved waits on ([`super::choice`]).

use altplay_core::Seat;
use serde::Serialize;

use super::card::Card;
use super::choice::Choice;
use crate::format::words::Words;
use crate::game::{Step, Tcg, View};

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Prompt {
    /// Who is asked.
    pub seat: Seat,
    /// Their name as the table calls them.
    pub who: String,
    /// What is asked, said to them: "Choose 1 of your Pokémon to heal".
    pub asks: String,
    /// The card whose text asks, when a text does.
    pub card: Option<String>,
    /// The cards the text looks at, for the seat looking; empty for the others.
    pub looked: Vec<Card>,
    /// How many cards the text looks at, for every seat.
    pub looked_count: usize,
}

/// What `view`'s game waits for, in `words`; none once it is over or between turns.
pub(super) fn prompt(game: &Tcg, view: &View, words: &Words) -> Option<Prompt> {
    if let Some((frame, wait)) = (view.frame.as_ref()).and_then(|f| Some((f, f.wait?))) {
        let chooser = wait.chooser();
        let choice = Choice {
            game,
            words,
            frame,
            program: view.cards.program(frame),
            chooser,
        };
        let looked: Vec<Card> = frame.looked.iter().map(|&c| Card::new(game, c)).collect();
        return Some(Prompt {
            seat: chooser,
            who: words.seat(chooser),
            asks: choice.asks(wait),
            card: Some(words.card(frame.card)),
            looked_count: looked.len().max(usize::from(frame.looked_hidden)),
            looked,
        });
    }
    let (seat, asks) = match view.step {
        Step::ChooseFirst(s) => (s, "Choose to go first or second".to_string()),
        Step::MulliganDraws { seat, left } => (
            seat,
            format!("Choose whether to draw a card for a mulligan across the table ({left} left)"),
        ),
        Step::PlaceActive(s) => (
            s,
            "Choose a Basic Pokémon to put face down as your Active Pokémon".into(),
        ),
        Step::PlaceBench(s) => (
            s,
            "Put Basic Pokémon face down on your Bench, then choose Done".into(),
        ),
        Step::Turn => (
            view.current,
            "Take your turn: play cards, attach an Energy, attack, or end your turn".into(),
        ),
        Step::Promote(s) => (
            s,
            "Choose a Benched Pokémon to promote to your Active Spot".into(),
        ),
        Step::DiscardBenched(s) => (
            s,
            "Your Bench holds more Pokémon than it may: choose a Benched Pokémon to discard".into(),
        ),
        Step::DiscardTool { seat, .. } => (
            seat,
            "Your Pokémon has more Pokémon Tools than it may: choose a Tool to discard".into(),
        ),
        Step::Retreat { left, .. } => (
            view.current,
            format!("Choose Energy to discard to retreat ({left} more to pay)"),
        ),
        Step::Between | Step::Over(_) => return None,
    };
    Some(Prompt {
        seat,
        who: words.seat(seat),
        asks,
        card: None,
        looked: Vec::new(),
        looked_count: 0,
    })
}
