//! Conditions on the board and on attachments, Special Conditions and poison, healing, passive
//! effects, and effects that last for turns or span sentences.

use super::{if_heads, read, yours};
use crate::effect::{
    Amount, CardFilter, Coins, Condition, Control, Effect, EnergyFilter, EnergyType, HealAmount,
    Lasting, Operation, Passive, Pokemon, PokemonKind, SpecialCondition, Turn, Usage, Zone,
};

#[test]
fn board_conditions() {
    assert_eq!(
        read(
            "If your opponent's Active Pokémon already has any damage counters on it, \
             this attack does 40 more damage."
        ),
        [Effect::Control(Control::If {
            condition: Condition::Damaged(Pokemon::Defending),
            then: vec![Effect::Op(Operation::MoreDamage(Amount::Fixed(40)))],
            otherwise: Vec::new(),
        })]
    );
    assert_eq!(
        read(
            "If the Defending Pokémon is a Basic Pokémon, it can't attack during your opponent's next turn."
        ),
        [Effect::Control(Control::If {
            condition: Condition::Is(Pokemon::Defending, PokemonKind::Basic),
            then: vec![Effect::Op(Operation::During {
                turn: Turn::OpponentsNext,
                what: Lasting::CantAttack(Pokemon::That)
            })],
            otherwise: Vec::new(),
        })]
    );
    assert_eq!(
        read("If your opponent's Active Pokémon is Poisoned, this attack does 50 more damage.")[0],
        Effect::Control(Control::If {
            condition: Condition::Affected(Pokemon::Defending, Some(SpecialCondition::Poisoned)),
            then: vec![Effect::Op(Operation::MoreDamage(Amount::Fixed(50)))],
            otherwise: Vec::new(),
        })
    );
}

#[test]
fn conditions_on_attachments_types_and_heads_counts() {
    assert_eq!(
        read("If this Pokémon has a Pokémon Tool attached, this attack does 90 more damage."),
        read(
            "If this Pokémon has a Pokémon Tool card attached to it, this attack does 90 more damage."
        )
    );
    assert_eq!(
        read(
            "If your opponent's Active Pokémon has any Special Energy attached to it, this attack does 90 more damage."
        )[0],
        Effect::Control(Control::If {
            condition: Condition::HasAttached(
                Pokemon::Defending,
                CardFilter::Energy(EnergyFilter::Special)
            ),
            then: vec![Effect::Op(Operation::MoreDamage(Amount::Fixed(90)))],
            otherwise: Vec::new(),
        })
    );
    assert_eq!(
        read("If the Defending Pokémon is a Fighting Pokémon, this attack does 40 more damage.")[0],
        Effect::Control(Control::If {
            condition: Condition::OfType(Pokemon::Defending, EnergyType::Fighting),
            then: vec![Effect::Op(Operation::MoreDamage(Amount::Fixed(40)))],
            otherwise: Vec::new(),
        })
    );
    assert_eq!(
        read("Flip 3 coins. If 2 of them are heads, this attack does 80 more damage.")[1],
        Effect::Control(Control::If {
            condition: Condition::HeadsExactly(2),
            then: vec![Effect::Op(Operation::MoreDamage(Amount::Fixed(80)))],
            otherwise: Vec::new(),
        })
    );
}

#[test]
fn special_conditions_and_their_wording_variants() {
    let paralyzed = read("Flip a coin. If heads, the Defending Pokémon is now Paralyzed.");
    assert_eq!(
        paralyzed,
        [
            Effect::Op(Operation::Flip(Coins::Fixed(1))),
            if_heads(vec![Effect::Op(Operation::Inflict {
                on: Pokemon::Defending,
                condition: SpecialCondition::Paralyzed
            })])
        ]
    );
    assert_eq!(
        read("Flip a coin. If heads, your opponent's Active Pokémon is now Paralyzed."),
        paralyzed
    );
    assert_eq!(
        read("Your opponent's Active Pokémon is now Confused and Poisoned."),
        [
            Effect::Op(Operation::Inflict {
                on: Pokemon::Defending,
                condition: SpecialCondition::Confused
            }),
            Effect::Op(Operation::Inflict {
                on: Pokemon::Defending,
                condition: SpecialCondition::Poisoned
            })
        ]
    );
    assert_eq!(
        read(
            "The Defending Pokémon is now Poisoned. \
             Put 2 damage counters instead of 1 on that Pokémon between turns."
        )[1],
        Effect::Op(Operation::ConditionCounters {
            condition: SpecialCondition::Poisoned,
            on: Pokemon::That,
            counters: 2
        })
    );
}

#[test]
fn poison_counters_in_both_wordings() {
    assert_eq!(
        read(
            "Your opponent's Active Pokémon is now Poisoned. \
             During Pokémon Checkup, put 4 damage counters on that Pokémon instead of 1."
        ),
        read(
            "The Defending Pokémon is now Poisoned. \
             Put 4 damage counters instead of 1 on that Pokémon between turns."
        )
    );
}

#[test]
fn the_number_replaced_names_the_condition_whose_counters_change() {
    let counters = |text: &str| match read(text)[1] {
        Effect::Op(Operation::ConditionCounters {
            condition,
            counters,
            ..
        }) => (condition, counters),
        ref other => panic!("{other:?}"),
    };
    // Lanturn.
    assert_eq!(
        counters(
            "Your opponent's Active Pokémon is now Confused. \
             Put 8 damage counters instead of 3 on that Pokémon for this Special Condition."
        ),
        (SpecialCondition::Confused, 8)
    );
    // Magmortar: Burn's 2, which used to be read as Poison's 1.
    assert_eq!(
        counters(
            "That Pokémon is now Burned. \
             Put 3 damage counters instead of 2 on that Pokémon between turns."
        ),
        (SpecialCondition::Burned, 3)
    );
}

