//! Attacks (TCG-5, TCG-8, TCG-12, TCG-15, TB-11): the turn, the GX limit, Special
//! Conditions, the cost, lasting effects and the attack's own words, and the opponent an attack
//! names when there are several.

use altplay_core::{RuleError, Seat};

use super::check::refuse;
use crate::effect::{Effect, Lasting, Operation, SpecialCondition};
use crate::game::board::lastings::Lastings;
use crate::game::flow::designate::Aim;
use crate::game::model::card::AttackDef;
use crate::game::model::energy::{Cost, Pool};
use crate::game::model::frame::TextRef;
use crate::game::model::ids::{CardId, Uid};
use crate::game::model::policies::FirstTurn;
use crate::game::model::program::Op;
use crate::game::model::state::{InPlay, Tcg};

/// The Active Pokémon as its attacks are tested ([`Tcg::attacker`]).
pub(in crate::game) struct Attacker<'a> {
    active: &'a InPlay,
    /// Its lasting effects ([`Tcg::lastings`]), made by the caller: a list this large is not
    /// moved.
    lastings: &'a Lastings,
    energy: Pool,
}

impl Tcg {
    /// TB-11: an attack names one of several opponents, one with an Active Pokémon; never a
    /// teammate.
    pub(super) fn check_target(&self, target: Seat) -> Result<(), RuleError> {
        if target.index() >= self.boards.len() {
            return refuse("TCG-17", "no such seat");
        }
        if !self.rules.are_opponents(target, self.current) {
            return refuse("TCG-17", "an attack targets an opponent, never a teammate");
        }
        let targets = self.attack_targets();
        if !targets.contains(&target) {
            return refuse("TCG-17", "that opponent has no Active Pokémon to attack");
        }
        if targets.len() < 2 {
            return refuse(
                "TCG-17",
                "one opponent to attack: attack without naming them",
            );
        }
        Ok(())
    }

    /// The attack `index` of the Active Pokémon, or of the Benched Pokémon `from_bench`, may be
    /// used now on `target`'s Active Pokémon.
    pub(super) fn check_attack(
        &self,
        from_bench: Option<Uid>,
        index: u8,
        target: Seat,
    ) -> Result<(), RuleError> {
        let Some(pokemon) = self.attacking_now(from_bench) else {
            return match from_bench {
                None => refuse("TCG-8", "no Active Pokémon to attack with"),
                Some(_) => refuse("TCG-8", "no such Benched Pokémon of yours"),
            };
        };
        let Some((card, at)) = self.usable_attack(pokemon, index) else {
            return refuse("TCG-8", "the Pokémon has no such attack");
        };
        if from_bench.is_some() && !self.used_from_bench(card, at) {
            return refuse("TCG-8", "only the Active Pokémon can use that attack");
        }
        let lastings = self.lastings(pokemon);
        self.attack_allowed(&self.attacker(pokemon, &lastings), card, at, index, target)
    }

    /// Whether the attack `at` printed on `card` may be used from the Bench ("This attack can
    /// be used even if this Pokémon is on the Bench").
    pub(super) fn used_from_bench(&self, card: CardId, at: u8) -> bool {
        self.def(card)
            .attack(at)
            .is_some_and(|a| a.program.from_bench)
    }

    /// Whether a Pokémon has an attack it may use from the Bench.
    pub(super) fn has_bench_attack(&self, pokemon: &InPlay) -> bool {
        (self.attack_cards(pokemon).into_iter()).any(|card| {
            (0..self.def(card).attacks().len() as u8).any(|at| self.used_from_bench(card, at))
        })
    }

