//! The Scarlet & Violet wordings of attacks that kept Standard cards from playing (issue 29):
//! the damage modifiers and conditions that recur, read into the vocabulary the older wordings
//! already read into, or into the few words added for them.

use super::{read, yours};
use crate::effect::{
    Amount, CardFilter, Compare, Condition, Control, Count, Effect, EnergyFilter, EnergyType,
    Group, Lasting, Operation, Pokemon, PokemonKind, Role, Side, Turn, Types, Usage, Zone,
};
use crate::text::parse_attack;

fn if_more(condition: Condition, n: u16) -> Vec<Effect> {
    vec![Effect::Control(Control::If {
        condition,
        then: vec![Effect::Op(Operation::MoreDamage(Amount::Fixed(n)))],
        otherwise: vec![],
    })]
}

fn set_per(each: u16, count: Count) -> Vec<Effect> {
    vec![Effect::Op(Operation::SetDamage(Amount::Per {
        each,
        count,
    }))]
}

fn during(turn: Turn, what: Lasting) -> Vec<Effect> {
    vec![Effect::Op(Operation::During { turn, what })]
}

#[test]
fn a_pokemon_ex_or_pokemon_v() {
    assert_eq!(
        read(
            "If your opponent's Active Pokémon is a Pokémon ex or Pokémon V, this attack does 90 \
             more damage."
        ),
        if_more(Condition::Is(Pokemon::Defending, PokemonKind::ExOrV), 90)
    );
}

#[test]
fn benched_pokemon_with_damage_counters() {
    assert_eq!(
        read(
            "If your Benched Pokémon have any damage counters on them, this attack does 90 more \
             damage."
        ),
        if_more(Condition::Damaged(Pokemon::Each(yours(Zone::Bench))), 90)
    );
}

#[test]
fn a_stadium_of_a_players() {
    assert_eq!(
        read("If you have a Stadium in play, this attack does 50 more damage."),
        if_more(Condition::StadiumOf(Role::Acting), 50)
    );
}

#[test]
fn energy_in_play() {
    let yours_in_play = Pokemon::Each(yours(Zone::InPlay));
    let at_least = |n, energy| {
        Condition::Counted(
            Count::EnergyAttached {
                on: yours_in_play,
                energy,
            },
            Compare::AtLeast(n),
        )
    };
    assert_eq!(
        read("If you have at least 3 Darkness Energy in play, this attack does 50 more damage."),
        if_more(at_least(3, EnergyFilter::Of(EnergyType::Darkness)), 50)
    );
    assert_eq!(
        read("If you have 3 or more Energy in play, this attack does 70 more damage."),
        if_more(at_least(3, EnergyFilter::Any), 70)
    );
}

#[test]
fn pokemon_tools_attached() {
    assert_eq!(
        read("This attack does 30 damage for each Pokémon Tool attached to all of your Pokémon."),
        set_per(
            30,
            Count::ToolsAttached {
                on: Pokemon::Each(yours(Zone::InPlay))
            }
        )
    );
}

#[test]
fn pokemon_in_play_of_a_type_or_kind() {
    let of = |side, of_type, kind| Count::InPlay {
        group: Group {
            of_type,
            kind,
            ..Group::new(side, Zone::InPlay)
        },
        filter: CardFilter::Pokemon,
    };
    let yours = Side::Of(Role::Acting);
    assert_eq!(
        read("This attack does 30 damage for each of your Grass Pokémon in play."),
        set_per(30, of(yours, Types::of(EnergyType::Grass), None))
    );
    assert_eq!(
        read("This attack does 40 damage for each of your Stage 1 Pokémon in play."),
        set_per(40, of(yours, Types::ANY, Some(PokemonKind::Stage1)))
    );
    assert_eq!(
        read("This attack does 50 damage for each of your Evolution Pokémon in play."),
        set_per(50, of(yours, Types::ANY, Some(PokemonKind::Evolution)))
    );
    assert_eq!(
        read("This attack does 60 damage for each of your opponent's Pokémon ex in play."),
        set_per(
            60,
            of(Side::Of(Role::Opponent), Types::ANY, Some(PokemonKind::Ex))
        )
    );
}

#[test]
fn cant_use_attacks() {
    assert_eq!(
        read("During your next turn, this Pokémon can't use attacks."),
        during(Turn::YourNext, Lasting::CantAttack(Pokemon::This))
    );
    assert_eq!(
        read("During your opponent's next turn, the Defending Pokémon can't use attacks."),
        during(Turn::OpponentsNext, Lasting::CantAttack(Pokemon::Defending))
    );
}

