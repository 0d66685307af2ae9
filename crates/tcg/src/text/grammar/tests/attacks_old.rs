//! Attack texts of the older theme decks: a Special Condition of the attacker's choosing, two
//! Pokémon affected at once, small damage prevented, a test that must fail, "them" naming what
//! the "If …," asked about, a search for the card's own name, heals as large as the damage done,
//! a discard without which the attack does nothing, effects before the damage, and more
//! wordings of known effects.

use super::super::them::on_heads;
use super::{opponents, read};
use crate::effect::{
    Amount, CardCount, CardFilter, Coins, Compare, Condition, Control, Count, Destination, Effect,
    EnergyFilter, EnergyType, Group, HandPick, HealAmount, Lasting, Operation, Passive, Pick,
    Pokemon, Role, Side, SpecialCondition, Turn, Types, Usage, Zone,
};
use crate::text::{parse, parse_on};

fn inflict(on: Pokemon, condition: SpecialCondition) -> Effect {
    Effect::Op(Operation::Inflict { on, condition })
}

#[test]
fn a_special_condition_of_the_attackers_choosing() {
    use SpecialCondition::*;
    let chosen = |among: &[SpecialCondition]| {
        Effect::Control(Control::ChooseOptions {
            chooser: Role::Acting,
            at_most: 1,
            options: among
                .iter()
                .map(|&c| vec![inflict(Pokemon::Defending, c)])
                .collect(),
        })
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
            Effect::Control(Control::If {
                condition: Condition::Heads,
                then: vec![all.clone()],
                otherwise: Vec::new(),
            }),
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
        vec![Effect::Op(Operation::During {
            turn: Turn::OpponentsNext,
            what: Lasting::PreventAtMost {
                to: Pokemon::This,
                amount,
            },
        })]
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
        [Effect::Op(Operation::During {
            turn: Turn::OpponentsNext,
            what: Lasting::ReduceTaken {
                to: Pokemon::This,
                amount: Amount::Fixed(20),
                from: None,
            },
        })]
    );
}

#[test]
fn a_test_that_must_fail() {
    assert_eq!(
        read("If the Defending Pokémon is not Asleep, this attack does nothing."),
        [Effect::Control(Control::If {
            condition: Condition::Affected(Pokemon::Defending, Some(SpecialCondition::Asleep)),
            then: Vec::new(),
            otherwise: vec![Effect::Op(Operation::Nothing)],
        })]
    );
}

