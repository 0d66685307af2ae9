//! Abilities of the older theme decks' cards (Poké-Powers, Poké-Bodies): an Energy of a type
//! attached as a trigger, Energy searched for in the discard pile, Special Conditions left by a
//! power, the Poké-Power reminders, on real wordings with their variants.

use super::read;
use crate::effect::{
    Amount, CardCount, CardFilter, Condition, Control, Effect, EnergyFilter, EnergyType, Group,
    HealAmount, Lasting, Operation, Passive, Pokemon, PokemonKind, Role, Side, Source,
    SpecialCondition, Trigger, Usage, Zone,
};

fn when_water_attached(then: Vec<Effect>) -> Vec<Effect> {
    vec![Effect::Passive(Passive::When {
        trigger: Trigger::EnergyAttachedFromHand(EnergyFilter::Of(EnergyType::Water)),
        then,
    })]
}

fn heal(counters: u16) -> Effect {
    Effect::Op(Operation::Heal {
        from: Pokemon::This,
        amount: HealAmount::Fixed(counters * 10),
    })
}

#[test]
fn an_energy_of_a_type_attached_from_the_hand() {
    // Quagsire, Wooper: curing and healing at once.
    assert_eq!(
        read(
            "When you attach a Water Energy card from your hand to this Pokémon, remove all \
             Special Conditions and 2 damage counters from this Pokémon."
        ),
        when_water_attached(vec![heal(2), Effect::Op(Operation::Cure(Pokemon::This))])
    );
    // Vaporeon, Jolteon: "affecting" for "from".
    for text in [
        "Whenever you attach a Water Energy card from your hand to this Pokémon, remove all \
         Special Conditions affecting this Pokémon.",
        "When you attach a Water Energy card from your hand to this Pokémon, remove all Special \
         Conditions from this Pokémon.",
    ] {
        assert_eq!(
            read(text),
            when_water_attached(vec![Effect::Op(Operation::Cure(Pokemon::This))]),
            "{text}"
        );
    }
    // Golduck.
    assert_eq!(
        read(
            "Whenever you attach a Water Energy card from your hand to this Pokémon, remove 2 \
             damage counters from this Pokémon."
        ),
        when_water_attached(vec![heal(2)])
    );
}

#[test]
fn energy_searched_for_in_the_discard_pile() {
    let basic = CardFilter::Energy(EnergyFilter::Basic);
    // Sealeo, Mantine δ.
    assert_eq!(
        read(
            "You may search your discard pile for a basic Energy card, show it to your \
             opponent, and put it on top of your deck."
        ),
        [Effect::may(vec![Effect::Op(Operation::DiscardToDeckTop {
            count: CardCount::Exactly(1),
            filter: basic,
        })])]
    );
    // Starmie.
    assert_eq!(
        read(
            "Search your discard pile for a Water Energy card, show it to your opponent, and put \
             it into your hand."
        ),
        [Effect::Op(Operation::DiscardToHand {
            count: CardCount::Exactly(1),
            filter: CardFilter::Energy(EnergyFilter::Of(EnergyType::Water)),
        })]
    );
    // Electivire, Trapinch.
    assert_eq!(
        read(
            "Search your discard pile for a basic Fighting Energy card and attach it to this Pokémon."
        ),
        [Effect::Op(Operation::AttachEnergy {
            source: Source::Discard,
            to: Pokemon::This,
            count: CardCount::Exactly(1),
            energy: EnergyFilter::BasicOf(EnergyType::Fighting),
        })]
    );
    // Only Energy is attached.
    assert!(
        crate::text::parse(
            "Search your discard pile for a Trainer card and attach it to this Pokémon."
        )
        .is_err()
    );
}

