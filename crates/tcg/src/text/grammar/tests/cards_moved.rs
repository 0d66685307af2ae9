//! Texts that move cards (draw, search, discard, recover from the discard pile) and the groups
//! of Pokémon they name, on real wordings with their variants.

use super::{one_of, read, yours};
use crate::effect::{
    CardCount, CardFilter, Condition, Control, Count, Destination, Effect, EnergyFilter,
    EnergyType, Group, HealAmount, Operation, Pokemon, PokemonCards, PokemonKind, Role, Side,
    Source, Usage, Which, Zone,
};

fn yours_which(kind: Option<PokemonKind>, which: Which) -> Group {
    Group {
        kind,
        which: Some(which),
        ..yours(Zone::InPlay)
    }
}

#[test]
fn a_relative_clause_narrows_a_group() {
    assert_eq!(
        read(
            "Put 1 of your Pokémon that has any damage counters on it and all cards attached \
             to it into your hand."
        ),
        [Effect::Op(Operation::ReturnToHand(one_of(yours_which(
            None,
            Which::Damaged
        ))))]
    );
    let water = Which::HasEnergy(EnergyFilter::Of(EnergyType::Water));
    for text in [
        "Heal 50 damage from each of your Pokémon that has any Water Energy attached to it.",
        "Heal 50 damage from each of your Pokémon that have any Water Energy attached to them.",
    ] {
        assert_eq!(
            read(text),
            [Effect::Op(Operation::Heal {
                from: Pokemon::Each(yours_which(None, water)),
                amount: HealAmount::Fixed(50),
            })],
            "{text:?}"
        );
    }
}

#[test]
fn a_group_of_one_kind_that_is_not_another() {
    let attach = |which| {
        Effect::Op(Operation::AttachEnergy {
            source: Source::Discard,
            to: one_of(yours_which(Some(PokemonKind::Basic), which)),
            count: CardCount::Exactly(1),
            energy: EnergyFilter::Basic,
        })
    };
    assert_eq!(
        read(
            "Flip a coin. If heads, attach a basic Energy card from your discard pile to 1 of \
             your Basic Pokémon that isn't a Pokémon-GX."
        )[1],
        Effect::Control(Control::If {
            condition: Condition::Heads,
            then: vec![attach(Which::IsNot(PokemonKind::Gx))],
            otherwise: vec![],
        })
    );
    assert_eq!(
        read(
            "Attach a basic Energy card from your discard pile to 1 of your Basic Pokémon that \
             isn't a Pokémon-GX or Pokémon-EX."
        ),
        [attach(Which::IsNot(PokemonKind::GxOrEx))]
    );
}

#[test]
fn a_draw_from_the_bottom_of_the_deck() {
    let bottom = Effect::Op(Operation::DrawBottom {
        who: Role::Acting,
        count: 3,
    });
    assert_eq!(
        read("Draw 3 cards from the bottom of your deck."),
        std::slice::from_ref(&bottom)
    );
    assert_eq!(read("Draw the bottom 3 cards of your deck."), [bottom]);
    assert_eq!(
        read("Draw the top 3 cards of your deck."),
        [Effect::Op(Operation::Draw {
            who: Role::Acting,
            count: 3
        })]
    );
}

#[test]
fn a_trainer_that_goes_back_to_the_hand() {
    let effects = crate::text::parse_card(
        "Kahili",
        "Draw 2 cards. Then, flip a coin. If heads, if you played this Kahili from your hand, \
         put this card into your hand instead of the discard pile.",
    )
    .unwrap();
    assert_eq!(
        effects[2],
        Effect::Control(Control::If {
            condition: Condition::Heads,
            then: vec![Effect::Control(Control::If {
                condition: Condition::PlayedFromHand,
                then: vec![Effect::Op(Operation::KeepThisCard)],
                otherwise: vec![],
            })],
            otherwise: vec![],
        })
    );
}

