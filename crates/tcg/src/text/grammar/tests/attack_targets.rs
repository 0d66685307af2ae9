//! Attacks and abilities that reach other Pokémon, switch, copy or set off on evolving, on the
//! wordings of the Sun & Moon and Sword & Shield theme decks' cards.

use super::{opponents, read, yours};
use crate::effect::{
    Amount, CardCount, CardFilter, Condition, Control, Count, Effect, EnergyFilter, EnergyType,
    Group, Lasting, Operation, Passive, Pick, Pile, Pokemon, Role, Side, SpecialCondition, Trigger,
    Turn, Types, Usage, Which, Zone,
};

fn which(group: Group, which: Which) -> Group {
    Group {
        which: Some(which),
        ..group
    }
}

fn one(group: Group) -> Pokemon {
    Pokemon::Picked(Pick {
        chooser: Role::Acting,
        count: 1,
        group,
    })
}

#[test]
fn damage_to_pokemon_of_a_group_that_passes_a_test() {
    assert_eq!(
        read(
            "This attack does 20 damage to each of your opponent's Benched Pokémon that shares \
             a type with your opponent's Active Pokémon. (Don't apply Weakness and Resistance \
             for Benched Pokémon.)"
        ),
        [Effect::Op(Operation::Damage {
            to: Pokemon::Each(which(
                opponents(Zone::Bench),
                Which::SharesTypeWithDefending
            )),
            amount: Amount::Fixed(20),
        })]
    );
    assert_eq!(
        read(
            "This attack does 90 damage to 1 of your opponent's Pokémon that has any damage \
             counters on it."
        ),
        [Effect::Op(Operation::Damage {
            to: one(which(opponents(Zone::InPlay), Which::Damaged)),
            amount: Amount::Fixed(90),
        })]
    );
}

#[test]
fn damage_counted_on_the_pokemon_it_is_done_to() {
    assert_eq!(
        read(
            "This attack does 20 damage to 1 of your opponent's Benched Pokémon for each damage \
             counter on that Pokémon."
        ),
        [Effect::Op(Operation::Damage {
            to: one(opponents(Zone::Bench)),
            amount: Amount::Per {
                each: 20,
                count: Count::DamageCounters { on: Pokemon::That },
            },
        })]
    );
}

#[test]
fn damage_to_the_bench_instead_of_the_active_pokemon() {
    assert_eq!(
        read(
            "If any of your opponent's Pokémon have any Water Energy attached to them, you may \
             do 90 damage to 1 of your opponent's Benched Pokémon instead of their Active \
             Pokémon."
        ),
        [Effect::Control(Control::If {
            condition: Condition::HasAttached(
                Pokemon::Each(opponents(Zone::InPlay)),
                CardFilter::Energy(EnergyFilter::Of(EnergyType::Water)),
            ),
            then: vec![Effect::may(vec![
                Effect::Op(Operation::Damage {
                    to: one(opponents(Zone::Bench)),
                    amount: Amount::Fixed(90),
                }),
                Effect::Op(Operation::SetDamage(Amount::Fixed(0))),
            ])],
            otherwise: vec![],
        })]
    );
}

#[test]
fn counters_for_each_pokemon_in_a_discard_pile_and_no_stadium() {
    assert_eq!(
        read(
            "For each Pokémon in your opponent's discard pile, put 1 damage counter on your \
             opponent's Pokémon in any way you like."
        ),
        [Effect::Control(Control::Repeat {
            times: Count::Cards {
                side: Side::Of(Role::Opponent),
                pile: Pile::DiscardPile,
                filter: CardFilter::Pokemon,
            },
            then: vec![Effect::Op(Operation::SpreadCounters {
                among: opponents(Zone::InPlay),
                counters: Amount::Fixed(1),
                chooser: Role::Acting,
            })],
        })]
    );
    assert_eq!(
        read("If there is no Stadium card in play, this attack does nothing."),
        [Effect::Control(Control::If {
            condition: Condition::StadiumInPlay,
            then: vec![],
            otherwise: vec![Effect::Op(Operation::Nothing)],
        })]
    );
}

#[test]
fn a_weakness_changed_until_the_end_of_your_next_turn() {
    assert_eq!(
        read(
            "The Defending Pokémon's Weakness is now Psychic until the end of your next turn. \
             (The amount of Weakness doesn't change.)"
        ),
        [Effect::Op(Operation::During {
            turn: Turn::ThroughYourNext,
            what: Lasting::WeaknessIs {
                on: Pokemon::Defending,
                of: EnergyType::Psychic,
            },
        })]
    );
}

