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
    /// This seat alone.
    Seat(Seat),
    /// Any of these seats, in any order (Raid Format's shared turn, RF-7). Each legal action is
    /// one seat's: [`Game::actor`] says whose.
    Seats(SeatSet),
    Terminal,
}

impl ToMove {
    /// Whether `seat` may act now.
    pub fn includes(self, seat: Seat) -> bool {
        match self {
            ToMove::Seat(s) => s == seat,
            ToMove::Seats(set) => set.contains(seat),
            ToMove::Terminal => false,
        }
    }

    /// The seats that may act now, lowest first (none when the game is over).
    pub fn seats(self) -> SeatSet {
        match self {
            ToMove::Seat(s) => SeatSet::of([s]),
            ToMove::Seats(set) => set,
            ToMove::Terminal => SeatSet::default(),
        }
    }

    /// The lowest seat that may act: whom a player choosing for "the seat to move" plays for.
    /// (Every game loop asks this after every action: one seat is answered without a set.)
    #[inline]
    pub fn first(self) -> Option<Seat> {
        match self {
            ToMove::Seat(s) => Some(s),
            ToMove::Seats(set) => set.iter().next(),
            ToMove::Terminal => None,
        }
    }
}

/// A set of up to 8 seats, as a bit mask.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SeatSet(u8);

impl SeatSet {
    /// The set of `seats`, each numbered below 8 (more seats is a format's bug: it panics).
    pub fn of(seats: impl IntoIterator<Item = Seat>) -> Self {
        Self(seats.into_iter().fold(0, |bits, s| {
            assert!(s.0 < 8, "a SeatSet holds seats 0 to 7, not {}", s.0);
            bits | 1 << s.0
        }))
    }

    pub fn contains(self, seat: Seat) -> bool {
        seat.0 < 8 && self.0 & 1 << seat.0 != 0
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub fn iter(self) -> impl Iterator<Item = Seat> {
        (0..8).filter(move |&i| self.0 & 1 << i != 0).map(Seat)
    }
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
    /// Appends exactly the actions [`Game::apply`] accepts now (the vector is cleared first),
    /// with one exception: an action carrying free text no list can hold is accepted without
    /// being listed. Team Battle's question to a teammate (TB-6) is the only one: people type
    /// it, AI players (which choose from this list) never ask, and the conformance suite's
    /// check that what is accepted is listed never meets it.
    fn legal_actions(&self, out: &mut Vec<Self::Action>);
    /// Applies one action; an illegal one is refused with the rule it breaks and changes nothing.
    fn apply(&mut self, action: &Self::Action) -> Result<(), RuleError>;
    /// Applies an action [`Game::legal_actions`] listed for this very state: the simulation
    /// loops and searches, which apply only listed actions, call this. A format may skip asking
    /// again whether the action is legal; this default asks, and a refusal is the caller's bug.
    fn apply_listed(&mut self, action: &Self::Action) {
        if let Err(e) = self.apply(action) {
            panic!("a listed action was refused: {e}");
        }
    }
    fn outcome(&self) -> Option<Outcome>;
    /// Everything `seat` may see (`None`: a spectator).
    fn view(&self, seat: Option<Seat>) -> Self::View;
    /// The team a seat plays for.
    fn team_of(&self, seat: Seat) -> Team;
    /// The seat that takes `action`, one of the legal ones. When one seat is to move it is that
    /// seat; a format whose turn several seats share ([`ToMove::Seats`]) says whose the action is.
    fn actor(&self, _action: &Self::Action) -> Option<Seat> {
        match self.to_move() {
            ToMove::Seat(seat) => Some(seat),
            ToMove::Seats(_) | ToMove::Terminal => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn several_seats_may_act_and_each_is_found() {
        let set = SeatSet::of([Seat(3), Seat(0), Seat(5)]);
        assert_eq!(set.iter().collect::<Vec<_>>(), [Seat(0), Seat(3), Seat(5)]);
        let shared = ToMove::Seats(set);
        assert!(shared.includes(Seat(3)) && !shared.includes(Seat(1)));
        assert!(
            !shared.includes(Seat(200)),
            "a seat past the set's 8 is in no set"
        );
        assert_eq!(shared.first(), Some(Seat(0)));
        assert_eq!(ToMove::Seat(Seat(2)).seats(), SeatSet::of([Seat(2)]));
        assert_eq!(ToMove::Terminal.first(), None);
        assert!(ToMove::Terminal.seats().is_empty());
    }

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