#[test]
fn damage_prevented_up_to_an_amount() {
    assert_eq!(
        read(
            "During your opponent's next turn, prevent all damage done to this Pokémon by \
             attacks if that damage is 60 or less."
        ),
        during(
            Turn::OpponentsNext,
            Lasting::PreventAtMost {
                to: Pokemon::This,
                amount: 60
            }
        )
    );
}

#[test]
fn only_going_second_on_the_first_turn() {
    assert_eq!(
        read("You can use this attack only if you go second, and only during your first turn."),
        vec![
            Effect::Usage(Usage::UsableOnlyIf(Condition::WentSecond)),
            Effect::Usage(Usage::UsableOnlyIf(Condition::FirstTurn)),
        ]
    );
}

#[test]
fn special_conditions_affecting() {
    assert_eq!(
        read(
            "This attack does 100 damage for each Special Condition affecting your opponent's \
             Active Pokémon."
        ),
        set_per(
            100,
            Count::SpecialConditions {
                on: Pokemon::Defending
            }
        )
    );
}

#[test]
fn pokemon_with_this_attack() {
    let filter = CardFilter::HasThisAttack;
    assert_eq!(
        parse_attack(
            "Tympole",
            "Round",
            "This attack does 20 damage for each of your Pokémon in play that has the Round \
             attack."
        )
        .unwrap(),
        set_per(
            20,
            Count::InPlay {
                group: yours(Zone::InPlay),
                filter
            }
        )
    );
    assert_eq!(
        parse_attack(
            "Dartrix",
            "United Wings",
            "This attack does 20 damage for each Pokémon in your discard pile that has the \
             United Wings attack."
        )
        .unwrap(),
        set_per(
            20,
            Count::Cards {
                side: Side::Of(Role::Acting),
                pile: crate::effect::Pile::DiscardPile,
                filter
            }
        )
    );
}

#[test]
fn damage_counters_on_the_attacking_pokemon() {
    let back = |counters| {
        during(
            Turn::OpponentsNext,
            Lasting::CountersOnAttacker {
                on: Pokemon::This,
                counters,
                from_full_hp: false,
            },
        )
    };
    assert_eq!(
        read(
            "During your opponent's next turn, if this Pokémon is damaged by an attack (even if \
             it is Knocked Out), put 6 damage counters on the Attacking Pokémon."
        ),
        back(Some(6))
    );
    assert_eq!(
        read(
            "During your opponent's next turn, if this Pokémon is damaged by an attack (even if \
             this Pokémon is Knocked Out), put damage counters on the Attacking Pokémon equal to \
             the damage done to this Pokémon."
        ),
        back(None)
    );
}

#[test]
fn evolved_from_a_card_this_turn() {
    assert_eq!(
        parse_attack(
            "Magnezone",
            "Upper Spark",
            "If this Pokémon evolved from Magneton during this turn, this attack does 120 more \
             damage."
        )
        .unwrap(),
        if_more(
            Condition::EvolvedFromThisTurn(crate::effect::Name::new("Magneton").unwrap()),
            120
        )
    );
}

#[test]
fn an_attack_of_the_defending_pokemon_used_as_this_attack() {
    assert_eq!(
        read("Choose 1 of your opponent's Active Pokémon's attacks and use it as this attack."),
        vec![
            Effect::Op(Operation::ChooseAttack {
                of: Pokemon::Defending,
                chooser: Role::Acting
            }),
            Effect::Op(Operation::UseChosenAttack),
        ]
    );
}

#[test]
fn damage_counters_until_a_remaining_hp() {
    assert_eq!(
        read("Put damage counters on your opponent's Active Pokémon until its remaining HP is 50."),
        vec![Effect::Op(Operation::PutCounters {
            on: Pokemon::Defending,
            counters: Amount::Per {
                each: 1,
                count: Count::CountersDownToHp {
                    of: Pokemon::Defending,
                    hp: 50
                }
            }
        })]
    );
}

#[test]
fn attacks_used_by_this_pokemon_do_more_next_turn() {
    assert_eq!(
        read(
            "During your next turn, attacks used by this Pokémon do 100 more damage to your \
             opponent's Active Pokémon (before applying Weakness and Resistance)."
        ),
        during(
            Turn::YourNext,
            Lasting::MoreDealt {
                by: Pokemon::This,
                amount: Amount::Fixed(100)
            }
        )
    );
}

