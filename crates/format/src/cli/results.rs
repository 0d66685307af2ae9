//! How a run's games ended, counted from their outcomes: what every format's tally starts with.

use std::ops::AddAssign;

use altplay_core::stats::wilson_ci95;
use altplay_core::{Outcome, Team};

use crate::WinRate;

/// Each team's wins over a run, and the games no team won (draws; games stopped before an end
/// also count here). Two teams: every format seats two sides.
#[derive(Debug, Default, Clone, Copy)]
pub struct Results {
    pub wins: [u64; 2],
    pub draws: u64,
}

impl Results {
    /// Counts a finished game's `outcome`; the team that won, if one did.
    pub fn count(&mut self, outcome: Option<Outcome>) -> Option<Team> {
        let winner = outcome.and_then(Outcome::winner);
        match winner {
            Some(team) => self.wins[usize::from(team.0)] += 1,
            None => self.draws += 1,
        }
        winner
    }

    /// `team`'s points: its wins, and half the draws.
    pub fn points(&self, team: Team) -> f64 {
        self.wins[usize::from(team.0)] as f64 + 0.5 * self.draws as f64
    }

    /// `team`'s score over `games`: its points per game.
    pub fn score(&self, team: Team, games: u64) -> f64 {
        self.points(team) / games as f64
    }

    /// The 95% interval of `team`'s score over `games` (Wilson's).
    pub fn score_ci95(&self, team: Team, games: u64) -> [f64; 2] {
        wilson_ci95(self.points(team), games)
    }

    /// `team`'s score and its interval, as a summary calls them.
    pub fn win_rate(&self, team: Team, games: u64) -> WinRate {
        WinRate {
            win_rate: self.score(team, games),
            win_rate_ci95: self.score_ci95(team, games),
        }
    }
}

/// Merging runs adds their counts (so a tally holding `Results` merges with `counters!`).
impl AddAssign for Results {
    fn add_assign(&mut self, other: Self) {
        self.wins[0] += other.wins[0];
        self.wins[1] += other.wins[1];
        self.draws += other.draws;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wins_draws_and_points_add_up() {
        let mut results = Results::default();
        let win = |team| Some(Outcome::Win { team, margin: 0 });
        assert_eq!(results.count(win(Team(1))), Some(Team(1)));
        assert_eq!(results.count(Some(Outcome::Draw)), None);
        results += results;
        assert_eq!((results.wins, results.draws), ([0, 2], 2));
        assert_eq!(results.points(Team(0)), 1.0);
        assert_eq!(results.score(Team(1), 4), 0.75);
    }
}
