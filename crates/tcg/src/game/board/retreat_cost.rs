//! A Pokémon's Retreat Cost now (TCG-7): printed, changed by its lasting effects, or paid by a
//! Pokémon Tool instead of Energy.

use super::lastings::Lastings;
use crate::effect::Lasting;
use crate::game::model::ids::CardId;
use crate::game::model::state::{InPlay, Tcg};

impl Tcg {
    /// The Retreat Cost of a Pokémon now (its lasting effects count).
    pub fn retreat_cost(&self, p: &InPlay) -> u8 {
        self.retreat_cost_under(p, &self.lastings(p))
    }

    /// The Retreat Cost of a Pokémon under its lasting effects ([`Tcg::lastings`]).
    pub(in crate::game) fn retreat_cost_under(&self, p: &InPlay, lastings: &Lastings) -> u8 {
        let mut cost = self.top(p).retreat;
        for &(l, _) in lastings {
            match l {
                Lasting::NoRetreatCost(_) => return 0,
                Lasting::RetreatCostLess { by, .. } => cost = cost.saturating_sub(by),
                Lasting::RetreatCostMore { by, .. } => cost = cost.saturating_add(by),
                _ => {}
            }
        }
        cost
    }

    /// The Pokémon Tool discarded to pay a Pokémon's Retreat Cost instead of Energy (Balloon
    /// Berry), if it has one.
    pub(in crate::game) fn retreat_tool(&self, p: &InPlay) -> Option<CardId> {
        p.tools.iter().copied().find(|&tool| {
            self.def(tool).trainer().is_some_and(|t| {
                t.passive
                    .iter()
                    .any(|(l, _)| matches!(l, Lasting::RetreatPaidByThisCard(_)))
            })
        })
    }
}
