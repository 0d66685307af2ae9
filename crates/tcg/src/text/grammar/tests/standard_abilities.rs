//! The Scarlet & Violet wordings of abilities that kept Standard cards from playing (issue 29).

use super::read;
use crate::effect::{
    Amount, CardCount, CardFilter, Compare, Condition, Control, Count, Effect, EnergyFilter,
    EnergyType, Group, Lasting, Name, Operation, Passive, Pile, Pokemon, PokemonKind, Role, Side,
    SpecialCondition, Trigger, Types, Usage, Which, Zone,
};
use crate::text::parse_on;

#[test]
fn one_ability_of_a_name_each_turn() {
    assert_eq!(
        read("You can't use more than 1 Quick Search Ability each turn."),
        vec![Effect::Passive(Passive::OneAtATime)]
    );
}

#[test]
fn attacks_used_by_a_group_do_more() {
    assert_eq!(
        read(
            "Attacks used by your Fighting Pokémon do 30 more damage to your opponent's Active \
             Pokémon (before applying Weakness and Resistance)."
        ),
        vec![Effect::Passive(Passive::Always(Lasting::MoreDealt {
            by: Pokemon::Each(Group {
                of_type: Types::of(EnergyType::Fighting),
                ..Group::new(Side::Of(Role::Acting), Zone::InPlay)
            }),
            amount: Amount::Fixed(30),
        }))]
    );
}

#[test]
fn damage_prevented_from_attackers_of_a_kind() {
    let from = |kind| {
        vec![Effect::Passive(Passive::Always(Lasting::Prevent {
            to: Pokemon::This,
            effects: false,
            from: Some(kind),
            which: None,
        }))]
    };
    assert_eq!(
        read(
            "Prevent all damage done to this Pokémon by attacks from your opponent's Pokémon ex \
             and Pokémon V."
        ),
        from(PokemonKind::ExOrV)
    );
    assert_eq!(
        read("Prevent all damage done to this Pokémon by attacks from your opponent's Pokémon ex."),
        from(PokemonKind::Ex)
    );
    assert_eq!(
        read(
            "Prevent all damage done to this Pokémon by attacks from your opponent's Basic \
             Pokémon ex."
        ),
        from(PokemonKind::BasicEx)
    );
    assert_eq!(
        read(
            "Prevent all damage from attacks done to this Pokémon by your opponent's Pokémon \
             that have an Ability."
        ),
        from(PokemonKind::HasAbility)
    );
}

#[test]
fn your_pokemon_take_less_damage() {
    let yours = Pokemon::Each(Group::new(Side::Of(Role::Acting), Zone::InPlay));
    let less = |amount, from| {
        vec![Effect::Passive(Passive::Always(Lasting::ReduceTaken {
            to: yours,
            amount: Amount::Fixed(amount),
            from,
        }))]
    };
    assert_eq!(
        read(
            "All of your Pokémon take 10 less damage from attacks from your opponent's Pokémon \
             (after applying Weakness and Resistance)."
        ),
        less(10, None)
    );
    assert_eq!(
        read(
            "Your Pokémon take 30 less damage from attacks from your opponent's Pokémon V (after \
             applying Weakness and Resistance)."
        ),
        less(30, Some(PokemonKind::V))
    );
}

#[test]
fn once_during_your_first_turn() {
    let read_back = read("Once during your first turn, you may draw 2 cards.");
    assert_eq!(
        read_back[0],
        Effect::Usage(crate::effect::Usage::UsableOnlyIf(
            crate::effect::Condition::FirstTurn
        ))
    );
    assert!(matches!(
        read_back[1],
        Effect::Usage(crate::effect::Usage::OncePerTurn(_))
    ));
    assert_eq!(
        read("You can't use more than 1 Squawk and Seize Ability during your turn."),
        vec![Effect::Passive(Passive::OneAtATime)]
    );
}

