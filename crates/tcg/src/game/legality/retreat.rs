//! Retreat (TCG-7, TCG-12, TCG-15): once a turn, not Asleep or Paralyzed, the Retreat Cost
//! paid, no effect against it.

use altplay_core::RuleError;

use super::check::refuse;
use crate::effect::{Lasting, SpecialCondition};
use crate::game::board::lastings::Lastings;
use crate::game::model::ids::Uid;
use crate::game::model::state::{InPlay, Tcg};

impl Tcg {
    pub(super) fn check_retreat(&self, to: Uid) -> Result<(), RuleError> {
        let board = &self.boards[self.current.index()];
        let Some(active) = board.active.as_ref() else {
            return refuse("TCG-7", "no Active Pokémon to retreat");
        };
        if !board.bench.iter().any(|p| p.uid == to) {
            return refuse("TCG-7", "retreat to one of your Benched Pokémon");
        }
        self.may_retreat(active, &self.lastings(active))
    }

    /// TCG-7, TCG-12, TCG-15: the Active Pokémon, under its lasting effects
    /// ([`Tcg::lastings`]), may retreat now (to any Benched Pokémon).
    // Inlined: asked at every listing of a turn's actions.
    #[inline(always)]
    pub(in crate::game) fn may_retreat(
        &self,
        active: &InPlay,
        lastings: &Lastings,
    ) -> Result<(), RuleError> {
        if self.flags.retreated {
            return refuse("TCG-7", "one retreat a turn");
        }
        let free = lastings
            .iter()
            .any(|(l, _)| matches!(l, Lasting::RetreatsAsleepOrParalyzed(_)));
        let c = active.conditions;
        if !free && (c.has(SpecialCondition::Asleep) || c.has(SpecialCondition::Paralyzed)) {
            return refuse("TCG-7", "an Asleep or Paralyzed Pokémon can't retreat");
        }
        if lastings
            .iter()
            .any(|(l, _)| matches!(l, Lasting::CantRetreat(_)))
        {
            return refuse("TCG-15", "an effect says this Pokémon can't retreat");
        }
        let units: u16 = self.units(active).map(|(_, n)| u16::from(n)).sum();
        let cost = self.retreat_cost_under(active, lastings);
        if units < u16::from(cost) && self.retreat_tool(active).is_none() {
            return refuse(
                "TCG-7",
                "not enough Energy attached to pay the Retreat Cost",
            );
        }
        Ok(())
    }
}
