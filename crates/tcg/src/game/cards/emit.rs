//! A text's effects compiled into a [`Program`]: straight-line steps with jumps, so that a game
//! waiting on a choice in the middle of a text is just a step number.
//!
//! An attack's own damage is a step of its own ([`Op::Damage`]), put after the last statement
//! that changes that damage; what comes after it happens after the damage is done (TCG-9's
//! "effects of the attack" before, the rest of the text after).

use crate::effect::{Control, Effect, Operation, Usage};
use crate::game::model::energy::Cost;
use crate::game::model::program::{Op, Program};

/// Why a text does not compile: the operations this engine does not play yet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotPlayed(pub Vec<&'static str>);

impl Program {
    /// A Trainer's or an ability's effects, in order.
    pub fn of(effects: &[Effect]) -> Result<Program, NotPlayed> {
        Self::build(effects, false)
    }

    /// An attack's effects, with the damage step placed.
    pub fn of_attack(effects: &[Effect]) -> Result<Program, NotPlayed> {
        Self::build(effects, true)
    }

    fn build(effects: &[Effect], attack: bool) -> Result<Program, NotPlayed> {
        let mut program = Program {
            names_opponent: names_opponent(effects),
            ..Program::default()
        };
        let mut body = Vec::new();
        for effect in effects {
            match effect {
                Effect::Usage(Usage::UnusableIf(condition)) => program.unusable_if.push(*condition),
                Effect::Usage(Usage::UsableOnlyIf(condition)) => {
                    program.usable_only_if.push(*condition)
                }
                Effect::Usage(Usage::UsableOnFirstTurn) => program.first_turn = true,
                Effect::Usage(Usage::EvolvesAnyTime) => program.evolves_any_time = true,
                Effect::Usage(Usage::VstarPower) => program.vstar = true,
                Effect::Usage(Usage::UsableFromBench) if attack => program.from_bench = true,
                Effect::Usage(Usage::CostWhileDamaged(symbols)) => {
                    program.cost_while_damaged = Some(Cost::of(symbols))
                }
                Effect::Op(Operation::DamageNow) if attack => {}
                Effect::Control(Control::Cost(costs)) => {
                    program.costs.extend(costs.iter().cloned());
                    body.extend(costs.iter().cloned());
                }
                other => body.push(other.clone()),
            }
        }
        let damage_after = if attack {
            Some(
                body.iter()
                    .rposition(changes_damage)
                    .map_or(program.costs.len(), |i| i + 1),
            )
        } else {
            None
        };
        let mut missing = Vec::new();
        let mut ops = Vec::new();
        // "This attack's damage isn't affected by …" holds for all of the attack's damage, done
        // before the sentence too ("This attack does 50 damage to 2 of your opponent's Pokémon.
        // This attack's damage isn't affected by … any effects on those Pokémon.").
        let ignores = |e: &&Effect| matches!(e, Effect::Op(Operation::Ignore(_)));
        for effect in body.iter().filter(ignores) {
            emit(effect, &mut ops, &mut missing);
        }
        for (i, effect) in body.iter().enumerate() {
            if damage_after == Some(i) {
                ops.push(Op::Damage);
            }
            if !ignores(&effect) {
                emit(effect, &mut ops, &mut missing);
            }
        }
        if damage_after == Some(body.len()) {
            ops.push(Op::Damage);
        }
        if !missing.is_empty() {
            missing.sort_unstable();
            missing.dedup();
            return Err(NotPlayed(missing));
        }
        program.ops = ops;
        program.may_refuse = !program.unusable_if.is_empty()
            || !program.usable_only_if.is_empty()
            || !program.costs.is_empty()
            || program.attach_picks().next().is_some()
            || program.takes_back_own_pokemon();
        Ok(program)
    }
}

/// Whether effects name "your opponent", read from their derived serialization: the one walk
/// over the whole vocabulary, which grows with it. A role, a Pokémon or a kind of effect that
/// means the opponent or their Active Pokémon says so in its name.
fn names_opponent(effects: &[Effect]) -> bool {
    fn named(text: &str) -> bool {
        ["opponent", "defending", "damage_now", "rock_paper_scissors"]
            .iter()
            .any(|word| text.contains(word))
    }
    fn mentions(value: &serde_json::Value) -> bool {
        match value {
            serde_json::Value::String(s) => named(s),
            serde_json::Value::Array(items) => items.iter().any(mentions),
            serde_json::Value::Object(map) => map.iter().any(|(k, v)| named(k) || mentions(v)),
            _ => false,
        }
    }
    mentions(&serde_json::to_value(effects).expect("effects serialize"))
}