#[test]
fn special_conditions_left_on_pokemon() {
    // Hypno, Haunter.
    let both = Pokemon::Each(crate::effect::Group::new(
        crate::effect::Side::Both,
        crate::effect::Zone::Active,
    ));
    assert_eq!(
        read("Leave both Active Pokémon Asleep."),
        [Effect::Op(Operation::Inflict {
            on: both,
            condition: SpecialCondition::Asleep,
        })]
    );
    assert_eq!(
        read("Leave your opponent's Active Pokémon Burned and Poisoned.").len(),
        2
    );
}

#[test]
fn a_power_usable_even_while_asleep_confused_or_paralyzed() {
    for text in [
        "This power can be used even if this Pokémon is Asleep, Confused, or Paralyzed.",
        "(This power works even if this Pokémon is Asleep, Confused, or Paralyzed.)",
        "This power works even while this Pokémon is Asleep, Confused, or Paralyzed.",
    ] {
        assert_eq!(read(text), [], "{text}");
    }
}

#[test]
fn a_retreat_cost_of_0_while_energy_is_attached_or_not() {
    let no_cost = vec![Effect::Passive(Passive::Always(Lasting::NoRetreatCost(
        Pokemon::This,
    )))];
    // Lotad, Vibrava δ, Pupitar.
    assert_eq!(
        read(
            "If this Pokémon has any Water Energy attached to it, the Retreat Cost for this \
             Pokémon is 0."
        ),
        [Effect::Control(Control::If {
            condition: Condition::HasAttached(
                Pokemon::This,
                CardFilter::Energy(EnergyFilter::Of(EnergyType::Water))
            ),
            then: no_cost.clone(),
            otherwise: vec![],
        })]
    );
    // Tentacool, Yanma, Lampent.
    let none = Condition::NoneAttached(Pokemon::This, CardFilter::Energy(EnergyFilter::Any));
    for text in [
        "If this Pokémon has no Energy attached to it, this Pokémon's Retreat Cost is 0.",
        "If this Pokémon has no Energy attached to it, this Pokémon has no Retreat Cost.",
    ] {
        assert_eq!(
            read(text),
            [Effect::Control(Control::If {
                condition: none,
                then: no_cost.clone(),
                otherwise: vec![],
            })],
            "{text}"
        );
    }
}

#[test]
fn damage_reduced_from_attackers_of_a_kind_and_in_more_wordings() {
    let reduced = |amount, from| {
        vec![Effect::Passive(Passive::Always(Lasting::ReduceTaken {
            to: Pokemon::This,
            amount: Amount::Fixed(amount),
            from,
        }))]
    };
    // Numel, Quagsire.
    for text in [
        "Any damage done to this Pokémon by attacks from Evolved Pokémon (both yours and your \
         opponent's) is reduced by 20 (after applying Weakness and Resistance).",
        "Any damage done to this Pokémon by attacks from your opponent's Evolved Pokémon is \
         reduced by 20 (after applying Weakness and Resistance).",
    ] {
        assert_eq!(
            read(text),
            reduced(20, Some(PokemonKind::Evolution)),
            "{text}"
        );
    }
    // Swampert.
    assert_eq!(
        read(
            "Any damage done to this Pokémon by attacks from your opponent's Pokémon that isn't \
             an Evolved Pokémon is reduced by 20 (after applying Weakness and Resistance)."
        ),
        reduced(20, Some(PokemonKind::Basic))
    );
    // Staryu, Shelgon: any attacker, under a condition.
    for text in [
        "If this Pokémon has any Psychic Energy attached to it, damage done to this Pokémon by \
         any attack is reduced by 10 (after applying Weakness and Resistance).",
        "As long as this Pokémon has any basic Energy cards attached to it, damage done to this \
         Pokémon by an opponent's attack is reduced by 10 (after applying Weakness and \
         Resistance).",
    ] {
        match read(text).as_slice() {
            [
                Effect::Control(Control::If { then, .. })
                | Effect::Passive(Passive::While { then, .. }),
            ] => {
                assert_eq!(then, &reduced(10, None), "{text}")
            }
            other => panic!("{text}: {other:?}"),
        }
    }
}