#[test]
fn switching_with_a_benched_pokemon_of_a_type() {
    assert_eq!(
        read("Switch this Pokémon with 1 of your Benched Lightning Pokémon."),
        [Effect::Op(Operation::Switch {
            side: Role::Acting,
            chooser: Role::Acting,
            of_type: Types::of(EnergyType::Lightning),
        })]
    );
}

#[test]
fn a_switch_when_an_earlier_step_benched_pokemon() {
    let effects = read(
        "Search your deck for up to 3 Basic Pokémon and put them onto your Bench. Then, \
         shuffle your deck. If you put any Pokémon onto your Bench in this way, you may switch \
         this Pokémon with 1 of your Benched Pokémon.",
    );
    assert_eq!(
        effects.last(),
        Some(&Effect::Control(Control::If {
            condition: Condition::BenchedThisWay,
            then: vec![Effect::may(vec![Effect::Op(Operation::Switch {
                side: Role::Acting,
                chooser: Role::Acting,
                of_type: Types::ANY,
            })])],
            otherwise: vec![],
        }))
    );
}

#[test]
fn the_opponent_puts_their_active_pokemon_into_their_hand() {
    assert_eq!(
        read(
            "Your opponent puts their Active Pokémon and all cards attached to it into their \
             hand."
        ),
        [Effect::Op(Operation::ReturnToHand(Pokemon::Defending))]
    );
}

#[test]
fn set_off_on_evolving() {
    assert_eq!(
        read(
            "When you play this Pokémon from your hand to evolve 1 of your Pokémon during your \
             turn, you may leave your opponent's Active Pokémon Burned and Poisoned."
        ),
        [Effect::Passive(Passive::When {
            trigger: Trigger::EvolvedFromHand,
            then: vec![Effect::may(vec![
                Effect::Op(Operation::Inflict {
                    on: Pokemon::Defending,
                    condition: SpecialCondition::Burned,
                }),
                Effect::Op(Operation::Inflict {
                    on: Pokemon::Defending,
                    condition: SpecialCondition::Poisoned,
                }),
            ])],
        })]
    );
    assert_eq!(
        read(
            "When you play this Pokémon from your hand to evolve 1 of your Pokémon during your \
             turn, you may prevent all effects of your opponent's attacks, including damage, \
             done to this Pokémon until the end of your opponent's next turn."
        ),
        [Effect::Passive(Passive::When {
            trigger: Trigger::EvolvedFromHand,
            then: vec![Effect::may(vec![Effect::Op(Operation::During {
                turn: Turn::OpponentsNext,
                what: Lasting::Prevent {
                    to: Pokemon::This,
                    effects: true,
                    from: None,
                    which: None
                },
            })])],
        })]
    );
}

#[test]
fn an_attack_that_uses_the_opponents_last_attack() {
    assert_eq!(
        read(
            "If your opponent's Pokémon used an attack that isn't a GX attack during their last \
             turn, use it as this attack."
        ),
        [Effect::Op(Operation::CopyLastAttack {
            of: Role::Opponent,
            gx: false,
        })]
    );
    assert_eq!(
        read(
            "If your opponent's Pokémon used an attack during his or her last turn, use it as \
             this attack."
        ),
        [Effect::Op(Operation::CopyLastAttack {
            of: Role::Opponent,
            gx: true,
        })]
    );
}

#[test]
fn energy_discarded_from_among_a_groups_pokemon_and_counted() {
    assert_eq!(
        read(
            "Discard any amount of Fire Energy from your Pokémon. This attack does 50 damage for \
             each card you discarded in this way."
        ),
        [
            Effect::Op(Operation::DiscardEnergyAmong {
                among: yours(Zone::InPlay),
                count: CardCount::UpTo(u8::MAX),
                energy: EnergyFilter::Of(EnergyType::Fire),
            }),
            Effect::Op(Operation::SetDamage(Amount::Per {
                each: 50,
                count: Count::DiscardedThisWay,
            })),
        ]
    );
}

#[test]
fn a_card_placed_at_set_up_as_if_it_were_a_basic() {
    assert_eq!(
        read(
            "If you go second, and if this Pokémon is in your hand when you are setting up to \
             play, you may put it face down as your Active Pokémon or on your Bench."
        ),
        [Effect::Usage(Usage::PlaceAtSetUp {
            going_second: true,
            bench: true,
        })]
    );
    assert_eq!(
        read(
            "If this Pokémon is in your hand when you are setting up to play, you may put it \
             face down in the Active Spot."
        ),
        [Effect::Usage(Usage::PlaceAtSetUp {
            going_second: false,
            bench: false,
        })]
    );
}