#[test]
fn pokemon_ex_and_pokemon_v_as_a_group_kind() {
    let theirs = |zone, kind| Group {
        kind: Some(kind),
        ..Group::new(Side::Of(Role::Opponent), zone)
    };
    assert_eq!(
        read("This attack does 60 damage to each of your opponent's Pokémon ex."),
        vec![Effect::Op(Operation::Damage {
            to: Pokemon::Each(theirs(Zone::InPlay, PokemonKind::Ex)),
            amount: Amount::Fixed(60)
        })]
    );
    assert_eq!(
        read("This attack does 100 damage to each of your opponent's Pokémon ex and Pokémon V."),
        vec![Effect::Op(Operation::Damage {
            to: Pokemon::Each(theirs(Zone::InPlay, PokemonKind::ExOrV)),
            amount: Amount::Fixed(100)
        })]
    );
    assert_eq!(
        read("This attack also does 60 damage to 1 of your opponent's Benched Pokémon V."),
        vec![Effect::Op(Operation::Damage {
            to: Pokemon::Picked(crate::effect::Pick {
                chooser: Role::Acting,
                count: 1,
                group: theirs(Zone::Bench, PokemonKind::V)
            }),
            amount: Amount::Fixed(60)
        })]
    );
}

#[test]
fn energy_attached_compared_with_the_defending_pokemons() {
    let attached = |on| Count::EnergyAttached {
        on,
        energy: EnergyFilter::Any,
    };
    assert_eq!(
        read(
            "If this Pokémon and your opponent's Active Pokémon have the same amount of Energy \
             attached, this attack does 100 more damage."
        ),
        if_more(
            Condition::Counted(
                attached(Pokemon::This),
                Compare::SameAs(attached(Pokemon::Defending))
            ),
            100
        )
    );
    assert_eq!(
        read(
            "If this Pokémon has more Energy attached than your opponent's Active Pokémon, this \
             attack does 160 more damage."
        ),
        if_more(
            Condition::Counted(
                attached(Pokemon::This),
                Compare::MoreThan(attached(Pokemon::Defending))
            ),
            160
        )
    );
}

#[test]
fn counts_of_the_opponents() {
    let side = Side::Of(Role::Opponent);
    assert_eq!(
        read(
            "If your opponent has 3 or fewer cards in their hand, this attack does 120 more \
             damage."
        ),
        if_more(
            Condition::Counted(Count::CardsInHand { side }, Compare::AtMost(3)),
            120
        )
    );
    assert_eq!(
        read("If your opponent has 3 or more Benched Pokémon, this attack does 80 more damage."),
        if_more(
            Condition::Counted(Count::Benched { side }, Compare::AtLeast(3)),
            80
        )
    );
    let prizes = Count::Cards {
        side,
        pile: crate::effect::Pile::Prizes,
        filter: CardFilter::Any,
    };
    assert_eq!(
        read(
            "If your opponent has 4 or fewer Prize cards remaining, this attack does 70 more \
             damage."
        ),
        if_more(Condition::Counted(prizes, Compare::AtMost(4)), 70)
    );
}

#[test]
fn more_damage_for_what_was_done() {
    let discard = Effect::Op(Operation::DiscardEnergy {
        from: Pokemon::This,
        count: crate::effect::CardCount::Exactly(2),
        energy: EnergyFilter::Any,
    });
    assert_eq!(
        read("You may discard 2 Energy from this Pokémon to have this attack do 100 more damage."),
        vec![Effect::may(vec![
            discard,
            Effect::Control(Control::If {
                condition: Condition::YouDid,
                then: vec![Effect::Op(Operation::MoreDamage(Amount::Fixed(100)))],
                otherwise: vec![],
            }),
        ])]
    );
}

#[test]
fn more_prizes_for_a_knock_out_by_this_attack() {
    assert_eq!(
        read(
            "If your opponent's Pokémon is Knocked Out by damage from this attack, take 1 more \
             Prize card."
        ),
        vec![Effect::Op(Operation::During {
            turn: Turn::This,
            what: Lasting::MorePrizes {
                by: Pokemon::This,
                count: 1
            },
        })]
    );
}

#[test]
fn damage_for_each_opponents_pokemon_with_an_ability() {
    assert_eq!(
        read(
            "This attack does 60 damage for each of your opponent's Pokémon in play that has an \
             Ability."
        ),
        set_per(
            60,
            Count::InPlay {
                group: Group {
                    which: Some(crate::effect::Which::HasAbility),
                    ..Group::new(Side::Of(Role::Opponent), Zone::InPlay)
                },
                filter: CardFilter::Pokemon,
            }
        )
    );
}