#[test]
fn damage_counters_moved_between_picked_pokemon() {
    use crate::effect::{Operation, Pick, Which};
    let pick = |side, which| Pick {
        chooser: Role::Acting,
        count: 1,
        group: Group {
            which,
            ..Group::new(side, Zone::InPlay)
        },
    };
    assert_eq!(
        read(
            "Move up to 3 damage counters from 1 of your Pokémon to 1 of your opponent's \
             Pokémon."
        ),
        vec![
            Effect::Op(Operation::Choose(pick(
                Side::Of(Role::Acting),
                Some(Which::Damaged)
            ))),
            Effect::Op(Operation::MoveCounters {
                from: Pokemon::That,
                to: Pokemon::Picked(pick(Side::Of(Role::Opponent), None)),
                counters: 3,
            }),
        ]
    );
}

#[test]
fn this_pokemon_discarded_with_its_cards() {
    assert_eq!(
        read("Discard this Pokémon and all attached cards."),
        vec![Effect::Op(crate::effect::Operation::DiscardPokemon(
            Pokemon::This
        ))]
    );
}

#[test]
fn energy_attached_in_this_way() {
    use crate::effect::{Condition, Control, Operation};
    assert_eq!(
        read("If you attached Energy to a Pokémon in this way, draw a card."),
        vec![Effect::Control(Control::If {
            condition: Condition::AttachedThisWay,
            then: vec![Effect::Op(Operation::Draw {
                who: Role::Acting,
                count: 1
            })],
            otherwise: vec![],
        })]
    );
}

#[test]
fn a_search_for_evolution_pokemon_of_a_type_or_pokemon_of_a_type_with_little_hp() {
    use crate::effect::{CardFilter, PokemonCards, PokemonKind};
    let searched = |text: &str| match read(text).first() {
        Some(Effect::Control(crate::effect::Control::May { then, .. })) => match then.first() {
            Some(Effect::Op(crate::effect::Operation::Search { filter, .. })) => Some(*filter),
            _ => None,
        },
        _ => None,
    };
    assert_eq!(
        searched(
            "You may search your deck for up to 2 Evolution Metal Pokémon, reveal them, and put \
             them into your hand."
        ),
        Some(CardFilter::PokemonWith(PokemonCards {
            of_type: Some(EnergyType::Metal),
            kind: Some(PokemonKind::Evolution),
            name_has: None,
        }))
    );
    assert_eq!(
        searched(
            "You may search your deck for up to 3 Colorless Pokémon with 100 HP or less, reveal \
             them, and put them into your hand."
        ),
        Some(CardFilter::PokemonOfHpAtMost(EnergyType::Colorless, 100))
    );
}

#[test]
fn effects_of_attacks_prevented_with_the_damage_reminder() {
    assert_eq!(
        read(
            "Prevent all effects of attacks used by your opponent's Pokémon done to this \
             Pokémon. (Damage is not an effect.)"
        ),
        vec![Effect::Passive(Passive::Always(Lasting::PreventEffects {
            to: Pokemon::This
        }))]
    );
}

#[test]
fn damage_prevented_on_heads() {
    use crate::effect::{Condition, Control, Operation, SpecialCondition, Turn};
    let prevented = Lasting::PreventedOnHeads(Pokemon::This);
    // Jumpluff's Drifting Dodge.
    assert_eq!(
        read(
            "If any damage is done to this Pokémon by attacks, flip a coin. If heads, prevent \
             that damage."
        ),
        vec![Effect::Passive(Passive::Always(prevented))]
    );
    // Spinda's Tangled Feet: while the test holds.
    assert_eq!(
        read(
            "If this Pokémon is Confused and is damaged by an attack, flip a coin. If heads, \
             prevent that damage."
        ),
        vec![Effect::Control(Control::If {
            condition: Condition::Affected(Pokemon::This, Some(SpecialCondition::Confused)),
            then: vec![Effect::Passive(Passive::Always(prevented))],
            otherwise: vec![],
        })]
    );
    // An attack's, during the opponent's next turn.
    assert_eq!(
        read(
            "If any damage is done to this Pokémon by attacks during your opponent's next turn, \
             flip a coin. If heads, prevent that damage."
        ),
        vec![Effect::Op(Operation::During {
            turn: Turn::OpponentsNext,
            what: prevented,
        })]
    );
}

fn always(lasting: Lasting) -> Vec<Effect> {
    vec![Effect::Passive(Passive::Always(lasting))]
}