/// Whether an effect (or one inside it) changes the attack's own damage.
fn changes_damage(effect: &Effect) -> bool {
    match effect {
        Effect::Op(Operation::SetDamage(_))
        | Effect::Op(Operation::MoreDamage(_))
        | Effect::Op(Operation::LessDamage(_))
        | Effect::Op(Operation::MoreDamageAtMost(_))
        | Effect::Op(Operation::Ignore(_))
        | Effect::Op(Operation::Nothing)
        | Effect::Op(Operation::ToEachDefending)
        | Effect::Control(Control::BeforeDamage(_)) => true,
        Effect::Control(Control::If {
            then, otherwise, ..
        }) => then.iter().chain(otherwise).any(changes_damage),
        Effect::Control(Control::May { then, .. })
        | Effect::Control(Control::Repeat { then, .. }) => then.iter().any(changes_damage),
        Effect::Control(Control::ChooseOptions { options, .. }) => {
            options.iter().flatten().any(changes_damage)
        }
        _ => false,
    }
}

fn here(ops: &[Op]) -> u16 {
    ops.len() as u16
}

/// Appends the steps of one effect.
fn emit(effect: &Effect, ops: &mut Vec<Op>, missing: &mut Vec<&'static str>) {
    match effect {
        Effect::Control(Control::If {
            condition,
            then,
            otherwise,
        }) => {
            let test = ops.len();
            ops.push(Op::Unless(*condition, 0));
            then.iter().for_each(|e| emit(e, ops, missing));
            if otherwise.is_empty() {
                ops[test] = Op::Unless(*condition, here(ops));
            } else {
                let skip = ops.len();
                ops.push(Op::Jump(0));
                ops[test] = Op::Unless(*condition, here(ops));
                otherwise.iter().for_each(|e| emit(e, ops, missing));
                ops[skip] = Op::Jump(here(ops));
            }
        }
        Effect::Control(Control::BeforeDamage(effects)) => {
            effects.iter().for_each(|e| emit(e, ops, missing))
        }
        Effect::Op(Operation::DamageNow) => ops.push(Op::Damage),
        Effect::Control(Control::May { chooser, then }) => {
            let ask = ops.len();
            ops.push(Op::May {
                chooser: *chooser,
                skip: 0,
            });
            then.iter().for_each(|e| emit(e, ops, missing));
            ops[ask] = Op::May {
                chooser: *chooser,
                skip: here(ops),
            };
        }
        Effect::Control(Control::Repeat { times, then }) => {
            let start = ops.len();
            ops.push(Op::Repeat(*times, 0));
            then.iter().for_each(|e| emit(e, ops, missing));
            ops.push(Op::Loop(start as u16));
            ops[start] = Op::Repeat(*times, here(ops));
        }
        Effect::Control(Control::ChooseOptions {
            chooser,
            at_most,
            options,
        }) => {
            ops.push(Op::Options {
                chooser: *chooser,
                count: options.len() as u8,
                at_most: *at_most,
            });
            for (n, option) in options.iter().enumerate() {
                let test = ops.len();
                ops.push(Op::IfChosen(n as u8, 0));
                option.iter().for_each(|e| emit(e, ops, missing));
                ops[test] = Op::IfChosen(n as u8, here(ops));
            }
            ops.push(Op::OptionsDone);
        }
        leaf => match super::support::not_played(leaf) {
            Some(name) => missing.push(name),
            None => ops.push(Op::Do(leaf.clone())),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::effect::Condition;
    use crate::text::parse;

    #[test]
    fn tcg_9_the_damage_step_follows_the_last_change_to_the_damage() {
        let effects = parse(
            "Flip a coin. If heads, this attack does 30 more damage. \
             The Defending Pokémon is now Paralyzed.",
        )
        .unwrap();
        let program = Program::of_attack(&effects).unwrap();
        let damage = program.ops.iter().position(|op| *op == Op::Damage).unwrap();
        assert!(matches!(
            program.ops[0],
            Op::Do(Effect::Op(Operation::Flip(_)))
        ));
        assert!(matches!(
            program.ops[damage + 1],
            Op::Do(Effect::Op(Operation::Inflict { .. }))
        ));
        assert_eq!(damage, 3);

        let plain =
            Program::of_attack(&parse("Heal 30 damage from this Pokémon.").unwrap()).unwrap();
        assert_eq!(plain.ops[0], Op::Damage);
    }

    #[test]
    fn a_branch_jumps_past_what_its_test_skips() {
        let effects = parse(
            "Flip a coin. If heads, the Defending Pokémon is now Asleep; \
             if tails, the Defending Pokémon is now Confused.",
        )
        .unwrap();
        let ops = Program::of(&effects).unwrap().ops;
        assert!(matches!(ops[1], Op::Unless(Condition::Heads, 4)));
        assert!(matches!(ops[3], Op::Jump(5)));
        assert_eq!(ops.len(), 5);
    }

    #[test]
    fn a_text_names_the_opponent_when_it_speaks_of_them_or_their_active_pokemon() {
        let names = |text| Program::of(&parse(text).unwrap()).unwrap().names_opponent;
        assert!(names(
            "Switch 1 of your opponent's Benched Pokémon with their Active Pokémon."
        ));
        assert!(names("Your opponent's Active Pokémon is now Confused."));
        assert!(names(
            "Your opponent shuffles their hand into their deck and draws 4 cards."
        ));
        assert!(!names("Draw 3 cards."));
        assert!(!names("Heal 30 damage from 1 of your Pokémon."));
    }
}