#[test]
fn removing_damage_counters_heals_ten_each() {
    assert_eq!(
        read("Remove 2 damage counters from each of your Pokémon."),
        [Effect::Op(Operation::Heal {
            from: Pokemon::Each(yours(Zone::InPlay)),
            amount: HealAmount::Fixed(20)
        })]
    );
    assert_eq!(
        read("Remove all damage counters from this Pokémon."),
        read("Heal all damage from this Pokémon.")
    );
}

#[test]
fn healing() {
    assert_eq!(
        read("Heal 30 damage from this Pokémon."),
        [Effect::Op(Operation::Heal {
            from: Pokemon::This,
            amount: HealAmount::Fixed(30)
        })]
    );
    let drained = [Effect::Op(Operation::Heal {
        from: Pokemon::This,
        amount: HealAmount::DamageDealt,
    })];
    assert_eq!(
        read(
            "Heal from this Pokémon the same amount of damage you did to your opponent's Active Pokémon."
        ),
        drained
    );
    assert_eq!(
        read("Heal from this Pokémon the same amount of damage you did to the Defending Pokémon."),
        drained
    );
}

#[test]
fn passive_effects_and_power_restrictions() {
    assert_eq!(
        read(
            "This Pokémon takes 20 less damage from attacks (after applying Weakness and Resistance)."
        ),
        [Effect::Passive(Passive::Always(Lasting::ReduceTaken {
            to: Pokemon::This,
            amount: Amount::Fixed(20),
            from: None,
        }))]
    );
    assert_eq!(
        read("This power can't be used if this Pokémon is affected by a Special Condition."),
        [Effect::Usage(Usage::UnusableIf(Condition::Affected(
            Pokemon::This,
            None
        )))]
    );
    assert_eq!(
        read(
            "During your next turn, this Pokémon's attacks do 60 more damage to your opponent's \
             Active Pokémon (before applying Weakness and Resistance)."
        ),
        [Effect::Op(Operation::During {
            turn: Turn::YourNext,
            what: Lasting::MoreDealt {
                by: Pokemon::This,
                amount: Amount::Fixed(60)
            }
        })]
    );
}

#[test]
fn turns_extra_first_and_the_end_of_the_next() {
    assert_eq!(
        read("Take another turn after this one."),
        [Effect::Op(Operation::ExtraTurn)]
    );
    assert_eq!(
        read("If you go first, you can use this attack during your first turn."),
        read("If you go first, you can use this attack on your first turn.")
    );
    assert_eq!(
        read("At the end of your opponent's next turn, the Defending Pokémon will be Knocked Out."),
        [Effect::Op(Operation::During {
            turn: Turn::OpponentsNext,
            what: Lasting::KnockedOutAtEnd(Pokemon::Defending)
        })]
    );
}

#[test]
fn lasting_effects_with_during_before_or_after() {
    let cant_retreat = [Effect::Op(Operation::During {
        turn: Turn::OpponentsNext,
        what: Lasting::CantRetreat(Pokemon::Defending),
    })];
    assert_eq!(
        read("The Defending Pokémon can't retreat during your opponent's next turn."),
        cant_retreat
    );
    assert_eq!(
        read("During your opponent's next turn, the Defending Pokémon can't retreat."),
        cant_retreat
    );
    assert_eq!(
        read("During your next turn, this Pokémon can't attack."),
        [Effect::Op(Operation::During {
            turn: Turn::YourNext,
            what: Lasting::CantAttack(Pokemon::This)
        })]
    );
    let shield = Effect::Op(Operation::During {
        turn: Turn::OpponentsNext,
        what: Lasting::Prevent {
            to: Pokemon::This,
            effects: true,
            from: None,
            which: None,
        },
    });
    assert_eq!(
        read(
            "Flip a coin. If heads, prevent all effects of attacks, including damage, \
             done to this Pokémon during your opponent's next turn."
        )[1],
        if_heads(vec![shield.clone()])
    );
    assert_eq!(
        read(
            "Flip a coin. If heads, during your opponent's next turn, prevent all damage \
             from and effects of attacks done to this Pokémon."
        )[1],
        if_heads(vec![shield])
    );
    assert_eq!(
        read(
            "During your opponent's next turn, this Pokémon takes 30 less damage from attacks \
             (after applying Weakness and Resistance)."
        ),
        read(
            "During your opponent's next turn, any damage done to this Pokémon by attacks is \
             reduced by 30 (after applying Weakness and Resistance)."
        )
    );
}

#[test]
fn smokescreen_spans_two_sentences() {
    let smokescreen = [Effect::Op(Operation::During {
        turn: Turn::OpponentsNext,
        what: Lasting::AttackNeedsHeads(Pokemon::Defending),
    })];
    assert_eq!(
        read(
            "If the Defending Pokémon tries to attack during your opponent's next turn, \
             your opponent flips a coin. If tails, that attack does nothing."
        ),
        smokescreen
    );
    assert_eq!(
        read(
            "During your opponent's next turn, if the Defending Pokémon tries to attack, \
             your opponent flips a coin. If tails, that attack doesn't happen."
        ),
        smokescreen
    );
}