#[test]
fn more_prize_cards_and_a_protected_bench() {
    // Swellow, Dragonite (Δ Plus).
    assert_eq!(
        read(
            "If your opponent's Pokémon is Knocked Out by damage from an attack of this Pokémon, \
             take 1 more Prize card."
        ),
        [Effect::Passive(Passive::Always(Lasting::MorePrizes {
            by: Pokemon::This,
            count: 1
        }))]
    );
    // Dugtrio.
    assert_eq!(
        read("Prevent all damage done to your Benched Pokémon by your opponent's attacks."),
        [Effect::Passive(Passive::Always(Lasting::Prevent {
            to: Pokemon::Each(Group::new(Side::Of(Role::Acting), Zone::Bench)),
            effects: false,
            from: None,
            which: None
        }))]
    );
}

#[test]
fn two_pokemon_tools_allowed() {
    // Vespiquen, Gyarados (θ Double).
    assert_eq!(
        read("This Pokémon may have up to 2 Pokémon Tool cards attached to it."),
        [Effect::Passive(Passive::Always(Lasting::ToolsAllowed {
            on: Pokemon::This,
            count: 2,
            discards_down: false,
        }))]
    );
}

#[test]
fn passives_under_the_remaining_hp_damage_counters_or_energy() {
    // Blaziken, Blastoise.
    assert_eq!(
        read(
            "As long as this Pokémon's remaining HP is 40 or less, this Pokémon does 40 more \
             damage to the Defending Pokémon (before applying Weakness and Resistance)."
        ),
        [Effect::Passive(Passive::While {
            condition: Condition::RemainingHpAtMost(Pokemon::This, 40),
            then: vec![Effect::Passive(Passive::Always(Lasting::MoreDealt {
                by: Pokemon::This,
                amount: Amount::Fixed(40),
            }))],
        })]
    );
    // Primeape.
    assert_eq!(
        read(
            "If this Pokémon has any damage counters on it, this Pokémon's attacks do 40 more \
             damage to the Active Pokémon (before applying Weakness and Resistance)."
        ),
        [Effect::Control(Control::If {
            condition: Condition::Damaged(Pokemon::This),
            then: vec![Effect::Passive(Passive::Always(Lasting::MoreDealt {
                by: Pokemon::This,
                amount: Amount::Fixed(40),
            }))],
            otherwise: vec![],
        })]
    );
    // Phanpy: "has Energy attached" with no "any".
    assert_eq!(
        read(
            "As long as this Pokémon has Energy attached to it, any damage done to this Pokémon \
             by attacks is reduced by 10 (after applying Weakness and Resistance)."
        ),
        [Effect::Passive(Passive::While {
            condition: Condition::HasAttached(Pokemon::This, CardFilter::Energy(EnergyFilter::Any)),
            then: vec![Effect::Passive(Passive::Always(Lasting::ReduceTaken {
                to: Pokemon::This,
                amount: Amount::Fixed(10),
                from: None,
            }))],
        })]
    );
}

#[test]
fn once_during_your_turn_before_a_trigger_and_you_may_use_this_power() {
    // Azumarill: the power's effect is the next sentence; evolving an Active Pokémon only.
    assert_eq!(
        read(
            "Once during your turn, when you play this Pokémon from your hand to evolve 1 of \
             your Active Pokémon, you may use this power. Each Defending Pokémon is now \
             Paralyzed."
        ),
        [
            Effect::Passive(Passive::When {
                trigger: Trigger::EvolvedFromHand,
                then: vec![Effect::may(vec![])],
            }),
            Effect::Usage(Usage::UnusableIf(Condition::OnBench(Pokemon::This))),
            Effect::Op(Operation::Inflict {
                on: Pokemon::EachDefending,
                condition: SpecialCondition::Paralyzed,
            }),
        ]
    );
    // Swampert: one Energy is attached from the hand a turn anyway.
    assert_eq!(
        read(
            "Once during your turn (before your attack), when you attach a Water Energy card \
             from your hand to this Pokémon, remove 1 damage counter from this Pokémon."
        ),
        when_water_attached(vec![heal(1)])
    );
}