#[test]
fn attacks_used_by_this_pokemon_cost_less_for_each() {
    let less = |count| {
        always(Lasting::AttackCostLess {
            of: Pokemon::This,
            by: Amount::Per { each: 1, count },
            any_type: false,
        })
    };
    assert_eq!(
        read(
            "Attacks used by this Pokémon cost Colorless less for each Kofu card in your discard \
             pile."
        ),
        less(Count::Cards {
            side: Side::Of(Role::Acting),
            pile: Pile::DiscardPile,
            filter: CardFilter::Named(Name::new("Kofu").unwrap()),
        })
    );
    assert_eq!(
        read(
            "Attacks used by this Pokémon cost Colorless less for each of your opponent's Benched \
             Pokémon."
        ),
        less(Count::Benched {
            side: Side::Of(Role::Opponent)
        })
    );
}

#[test]
fn damage_from_and_effects_of_attacks_from_the_opponents_pokemon_prevented() {
    let prevent = |from| Lasting::Prevent {
        to: Pokemon::This,
        effects: true,
        from,
        which: None,
    };
    assert_eq!(
        read(
            "As long as this Pokémon is on your Bench, prevent all damage from and effects of \
             attacks from your opponent's Pokémon done to this Pokémon."
        ),
        vec![Effect::Passive(Passive::While {
            condition: Condition::OnBench(Pokemon::This),
            then: always(prevent(None)),
        })]
    );
    assert_eq!(
        read(
            "Prevent all damage from and effects of attacks from your opponent's Tera Pokémon done \
             to this Pokémon."
        ),
        always(prevent(Some(PokemonKind::Tera)))
    );
}

#[test]
fn more_damage_counters_at_the_checkup() {
    let more = |condition, counters| Lasting::CheckupCountersMore {
        on: Pokemon::Each(Group::new(Side::Of(Role::Opponent), Zone::InPlay)),
        condition,
        counters,
    };
    assert_eq!(
        read(
            "During Pokémon Checkup, put 3 more damage counters on your opponent's Burned Pokémon."
        ),
        always(more(SpecialCondition::Burned, 3))
    );
    assert_eq!(
        read(
            "As long as this Pokémon is in the Active Spot, put 5 more damage counters on your \
             opponent's Poisoned Pokémon during Pokémon Checkup."
        ),
        vec![Effect::Passive(Passive::While {
            condition: Condition::InActiveSpot(Pokemon::This),
            then: always(more(SpecialCondition::Poisoned, 5)),
        })]
    );
    // Slaking's "during Pokémon Checkup" for "between turns".
    assert_eq!(
        read(
            "If this Pokémon is Asleep, flip 2 coins instead of 1 during Pokémon Checkup. If \
             either of them is tails, this Pokémon is still Asleep."
        ),
        always(Lasting::SleepCoins {
            on: Pokemon::This,
            coins: 2
        })
    );
}

#[test]
fn a_group_gets_more_hp() {
    let more = |on| {
        always(Lasting::MoreHp {
            on,
            amount: Amount::Fixed(40),
        })
    };
    let yours = Group::new(Side::Of(Role::Acting), Zone::InPlay);
    assert_eq!(
        read("All of your Pokémon in play get +40 HP."),
        more(Pokemon::Each(yours))
    );
    assert_eq!(
        parse_on(
            "Kricketune",
            "Your Grass Pokémon in play, except any Kricketune, get +40 HP."
        )
        .unwrap(),
        more(Pokemon::Others(Group {
            of_type: Types::of(EnergyType::Grass),
            ..yours
        }))
    );
}

#[test]
fn no_retreat_cost_for_pokemon_with_energy_attached_or_none() {
    assert_eq!(
        read("All of your Pokémon that have Metal Energy attached have no Retreat Cost."),
        always(Lasting::NoRetreatCost(Pokemon::Each(Group {
            which: Some(Which::HasEnergy(EnergyFilter::Of(EnergyType::Metal))),
            ..Group::new(Side::Of(Role::Acting), Zone::InPlay)
        })))
    );
    assert_eq!(
        read("If this Pokémon has no Energy attached, it has no Retreat Cost."),
        vec![Effect::Control(Control::If {
            condition: Condition::Counted(
                Count::EnergyAttached {
                    on: Pokemon::This,
                    energy: EnergyFilter::Any
                },
                Compare::AtLeast(1)
            ),
            then: Vec::new(),
            // "it": the Pokémon tested (`game/cards/passive.rs`).
            otherwise: always(Lasting::NoRetreatCost(Pokemon::That)),
        })]
    );
}