#[test]
fn nothing_without_a_stadium() {
    assert_eq!(
        read("If there is no Stadium in play, this attack does nothing."),
        vec![Effect::Control(Control::If {
            condition: Condition::StadiumInPlay,
            then: vec![],
            otherwise: vec![Effect::Op(Operation::Nothing)],
        })]
    );
}

#[test]
fn tools_put_in_the_lost_zone_from_the_discard_pile_for_more_damage() {
    assert_eq!(
        read(
            "Put any number of Pokémon Tool cards from your discard pile in the Lost Zone. This \
             attack does 40 more damage for each card you put in the Lost Zone in this way."
        ),
        vec![
            Effect::Op(Operation::DiscardToLostZone {
                count: crate::effect::CardCount::UpTo(u8::MAX),
                filter: CardFilter::Tool,
            }),
            Effect::Op(Operation::MoreDamage(Amount::Per {
                each: 40,
                count: Count::LostZonedThisWay,
            })),
        ]
    );
}

#[test]
fn winning_the_game_with_1_prize_card_left() {
    // N's Sigilyph's Victory Symbol, and Unown V's Unown Victory ("only 1").
    for text in [
        "If you use this attack when you have exactly 1 Prize card remaining, you win this game.",
        "If you use this attack when you have only 1 Prize card remaining, you win this game.",
    ] {
        assert_eq!(
            read(text),
            vec![Effect::Control(Control::If {
                condition: Condition::Counted(
                    Count::Cards {
                        side: Side::Of(Role::Acting),
                        pile: crate::effect::Pile::Prizes,
                        filter: CardFilter::Any,
                    },
                    Compare::Exactly(1)
                ),
                then: vec![Effect::Op(Operation::WinGame)],
                otherwise: vec![],
            })],
            "{text}"
        );
    }
}

#[test]
fn nothing_if_the_discard_cant_be_done() {
    let nothing = || vec![Effect::Op(Operation::Nothing)];
    // Honchkrow's Dirty Throw.
    assert_eq!(
        read("Discard a card from your hand. If you can't, this attack does nothing."),
        vec![
            Effect::Op(Operation::DiscardFromHand {
                whose: Role::Acting,
                count: crate::effect::CardCount::Exactly(1),
                filter: CardFilter::Any,
                pick: crate::effect::HandPick::ByOwner,
            }),
            Effect::Control(Control::If {
                condition: Condition::YouDid,
                then: vec![],
                otherwise: nothing(),
            }),
        ]
    );
    // Eternatus's World Ender: a Stadium is there to discard, or not.
    assert_eq!(
        read("Discard a Stadium in play. If you can't, this attack does nothing."),
        vec![Effect::Control(Control::If {
            condition: Condition::StadiumInPlay,
            then: vec![Effect::Op(Operation::DiscardStadium)],
            otherwise: nothing(),
        })]
    );
    // Lurantis's Petal Blade Dance: the count said again must be the discard's.
    let lurantis = "Discard 2 Basic Grass Energy cards from your hand. If you can't discard {} \
                    cards in this way, this attack does nothing.";
    assert!(
        parse_attack(
            "Lurantis",
            "Petal Blade Dance",
            &lurantis.replace("{}", "2")
        )
        .is_ok()
    );
    assert!(
        parse_attack(
            "Lurantis",
            "Petal Blade Dance",
            &lurantis.replace("{}", "3")
        )
        .is_err()
    );
}

#[test]
fn cards_looked_at_put_back_in_any_order() {
    use crate::effect::{DeckEnd, Rest};
    let look = |whose, count| {
        Effect::Op(Operation::LookAtDeck {
            whose,
            count,
            end: DeckEnd::Top,
        })
    };
    let back = Effect::Op(Operation::LookedRest(Rest::Top));
    assert_eq!(
        read("Look at the top 5 cards of your opponent's deck and put them back in any order."),
        vec![look(Role::Opponent, 5), back.clone()]
    );
    assert_eq!(
        read("Look at the top 4 cards of your deck and put them back in any order."),
        vec![look(Role::Acting, 4), back]
    );
    assert_eq!(
        read("Look at the top card of your deck. You may discard that card."),
        vec![
            look(Role::Acting, 1),
            Effect::may(vec![Effect::Op(Operation::LookedRest(Rest::Discard))])
        ]
    );
    assert_eq!(
        read(
            "Look at the top 4 cards of your deck and put 2 of them into your hand. Put the other \
             cards in the Lost Zone."
        )
        .last(),
        Some(&Effect::Op(Operation::LookedRest(Rest::LostZone)))
    );
}

