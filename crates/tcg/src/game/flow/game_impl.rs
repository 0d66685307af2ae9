//! The normal game behind core's [`Game`] trait, so players, the simulator and the
//! conformance checks drive it like any format.

use altplay_core::{Game, Outcome, RuleError, Seat, Team, ToMove};

use crate::game::model::action::Action;
use crate::game::model::state::{Step, Tcg};
use crate::game::views::view::View;

impl Tcg {
    /// The seat that decides now.
    pub fn mover(&self) -> Option<Seat> {
        if let Some(wait) = self.frame.as_ref().and_then(|f| f.wait) {
            return Some(wait.chooser());
        }
        match self.step {
            Step::Over(_) | Step::Between => None,
            Step::ChooseFirst(s)
            | Step::PlaceActive(s)
            | Step::PlaceBench(s)
            | Step::Promote(s)
            | Step::DiscardBenched(s)
            | Step::DiscardTool { seat: s, .. }
            | Step::MulliganDraws { seat: s, .. } => Some(s),
            Step::Turn | Step::Retreat { .. } => Some(self.current),
        }
    }
}

impl Game for Tcg {
    type Action = Action;
    type View = View;

    fn to_move(&self) -> ToMove {
        self.mover().map_or(ToMove::Terminal, ToMove::Seat)
    }

    fn legal_actions(&self, out: &mut Vec<Action>) {
        self.legal(out);
    }

    fn apply(&mut self, action: &Action) -> Result<(), RuleError> {
        self.act(action)
    }

    fn apply_listed(&mut self, action: &Action) {
        self.act_listed(action);
    }

    fn outcome(&self) -> Option<Outcome> {
        match self.step {
            Step::Over(outcome) => Some(outcome),
            _ => None,
        }
    }

    fn view(&self, seat: Option<Seat>) -> View {
        self.view_for(seat)
    }

    fn team_of(&self, seat: Seat) -> Team {
        self.rules.team_of(seat)
    }
}
