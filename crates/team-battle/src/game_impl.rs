//! Team Battle behind core's [`Game`] trait: one seat moves at a time, the engine's mover or,
//! while a question waits, the teammate asked (TB-6).

use std::cell::RefCell;

use altplay_core::{Game, Outcome, RuleError, Seat, Team, ToMove};
use altplay_tcg::game::Action as TcgAction;

use crate::action::Action;
use crate::state::{Said, TeamBattle};
use crate::view::TeamView;

thread_local! {
    /// The engine's legal actions before they are wrapped: kept per thread, so listing them
    /// allocates nothing after the first time (every step of every simulated game lists them).
    static ENGINE_LEGAL: RefCell<Vec<TcgAction>> = const { RefCell::new(Vec::new()) };
}

/// The answers a teammate asked may give, in the order they are listed.
pub(crate) const ANSWERS: [Action; 3] = [
    Action::Answer { yes: true },
    Action::Answer { yes: false },
    Action::CannotAnswer,
];

impl TeamBattle {
    /// Plays an action of the engine's that it accepts; a new turn may ask questions afresh.
    fn play(&mut self, action: &TcgAction) {
        let turn = self.game.turn();
        self.game.act_listed(action);
        if self.game.turn() != turn {
            self.questions = 0;
        }
    }
}

impl Game for TeamBattle {
    type Action = Action;
    type View = TeamView;

    fn to_move(&self) -> ToMove {
        match &self.asked {
            Some(asked) => ToMove::Seat(asked.to),
            None => self.game.to_move(),
        }
    }

    /// Every action `apply` accepts but [`Action::Ask`]: a question is free text, which no
    /// list holds (TB-6). While a question waits, its answers: yes, no, or that it cannot be
    /// answered.
    fn legal_actions(&self, out: &mut Vec<Action>) {
        out.clear();
        if self.asked.is_some() {
            out.extend(ANSWERS);
            return;
        }
        ENGINE_LEGAL.with_borrow_mut(|legal| {
            self.game.legal(legal);
            out.extend(legal.iter().copied().map(Action::Play));
        });
    }

    fn apply(&mut self, action: &Action) -> Result<(), RuleError> {
        match action {
            Action::Answer { yes } => self.answer(Said::Answer(*yes)),
            Action::CannotAnswer => self.answer(Said::CannotAnswer),
            _ if self.asked.is_some() => {
                Err(RuleError::new("TB-6", "answer the question yes or no"))
            }
            Action::Ask { question } => self.ask(question),
            Action::Play(action) => {
                self.game.check(action)?;
                self.play(action);
                Ok(())
            }
        }
    }

    fn apply_listed(&mut self, action: &Action) {
        match action {
            Action::Play(action) if self.asked.is_none() => self.play(action),
            _ => self.apply(action).expect("a listed action is legal"),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        self.game.outcome()
    }

    fn view(&self, seat: Option<Seat>) -> TeamView {
        self.view_for(seat)
    }

    /// Team 0 is A1 and A2, team 1 B1 and B2.
    fn team_of(&self, seat: Seat) -> Team {
        self.game.rules().team_of(seat)
    }

    /// One seat moves at a time: the action is the seat's to move, an asker's question and a
    /// teammate's answer too.
    fn actor(&self, _: &Action) -> Option<Seat> {
        self.to_move().first()
    }
}
