//! Cards of the hand put into play during a turn (TCG-5, TCG-7): a Basic Pokémon onto the
//! Bench, an evolution, an Energy attached, a Pokémon Tool.

use altplay_core::RuleError;

use super::check::refuse;
use crate::effect::Lasting;
use crate::game::model::ids::{CardId, NameId};
use crate::game::model::policies::FirstTurn;
use crate::game::model::state::{InPlay, Tcg};

impl Tcg {
    /// TCG-7: a Basic Pokémon of the hand onto the Bench, while it has room.
    pub(in crate::game) fn benchable(&self, card: CardId) -> Result<(), RuleError> {
        self.basic(card, "TCG-7")?;
        self.played_freely(card)?;
        self.bench_room(self.current, "TCG-7")?;
        // A Fossil is played as a Trainer card: "can't play Item cards" stops it.
        self.not_locked(card)
    }

    /// TCG-7: a Pokémon Tool of the hand onto `target`, while it has room for one and no
    /// effect keeps it in the hand ("can't play any Item cards or Pokémon Tool cards").
    pub(in crate::game) fn tool_fits(
        &self,
        card: CardId,
        target: &InPlay,
    ) -> Result<(), RuleError> {
        if !self.def(card).is_tool() {
            return refuse("TCG-7", "only a Pokémon Tool is attached this way");
        }
        self.not_locked(card)?;
        if self.tool_count(target) >= self.tools_allowed(target) {
            return refuse(
                "TCG-7",
                "one Pokémon Tool per Pokémon, unless its text allows more",
            );
        }
        Ok(())
    }

    /// TCG-7: an Energy card of the hand attached to one of the current seat's Pokémon, once a
    /// turn, unless an effect keeps it in the hand.
    pub(super) fn energy_attachable(&self, card: CardId, target: &InPlay) -> Result<(), RuleError> {
        if self.def(card).energy().is_none() {
            return refuse("TCG-7", "only an Energy card is attached this way");
        }
        if self.flags.energy_attached {
            return refuse("TCG-7", "one Energy from the hand a turn");
        }
        if self.play_locked(card) {
            return refuse("TCG-15", "an effect says you can't attach that card now");
        }
        if !self.takes_energy_from_hand(target) {
            return refuse(
                "TCG-15",
                "an effect says Energy can't be attached from the hand to that Pokémon",
            );
        }
        if self.cards.energy_only_on && !self.may_hold(card, target) {
            return refuse("TCG-15", "that Energy can't be attached to that Pokémon");
        }
        Ok(())
    }

    /// TCG-5, TCG-7: `card` of the hand evolves `target` now.
    pub(super) fn evolvable(&self, card: CardId, target: &InPlay) -> Result<(), RuleError> {
        let Some(from) = self.def(card).pokemon().and_then(|p| p.evolves_from) else {
            return refuse("TCG-7", "that card does not evolve from anything here");
        };
        self.played_freely(card)?;
        // "Your opponent can't play any Pokémon that has an Ability from their hand": evolving
        // is playing it.
        self.not_locked(card)?;
        self.evolves_onto(card, from, target)
    }

    /// TCG-15: a card whose text allows it into play one other way only (Snorlax Doll at set-up,
    /// Palafin ex by Zero to Hero) is not played from the hand during a turn.
    fn played_freely(&self, card: CardId) -> Result<(), RuleError> {
        if !self.def(card).comes_into_play_freely() {
            return refuse(
                "TCG-15",
                "its text lets that card come into play only another way",
            );
        }
        Ok(())
    }

    /// TCG-5, TCG-7: `card` of the hand, which evolves from the name `from`, evolves `target`
    /// now.
    pub(in crate::game) fn evolves_onto(
        &self,
        card: CardId,
        from: NameId,
        target: &InPlay,
    ) -> Result<(), RuleError> {
        if self.def(target.stack[target.stack.len() - 1]).name_id != from
            && !self.evolves_as(card, from, target)
        {
            return refuse("TCG-7", "it does not evolve from that Pokémon");
        }
        // Asked only when a rule would refuse: "it can evolve during your first turn or the
        // turn you play it".
        let any_time = || {
            self.lastings(target)
                .iter()
                .any(|(l, _)| matches!(l, Lasting::EvolvesAnyTime(_)))
        };
        if self.rules.first_turn == FirstTurn::Limited
            && self.boards[self.current.index()].turns <= 1
            && !any_time()
        {
            return refuse("TCG-5", "no Pokémon evolves on its owner's first turn");
        }
        if target.since_turn == self.turn
            && !any_time()
            && !self.evolves_the_turn_played(card, target)
        {
            return refuse(
                "TCG-7",
                "a Pokémon does not evolve the turn it came into play or evolved",
            );
        }
        if !self.evolves_from_hand(target) {
            return refuse(
                "TCG-15",
                "an effect says Pokémon can't be played from the hand to evolve it",
            );
        }
        Ok(())
    }

    /// Whether `target` may be evolved by `card`, which evolves from the name `from`, as if it
    /// were of that name ("can evolve into any Pokémon ex that evolves from Eevee"): asked only
    /// when a card of the table says so.
    fn evolves_as(&self, card: CardId, from: NameId, target: &InPlay) -> bool {
        if !self.cards.evolves_as {
            return false;
        }
        let name = &self.cards.names[usize::from(from.0)];
        self.lastings(target).iter().any(|(l, _)| {
            matches!(*l, Lasting::EvolvesAs { from, kind, .. }
                if from.is(name) && self.card_is_kind(card, kind))
        })
    }

    /// Whether a lasting effect lets `target` evolve into `card` the turn it came into play or
    /// evolved ("… can evolve into Grass Pokémon during the turn they play those Pokémon").
    fn evolves_the_turn_played(&self, card: CardId, target: &InPlay) -> bool {
        let Some(evolution) = self.def(card).pokemon() else {
            return false;
        };
        let types = evolution.type_set;
        self.lastings(target).iter().any(
            |(l, _)| matches!(*l, Lasting::EvolvesTheTurnPlayed { into, .. } if into.shares(types)),
        )
    }
}
