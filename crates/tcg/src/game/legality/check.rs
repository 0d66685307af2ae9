//! Whether an action is allowed now, and which rule refuses it: the step and the kind of action
//! say which check of this room asks (set-up, answers to a choice, cards put into play,
//! Trainers, retreat, abilities, the Stadium, attacks). `legal.rs` offers exactly the actions
//! these accept, so the two cannot disagree.

use altplay_core::{RuleError, Seat};

use crate::game::flow::designate::Aim;
use crate::game::model::action::Action;
use crate::game::model::ids::{CardId, Uid};
use crate::game::model::state::{InPlay, Step, Tcg};

/// A refusal naming its rule.
pub(super) fn refuse(rule: &'static str, message: &'static str) -> Result<(), RuleError> {
    Err(RuleError::new(rule, message))
}

impl Tcg {
    /// Accepts `action` now, or names the rule that refuses it.
    pub fn check(&self, action: &Action) -> Result<(), RuleError> {
        if let Step::Over(_) = self.step {
            return refuse("TCG-14", "the game is over");
        }
        // Any number may come from outside (a client, a stored table replayed on other decks).
        if action
            .card()
            .is_some_and(|card| usize::from(card.0) >= self.cards.len())
        {
            return refuse("TCG-16", "no such card at this table");
        }
        if let Some(wait) = self.frame.as_ref().and_then(|f| f.wait) {
            return self.check_answer(wait, action);
        }
        match (self.step, *action) {
            (Step::ChooseFirst(_), Action::GoFirst { .. }) => Ok(()),
            (Step::MulliganDraws { .. }, Action::DrawExtra | Action::Done) => Ok(()),
            (Step::PlaceActive(seat), Action::Place { card }) => {
                self.placeable_at_set_up(seat, card, true)
            }
            (Step::PlaceBench(seat), Action::Place { card }) => {
                self.placeable_at_set_up(seat, card, false)?;
                self.bench_room(seat, "TCG-4")
            }
            (Step::PlaceBench(_), Action::Done) => Ok(()),
            (Step::Promote(seat), Action::Promote { pokemon }) => self.one_of_bench(
                seat,
                pokemon,
                ("TCG-11", "promote one of your Benched Pokémon"),
            ),
            (Step::DiscardBenched(seat), Action::PickPokemon { pokemon }) => self.one_of_bench(
                seat,
                pokemon,
                ("TCG-4", "discard one of your Benched Pokémon"),
            ),
            (Step::DiscardTool { pokemon, .. }, Action::PickCard { card }) => {
                match self.locate(pokemon) {
                    Some((_, p)) if p.tools.contains(&card) => Ok(()),
                    _ => refuse("TCG-15", "discard a Pokémon Tool attached to that Pokémon"),
                }
            }
            (Step::Retreat { .. }, Action::PickCard { card }) => {
                let active = self.boards[self.current.index()].active.as_ref();
                if active.is_some_and(|a| a.energy.contains(&card)) {
                    Ok(())
                } else {
                    refuse("TCG-7", "discard Energy attached to the retreating Pokémon")
                }
            }
            (Step::Turn, action) => self.check_turn(action),
            _ => refuse("TCG-16", "not a choice the game offers now"),
        }
    }

    /// One of the current seat's Pokémon in play.
    /// Accepts `pokemon` if it is one of `seat`'s Benched Pokémon, or refuses with `refused`'s
    /// rule and words.
    fn one_of_bench(
        &self,
        seat: Seat,
        pokemon: Uid,
        (rule, words): (&'static str, &'static str),
    ) -> Result<(), RuleError> {
        let bench = &self.boards[seat.index()].bench;
        match bench.iter().any(|p| p.uid == pokemon) {
            true => Ok(()),
            false => refuse(rule, words),
        }
    }

    pub(super) fn own(&self, uid: Uid) -> Result<&InPlay, RuleError> {
        self.boards[self.current.index()]
            .find(uid)
            .ok_or_else(|| RuleError::new("TCG-7", "not one of your Pokémon in play"))
    }

    /// A card of the current seat's hand.
    pub(super) fn in_hand(&self, card: CardId) -> Result<(), RuleError> {
        if self.boards[self.current.index()].hand.contains(&card) {
            Ok(())
        } else {
            refuse("TCG-7", "that card is not in your hand")
        }
    }

    fn check_turn(&self, action: Action) -> Result<(), RuleError> {
        if let Some(again) = self.flags.attacking_again {
            let active = self.boards[self.current.index()].active.as_ref();
            let attacker = match action.attack_parts() {
                Some((None, ..)) => active.map(|p| p.uid),
                Some((from_bench, ..)) => from_bench,
                None => None,
            };
            if !(action == Action::EndTurn || attacker == Some(again)) {
                return refuse(
                    "TCG-7",
                    "after its first attack, the Pokémon may only attack again, or the turn ends",
                );
            }
        }
        match action {
            Action::EndTurn => Ok(()),
            Action::Bench { card } => {
                self.in_hand(card)?;
                self.benchable(card)
            }
            Action::Evolve { card, target } => {
                self.in_hand(card)?;
                self.evolvable(card, self.own(target)?)
            }
            Action::Attach { card, target } => {
                self.in_hand(card)?;
                self.energy_attachable(card, self.own(target)?)
            }
            Action::Tool { card, target } => {
                self.in_hand(card)?;
                self.tool_fits(card, self.own(target)?)
            }
            Action::Play { card } => self.check_play(card, None),
            Action::PlayFor {
                card,
                you,
                opponent,
            } => self.check_play(card, Some(Aim { you, opponent })),
            Action::Retreat { to } => self.check_retreat(to),
            Action::Ability { pokemon, index } => {
                self.ability_usable(self.own(pokemon)?, index, None)
            }
            Action::AbilityAt {
                pokemon,
                index,
                opponent,
            } => self.ability_usable(self.own(pokemon)?, index, Some(opponent)),
            Action::Stadium => self.check_stadium(None),
            Action::PileAbility { card, index } => self.pile_ability_usable(card, index),
            Action::StadiumAt { opponent } => self.check_stadium(Some(opponent)),
            Action::Attack { .. }
            | Action::AttackAt { .. }
            | Action::AttackFromBench { .. }
            | Action::AttackFromBenchAt { .. } => {
                let (from_bench, index, target) = action.attack_parts().expect("an attack");
                match target {
                    None if self.rules.designates() && self.attack_targets().len() > 1 => {
                        refuse("TCG-17", "several opponents: name the one attacked")
                    }
                    None => self.check_attack(from_bench, index, self.attacked(None)),
                    Some(target) => {
                        self.check_target(target)?;
                        self.check_attack(from_bench, index, target)
                    }
                }
            }
            _ => refuse("TCG-16", "not a choice the game offers now"),
        }
    }
}
