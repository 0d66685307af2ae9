//! TB-6: only the player whose turn it is may start talking to their teammate, with yes/no
//! questions only. The digital table offers a question and its two answers and nothing else.
//! Where the rules are silent: a question is 1 to [`MAX_QUESTION_CHARS`] characters (spaces
//! around it aside), at most [`MAX_QUESTIONS`] a turn, asked between the player's own actions
//! (not while a card waits for another player's choice), and only of a teammate still in the
//! game (TB-9).

use altplay_core::{RuleError, Seat};
use altplay_tcg::game::Step;

use crate::seating::teammate;
use crate::state::{Asked, Said, Talk, TeamBattle};

/// Questions a player may ask in one turn: enough to check a plan, too few to play for two.
pub const MAX_QUESTIONS: u8 = 3;
/// The longest question: a short yes/no question, as the rules ask.
pub const MAX_QUESTION_CHARS: usize = 100;

impl TeamBattle {
    /// The player who may ask their teammate a question now: the player whose turn it is,
    /// while the engine waits for them and no question waits for an answer.
    pub fn asker(&self) -> Option<Seat> {
        let game = &self.game;
        let theirs = game.step() == Step::Turn && game.mover() == Some(game.current());
        (theirs && self.asked.is_none()).then_some(game.current())
    }

    pub(crate) fn ask(&mut self, question: &str) -> Result<(), RuleError> {
        let (by, to) = self.who_may_ask()?;
        let question = question.trim();
        let length = question.chars().count();
        if !(1..=MAX_QUESTION_CHARS).contains(&length) {
            return Err(RuleError::new(
                "TB-6",
                format!("a question is 1 to {MAX_QUESTION_CHARS} characters, not {length}"),
            ));
        }
        self.asked = Some(Asked {
            by,
            to,
            question: question.into(),
        });
        self.questions += 1;
        self.say(by, Said::Question(question.into()));
        Ok(())
    }

    /// Who may ask a question now, and of whom (TB-6), or why no one may.
    pub fn who_may_ask(&self) -> Result<(Seat, Seat), RuleError> {
        let Some(by) = self.asker() else {
            return Err(RuleError::new(
                "TB-6",
                "only the player whose turn it is may ask their teammate a question, between their own actions",
            ));
        };
        let to = teammate(by);
        if self.game.board(to).removed() {
            return Err(RuleError::new(
                "TB-6",
                "your teammate has left the game (TB-9): there is no one to ask",
            ));
        }
        if self.questions >= MAX_QUESTIONS {
            return Err(RuleError::new(
                "TB-6",
                format!("at most {MAX_QUESTIONS} questions a turn"),
            ));
        }
        Ok((by, to))
    }

    /// The teammate's answer to the question waiting (`said`: yes, no, or that they cannot).
    pub(crate) fn answer(&mut self, said: Said) -> Result<(), RuleError> {
        let Some(asked) = self.asked.take() else {
            return Err(RuleError::new(
                "TB-6",
                "no question is waiting for an answer",
            ));
        };
        self.say(asked.to, said);
        Ok(())
    }

    /// Keeps a line of talk where the engine's log stands, when the log is kept.
    fn say(&mut self, by: Seat, said: Said) {
        let after = self.game.events().map_or(0, <[_]>::len);
        if let Some(talk) = &mut self.talk {
            talk.push(Talk { after, by, said });
        }
    }
}
