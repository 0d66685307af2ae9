//! RF-10's Supporter quota: the team plays as many Supporters a turn as there are players,
//! whichever board they are played on, so the format says whether a board still allows one.

use crate::game::model::state::Tcg;

impl Tcg {
    /// Whether this board allows no more Supporters this turn: one was played on it, or the
    /// format's quota is met.
    pub fn supporter_quota_met(&self) -> bool {
        self.flags.supporter_played
    }

    /// Allows a Supporter this turn or not, as the team's quota says (RF-10).
    pub fn set_supporter_quota_met(&mut self, met: bool) {
        self.flags.supporter_played = met;
    }
}