#[test]
fn any_combination_of_pokemon_and_energy() {
    let brock = Effect::Op(Operation::DiscardToDeck {
        count: CardCount::Exactly(6),
        filter: CardFilter::PokemonOrEnergy {
            pokemon: PokemonCards::default(),
            energy: EnergyFilter::Basic,
        },
    });
    for text in [
        "Shuffle 6 in any combination of Pokémon and basic Energy cards from your discard pile \
         into your deck.",
        "Shuffle 6 in any combination of Pokémon and basic Energy cards from your discard pile \
         back into your deck.",
    ] {
        assert_eq!(read(text), std::slice::from_ref(&brock), "{text:?}");
    }
    assert_eq!(
        read(
            "Put up to 4 in any combination of Water Pokémon and Water Energy cards from your \
             discard pile into your hand."
        ),
        [Effect::Op(Operation::DiscardToHand {
            count: CardCount::UpTo(4),
            filter: CardFilter::PokemonOrEnergy {
                pokemon: PokemonCards {
                    of_type: Some(EnergyType::Water),
                    ..PokemonCards::default()
                },
                energy: EnergyFilter::Of(EnergyType::Water),
            },
        })]
    );
}

#[test]
fn searches_by_resistance_by_own_name_and_by_a_count() {
    let search = |count, filter, to| {
        Effect::Op(Operation::Search {
            who: Role::Acting,
            count,
            filter,
            to,
        })
    };
    assert_eq!(
        read(
            "Search your deck for up to 2 Pokémon with Fighting Resistance, reveal them, and \
             put them into your hand."
        ),
        [search(
            CardCount::UpTo(2),
            CardFilter::PokemonResisting(EnergyType::Fighting),
            Destination::Hand
        )]
    );
    assert_eq!(
        crate::text::parse_attack(
            "Exeggcute",
            "Multiply",
            "Search your deck for Exeggcute and put it onto your Bench."
        )
        .unwrap(),
        [search(
            CardCount::Exactly(1),
            CardFilter::SameNameAsThis,
            Destination::Bench
        )]
    );
    assert_eq!(
        read(
            "Search your deck for a number of cards up to the number of your Benched Pokémon \
             and put them into your hand."
        ),
        [Effect::Control(Control::Repeat {
            times: Count::Benched {
                side: Side::Of(Role::Acting)
            },
            then: vec![search(
                CardCount::UpTo(1),
                CardFilter::Any,
                Destination::Hand
            )],
        })]
    );
}

#[test]
fn cards_found_discarded_and_cards_put_on_top_of_the_deck() {
    assert_eq!(
        read("Search your deck for up to 3 basic Energy cards and discard them."),
        [Effect::Op(Operation::Search {
            who: Role::Acting,
            count: CardCount::UpTo(3),
            filter: CardFilter::Energy(EnergyFilter::Basic),
            to: Destination::Discard,
        })]
    );
    assert_eq!(
        read("Put a Supporter card from your discard pile on top of your deck."),
        [Effect::Op(Operation::DiscardToDeckTop {
            count: CardCount::Exactly(1),
            filter: CardFilter::Supporter,
        })]
    );
}

#[test]
fn a_search_for_a_pokemon_that_is_not_of_a_kind() {
    assert_eq!(
        read(
            "Search your deck for a Pokémon that isn't a Pokémon-GX or Pokémon-EX, reveal it, \
             and put it into your hand."
        ),
        [Effect::Op(Operation::Search {
            who: Role::Acting,
            count: CardCount::Exactly(1),
            filter: CardFilter::PokemonNot(PokemonKind::GxOrEx),
            to: Destination::Hand,
        })]
    );
}

#[test]
fn a_count_of_the_pokemon_of_the_cards_own_name_in_play() {
    let houndour = Count::InPlay {
        group: yours(Zone::InPlay),
        filter: CardFilter::SameNameAsThis,
    };
    assert_eq!(
        crate::text::parse_attack(
            "Houndour",
            "Team Hunt",
            "Draw a card for each of your Houndour in play."
        )
        .unwrap(),
        [Effect::Control(Control::Repeat {
            times: houndour,
            then: vec![Effect::Op(Operation::Draw {
                who: Role::Acting,
                count: 1
            })],
        })]
    );
}

#[test]
fn a_count_of_the_evolved_pokemon_on_the_bench() {
    assert_eq!(
        read("Does 60 damage plus 10 more damage for each Evolved Pokémon on your Bench."),
        [Effect::Op(Operation::MoreDamage(
            crate::effect::Amount::Per {
                each: 10,
                count: Count::InPlay {
                    group: Group {
                        kind: Some(PokemonKind::Evolution),
                        ..yours(Zone::Bench)
                    },
                    filter: CardFilter::Pokemon,
                },
            }
        ))]
    );
}