#[test]
fn a_knock_out_survived_on_heads_in_both_wordings() {
    let survives = [Effect::Passive(Passive::Always(
        Lasting::SurvivesKnockOut {
            on: Pokemon::This,
            hp_left: 10,
            on_heads: true,
        },
    ))];
    // Jumpluff (ex), Heracross (Sun & Moon).
    for text in [
        "If this Pokémon would be Knocked Out by an opponent's attack, flip a coin. If heads, \
         this Pokémon is not Knocked Out and its remaining HP becomes 10 instead.",
        "If this Pokémon would be Knocked Out by damage from an attack, flip a coin. If heads, \
         this Pokémon is not Knocked Out, and its remaining HP becomes 10.",
    ] {
        assert_eq!(read(text), survives, "{text}");
    }
}

#[test]
fn damage_by_the_opponents_attacks_reduced_before_or_after_weakness() {
    let active = |what| {
        [Effect::Passive(Passive::While {
            condition: Condition::InActiveSpot(Pokemon::This),
            then: vec![Effect::Passive(Passive::Always(what))],
        })]
    };
    // Masquerain, Salamence: the attacker's damage.
    for text in [
        "As long as this Pokémon is your Active Pokémon, any damage done by an opponent's attack \
         is reduced by 20 (before applying Weakness and Resistance).",
        "As long as this Pokémon is your Active Pokémon, any damage done to your Pokémon by an \
         opponent's attack is reduced by 20 (before applying Weakness and Resistance).",
    ] {
        assert_eq!(
            read(text),
            active(Lasting::ReduceDealt {
                by: Pokemon::Defending,
                amount: 20
            }),
            "{text}"
        );
    }
    // Granbull: the damage each of your Pokémon takes.
    assert_eq!(
        read(
            "As long as this Pokémon is your Active Pokémon, any damage done by an opponent's \
             attack is reduced by 10 (after applying Weakness and Resistance)."
        ),
        active(Lasting::ReduceTaken {
            to: Pokemon::Each(Group::new(Side::Of(Role::Acting), Zone::InPlay)),
            amount: Amount::Fixed(10),
            from: None,
        })
    );
}

#[test]
fn retreat_costs_more_or_paid_less_retreating_asleep_and_hand_sizes() {
    // Jellicent.
    assert_eq!(
        read("The Retreat Cost of each of your opponent's Pokémon in play is Colorless more."),
        [Effect::Passive(Passive::Always(Lasting::RetreatCostMore {
            of: Pokemon::Each(Group::new(Side::Of(Role::Opponent), Zone::InPlay)),
            by: 1,
        }))]
    );
    // Dodrio (Base Set 2).
    assert_eq!(
        read(
            "As long as this Pokémon is Benched, pay Colorless less to retreat your Active Pokémon."
        ),
        [Effect::Passive(Passive::While {
            condition: Condition::OnBench(Pokemon::This),
            then: vec![Effect::Passive(Passive::Always(Lasting::RetreatCostLess {
                of: Pokemon::Each(Group::new(Side::Of(Role::Acting), Zone::Active)),
                by: 1,
            }))],
        })]
    );
    // Dodrio (Hidden Legends).
    assert_eq!(
        read("This Pokémon can retreat even when it is Asleep or Paralyzed."),
        [Effect::Passive(Passive::Always(
            Lasting::RetreatsAsleepOrParalyzed(Pokemon::This)
        ))]
    );
    // Porygon2: "N or fewer" is fewer than N + 1; "less than N" is fewer than N.
    for (text, fewer) in [
        ("If you have 2 or fewer cards in your hand, draw a card.", 3),
        (
            "If you have less than 6 cards in your hand, draw a card.",
            6,
        ),
    ] {
        match read(text).as_slice() {
            [Effect::Control(Control::If { condition, .. })] => {
                assert_eq!(*condition, Condition::FewerInHand(fewer), "{text}")
            }
            other => panic!("{text}: {other:?}"),
        }
    }
    assert_eq!(
        read("Once during each of your turns (before your attack), draw a card.").len(),
        1
    );
}