#[test]
fn switch_it_in_from_the_bench() {
    assert_eq!(
        read(
            "Once during your turn, if this Pokémon is on your Bench, you may switch it with your \
             Active Pokémon."
        ),
        vec![Effect::Usage(Usage::OncePerTurn(vec![Effect::Control(
            Control::If {
                condition: Condition::OnBench(Pokemon::This),
                then: vec![Effect::may(vec![Effect::Op(Operation::SwitchInThis)])],
                otherwise: Vec::new(),
            }
        )]))]
    );
}

#[test]
fn cant_attack_unless_the_opponent_has_pokemon_ex_or_v() {
    let theirs = Group {
        kind: Some(PokemonKind::ExOrV),
        ..Group::new(Side::Of(Role::Opponent), Zone::InPlay)
    };
    assert_eq!(
        read("If your opponent has no Pokémon ex or Pokémon V in play, this Pokémon can't attack."),
        vec![Effect::Control(Control::If {
            condition: Condition::Counted(
                Count::InPlay {
                    group: theirs,
                    filter: CardFilter::Pokemon,
                },
                Compare::AtLeast(1)
            ),
            then: Vec::new(),
            otherwise: always(Lasting::CantAttack(Pokemon::This)),
        })]
    );
}

#[test]
fn a_card_by_its_name() {
    assert_eq!(
        parse_on(
            "Arven's Greedent",
            "Put up to 2 Arven's Sandwich cards from your discard pile into your hand."
        )
        .unwrap(),
        vec![Effect::Op(Operation::DiscardToHand {
            count: CardCount::UpTo(2),
            filter: CardFilter::Named(Name::new("Arven's Sandwich").unwrap()),
        })]
    );
}

#[test]
fn a_kind_or_a_count_before_cards_is_no_name() {
    for text in [
        "Search your deck for a Baby Pokémon card and put it onto your Bench.",
        "Search your deck for up to 2 TAG TEAM cards, reveal them, and put them into your hand.",
    ] {
        let read = format!("{:?}", crate::text::parse(text));
        assert!(!read.contains("Named("), "{text:?} read as {read}");
    }
    // Not "5 or more" cards by that name, counted as any discard.
    let text = "If you discarded 5 or more cards in this way, this attack does 150 more damage.";
    let read = format!("{:?}", crate::text::parse(text));
    assert!(!read.contains("AtLeast(1)"), "{text:?} read as {read}");
}

#[test]
fn damage_reduced_from_pokemon_vstar() {
    assert_eq!(
        read(
            "All of your Pokémon take 30 less damage from attacks from your opponent's Pokémon \
             VSTAR (after applying Weakness and Resistance)."
        ),
        always(Lasting::ReduceTaken {
            to: Pokemon::Each(Group::new(Side::Of(Role::Acting), Zone::InPlay)),
            amount: Amount::Fixed(30),
            from: Some(PokemonKind::Vstar),
        })
    );
}

#[test]
fn damage_of_n_or_more_prevented() {
    assert_eq!(
        read(
            "Prevent all damage done to this Pokémon by attacks from your opponent's Pokémon if \
             that damage is 200 or more."
        ),
        always(Lasting::ReducedTo {
            to: Pokemon::This,
            at_least: 200,
            amount: 0,
            from: None,
        })
    );
}

#[test]
fn not_knocked_out_from_full_hp() {
    assert_eq!(
        read(
            "If this Pokémon has full HP and would be Knocked Out by damage from an attack, it \
             is not Knocked Out, and its remaining HP becomes 10."
        ),
        always(Lasting::SurvivesFromFullHp {
            on: Pokemon::This,
            hp_left: 10,
            discards: false,
        })
    );
}