#[test]
fn a_search_for_items_with_a_word_in_their_name() {
    let ball = crate::effect::Name::new("ball").unwrap();
    for text in [
        "Search your deck for up to 2 Item cards that have the word \"Ball\" in their name, \
         reveal them, and put them into your hand.",
        "Search your deck for an Item card that has the word \"Ball\" in its name, reveal it, \
         and put it into your hand.",
    ] {
        let Effect::Op(Operation::Search { filter, .. }) = read(text)[0] else {
            panic!("{text:?} is a search");
        };
        assert_eq!(filter, CardFilter::ItemNameHas(ball), "{text:?}");
    }
}

#[test]
fn a_group_of_a_stage_and_several_types() {
    let group = Group {
        kind: Some(PokemonKind::Stage2),
        of_type: crate::effect::Types::of(EnergyType::Grass)
            .with(EnergyType::Fire)
            .with(EnergyType::Water),
        ..yours(Zone::InPlay)
    };
    assert_eq!(
        read(
            "Attach a basic Energy card from your hand to one of your Stage 2 Grass, Fire, or \
             Water Pokémon."
        ),
        [Effect::Op(Operation::AttachEnergy {
            source: Source::Hand,
            to: one_of(group),
            count: CardCount::Exactly(1),
            energy: EnergyFilter::Basic,
        })]
    );
}

#[test]
fn each_player_discards_from_their_deck() {
    let effects = read(
        "Each player discards the top card of their deck. This attack does 60 more damage for \
         each Energy card discarded in this way.",
    );
    assert_eq!(
        effects,
        [
            Effect::Op(Operation::Mill {
                whose: Role::Acting,
                count: 1,
                lost_zone: false,
            }),
            Effect::Op(Operation::Mill {
                whose: Role::Opponent,
                count: 1,
                lost_zone: false,
            }),
            Effect::Op(Operation::MoreDamage(crate::effect::Amount::Per {
                each: 60,
                count: Count::EnergyDiscardedThisWay,
            })),
        ]
    );
}

#[test]
fn discard_any_number_of_cards_then_draw() {
    assert_eq!(
        read(
            "You may discard any number of cards from your hand. Then, draw cards until you \
             have 5 cards in your hand. If you can't draw any cards in this way, you can't \
             play this card."
        ),
        [
            Effect::may(vec![Effect::Op(Operation::DiscardFromHand {
                whose: Role::Acting,
                count: CardCount::UpTo(u8::MAX),
                filter: CardFilter::Any,
                pick: crate::effect::HandPick::ByOwner,
            })]),
            Effect::Op(Operation::DrawUntil {
                who: Role::Acting,
                hand: 5
            }),
            Effect::Usage(Usage::UnusableIf(Condition::DeckEmpty(Role::Acting))),
        ]
    );
}

#[test]
fn tools_or_a_stadium_in_play_discarded() {
    assert_eq!(
        read(
            "Choose up to 2 in any combination of Pokémon Tool cards and Stadium cards in play \
             (yours or your opponent's) and discard them."
        ),
        [Effect::Op(Operation::DiscardToolsOrStadium {
            count: 2,
            stadium: true,
            whose: None,
            exactly: false,
            lost_zone: false,
        })]
    );
}

#[test]
fn a_pokemon_named_in_play() {
    let garchomp = Count::InPlay {
        group: yours(Zone::InPlay),
        filter: CardFilter::Named(crate::effect::Name::new("garchomp").unwrap()),
    };
    let Effect::Usage(Usage::OncePerTurn(then)) = &read(
        "Once during your turn (before your attack), if you have Garchomp in play, you may \
         search your deck for a card and put it into your hand.",
    )[0] else {
        panic!("an ability used once a turn");
    };
    assert!(matches!(
        then[0],
        Effect::Control(Control::If {
            condition: Condition::Counted(count, crate::effect::Compare::AtLeast(1)),
            ..
        }) if count == garchomp
    ));
    // Counts and kinds are not names: a kind reads as the group of that kind.
    assert!(crate::text::parse("If you have 2 or more Pokémon in play, draw a card.").is_err());
    let ex = read("If you have any Pokémon-EX in play, draw a card.");
    assert!(
        matches!(
            &ex[..],
            [Effect::Control(Control::If {
                condition: Condition::Counted(crate::effect::Count::InPlay { group, .. }, _),
                ..
            })] if group.kind == Some(crate::effect::PokemonKind::Ex)
        ),
        "{ex:?}"
    );
}