#[test]
fn a_power_or_body_once_for_all_its_copies() {
    for text in [
        "You can't use more than 1 Happy Dance Poké-Power each turn.",
        "You can't use more than 1 Sunlight Veil Poké-Body each turn.",
        "You can't use more than 1 Sand Damage Poké-Body between turns.",
    ] {
        assert_eq!(read(text), [Effect::Passive(Passive::OneAtATime)], "{text}");
    }
}

#[test]
fn a_kind_written_after_pokemon_and_a_prize_card_returned_face_down() {
    // Ampharos (XY).
    match read("Put 3 damage counters on 1 of your opponent's Pokémon-EX.").as_slice() {
        [
            Effect::Op(Operation::PutCounters {
                on: Pokemon::Picked(pick),
                ..
            }),
        ] => assert_eq!(pick.group.kind, Some(PokemonKind::Ex)),
        other => panic!("{other:?}"),
    }
    // Unown [S]: the Prize card looked at stays where it is.
    assert_eq!(
        read("Look at 1 of your Prize cards. Return that Prize card face down.").len(),
        1
    );
}

#[test]
fn damage_from_the_opponents_stage_2_pokemon_reduced() {
    // Staraptor (its attack is not read yet, so the card is not played).
    assert_eq!(
        read(
            "As long as this Pokémon is your Active Pokémon, any damage done by attacks from \
             your opponent's Stage 2 Evolved Pokémon is reduced by 20 (after applying Weakness \
             and Resistance)."
        ),
        [Effect::Passive(Passive::While {
            condition: Condition::InActiveSpot(Pokemon::This),
            then: vec![Effect::Passive(Passive::Always(Lasting::ReduceTaken {
                to: Pokemon::Each(Group::new(Side::Of(Role::Acting), Zone::InPlay)),
                amount: Amount::Fixed(20),
                from: Some(PokemonKind::Stage2),
            }))],
        })]
    );
}

#[test]
fn this_pokemon_switched_in() {
    // Zoroark: this Pokémon, not one of the player's picking.
    assert_eq!(
        read(
            "If this Pokémon is on your Bench, you may switch this Pokémon with your Active Pokémon."
        ),
        [Effect::Control(Control::If {
            condition: Condition::OnBench(Pokemon::This),
            then: vec![Effect::may(vec![Effect::Op(Operation::SwitchInThis)])],
            otherwise: vec![],
        })]
    );
}

#[test]
fn this_pokemon_knocked_out_by_an_attack() {
    // Weezing (BREAKthrough).
    assert_eq!(
        read(
            "When this Pokémon is Knocked Out by damage from an opponent's attack, discard the \
             top 3 cards of your opponent's deck."
        ),
        [Effect::Passive(Passive::When {
            trigger: Trigger::KnockedOut(Pokemon::This),
            then: vec![Effect::Op(Operation::Mill {
                whose: Role::Opponent,
                count: 3,
                lost_zone: false,
            })],
        })]
    );
}

#[test]
fn an_opponents_retreat_as_a_trigger() {
    // Dugtrio (Platinum).
    assert_eq!(
        read("If your opponent's Active Pokémon retreats, put 2 damage counters on that Pokémon."),
        [Effect::Passive(Passive::When {
            trigger: Trigger::OpponentRetreated,
            then: vec![Effect::Op(Operation::PutCounters {
                on: Pokemon::That,
                counters: Amount::Fixed(2),
            })],
        })]
    );
}

