//! An attack's damage changed by a count or a condition (issue 11's theme decks): the counts
//! of Pokémon and cards, the tests on the board and on what happened before, and the wordings
//! that read alike.

use super::{read, yours};
use crate::effect::{
    Amount, CardFilter, Compare, Condition, Control, Count, Effect, EnergyFilter, EnergyType,
    Group, Lasting, Name, Operation, Pile, Pokemon, PokemonKind, Role, Side, SpecialCondition,
    Turn, Usage, Which, Zone,
};
use crate::text::{parse_attack, parse_on};

fn name(text: &str) -> Name {
    Name::new(text).expect("a short name")
}

fn more_per(each: u16, count: Count) -> Effect {
    Effect::Op(Operation::MoreDamage(Amount::Per { each, count }))
}

fn if_then(condition: Condition, then: Effect) -> Vec<Effect> {
    vec![Effect::Control(Control::If {
        condition,
        then: vec![then],
        otherwise: vec![],
    })]
}

fn more(n: u16) -> Effect {
    Effect::Op(Operation::MoreDamage(Amount::Fixed(n)))
}

fn mine(pile: Pile, filter: CardFilter) -> Count {
    Count::Cards {
        side: Side::Of(Role::Acting),
        pile,
        filter,
    }
}

#[test]
fn counts_of_pokemon_of_a_name_a_kind_or_damaged() {
    let bench = yours(Zone::Bench);
    assert_eq!(
        read("This attack does 30 more damage for each of your Benched Pawniard."),
        vec![more_per(
            30,
            Count::InPlay {
                group: bench,
                filter: CardFilter::Named(name("Pawniard")),
            }
        )]
    );
    assert_eq!(
        parse_on(
            "Passimian",
            "This attack does 30 damage for each of your Benched Passimian."
        )
        .unwrap(),
        vec![Effect::Op(Operation::SetDamage(Amount::Per {
            each: 30,
            count: Count::InPlay {
                group: bench,
                filter: CardFilter::SameNameAsThis,
            },
        }))]
    );
    assert_eq!(
        read(
            "This attack does 20 damage for each of your Pokémon in play that has Alolan in its \
             name."
        ),
        vec![Effect::Op(Operation::SetDamage(Amount::Per {
            each: 20,
            count: Count::InPlay {
                group: yours(Zone::InPlay),
                filter: CardFilter::NameHas(name("Alolan")),
            },
        }))]
    );
    for text in [
        "This attack does 30 damage for each of your Pokémon that has any damage counters on it.",
        "This attack does 30 damage for each of your Pokémon in play that has any damage counters \
         on it.",
    ] {
        assert_eq!(
            read(text),
            vec![Effect::Op(Operation::SetDamage(Amount::Per {
                each: 30,
                count: Count::InPlay {
                    group: Group {
                        which: Some(Which::Damaged),
                        ..yours(Zone::InPlay)
                    },
                    filter: CardFilter::Pokemon,
                },
            }))],
            "{text}"
        );
    }
    assert_eq!(
        read("This attack does 50 more damage for each Evolution Pokémon on your Bench."),
        vec![more_per(
            50,
            Count::InPlay {
                group: Group {
                    kind: Some(PokemonKind::Evolution),
                    ..bench
                },
                filter: CardFilter::Pokemon,
            }
        )]
    );
    // "Benched Pokémon" stays the count of every Benched Pokémon, not a name.
    assert_eq!(
        read("This attack does 10 more damage for each of your Benched Pokémon."),
        vec![more_per(
            10,
            Count::Benched {
                side: Side::Of(Role::Acting)
            }
        )]
    );
}

#[test]
fn counts_of_cards_in_a_pile() {
    assert_eq!(
        read("This attack does 50 more damage for each Leon card in your discard pile."),
        vec![more_per(
            50,
            mine(Pile::DiscardPile, CardFilter::Named(name("Leon")))
        )]
    );
    assert_eq!(
        read(
            "This attack does 20 more damage for each type of basic Energy card in your discard \
             pile. You can't add more than 100 damage in this way."
        ),
        vec![
            more_per(
                20,
                Count::BasicEnergyTypes {
                    side: Side::Of(Role::Acting),
                    pile: Pile::DiscardPile,
                }
            ),
            Effect::Op(Operation::MoreDamageAtMost(100)),
        ]
    );
    let Effect::Control(Control::Repeat { times, .. }) = &read(
        "For each Pokémon in your opponent's discard pile, put 1 damage counter on your \
         opponent's Pokémon in any way you like.",
    )[0] else {
        panic!("a repeat");
    };
    assert_eq!(
        *times,
        Count::Cards {
            side: Side::Of(Role::Opponent),
            pile: Pile::DiscardPile,
            filter: CardFilter::Pokemon,
        }
    );
}