#[test]
fn a_card_of_a_revealed_hand_discarded() {
    use crate::effect::{CardCount, Destination};
    let discard = |filter| {
        Effect::Op(Operation::TakeLooked {
            count: CardCount::Exactly(1),
            filter,
            to: Destination::Discard,
        })
    };
    let reveal = Effect::Op(Operation::RevealHand(Role::Opponent));
    assert_eq!(
        read("Your opponent reveals their hand. Discard a Trainer card you find there."),
        vec![reveal.clone(), discard(CardFilter::Trainer)]
    );
    assert_eq!(
        read("Your opponent reveals their hand, and you discard a card you find there."),
        vec![reveal, discard(CardFilter::Any)]
    );
}

#[test]
fn the_defending_pokemons_attack_needs_heads_and_its_costs_are_more() {
    let pair = "During your opponent's next turn, if the Defending Pokémon tries to use an \
                attack, your opponent flips a coin. If tails, that attack doesn't happen.";
    assert_eq!(
        read(pair),
        during(
            Turn::OpponentsNext,
            Lasting::AttackNeedsHeads(Pokemon::Defending)
        )
    );
    let of = Pokemon::Defending;
    assert_eq!(
        read(
            "During your opponent's next turn, attacks used by the Defending Pokémon cost \
             Colorless more, and its Retreat Cost is Colorless more."
        ),
        [
            during(Turn::OpponentsNext, Lasting::AttackCostMore { of, by: 1 }),
            during(Turn::OpponentsNext, Lasting::RetreatCostMore { of, by: 1 }),
        ]
        .concat()
    );
}

#[test]
fn damage_counters_at_the_end_of_the_next_turn() {
    assert_eq!(
        read(
            "At the end of your opponent's next turn, put 12 damage counters on the Defending \
             Pokémon."
        ),
        during(
            Turn::OpponentsNext,
            Lasting::CountersAtEnd {
                on: Pokemon::Defending,
                counters: 12
            }
        )
    );
}

#[test]
fn supporters_with_a_word_in_their_name() {
    let rocket = crate::effect::Name::new("team rocket").unwrap();
    assert_eq!(
        read(
            "This attack does 20 damage for each Supporter card that has \"Team Rocket\" in its \
             name in your discard pile."
        ),
        set_per(
            20,
            Count::Cards {
                side: Side::Of(Role::Acting),
                pile: crate::effect::Pile::DiscardPile,
                filter: CardFilter::SupporterNameHas(rocket),
            }
        )
    );
}

#[test]
fn special_energy_named_in_several_words_and_kinds_of_the_defending_pokemon() {
    let named = crate::effect::Name::new("team rocket's energy").unwrap();
    assert_eq!(
        read(
            "If this Pokémon has any Team Rocket's Energy attached, this attack does 60 more \
             damage."
        ),
        if_more(
            Condition::HasAttached(Pokemon::This, CardFilter::Named(named)),
            60
        )
    );
    assert_eq!(
        read(
            "If your opponent's Active Pokémon is a Stage 2 Pokémon, this attack does 140 more damage."
        ),
        if_more(Condition::Is(Pokemon::Defending, PokemonKind::Stage2), 140)
    );
    assert_eq!(
        read(
            "If your opponent's Active Pokémon is a Tera Pokémon, this attack does 230 more damage."
        ),
        if_more(Condition::Is(Pokemon::Defending, PokemonKind::Tera), 230)
    );
}

#[test]
fn knocked_out_with_exactly_so_many_counters() {
    assert_eq!(
        read(
            "If your opponent's Active Pokémon has exactly 4 damage counters on it, that Pokémon \
             is Knocked Out."
        ),
        vec![Effect::Control(Control::If {
            condition: Condition::Counted(
                Count::DamageCounters {
                    on: Pokemon::Defending
                },
                Compare::Exactly(4)
            ),
            then: vec![Effect::Op(Operation::KnockOut(Pokemon::Defending))],
            otherwise: vec![],
        })]
    );
}