#[test]
fn the_effects_of_attacks_prevented_except_damage() {
    // Bibarel.
    assert_eq!(
        read("Prevent all effects of attacks, excluding damage, done to this Pokémon."),
        [Effect::Passive(Passive::Always(Lasting::PreventEffects {
            to: Pokemon::This
        }))]
    );
    // Espeon (Dark Explorers): on a group.
    match read(
        "Prevent all effects of your opponent's attacks, except damage, done to each of your \
         Pokémon that has any Energy attached to it.",
    )
    .as_slice()
    {
        [
            Effect::Passive(Passive::Always(Lasting::PreventEffects {
                to: Pokemon::Each(group),
            })),
        ] => assert!(group.which.is_some()),
        other => panic!("{other:?}"),
    }
}

#[test]
fn have_your_opponent_switch() {
    // Hawlucha: the opponent switches, and so picks.
    assert_eq!(
        read(
            "You may have your opponent switch his or her Active Pokémon with 1 of his or her \
             Benched Pokémon."
        ),
        [Effect::may(vec![Effect::Op(Operation::Switch {
            side: Role::Opponent,
            chooser: Role::Opponent,
            of_type: Default::default(),
        })])]
    );
}

#[test]
fn knocked_out_by_an_opponents_attack_without_by_damage_from() {
    // Koffing.
    assert_eq!(
        read(
            "If this Pokémon is your Active Pokémon and is Knocked Out by an opponent's attack, \
             the Attacking Pokémon is now Confused and Poisoned."
        ),
        [Effect::Passive(Passive::When {
            trigger: Trigger::KnockedOutWhileActive(Pokemon::This),
            then: vec![
                Effect::Op(Operation::Inflict {
                    on: Pokemon::Attacking,
                    condition: SpecialCondition::Confused,
                }),
                Effect::Op(Operation::Inflict {
                    on: Pokemon::Attacking,
                    condition: SpecialCondition::Poisoned,
                }),
            ],
        })]
    );
}

#[test]
fn between_turns_as_long_as_a_test_holds() {
    // Typhlosion (Unseen Forces).
    assert_eq!(
        read(
            "As long as this Pokémon is your Active Pokémon, put 1 damage counter on each Active \
             Pokémon (both yours and your opponent's) between turns."
        ),
        [Effect::Passive(Passive::When {
            trigger: Trigger::BetweenTurns,
            then: vec![Effect::Control(Control::If {
                condition: Condition::InActiveSpot(Pokemon::This),
                then: vec![Effect::Op(Operation::PutCounters {
                    on: Pokemon::Each(Group::new(Side::Both, Zone::Active)),
                    counters: Amount::Fixed(1),
                })],
                otherwise: vec![],
            })],
        })]
    );
}

#[test]
fn would_be_knocked_out_done_as_it_is_knocked_out() {
    // Gengar (Legend Maker): its attack is not read yet, so the card is not played.
    match read(
        "If this Pokémon would be Knocked Out by damage from an opponent's attack, you may put \
         3 damage counters on 1 of your opponent's Pokémon.",
    )
    .as_slice()
    {
        [
            Effect::Passive(Passive::When {
                trigger: Trigger::KnockedOut(Pokemon::This),
                then,
            }),
        ] => assert!(matches!(then[..], [Effect::Control(Control::May { .. })])),
        other => panic!("{other:?}"),
    }
}

#[test]
fn damage_from_both_players_attacks_prevented_on_the_bench() {
    // Diglett, and Squirtle with the data's "As along as".
    for text in [
        "As long as this Pokémon is on your Bench, prevent all damage done to this Pokémon by \
         attacks (both yours and your opponent's).",
        "As along as this Pokémon is on your Bench, prevent all damage done to this Pokémon by \
         attacks (both yours and your opponent's).",
    ] {
        assert_eq!(
            read(text),
            [Effect::Passive(Passive::While {
                condition: Condition::OnBench(Pokemon::This),
                then: vec![Effect::Passive(Passive::Always(Lasting::PreventFromAll {
                    to: Pokemon::This
                }))],
            })],
            "{text}"
        );
    }
}
