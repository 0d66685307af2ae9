//! The `Game` implementation: a table state over shared rules.

use std::sync::Arc;

use altplay_core::{Game, Outcome, RuleError, Seat, Team, ToMove};

use crate::action::Action;
use crate::event::Event;
use crate::flow::Point;
use crate::rules::Rules;
use crate::state::{Ending, State, Step};
use crate::view::View;

/// A game of Raid Boss. Cloning copies the table and shares the rules.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RaidBoss {
    rules: Arc<Rules>,
    state: State,
}

/// Victory levels (RX-15).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Victory {
    Legendary,
    Heroic,
    Victory,
}

impl RaidBoss {
    /// Sets up and plays up to the first decision. `record` keeps the event log. A trigger
    /// chain that breaks the RX-17 bound before anyone can act gives a game already over.
    pub fn new(rules: Arc<Rules>, seed: u64, record: bool) -> Self {
        let mut state = State::setup(&rules, seed, record);
        state.advance(&rules, Point::RoundStart);
        Self { rules, state }
    }

    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    pub fn state(&self) -> &State {
        &self.state
    }

    /// The same game with what no hero has seen dealt again ([`State::chance_redealt`]).
    pub fn chance_redealt(&self, rng: &mut altplay_core::GameRng) -> Self {
        Self {
            rules: Arc::clone(&self.rules),
            state: self.state.chance_redealt(rng),
        }
    }

    pub fn events(&self) -> &[Event] {
        self.state.log.events()
    }

    /// How the heroes won, if they did.
    pub fn victory(&self) -> Option<Victory> {
        match self.state.ending {
            Some(Ending::Won { kos: 0 }) => Some(Victory::Legendary),
            Some(Ending::Won { kos: 1 }) => Some(Victory::Heroic),
            Some(Ending::Won { .. }) => Some(Victory::Victory),
            _ => None,
        }
    }

    /// Whether `a` is legal now (the error names the rule it breaks).
    pub fn check(&self, a: &Action) -> Result<(), RuleError> {
        self.state.check(&self.rules, a)
    }

    /// A test hook: changes the state directly, then the game goes on from where it was.
    #[doc(hidden)]
    pub fn state_mut(&mut self) -> &mut State {
        &mut self.state
    }
}

impl Game for RaidBoss {
    type Action = Action;
    type View = View;

    fn to_move(&self) -> ToMove {
        let s = &self.state;
        match s.step {
            Step::Over => ToMove::Terminal,
            _ => ToMove::Seat(Seat(s.active.unwrap_or(s.heroes[0].id))),
        }
    }

    fn legal_actions(&self, out: &mut Vec<Action>) {
        self.state.legal(&self.rules, out);
    }

    /// An illegal action changes nothing. A legal one is taken, even when its triggers break
    /// the RX-17 bound: that ends the game without a result (a draw).
    fn apply(&mut self, action: &Action) -> Result<(), RuleError> {
        self.state.check(&self.rules, action)?;
        self.state.act(&self.rules, action);
        Ok(())
    }

    fn outcome(&self) -> Option<Outcome> {
        let s = &self.state;
        match s.ending? {
            Ending::Won { kos } => Some(Outcome::Win {
                team: Team(0),
                margin: 3 - kos as i32,
            }),
            Ending::Lost { .. } => Some(Outcome::Win {
                team: Team(1),
                margin: self.rules.boss.hp.saturating_sub(s.boss_damage) as i32,
            }),
            Ending::Stopped { .. } => Some(Outcome::Draw),
        }
    }

    fn view(&self, _seat: Option<Seat>) -> View {
        View::of(&self.rules, &self.state)
    }

    fn team_of(&self, _seat: Seat) -> Team {
        Team(0)
    }
}