#[test]
fn tests_on_counts() {
    assert_eq!(
        read("If there are 3 or fewer cards in your deck, this attack does 130 more damage."),
        if_then(
            Condition::Counted(mine(Pile::Deck, CardFilter::Any), Compare::AtMost(3)),
            more(130)
        )
    );
    assert_eq!(
        read("If you have exactly 3 Prize cards remaining, this attack does 80 more damage."),
        if_then(
            Condition::Counted(mine(Pile::Prizes, CardFilter::Any), Compare::Exactly(3)),
            more(80)
        )
    );
    assert_eq!(
        read("If you have any Stage 2 Pokémon on your Bench, this attack does 90 more damage."),
        if_then(
            Condition::Counted(
                Count::InPlay {
                    group: Group {
                        kind: Some(PokemonKind::Stage2),
                        ..yours(Zone::Bench)
                    },
                    filter: CardFilter::Pokemon,
                },
                Compare::AtLeast(1)
            ),
            more(90)
        )
    );
    assert_eq!(
        read(
            "If you have any Lightning Energy cards in the Lost Zone, this attack does 90 more \
             damage."
        ),
        if_then(
            Condition::Counted(
                mine(
                    Pile::LostZone,
                    CardFilter::Energy(EnergyFilter::Of(EnergyType::Lightning))
                ),
                Compare::AtLeast(1)
            ),
            more(90)
        )
    );
    let in_play = |role| Count::InPlay {
        group: Group::new(Side::Of(role), Zone::InPlay),
        filter: CardFilter::Pokemon,
    };
    for fewer in ["fewer", "less"] {
        assert_eq!(
            read(&format!(
                "If you have {fewer} Pokémon in play than your opponent, this attack does 90 \
                 more damage."
            )),
            if_then(
                Condition::Counted(
                    in_play(Role::Acting),
                    Compare::FewerThan(in_play(Role::Opponent))
                ),
                more(90)
            )
        );
    }
    assert_eq!(
        read(
            "If you have more cards in your hand than your opponent, this attack does 80 more \
             damage."
        ),
        if_then(
            Condition::Counted(
                Count::CardsInHand {
                    side: Side::Of(Role::Acting)
                },
                Compare::MoreThan(Count::CardsInHand {
                    side: Side::Of(Role::Opponent)
                })
            ),
            more(80)
        )
    );
    assert_eq!(
        read(
            "If this Pokémon has at least 1 extra Energy attached (in addition to this attack's \
             cost), this attack does 60 more damage."
        ),
        if_then(
            Condition::Counted(
                Count::EnergyBeyondCost {
                    on: Pokemon::This,
                    energy: EnergyFilter::Any,
                },
                Compare::AtLeast(1)
            ),
            more(60)
        )
    );
    assert_eq!(
        read(
            "Before doing damage, discard all Pokémon Tool cards from your opponent's Active \
             Pokémon. If you discarded a Pokémon Tool card in this way, this attack does 70 more \
             damage."
        ),
        [
            // Done before the damage step.
            vec![Effect::Control(Control::BeforeDamage(vec![Effect::Op(
                Operation::DiscardTools(Pokemon::Defending)
            )]))],
            if_then(
                Condition::Counted(Count::DiscardedThisWay, Compare::AtLeast(1)),
                more(70)
            ),
        ]
        .concat()
    );
}

#[test]
fn tests_on_the_board() {
    assert_eq!(
        read(
            "If your opponent's Active Pokémon has Fighting Resistance, this attack does 50 more \
             damage."
        ),
        if_then(
            Condition::Resists(Pokemon::Defending, EnergyType::Fighting),
            more(50)
        )
    );
    assert_eq!(
        read("If this Pokémon is Burned or Poisoned, this attack does 80 more damage."),
        if_then(
            Condition::AffectedEither(
                Pokemon::This,
                SpecialCondition::Burned,
                SpecialCondition::Poisoned
            ),
            more(80)
        )
    );
    // Denied: what follows is done when there is no Stadium.
    assert_eq!(
        read("If there is no Stadium card in play, this attack does nothing."),
        vec![Effect::Control(Control::If {
            condition: Condition::StadiumInPlay,
            then: vec![],
            otherwise: vec![Effect::Op(Operation::Nothing)],
        })]
    );
}

#[test]
fn tests_on_what_happened_before() {
    assert_eq!(
        read(
            "If this Pokémon used Agility during your last turn, this attack does 80 more damage."
        ),
        if_then(Condition::UsedLastTurn(name("Agility")), more(80))
    );
    assert_eq!(
        read(
            "If you played Cynthia from your hand during this turn, this attack does 100 more damage."
        ),
        if_then(Condition::PlayedThisTurn(name("Cynthia")), more(100))
    );
    assert_eq!(
        read(
            "If you played Nessa from your hand during this turn, your opponent's Active Pokémon \
             is now Paralyzed."
        ),
        if_then(
            Condition::PlayedThisTurn(name("Nessa")),
            Effect::Op(Operation::Inflict {
                on: Pokemon::Defending,
                condition: SpecialCondition::Paralyzed,
            })
        )
    );
    // The "played a Supporter card" test stays what it was.
    assert_eq!(
        read(
            "If you played a Supporter card from your hand during this turn, this attack does 30 \
             more damage."
        ),
        if_then(Condition::PlayedSupporterThisTurn, more(30))
    );
    let knocked_out = Condition::KnockedOutByAttackLastTurn(Role::Acting);
    for text in [
        "If any of your Pokémon were Knocked Out by damage from an attack from your opponent's \
         Pokémon during their last turn, this attack does 90 more damage.",
        "If any of your Pokémon were Knocked Out by damage from an attack during your opponent's \
         last turn, this attack does 90 more damage.",
    ] {
        assert_eq!(read(text), if_then(knocked_out, more(90)), "{text}");
    }
}