    /// The Active Pokémon as its attacks are tested, with its lasting effects: its attached
    /// Energy worked out once for all of them.
    pub(in crate::game) fn attacker<'a>(
        &self,
        active: &'a InPlay,
        lastings: &'a Lastings,
    ) -> Attacker<'a> {
        Attacker {
            active,
            lastings,
            energy: Pool::of(self.units(active)),
        }
    }

    /// TCG-5, TCG-8, TCG-12, TCG-15: the attack `index` of the Active Pokémon, printed as
    /// attack `at` of `card`, may be used now on `target`'s Active Pokémon (its text's
    /// conditions read "your opponent" as `target`, TB-11).
    // Inlined: asked per attack at every listing of a turn's actions.
    #[inline(always)]
    pub(in crate::game) fn attack_allowed(
        &self,
        attacker: &Attacker,
        card: CardId,
        at: u8,
        index: u8,
        target: Seat,
    ) -> Result<(), RuleError> {
        self.attack_usable(attacker, card, at, index)?;
        self.attack_words_allow(attacker, card, at, target)
    }

    /// What of [`Tcg::attack_allowed`] does not depend on the opponent attacked: the turn, the
    /// GX limit, Special Conditions, the cost, lasting effects.
    // Inlined: asked per attack at every listing of a turn's actions.
    #[inline(always)]
    pub(in crate::game) fn attack_usable(
        &self,
        attacker: &Attacker,
        card: CardId,
        at: u8,
        index: u8,
    ) -> Result<(), RuleError> {
        let Attacker {
            active,
            lastings,
            ref energy,
        } = *attacker;
        let attack = self.def(card).attack(at).expect("a usable attack");
        // The first turn of the game is the player's who went first.
        let first_turn_attacker = || {
            self.turn == 1
                && lastings
                    .iter()
                    .any(|(l, _)| matches!(l, Lasting::AttacksOnFirstTurn(_)))
        };
        if self.turn <= self.rules.no_attack_turns
            && self.rules.first_turn == FirstTurn::Limited
            && !attack.program.first_turn
            && !first_turn_attacker()
        {
            return refuse(
                "TCG-5",
                "the player going first does not attack on their first turn",
            );
        }
        if attack.gx && self.boards[self.current.index()].gx_used {
            return refuse(
                "TCG-8",
                "a player can't use more than 1 GX attack in a game",
            );
        }
        if attack.program.vstar {
            self.vstar_left()?;
        }
        let c = active.conditions;
        let free = lastings
            .iter()
            .any(|(l, _)| matches!(l, Lasting::AttacksAsleepOrParalyzed(_)));
        if !free && (c.has(SpecialCondition::Asleep) || c.has(SpecialCondition::Paralyzed)) {
            return refuse("TCG-12", "an Asleep or Paralyzed Pokémon can't attack");
        }
        if self
            .cost_under(active, lastings, attack)
            .is_some_and(|cost| !cost.paid_from(energy))
        {
            return refuse(
                "TCG-8",
                "the attached Energy does not pay this attack's cost",
            );
        }
        for &(l, a) in lastings {
            match l {
                Lasting::CantAttack(_) | Lasting::CantAttackThis(_) => {
                    return refuse("TCG-15", "an effect says this Pokémon can't attack");
                }
                Lasting::CantUseThisAttack(_) | Lasting::CantUseChosenAttack(_) if a == index => {
                    return refuse(
                        "TCG-15",
                        "an effect says this Pokémon can't use that attack",
                    );
                }
                _ => {}
            }
        }
        Ok(())
    }

    /// What `attack` costs `pokemon` under its lasting effects (`None`: nothing at all): its
    /// cost, or the one an effect gives that attack by name ("can use the Double-Edge attack
    /// for Psychic"), then made more or less.
    pub(in crate::game) fn cost_under(
        &self,
        pokemon: &InPlay,
        lastings: &Lastings,
        attack: &AttackDef,
    ) -> Option<Cost> {
        let instead = lastings.iter().find_map(|(l, _)| match *l {
            Lasting::AttackCostIs {
                attack: name,
                energy,
                count,
                ..
            } if name.is(&attack.name) => Some(Cost::of(&vec![energy; usize::from(count)])),
            _ => None,
        });
        let mut cost = instead.unwrap_or_else(|| attack.cost_for(pokemon));
        for (l, _) in lastings {
            match *l {
                Lasting::NoAttackCost(_) => return None,
                Lasting::AttackCostLess { by, any_type, .. } => {
                    let less = u8::try_from(self.own_amount(pokemon, by)).unwrap_or(u8::MAX);
                    match any_type {
                        true => cost.waived = cost.waived.saturating_add(less),
                        false => cost.colorless = cost.colorless.saturating_sub(less),
                    }
                }
                Lasting::AttackCostMore { by, .. } => {
                    cost.colorless = cost.colorless.saturating_add(by)
                }
                _ => {}
            }
        }
        Some(cost)
    }

    /// What `attack` of `pokemon` costs now, Stadiums', Tools' and other lasting effects
    /// counted: what the AI players build a Pokémon up for.
    pub fn attack_cost_now(&self, pokemon: &InPlay, attack: &AttackDef) -> Cost {
        self.cost_under(pokemon, &self.lastings(pokemon), attack)
            .unwrap_or_default()
    }

    /// Whether the attack `index` of the Active Pokémon, or of the Benched Pokémon
    /// `from_bench`, wins the game if used now: its words say "you win this game", under a
    /// test that holds now (for the AI players, which weigh an attack by its damage otherwise).
    pub fn attack_wins(&self, from_bench: Option<Uid>, index: u8) -> bool {
        let Some(active) = self.attacking_now(from_bench) else {
            return false;
        };
        let Some((card, at)) = self.usable_attack(active, index) else {
            return false;
        };
        let ops = &self
            .def(card)
            .attack(at)
            .expect("a usable attack")
            .program
            .ops;
        let wins = |op: &Op| matches!(op, Op::Do(Effect::Op(Operation::WinGame)));
        let Some(i) = ops.iter().position(wins) else {
            return false;
        };
        match i.checked_sub(1).map(|before| &ops[before]) {
            Some(&Op::Unless(condition, _)) => {
                let aim = Aim {
                    you: self.current,
                    opponent: self.default_opponent(self.current),
                };
                let frame = self.trial(card, TextRef::Attack(at), Some(active.uid), aim);
                self.holds(&frame, condition)
            }
            _ => true,
        }
    }

    /// The attack's own words let it be used on `target`'s Active Pokémon (TB-11: its
    /// conditions read "your opponent" as the one attacked).
    // Inlined: asked per attack and target at every listing of a turn's actions.
    #[inline(always)]
    pub(in crate::game) fn attack_words_allow(
        &self,
        attacker: &Attacker,
        card: CardId,
        at: u8,
        target: Seat,
    ) -> Result<(), RuleError> {
        let attack = self.def(card).attack(at).expect("a usable attack");
        let aim = Aim {
            you: self.current,
            opponent: target,
        };
        let uid = attacker.active.uid;
        let frame = || self.trial(card, TextRef::Attack(at), Some(uid), aim);
        if self.refused_by_words(frame, &attack.program) {
            return refuse("TCG-15", "the attack says it can't be used now");
        }
        Ok(())
    }
}
