//! The state of a Team Battle: the normal game on four seats, the question waiting for an
//! answer (TB-6), the questions asked this turn, and the talk for the log. Nothing here is on
//! the heap while no question waits and no log is kept, so a copy for search is the engine's.

use std::sync::Arc;

use altplay_core::Seat;
use altplay_tcg::game::Tcg;
use serde::Serialize;

use crate::config::Setup;

#[derive(Debug, Clone, PartialEq)]
pub struct TeamBattle {
    /// The table, for the deck names a view shows.
    pub setup: Arc<Setup>,
    pub game: Tcg,
    /// The question waiting for its answer: until it comes, only the teammate acts.
    pub asked: Option<Asked>,
    /// Questions asked this turn (at most [`crate::MAX_QUESTIONS`]).
    pub questions: u8,
    /// The questions and answers, placed among the engine's events; kept only with the log.
    pub talk: Option<Vec<Talk>>,
}

/// A question waiting for its answer: public, as it is said aloud at a real table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Asked {
    pub by: Seat,
    pub to: Seat,
    pub question: Box<str>,
}

/// A line of talk: said by `by` when the engine's log held `after` events.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Talk {
    pub after: usize,
    pub by: Seat,
    pub said: Said,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Said {
    /// A question to the teammate.
    Question(Box<str>),
    /// The answer to it.
    Answer(bool),
    /// The teammate cannot answer it (an AI teammate reads only the standard questions).
    CannotAnswer,
}

impl TeamBattle {
    /// A new game of `setup`; `record` keeps the log.
    pub fn new(setup: Arc<Setup>, seed: u64, record: bool) -> TeamBattle {
        let game = setup.table.start(seed, record);
        TeamBattle {
            setup,
            game,
            asked: None,
            questions: 0,
            talk: record.then(Vec::new),
        }
    }
}
