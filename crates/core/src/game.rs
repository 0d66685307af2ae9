use std::fmt::Debug;
use std::hash::Hash;

use serde::{Deserialize, Serialize, de::DeserializeOwned};

use crate::RuleError;

/// A seat at the table, numbered from 0 inside the engine (shown to people as 1-based).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Seat(pub u8);

impl Seat {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// A side of the game. In cooperative formats team 0 is the players and team 1 the automated
/// side, which is part of the rules and never a seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Team(pub u8);

/// Who decides next.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum ToMove {
    Seat(Seat),
    Terminal,
}

/// How a finished game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    /// `margin` is format-specific: points won by, boss HP left, …
    Win {
        team: Team,
        margin: i32,
    },
    Draw,
}

impl Outcome {
    /// The value of this outcome for a team: 1 for a win, ½ for a draw, 0 for a loss.
    pub fn value_for(self, team: Team) -> f64 {
        match self {
            Outcome::Win { team: winner, .. } if winner == team => 1.0,
            Outcome::Win { .. } => 0.0,
            Outcome::Draw => 0.5,
        }
    }

    pub fn winner(self) -> Option<Team> {
        match self {
            Outcome::Win { team, .. } => Some(team),
            Outcome::Draw => None,
        }
    }
}

/// A format's rules engine. Every chance event comes from the game's own seeded generator, so a
/// game is replayed exactly by its configuration, seed and action list.
pub trait Game: Clone + Send + Sync {
    type Action: Clone + Eq + Hash + Debug + Serialize + DeserializeOwned + Send + Sync;
    type View: Serialize;

    fn to_move(&self) -> ToMove;
    /// Appends exactly the actions [`Game::apply`] accepts now (the vector is cleared first).
    fn legal_actions(&self, out: &mut Vec<Self::Action>);
    /// Applies one action; an illegal one is refused with the rule it breaks and changes nothing.
    fn apply(&mut self, action: &Self::Action) -> Result<(), RuleError>;
    fn outcome(&self) -> Option<Outcome>;
    /// Everything `seat` may see (`None`: a spectator).
    fn view(&self, seat: Option<Seat>) -> Self::View;
    /// The team a seat plays for.
    fn team_of(&self, seat: Seat) -> Team;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn outcome_values() {
        let win = Outcome::Win {
            team: Team(0),
            margin: 3,
        };
        assert_eq!(win.value_for(Team(0)), 1.0);
        assert_eq!(win.value_for(Team(1)), 0.0);
        assert_eq!(Outcome::Draw.value_for(Team(1)), 0.5);
        assert_eq!(win.winner(), Some(Team(0)));
        assert_eq!(Outcome::Draw.winner(), None);
    }
}