#[test]
fn them_names_what_the_condition_asked_about() {
    let if_benched = |then| {
        Effect::Control(Control::If {
            condition: Condition::HasBenched(Role::Opponent),
            then,
            otherwise: Vec::new(),
        })
    };
    assert_eq!(
        read(
            "If your opponent has any Benched Pokémon, choose 1 of them and this attack does 10 \
             damage to it. (Don't apply Weakness and Resistance for Benched Pokémon.)"
        ),
        [if_benched(vec![
            Effect::Op(Operation::Choose(Pick {
                chooser: Role::Acting,
                count: 1,
                group: opponents(Zone::Bench),
            })),
            Effect::Op(Operation::Damage {
                to: Pokemon::That,
                amount: Amount::Fixed(10),
            }),
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
            [if_benched(vec![Effect::Op(Operation::Switch {
                side: Role::Opponent,
                chooser,
                of_type: Types::ANY,
            })])],
            "{text:?}"
        );
    }
    assert_eq!(
        read(
            "If the Defending Pokémon has any Energy cards attached to it, choose 1 of them and \
             discard it."
        ),
        [Effect::Control(Control::If {
            condition: Condition::HasAttached(
                Pokemon::Defending,
                CardFilter::Energy(EnergyFilter::Any)
            ),
            then: vec![Effect::Op(Operation::DiscardEnergy {
                from: Pokemon::Defending,
                count: CardCount::Exactly(1),
                energy: EnergyFilter::Any,
            })],
            otherwise: Vec::new(),
        })]
    );
}

#[test]
fn a_search_for_the_cards_own_name() {
    let search = Effect::Op(Operation::Search {
        who: Role::Acting,
        count: CardCount::Exactly(1),
        filter: CardFilter::SameNameAsThis,
        to: Destination::Bench,
    });
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
        [Effect::Usage(Usage::UnusableIf(Condition::BenchFull(
            Role::Acting
        )))]
    );
}

#[test]
fn heals_as_much_as_the_attack_did() {
    let drain = [Effect::Op(Operation::Heal {
        from: Pokemon::This,
        amount: HealAmount::DamageDealt,
    })];
    for text in [
        "After your attack, remove from this Pokémon the number of damage counters equal to the \
         damage you did to the Defending Pokémon. If this Pokémon has fewer damage counters than \
         that, remove all of them.",
        "Remove a number of damage counters from this Pokémon equal to the damage done to the \
         Defending Pokémon (after applying Weakness and Resistance).",
        "After doing damage, remove a number of damage counters from this Pokémon equal to the \
         amount of damage done to the Defending Pokémon (after applying Weakness and \
         Resistance).",
    ] {
        assert_eq!(read(text), drain, "{text:?}");
    }
}

#[test]
fn a_discard_or_the_attack_does_nothing() {
    let discard = |count, energy| {
        Effect::Op(Operation::DiscardEnergy {
            from: Pokemon::This,
            count,
            energy,
        })
    };
    let or_nothing = Effect::Control(Control::If {
        condition: Condition::YouDid,
        then: Vec::new(),
        otherwise: vec![Effect::Op(Operation::Nothing)],
    });
    assert_eq!(
        read("Discard 1 Fire Energy card attached to this Pokémon or this attack does nothing."),
        [
            discard(CardCount::Exactly(1), EnergyFilter::Of(EnergyType::Fire)),
            or_nothing.clone()
        ]
    );
    assert_eq!(
        read(
            "Discard all Lightning Energy cards attached to this Pokémon or this attack does \
             nothing."
        ),
        [
            discard(CardCount::All, EnergyFilter::Of(EnergyType::Lightning)),
            or_nothing
        ]
    );
    // Only a discard can fail to be done.
    assert!(parse("Draw a card or this attack does nothing.").is_err());
}

#[test]
fn before_doing_damage_puts_its_effects_before_the_damage() {
    assert_eq!(
        read(
            "Before doing damage, discard all Pokémon Tool cards attached to your opponent's \
             Active Pokémon."
        ),
        [Effect::Control(Control::BeforeDamage(vec![Effect::Op(
            Operation::DiscardTools(Pokemon::Defending)
        )]))]
    );
}

#[test]
fn later_turns_of_this_attack_and_less_energy_than_the_defending_pokemon() {
    assert_eq!(
        read(
            "During your next turn, this Pokémon's this attack attack does 50 more damage \
             (before applying Weakness and Resistance)."
        ),
        [Effect::Op(Operation::During {
            turn: Turn::YourNext,
            what: Lasting::AttackDoesMore {
                by: Pokemon::This,
                attack: None,
                amount: 50
            },
        })]
    );
    assert_eq!(
        read(
            "If this Pokémon has less Energy attached to it than the Defending Pokémon, this \
             attack does 10 damage plus 10 more damage."
        ),
        [Effect::Control(Control::If {
            condition: Condition::Counted(
                Count::EnergyAttached {
                    on: Pokemon::This,
                    energy: EnergyFilter::Any,
                },
                Compare::FewerThan(Count::EnergyAttached {
                    on: Pokemon::Defending,
                    energy: EnergyFilter::Any,
                }),
            ),
            then: vec![Effect::Op(Operation::MoreDamage(Amount::Fixed(10)))],
            otherwise: Vec::new(),
        })]
    );
    assert_eq!(
        read(
            "Flip a number of coins equal to the number of Water Energy attached to this \
             Pokémon."
        ),
        [Effect::Op(Operation::Flip(Coins::For(
            Count::EnergyAttached {
                on: Pokemon::This,
                energy: EnergyFilter::Of(EnergyType::Water),
            }
        )))]
    );
}

#[test]
fn more_wordings_of_known_effects() {
    assert_eq!(
        read(
            "This Pokémon does 10 damage to itself, and don't apply Weakness and Resistance to \
             this damage."
        ),
        [Effect::Op(Operation::Damage {
            to: Pokemon::This,
            amount: Amount::Fixed(10)
        })]
    );
    // "You may have your opponent switch …" (Tornadus's Push Down): abilities_old's
    // have_your_opponent_switch.
    assert_eq!(
        read("Shuffle this Pokémon and all cards attached to it back into your deck."),
        [Effect::Op(Operation::ShuffleIntoDeck(Pokemon::This))]
    );
    assert_eq!(
        read(
            "Any damage done to the Pokémon this card is attached to by an opponent's attack is \
             reduced by 20 (after applying Weakness and Resistance)."
        ),
        [Effect::Passive(Passive::Always(Lasting::ReduceTaken {
            to: Pokemon::Holder,
            amount: Amount::Fixed(20),
            from: None,
        }))]
    );
}

#[test]
fn one_of_several_conditions_of_the_attackers_choosing() {
    use SpecialCondition::*;
    let expected = [Effect::Control(Control::ChooseOptions {
        chooser: Role::Acting,
        at_most: 1,
        options: [Asleep, Confused, Paralyzed, Poisoned]
            .map(|c| vec![inflict(Pokemon::Defending, c)])
            .to_vec(),
    })];
    for text in [
        "The Defending Pokémon is now Asleep, Confused, Paralyzed, or Poisoned (your choice).",
        "The Defending Pokémon is now either Asleep, Confused, Paralyzed, or Poisoned (your \
         choice).",
    ] {
        assert_eq!(read(text), expected, "{text:?}");
    }
}

#[test]
fn a_benched_pokemon_chosen_and_switched_in() {
    let switch = [Effect::Op(Operation::Switch {
        side: Role::Opponent,
        chooser: Role::Acting,
        of_type: Types::ANY,
    })];
    assert_eq!(
        read(
            "Choose 1 of your opponent's Benched Pokémon and switch it with 1 of the Defending \
             Pokémon. Your opponent chooses the Defending Pokémon to switch."
        ),
        switch
    );
    assert_eq!(
        read(
            "If heads, choose 1 of your opponent's Benched Pokémon and switch it with the \
             Defending Pokémon."
        ),
        [Effect::Control(Control::If {
            condition: Condition::Heads,
            then: switch.to_vec(),
            otherwise: Vec::new(),
        })]
    );
}

#[test]
fn this_attacks_base_damage_next_turn_and_never_again() {
    assert_eq!(
        read("During your next turn, this Pokémon's this attack attack's base damage is 100."),
        [Effect::Op(Operation::During {
            turn: Turn::YourNext,
            what: Lasting::AttackBaseDamage {
                by: Pokemon::This,
                attack: None,
                amount: 100
            },
        })]
    );
    assert_eq!(
        read(
            "Either way, you can't use this attack again as long as this Pokémon stays in play \
             (even putting this Pokémon on the Bench won't let you use it again)."
        ),
        [Effect::Op(Operation::During {
            turn: Turn::WhileInPlay,
            what: Lasting::CantUseThisAttack(Pokemon::This),
        })]
    );
}

#[test]
fn a_card_chosen_without_looking_is_one_at_random() {
    let into_deck = [
        Effect::Op(Operation::PickFromHand {
            whose: Role::Opponent,
            count: 1,
            pick: HandPick::Random,
        }),
        Effect::Op(Operation::PickedIntoDeck),
    ];
    for text in [
        "Choose 1 card from your opponent's hand without looking. Look at the card you chose, \
         then have your opponent shuffle that card into his or her deck.",
        "Choose a random card from your opponent's hand. Your opponent reveals that card and \
         shuffles it into his or her deck.",
    ] {
        assert_eq!(read(text), into_deck, "{text:?}");
    }
}

#[test]
fn more_wordings_of_old_attacks() {
    let each_draws =
        [Role::Acting, Role::Opponent].map(|who| Effect::Op(Operation::Draw { who, count: 2 }));
    assert_eq!(read("Each player draws 2 cards."), each_draws);
    assert_eq!(
        read("Search your discard pile for a Metal Energy card and attach it to this Pokémon."),
        [Effect::Op(Operation::AttachEnergy {
            source: crate::effect::Source::Discard,
            to: Pokemon::This,
            count: CardCount::Exactly(1),
            energy: EnergyFilter::Of(EnergyType::Metal),
        })]
    );
    assert_eq!(
        read(
            "Search your discard pile for a Trainer card, show it to your opponent, and put it \
             into your hand."
        ),
        [Effect::Op(Operation::DiscardToHand {
            count: CardCount::Exactly(1),
            filter: CardFilter::Trainer,
        })]
    );
    assert_eq!(
        read("Put any 1 card from your discard pile into your hand."),
        [Effect::Op(Operation::DiscardToHand {
            count: CardCount::Exactly(1),
            filter: CardFilter::Any,
        })]
    );
    let coins_per_discard = [Effect::Op(Operation::Flip(Coins::For(
        Count::EnergyDiscardedThisWay,
    )))];
    for text in [
        "Flip a coin for each Fire Energy card discarded in this way.",
        "Flip a coin for each Lightning Energy you discarded.",
        "Flip a number of coins equal to the number of Energy cards discarded this way.",
    ] {
        assert_eq!(read(text), coins_per_discard, "{text:?}");
    }
    assert_eq!(
        read("The Defending Pokémon is also Paralyzed."),
        [inflict(Pokemon::Defending, SpecialCondition::Paralyzed)]
    );
    assert_eq!(
        read("This attack does 30 damage plus 30 damage."),
        [Effect::Op(Operation::MoreDamage(Amount::Fixed(30)))]
    );
    assert_eq!(
        read("Discard 1 Energy card attached to the Defending Pokémon, if any."),
        [Effect::Op(Operation::DiscardEnergy {
            from: Pokemon::Defending,
            count: CardCount::Exactly(1),
            energy: EnergyFilter::Any,
        })]
    );
    assert_eq!(
        read(
            "Until the end of your opponent's next turn, the Defending Pokémon can't attack or \
             retreat."
        ),
        [
            Lasting::CantAttack(Pokemon::Defending),
            Lasting::CantRetreat(Pokemon::Defending)
        ]
        .map(|what| Effect::Op(Operation::During {
            turn: Turn::OpponentsNext,
            what
        }))
    );
    assert_eq!(
        read(
            "Your opponent can't play any Supporter cards from his or her hand during his or her \
             next turn."
        ),
        [Effect::Op(Operation::During {
            turn: Turn::OpponentsNext,
            what: Lasting::CantPlay {
                who: Side::Of(Role::Opponent),
                cards: CardFilter::Supporter
            },
        })]
    );
}

#[test]
fn damage_counters_counted_first() {
    assert_eq!(
        read(
            "Count the number of damage counters on this Pokémon. Put that many damage counters \
             on the Defending Pokémon."
        ),
        [Effect::Op(Operation::PutCounters {
            on: Pokemon::Defending,
            counters: Amount::Per {
                each: 1,
                count: Count::DamageCounters { on: Pokemon::This },
            },
        })]
    );
    assert_eq!(
        read(
            "If the Defending Pokémon already has at least 2 damage counters on it, this attack \
             does 50 damage plus 20 more damage."
        ),
        [Effect::Control(Control::If {
            condition: Condition::Counted(
                Count::DamageCounters {
                    on: Pokemon::Defending
                },
                Compare::AtLeast(2)
            ),
            then: vec![Effect::Op(Operation::MoreDamage(Amount::Fixed(20)))],
            otherwise: Vec::new(),
        })]
    );
}

#[test]
fn stadiums_counters_and_locks_named_by_it_and_them() {
    assert_eq!(
        read("If there is any Stadium card in play, discard it."),
        [Effect::Control(Control::If {
            condition: Condition::StadiumInPlay,
            then: vec![Effect::Op(Operation::DiscardStadium)],
            otherwise: Vec::new(),
        })]
    );
    assert_eq!(
        read("If there are any damage counters on this Pokémon, remove 1 of them."),
        [Effect::Control(Control::If {
            condition: Condition::Damaged(Pokemon::This),
            then: vec![Effect::Op(Operation::Heal {
                from: Pokemon::This,
                amount: HealAmount::Fixed(10),
            })],
            otherwise: Vec::new(),
        })]
    );
    assert_eq!(
        read("You can't use this attack during your next turn."),
        [Effect::Op(Operation::During {
            turn: Turn::YourNext,
            what: Lasting::CantUseThisAttack(Pokemon::This),
        })]
    );
    // "… if …" is a condition on using it, not a lasting effect.
    assert_eq!(
        read("You can't use this attack if your Bench is full."),
        [Effect::Usage(Usage::UnusableIf(Condition::BenchFull(
            Role::Acting
        )))]
    );
    assert_eq!(
        read("Shuffle your opponent's deck."),
        [Effect::Op(Operation::Shuffle(Role::Opponent))]
    );
    assert_eq!(
        read("Search your deck for any 3 cards and put them into your hand."),
        [Effect::Op(Operation::Search {
            who: Role::Acting,
            count: CardCount::Exactly(3),
            filter: CardFilter::Any,
            to: Destination::Hand,
        })]
    );
}

#[test]
fn remaining_hp_compared_and_tests_of_what_a_pokemon_has_no() {
    assert_eq!(
        read(
            "Before doing damage, count the remaining HP of the Defending Pokémon and this \
             Pokémon. If the Defending Pokémon has fewer remaining HP than this Pokémon's, this \
             attack does 10 damage plus 30 more damage."
        ),
        [Effect::Control(Control::If {
            condition: Condition::Counted(
                Count::RemainingHp {
                    of: Pokemon::Defending
                },
                Compare::FewerThan(Count::RemainingHp { of: Pokemon::This }),
            ),
            then: vec![Effect::Op(Operation::MoreDamage(Amount::Fixed(30)))],
            otherwise: Vec::new(),
        })]
    );
    let unless = |condition| {
        [Effect::Control(Control::If {
            condition,
            then: Vec::new(),
            otherwise: vec![Effect::Op(Operation::Nothing)],
        })]
    };
    assert_eq!(
        read(
            "If the Defending Pokémon has no Pokémon Tool card attached to it, this attack does nothing."
        ),
        unless(Condition::HasAttached(Pokemon::Defending, CardFilter::Tool))
    );
    assert_eq!(
        read("If the Defending Pokémon has no damage counters on it, this attack does nothing."),
        unless(Condition::Damaged(Pokemon::Defending))
    );
    assert_eq!(
        read("This attack does 100 damage instead of 50."),
        [Effect::Op(Operation::SetDamage(Amount::Fixed(100)))]
    );
    // A bare "instead" may replace damage done elsewhere: not read as the attack's own.
    assert!(parse("This attack does 60 damage instead.").is_err());
}

#[test]
fn pokemon_counted_in_play_and_either_coin() {
    let in_play = |side, filter| Count::InPlay {
        group: Group::new(side, Zone::InPlay),
        filter,
    };
    let darkness = CardFilter::PokemonOf(EnergyType::Darkness);
    for (text, count) in [
        (
            "Does 20 damage times the number of Darkness Pokémon you have in play.",
            in_play(Side::Of(Role::Acting), darkness),
        ),
        (
            "Does 10 damage times the number of Pokémon in play (both yours and your \
             opponent's).",
            in_play(Side::Both, CardFilter::Pokemon),
        ),
        (
            "This attack does 20 damage times the number of Colorless Pokémon your opponent has \
             in play.",
            in_play(
                Side::Of(Role::Opponent),
                CardFilter::PokemonOf(EnergyType::Colorless),
            ),
        ),
    ] {
        assert!(
            matches!(&read(text)[..], [Effect::Op(Operation::SetDamage(Amount::Per { count: c, .. }))] if *c == count),
            "{text:?}"
        );
    }
    assert_eq!(
        read("If either of the coins is heads, the Defending Pokémon is now Paralyzed."),
        [Effect::Control(Control::If {
            condition: Condition::AnyHeads,
            then: vec![inflict(Pokemon::Defending, SpecialCondition::Paralyzed)],
            otherwise: Vec::new(),
        })]
    );
    assert_eq!(
        read("This Pokémon is now Confused (after doing damage)."),
        [inflict(Pokemon::This, SpecialCondition::Confused)]
    );
    assert_eq!(
        read("This attack does 30 damage (to the Defending Pokémon)."),
        [Effect::Op(Operation::SetDamage(Amount::Fixed(30)))]
    );
}

#[test]
fn the_defending_pokemon_cant_attack_this_one() {
    assert_eq!(
        parse_on(
            "Rhyhorn",
            "Flip a coin. If heads, the Defending Pokémon can't attack Rhyhorn during your \
             opponent's next turn. (Benching either Pokémon ends this effect.)"
        )
        .unwrap()[1],
        Effect::Control(Control::If {
            condition: Condition::Heads,
            then: vec![Effect::Op(Operation::During {
                turn: Turn::OpponentsNext,
                what: Lasting::CantAttackThis(Pokemon::Defending),
            })],
            otherwise: Vec::new(),
        })
    );
}

#[test]
fn evolutions_searched_energy_returned_and_attached_as_there_is() {
    let evolving = |count, to| {
        Effect::Op(Operation::Search {
            who: Role::Acting,
            count,
            filter: CardFilter::EvolvesFromThis,
            to,
        })
    };
    assert_eq!(
        read(
            "Search your deck for an Evolution card that evolves from this Pokémon and put it \
             onto this Pokémon."
        ),
        [evolving(CardCount::Exactly(1), Destination::EvolveThis)]
    );
    assert_eq!(
        read(
            "Search your deck for up to 2 cards that evolve from this Pokémon, show them to your \
             opponent, and put them into your hand."
        ),
        [evolving(CardCount::UpTo(2), Destination::Hand)]
    );
    assert_eq!(
        read("You may return all Energy cards attached to this Pokémon to your hand."),
        [Effect::may(vec![Effect::Op(Operation::EnergyToHand {
            from: Pokemon::This,
            count: CardCount::All,
            energy: EnergyFilter::Any,
        })])]
    );
    assert_eq!(
        read(
            "Attach 2 basic Energy cards from your discard pile to this Pokémon (1 if you have \
             only 1)."
        ),
        [Effect::Op(Operation::AttachEnergy {
            source: crate::effect::Source::Discard,
            to: Pokemon::This,
            count: CardCount::Exactly(2),
            energy: EnergyFilter::Basic,
        })]
    );
    assert_eq!(
        read(
            "Shuffle this Pokémon and all cards attached to it into your deck (after doing \
             damage)."
        ),
        [Effect::Op(Operation::ShuffleIntoDeck(Pokemon::This))]
    );
}

#[test]
fn energy_counted_on_a_pokemon_and_conditions_removed_with_counters() {
    let attached = |energy, compare| {
        Condition::Counted(
            Count::EnergyAttached {
                on: Pokemon::This,
                energy,
            },
            compare,
        )
    };
    for (text, condition) in [
        (
            "If this Pokémon has at least 2 Fire Energy attached to it, the Defending Pokémon is \
             now Burned.",
            attached(EnergyFilter::Of(EnergyType::Fire), Compare::AtLeast(2)),
        ),
        (
            "If this Pokémon has 2 or less Energy attached to it, the Defending Pokémon is now \
             Burned.",
            attached(EnergyFilter::Any, Compare::AtMost(2)),
        ),
        (
            "If this Pokémon has 3 Energy attached to it, the Defending Pokémon is now Burned.",
            attached(EnergyFilter::Any, Compare::Exactly(3)),
        ),
    ] {
        assert_eq!(
            read(text),
            [Effect::Control(Control::If {
                condition,
                then: vec![inflict(Pokemon::Defending, SpecialCondition::Burned)],
                otherwise: Vec::new(),
            })],
            "{text:?}"
        );
    }
    let rest = [
        Effect::Op(Operation::Heal {
            from: Pokemon::This,
            amount: HealAmount::Fixed(40),
        }),
        Effect::Op(Operation::Cure(Pokemon::This)),
    ];
    for text in [
        "Remove all Special Conditions and 4 damage counters from this Pokémon (all if there are \
         less than 4).",
        "Remove 4 damage counters and all Special Conditions from this Pokémon.",
    ] {
        assert_eq!(read(text), rest, "{text:?}");
    }
}

#[test]
fn any_pokemon_of_a_kind_or_type_in_play() {
    let any = |group| {
        Condition::Counted(
            Count::InPlay {
                group,
                filter: CardFilter::Pokemon,
            },
            Compare::AtLeast(1),
        )
    };
    let evolved = Group {
        kind: Some(crate::effect::PokemonKind::Evolution),
        ..opponents(Zone::InPlay)
    };
    assert_eq!(
        read("If your opponent has any Evolved Pokémon in play, draw 3 cards."),
        [Effect::Control(Control::If {
            condition: any(evolved),
            then: vec![Effect::Op(Operation::Draw {
                who: Role::Acting,
                count: 3
            })],
            otherwise: Vec::new(),
        })]
    );
}

#[test]
fn energy_taken_from_the_discard_pile_and_discarded_when_used() {
    assert_eq!(
        read("Take 1 Lightning Energy card from your discard pile and attach it to this Pokémon."),
        [Effect::Op(Operation::AttachEnergy {
            source: crate::effect::Source::Discard,
            to: Pokemon::This,
            count: CardCount::Exactly(1),
            energy: EnergyFilter::Of(EnergyType::Lightning),
        })]
    );
    assert_eq!(
        read(
            "You may discard a Fire Energy card attached to this Pokémon when you use this \
             attack."
        ),
        [Effect::may(vec![Effect::Op(Operation::DiscardEnergy {
            from: Pokemon::This,
            count: CardCount::Exactly(1),
            energy: EnergyFilter::Of(EnergyType::Fire),
        })])]
    );
}

#[test]
fn sentences_that_cant_stand_alone_are_read_with_the_one_before() {
    assert_eq!(
        read(
            "If the Defending Pokémon already has any damage counters on it, this attack does 40 \
             damage plus 20 more damage. If not, this attack does 40 damage."
        ),
        [Effect::Control(Control::If {
            condition: Condition::Damaged(Pokemon::Defending),
            then: vec![Effect::Op(Operation::MoreDamage(Amount::Fixed(20)))],
            otherwise: Vec::new(),
        })]
    );
    assert_eq!(
        read(
            "If there are any Fire Energy cards in your discard pile, flip a coin. If heads, \
             attach 1 of them to this Pokémon."
        ),
        [Effect::Control(Control::If {
            condition: Condition::Counted(
                Count::Cards {
                    side: Side::Of(Role::Acting),
                    pile: crate::effect::Pile::DiscardPile,
                    filter: CardFilter::Energy(EnergyFilter::Of(EnergyType::Fire)),
                },
                Compare::AtLeast(1),
            ),
            then: on_heads(Effect::Op(Operation::AttachEnergy {
                source: crate::effect::Source::Discard,
                to: Pokemon::This,
                count: CardCount::Exactly(1),
                energy: EnergyFilter::Of(EnergyType::Fire),
            })),
            otherwise: Vec::new(),
        })]
    );
    assert_eq!(
        read(
            "If the Defending Pokémon has any Energy cards attached to it, flip a coin. If heads, \
             choose 1 of those Energy cards and discard it."
        ),
        [Effect::Control(Control::If {
            condition: Condition::HasAttached(
                Pokemon::Defending,
                CardFilter::Energy(EnergyFilter::Any)
            ),
            then: on_heads(Effect::Op(Operation::DiscardEnergy {
                from: Pokemon::Defending,
                count: CardCount::Exactly(1),
                energy: EnergyFilter::Any,
            })),
            otherwise: Vec::new(),
        })]
    );
}

#[test]
fn pokemon_of_a_type_on_a_sides_bench() {
    let grass_benched = Group {
        of_type: Types::of(EnergyType::Grass),
        ..opponents(Zone::Bench)
    };
    assert_eq!(
        read("Does 10 damage to each Grass Pokémon on your opponent's Bench."),
        [Effect::Op(Operation::Damage {
            to: Pokemon::Each(grass_benched),
            amount: Amount::Fixed(10),
        })]
    );
}