#[test]
fn lasting_damage_for_one_attack_and_an_attack_used_once_while_active() {
    // The attack named is this one's own (None) or another (Some).
    for (card, attack, text, named, amount) in [
        (
            "Galarian Meowth",
            "Hone Claws",
            "During your next turn, this Pokémon's Slash attack does 60 more damage (before \
             applying Weakness and Resistance).",
            Some(name("Slash")),
            60,
        ),
        (
            "Raichu",
            "Amping Up",
            "During your next turn, this Pokémon's Amping Up attack does 90 more damage (before \
             applying Weakness and Resistance).",
            None,
            90,
        ),
    ] {
        assert_eq!(
            parse_attack(card, attack, text).unwrap(),
            vec![Effect::Op(Operation::During {
                turn: Turn::YourNext,
                what: Lasting::AttackDoesMore {
                    by: Pokemon::This,
                    attack: named,
                    amount,
                },
            })],
            "{card}'s {attack}"
        );
    }
    assert_eq!(
        parse_attack(
            "Galarian Sirfetch'd",
            "Meteor Assault",
            "This Pokémon can't use Meteor Assault again until it leaves the Active Spot."
        )
        .unwrap(),
        vec![Effect::Op(Operation::During {
            turn: Turn::UntilLeavesActive,
            what: Lasting::CantUseThisAttack(Pokemon::This),
        })]
    );
}

#[test]
fn cards_put_in_the_lost_zone_from_the_hand() {
    assert_eq!(
        read(
            "Once during your turn (before your attack), you may put 2 Lightning Energy cards \
             from your hand in the Lost Zone. If you do, your opponent's Active Pokémon is now \
             Paralyzed."
        ),
        [
            vec![Effect::Usage(Usage::OncePerTurn(vec![Effect::may(vec![
                Effect::Op(Operation::HandToLostZone {
                    who: Role::Acting,
                    count: 2,
                    filter: CardFilter::Energy(EnergyFilter::Of(EnergyType::Lightning)),
                })
            ])]))],
            if_then(
                Condition::YouDid,
                Effect::Op(Operation::Inflict {
                    on: Pokemon::Defending,
                    condition: SpecialCondition::Paralyzed,
                })
            ),
        ]
        .concat()
    );
}

#[test]
fn benched_pokemon_of_a_name_discarded_and_counted() {
    assert_eq!(
        read(
            "Discard any number of Arrokuda from your Bench. This attack does 60 damage for each \
             Arrokuda you discarded in this way."
        ),
        vec![
            Effect::Op(Operation::DiscardFromBench {
                who: Role::Acting,
                filter: CardFilter::Named(name("Arrokuda")),
                at_most: None,
            }),
            Effect::Op(Operation::SetDamage(Amount::Per {
                each: 60,
                count: Count::DiscardedThisWay,
            })),
        ]
    );
}

#[test]
fn words_that_refer_to_a_card_are_not_its_name() {
    // "this card" is Kahili itself, not a card named "this card".
    let read = format!(
        "{:?}",
        crate::text::parse(
            "If you played this card from your hand during this turn, this attack does 10 more \
             damage."
        )
    );
    assert!(!read.contains("PlayedThisTurn"), "{read}");
}

#[test]
fn kinds_of_card_are_not_names_and_quotes_are_not_part_of_one() {
    for text in [
        "This attack does 10 more damage for each Ancient card in your discard pile.",
        "This attack does 10 more damage for each Single Strike Pokémon in your discard pile.",
        "Does 10 damage times the number of Pokémon SP in your discard pile.",
        "Does 30 damage plus 20 more damage for each of your Pokémon in the Lost Zone.",
    ] {
        let read = format!("{:?}", crate::text::parse(text));
        assert!(!read.contains("Named"), "{text}: {read}");
    }
    assert_eq!(
        read(
            "This attack does 30 damage for each of your Benched Pokémon that has \"Falinks\" in \
             its name."
        ),
        vec![Effect::Op(Operation::SetDamage(Amount::Per {
            each: 30,
            count: Count::InPlay {
                group: yours(Zone::Bench),
                filter: CardFilter::NameHas(name("Falinks")),
            },
        }))]
    );
}