#[test]
fn damaged_by_an_attack_active_or_benched_or_as_your_active_one() {
    let counters = |trigger| {
        vec![Effect::Passive(Passive::When {
            trigger,
            then: vec![Effect::Op(Operation::PutCounters {
                on: Pokemon::Attacking,
                counters: Amount::Fixed(3),
            })],
        })]
    };
    assert_eq!(
        read(
            "If this Pokémon is damaged by an attack from your opponent's Pokémon (even if this \
             Pokémon is Knocked Out), put 3 damage counters on the Attacking Pokémon."
        ),
        counters(Trigger::DamagedByAttack(Pokemon::This))
    );
    assert_eq!(
        parse_on(
            "Chesnaught V",
            "If your Active Chesnaught V is damaged by an attack from your opponent's Pokémon \
             (even if it is Knocked Out), put 3 damage counters on the Attacking Pokémon."
        )
        .unwrap(),
        counters(Trigger::DamagedWhileActive(Pokemon::This))
    );
}

#[test]
fn when_this_pokemon_moves_from_the_bench_to_the_active_spot() {
    assert_eq!(
        read(
            "Once during your turn, when this Pokémon moves from your Bench to the Active Spot, \
             you may put 2 damage counters on 1 of your opponent's Pokémon."
        ),
        vec![Effect::Passive(Passive::When {
            trigger: Trigger::MovedToActive,
            then: vec![Effect::may(vec![Effect::Op(Operation::PutCounters {
                on: Pokemon::Picked(crate::effect::Pick {
                    chooser: Role::Acting,
                    count: 1,
                    group: Group::new(Side::Of(Role::Opponent), Zone::InPlay),
                }),
                counters: Amount::Fixed(2),
            })])],
        })]
    );
}

#[test]
fn whenever_a_player_attaches_energy_from_their_hand() {
    let counters = vec![Effect::Op(Operation::PutCounters {
        on: Pokemon::That,
        counters: Amount::Fixed(2),
    })];
    assert_eq!(
        read(
            "Whenever your opponent attaches an Energy card from their hand to 1 of their \
             Pokémon, put 2 damage counters on that Pokémon."
        ),
        vec![Effect::Passive(Passive::When {
            trigger: Trigger::OpponentAttachedEnergy,
            then: counters.clone(),
        })]
    );
    assert!(
        read(
            "Whenever any player attaches an Energy card from their hand to 1 of their Pokémon \
             V, put 2 damage counters on that Pokémon."
        )
        .contains(&Effect::Passive(Passive::When {
            trigger: Trigger::AnyoneAttachedEnergy,
            then: counters,
        }))
    );
}

#[test]
fn no_attack_cost_and_more_damage_against_vmax() {
    assert_eq!(
        read("Ignore all Energy in the costs of attacks used by this Pokémon."),
        always(Lasting::NoAttackCost(Pokemon::This))
    );
    assert_eq!(
        read(
            "Your Pokémon's attacks do 30 more damage to your opponent's Active Pokémon VMAX \
             (before applying Weakness and Resistance)."
        ),
        always(Lasting::MoreDealtTo {
            by: Pokemon::Each(Group::new(Side::Of(Role::Acting), Zone::InPlay)),
            amount: Amount::Fixed(30),
            to: PokemonKind::Vmax,
        })
    );
}

#[test]
fn n_or_more_damage_counters_on_it() {
    assert_eq!(
        read("If this Pokémon has 2 or more damage counters on it, draw a card."),
        vec![Effect::Control(Control::If {
            condition: Condition::Counted(
                Count::DamageCounters { on: Pokemon::This },
                Compare::AtLeast(2)
            ),
            then: vec![Effect::Op(Operation::Draw {
                who: Role::Acting,
                count: 1,
            })],
            otherwise: Vec::new(),
        })]
    );
}

#[test]
fn can_evolve_during_your_first_turn_or_the_turn_you_play_it() {
    assert_eq!(
        read("This Pokémon can evolve during your first turn or the turn you play it."),
        always(Lasting::EvolvesAnyTime(Pokemon::This))
    );
}

#[test]
fn a_trigger_after_a_test_is_done_while_the_test_holds() {
    let [Effect::Passive(Passive::When { trigger, then })] = &read(
        "If you have Plusle in play, whenever your opponent attaches an Energy card from their \
         hand to 1 of their Pokémon, put 2 damage counters on that Pokémon.",
    )[..] else {
        panic!("one trigger");
    };
    assert_eq!(*trigger, Trigger::OpponentAttachedEnergy);
    assert!(matches!(then[..], [Effect::Control(Control::If { .. })]));
}