#[test]
fn all_counters_moved_from_a_benched_pokemon() {
    use crate::effect::{Pick, Which};
    let mut bench = super::yours(Zone::Bench);
    bench.which = Some(Which::Damaged);
    assert_eq!(
        read(
            "Move all damage counters from 1 of your Benched Pokémon to your opponent's Active \
             Pokémon."
        ),
        vec![
            Effect::Op(Operation::Choose(Pick {
                chooser: Role::Acting,
                count: 1,
                group: bench
            })),
            Effect::Op(Operation::MoveCounters {
                from: Pokemon::That,
                to: Pokemon::Defending,
                counters: u8::MAX
            }),
        ]
    );
}

#[test]
fn each_benched_pokemon_evolved_from_the_deck() {
    let effects = read(
        "For each of your Benched Pokémon, search your deck for a card that evolves from that \
         Pokémon and put it onto that Pokémon to evolve it. Then, shuffle your deck.",
    );
    let [Effect::Control(Control::Repeat { times, then }), _shuffle] = effects.as_slice() else {
        panic!("{effects:?}");
    };
    assert_eq!(
        *times,
        Count::InPlay {
            group: yours(Zone::Bench),
            filter: CardFilter::Any
        }
    );
    assert!(matches!(
        then.as_slice(),
        [Effect::Control(Control::May { .. })]
    ));
}

#[test]
fn protected_after_a_knock_out_by_this_attack() {
    let effects = read(
        "If your opponent's Pokémon is Knocked Out by damage from this attack, during your \
         opponent's next turn, prevent all damage from and effects of attacks done to this \
         Pokémon.",
    );
    let [
        Effect::Control(Control::If {
            condition, then, ..
        }),
    ] = effects.as_slice()
    else {
        panic!("{effects:?}");
    };
    assert_eq!(
        *condition,
        Condition::RemainingHpAtMost(Pokemon::Defending, 0)
    );
    assert!(matches!(
        then.as_slice(),
        [Effect::Op(Operation::During {
            turn: Turn::OpponentsNext,
            ..
        })]
    ));
}

#[test]
fn usable_only_when() {
    assert_eq!(
        read("You can use this attack only when your opponent has exactly 1 Prize card remaining.")
            .len(),
        1
    );
}

#[test]
fn any_amount_of_energy_moved_among_your_pokemon() {
    let effects = read(
        "You may move any amount of Metal Energy from your Pokémon to your other Pokémon in any \
         way you like.",
    );
    let [Effect::Control(Control::May { then, .. })] = effects.as_slice() else {
        panic!("{effects:?}");
    };
    let [Effect::Control(Control::Repeat { times, then })] = then.as_slice() else {
        panic!("{then:?}");
    };
    let metal = EnergyFilter::Of(EnergyType::Metal);
    assert_eq!(
        *times,
        Count::EnergyAttached {
            on: Pokemon::Each(yours(Zone::InPlay)),
            energy: metal
        }
    );
    let [Effect::Control(Control::May { then, .. })] = then.as_slice() else {
        panic!("{then:?}");
    };
    assert!(matches!(
        then.as_slice(),
        [Effect::Op(Operation::MoveEnergy { energy, .. })] if *energy == metal
    ));
}

#[test]
fn knock_out_a_pokemon_named_or_picked() {
    use crate::effect::{Pick, Which};
    assert_eq!(
        read("Knock Out your opponent's Active Pokémon."),
        vec![Effect::Op(Operation::KnockOut(Pokemon::Defending))]
    );
    let mut six = super::opponents(Zone::InPlay);
    six.which = Some(Which::CountersExactly(6));
    assert_eq!(
        read("Knock Out 1 of your opponent's Pokémon that has exactly 6 damage counters on it."),
        vec![Effect::Op(Operation::KnockOut(Pokemon::Picked(Pick {
            chooser: Role::Acting,
            count: 1,
            group: six
        })))]
    );
}

#[test]
fn energy_put_in_the_lost_zone() {
    let two = crate::effect::CardCount::Exactly(2);
    assert_eq!(
        read("Put 2 Energy attached to your Pokémon in the Lost Zone."),
        vec![Effect::Op(Operation::EnergyToLostZoneAmong {
            among: yours(Zone::InPlay),
            count: two,
            energy: EnergyFilter::Any
        })]
    );
    assert_eq!(
        read("Put 2 Energy attached to this Pokémon in the Lost Zone."),
        vec![Effect::Op(Operation::EnergyToLostZone {
            from: Pokemon::This,
            count: two,
            energy: EnergyFilter::Any
        })]
    );
}
