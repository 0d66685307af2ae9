//! Attack texts of the older theme decks: a Special Condition of the attacker's choosing, two
//! Pokémon affected at once, small damage prevented, a test that must fail, "them" naming what
//! the "If …," asked about, and a search for the card's own name.

use super::{opponents, read};
use crate::effect::{
    CardCount, CardFilter, Condition, Destination, Effect, EnergyFilter, Lasting, Pick, Pokemon,
    Role, SpecialCondition, Turn, Zone,
};
use crate::text::parse_on;

fn inflict(on: Pokemon, condition: SpecialCondition) -> Effect {
    Effect::Inflict { on, condition }
}

#[test]
fn a_special_condition_of_the_attackers_choosing() {
    use SpecialCondition::*;
    let chosen = |among: &[SpecialCondition]| Effect::ChooseOptions {
        chooser: Role::Acting,
        at_most: 1,
        options: among
            .iter()
            .map(|&c| vec![inflict(Pokemon::Defending, c)])
            .collect(),
    };
    let all = chosen(&[Asleep, Burned, Confused, Paralyzed, Poisoned]);
    for text in [
        "Flip a coin. If heads, choose 1 Special Condition. The Defending Pokémon is now affected \
         by that Special Condition.",
        "Flip a coin. If heads, choose a Special Condition (Asleep, Burned, Confused, Paralyzed, \
         or Poisoned). The Defending Pokémon is now affected by that Special Condition.",
    ] {
        let read = read(text);
        assert_eq!(
            read[1],
            Effect::If {
                condition: Condition::Heads,
                then: vec![all.clone()],
                otherwise: Vec::new(),
            },
            "{text:?}"
        );
    }
    assert_eq!(
        read(
            "Choose either Burned or Poisoned. The Defending Pokémon is now affected by that \
             Special Condition."
        ),
        [chosen(&[Burned, Poisoned])]
    );
}

#[test]
fn both_pokemon_are_affected() {
    let both = |condition| {
        vec![
            inflict(Pokemon::Defending, condition),
            inflict(Pokemon::This, condition),
        ]
    };
    assert_eq!(
        parse_on(
            "Gloom",
            "Both the Defending Pokémon and Gloom are now Confused (after doing damage)."
        )
        .unwrap(),
        both(SpecialCondition::Confused)
    );
    let asleep = read("Both this Pokémon and the Defending Pokémon are now Asleep.");
    assert_eq!(
        asleep,
        [
            inflict(Pokemon::This, SpecialCondition::Asleep),
            inflict(Pokemon::Defending, SpecialCondition::Asleep)
        ]
    );
}

#[test]
fn damage_of_n_or_less_is_prevented() {
    let harden = |amount| {
        vec![Effect::During {
            turn: Turn::OpponentsNext,
            what: Lasting::PreventAtMost {
                to: Pokemon::This,
                amount,
            },
        }]
    };
    assert_eq!(
        parse_on(
            "Onix",
            "During your opponent's next turn, whenever 30 or less damage is done to Onix (after \
             applying Weakness and Resistance), prevent that damage. (Any other effects of \
             attacks still happen.)"
        )
        .unwrap(),
        harden(30)
    );
    assert_eq!(
        read(
            "During your opponent's next turn, if this Pokémon would be damaged by an attack, \
             prevent that attack's damage done to this Pokémon if that damage is 60 or less."
        ),
        harden(60)
    );
    assert_eq!(
        read(
            "All damage done by attacks to this Pokémon during your opponent's next turn is \
             reduced by 20 (after applying Weakness and Resistance)."
        ),
        [Effect::During {
            turn: Turn::OpponentsNext,
            what: Lasting::ReduceTaken {
                to: Pokemon::This,
                amount: 20
            },
        }]
    );
}

#[test]
fn a_test_that_must_fail() {
    assert_eq!(
        read("If the Defending Pokémon is not Asleep, this attack does nothing."),
        [Effect::If {
            condition: Condition::Affected(Pokemon::Defending, Some(SpecialCondition::Asleep)),
            then: Vec::new(),
            otherwise: vec![Effect::Nothing],
        }]
    );
}

#[test]
fn them_names_what_the_condition_asked_about() {
    let if_benched = |then| Effect::If {
        condition: Condition::HasBenched(Role::Opponent),
        then,
        otherwise: Vec::new(),
    };
    assert_eq!(
        read(
            "If your opponent has any Benched Pokémon, choose 1 of them and this attack does 10 \
             damage to it. (Don't apply Weakness and Resistance for Benched Pokémon.)"
        ),
        [if_benched(vec![
            Effect::Choose(Pick {
                chooser: Role::Acting,
                count: 1,
                group: opponents(Zone::Bench),
            }),
            Effect::Damage {
                to: Pokemon::That,
                amount: crate::effect::Amount::Fixed(10),
            },
        ])]
    );
    for (text, chooser) in [
        (
            "If your opponent has any Benched Pokémon, choose 1 of them and switch it with the \
             Defending Pokémon.",
            Role::Acting,
        ),
        (
            "If your opponent has any Benched Pokémon, he or she chooses 1 of them and switches \
             it with the Defending Pokémon. (Do the damage before switching the Pokémon.)",
            Role::Opponent,
        ),
    ] {
        assert_eq!(
            read(text),
            [if_benched(vec![Effect::Switch {
                side: Role::Opponent,
                chooser
            }])],
            "{text:?}"
        );
    }
    assert_eq!(
        read(
            "If the Defending Pokémon has any Energy cards attached to it, choose 1 of them and \
             discard it."
        ),
        [Effect::If {
            condition: Condition::HasAttached(
                Pokemon::Defending,
                CardFilter::Energy(EnergyFilter::Any)
            ),
            then: vec![Effect::DiscardEnergy {
                from: Pokemon::Defending,
                count: CardCount::Exactly(1),
                energy: EnergyFilter::Any,
            }],
            otherwise: Vec::new(),
        }]
    );
}

#[test]
fn a_search_for_the_cards_own_name() {
    let search = Effect::Search {
        who: Role::Acting,
        count: CardCount::Exactly(1),
        filter: CardFilter::SameNameAsThis,
        to: Destination::Bench,
    };
    for (name, text) in [
        (
            "Oddish",
            "Search your deck for a Basic Pokémon named Oddish and put it onto your Bench.",
        ),
        (
            "Wurmple",
            "Search your deck for Wurmple and put it onto your Bench.",
        ),
    ] {
        assert_eq!(
            parse_on(name, text).unwrap(),
            std::slice::from_ref(&search),
            "{text:?}"
        );
    }
    assert_eq!(
        read("(You can't use this attack if your Bench if full.)"),
        [Effect::UnusableIf(Condition::BenchFull(Role::Acting))]
    );
}
