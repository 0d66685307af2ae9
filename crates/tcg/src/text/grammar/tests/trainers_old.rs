//! The Trainer cards of the older theme decks (base to XY eras), on their real wordings.

use super::{one_of, opponents, read, yours};
use crate::effect::{
    CardCount, CardFilter, Coins, Condition, Control, Count, DeckEnd, Destination, Effect,
    EnergyFilter, Group, HandPick, HealAmount, Operation, Passive, Pick, Pokemon, Rest, Role, Side,
    Usage, Which, Zone,
};

fn narrowed(group: Group, which: Which) -> Pokemon {
    one_of(Group {
        which: Some(which),
        ..group
    })
}

#[test]
fn potion_removes_counters_from_a_damaged_pokemon() {
    assert_eq!(
        read("Remove up to 2 damage counters from 1 of your Pokémon."),
        [Effect::Op(Operation::Heal {
            from: narrowed(yours(Zone::InPlay), Which::Damaged),
            amount: HealAmount::Fixed(20),
        })]
    );
}

#[test]
fn gust_of_wind_switches_in_a_benched_pokemon_the_acting_player_picks() {
    let gust = Effect::Op(Operation::Switch {
        side: Role::Opponent,
        chooser: Role::Acting,
        of_type: crate::effect::Types::ANY,
    });
    assert_eq!(
        read(
            "Choose 1 of your opponent's Benched Pokémon and switch it with his or her Active \
             Pokémon."
        ),
        std::slice::from_ref(&gust)
    );
    assert_eq!(
        read(
            "If your opponent has any Benched Pokémon, choose 1 of them and switch it with his \
             or her Active Pokémon."
        ),
        [Effect::Control(Control::If {
            condition: Condition::HasBenched(Role::Opponent),
            then: vec![gust],
            otherwise: Vec::new(),
        })]
    );
}

#[test]
fn energy_removal_picks_a_pokemon_with_energy() {
    let removal = Effect::Op(Operation::DiscardEnergy {
        from: narrowed(opponents(Zone::InPlay), Which::HasEnergy(EnergyFilter::Any)),
        count: CardCount::Exactly(1),
        energy: EnergyFilter::Any,
    });
    assert_eq!(
        read("Choose 1 Energy card attached to 1 of your opponent's Pokémon and discard it."),
        std::slice::from_ref(&removal)
    );
    assert_eq!(
        read("Discard 1 Energy card attached to 1 of your opponent's Pokémon."),
        [removal]
    );
}

#[test]
fn super_potion_pays_with_energy_for_the_counters_it_removes() {
    let from = narrowed(yours(Zone::InPlay), Which::HasEnergy(EnergyFilter::Any));
    let expected = [
        Effect::Control(Control::Cost(vec![Effect::Op(Operation::DiscardEnergy {
            from,
            count: CardCount::Exactly(1),
            energy: EnergyFilter::Any,
        })])),
        Effect::Op(Operation::Heal {
            from: Pokemon::That,
            amount: HealAmount::Fixed(40),
        }),
    ];
    for text in [
        "Discard 1 Energy card attached to your own Pokémon in order to remove up to 4 damage \
         counters from that Pokémon.",
        "Discard 1 Energy card attached to 1 of your own Pokémon in order to remove up to 4 \
         damage counters from that Pokémon.",
    ] {
        assert_eq!(read(text), expected, "{text:?}");
    }
}

#[test]
fn energy_retrieval_trades_a_card_of_the_hand_for_energy() {
    assert_eq!(
        read(
            "Trade 1 of the other cards in your hand for up to 2 basic Energy cards from your \
             discard pile."
        ),
        [
            Effect::Control(Control::Cost(vec![Effect::Op(
                Operation::DiscardFromHand {
                    whose: Role::Acting,
                    count: CardCount::Exactly(1),
                    filter: CardFilter::Any,
                    pick: HandPick::ByOwner,
                }
            )])),
            Effect::Op(Operation::DiscardToHand {
                count: CardCount::UpTo(2),
                filter: CardFilter::Energy(EnergyFilter::Basic),
            }),
        ]
    );
}

#[test]
fn a_card_of_the_hand_goes_on_top_of_the_deck() {
    for (text, filter) in [
        (
            "Choose a card from your hand and put it on top of your deck.",
            CardFilter::Any,
        ),
        (
            "Reveal a Pokémon in your hand and put it on top of your deck.",
            CardFilter::Pokemon,
        ),
        (
            "Choose 1 Pokémon in your hand, show it to your opponent, and put it on top of \
             your deck.",
            CardFilter::Pokemon,
        ),
        (
            "Choose an Energy card from your hand, show it to your opponent, and put it on top \
             of your deck.",
            CardFilter::Energy(EnergyFilter::Any),
        ),
    ] {
        assert_eq!(
            read(text),
            [Effect::Op(Operation::HandToDeck {
                whose: Role::Acting,
                count: CardCount::Exactly(1),
                filter,
                end: DeckEnd::Top,
            })],
            "{text:?}"
        );
    }
}

#[test]
fn full_heal_cures_the_active_pokemon() {
    assert_eq!(
        read("Your Active Pokémon is no longer Asleep, Confused, Paralyzed, or Poisoned."),
        [Effect::Op(Operation::Cure(Pokemon::Each(yours(
            Zone::Active
        ))))]
    );
}

#[test]
fn computer_search_discards_two_other_cards_to_search_for_any_card() {
    assert_eq!(
        read(
            "Discard 2 of the other cards from your hand in order to search your deck for any \
             card and put it into your hand. Shuffle your deck afterward."
        ),
        [
            Effect::Control(Control::Cost(vec![Effect::Op(
                Operation::DiscardFromHand {
                    whose: Role::Acting,
                    count: CardCount::Exactly(2),
                    filter: CardFilter::Any,
                    pick: HandPick::ByOwner,
                }
            )])),
            Effect::Op(Operation::Search {
                who: Role::Acting,
                count: CardCount::Exactly(1),
                filter: CardFilter::Any,
                to: Destination::Hand,
            }),
            Effect::Op(Operation::Shuffle(Role::Acting)),
        ]
    );
}

#[test]
fn bills_maintenance_shuffles_a_card_of_the_hand_into_the_deck_then_draws() {
    assert_eq!(
        read(
            "If you have any cards in your hand, shuffle 1 of them into your deck, then draw 3 \
             cards."
        ),
        [Effect::Control(Control::If {
            condition: Condition::AnyInHand,
            then: vec![
                Effect::Op(Operation::HandToDeck {
                    whose: Role::Acting,
                    count: CardCount::Exactly(1),
                    filter: CardFilter::Any,
                    end: DeckEnd::Top,
                }),
                Effect::Op(Operation::Shuffle(Role::Acting)),
                Effect::Op(Operation::Draw {
                    who: Role::Acting,
                    count: 3,
                }),
            ],
            otherwise: Vec::new(),
        })]
    );
}

#[test]
fn copycat_draws_as_many_cards_as_the_opponent_holds() {
    assert_eq!(
        read("Then, draw a number of cards equal to the number of cards in your opponent's hand."),
        [Effect::Control(Control::Repeat {
            times: Count::CardsInHand {
                side: Side::Of(Role::Opponent),
            },
            then: vec![Effect::Op(Operation::Draw {
                who: Role::Acting,
                count: 1,
            })],
        })]
    );
}

#[test]
fn moo_moo_milk_removes_counters_for_each_heads() {
    assert_eq!(
        read(
            "Choose 1 of your Pokémon. Flip 2 coins. Remove 2 damage counters times the number \
             of heads from that Pokémon. If the Pokémon has fewer damage counters than that, \
             remove all of them."
        ),
        [
            Effect::Op(Operation::Choose(Pick {
                chooser: Role::Acting,
                count: 1,
                group: yours(Zone::InPlay),
            })),
            Effect::Op(Operation::Flip(Coins::Fixed(2))),
            Effect::Control(Control::Repeat {
                times: Count::Heads,
                then: vec![Effect::Op(Operation::Heal {
                    from: Pokemon::That,
                    amount: HealAmount::Fixed(20),
                })],
            }),
        ]
    );
}

#[test]
fn life_herb_cures_and_removes_counters_from_the_chosen_pokemon() {
    assert_eq!(
        read(
            "Flip a coin. If heads, choose 1 of your Pokémon, and remove all Special Conditions \
             and 6 damage counters from that Pokémon (all if there are less than 6)."
        ),
        [
            Effect::Op(Operation::Flip(Coins::Fixed(1))),
            Effect::Control(Control::If {
                condition: Condition::Heads,
                then: vec![
                    Effect::Op(Operation::Choose(Pick {
                        chooser: Role::Acting,
                        count: 1,
                        group: yours(Zone::InPlay),
                    })),
                    Effect::Op(Operation::Heal {
                        from: Pokemon::That,
                        amount: HealAmount::Fixed(60),
                    }),
                    Effect::Op(Operation::Cure(Pokemon::That)),
                ],
                otherwise: Vec::new(),
            }),
        ]
    );
}

#[test]
fn master_ball_and_interviewers_questions_take_from_the_cards_looked_at() {
    assert_eq!(
        read(
            "Look at the top 7 cards from your deck. Choose a Basic Pokémon or Evolution card \
             from those cards, show it to your opponent, and put it into your hand. Put the \
             other 6 cards back on top of your deck. Shuffle your deck afterward."
        ),
        [
            Effect::Op(Operation::LookAtDeck {
                whose: Role::Acting,
                count: 7,
                end: DeckEnd::Top,
            }),
            Effect::Op(Operation::TakeLooked {
                count: CardCount::Exactly(1),
                filter: CardFilter::Pokemon,
                to: Destination::Hand,
            }),
            Effect::Op(Operation::LookedRest(Rest::Top)),
            Effect::Op(Operation::Shuffle(Role::Acting)),
        ]
    );
    assert_eq!(
        read(
            "Choose as many Energy cards as you like, show them to your opponent, and put them \
             into your hand."
        ),
        [Effect::Op(Operation::TakeLooked {
            count: CardCount::UpTo(u8::MAX),
            filter: CardFilter::Energy(EnergyFilter::Any),
            to: Destination::Hand,
        })]
    );
}

#[test]
fn evosoda_and_wally_evolve_a_pokemon_picked_first() {
    let search = |group| {
        vec![
            Effect::Op(Operation::Choose(Pick {
                chooser: Role::Acting,
                count: 1,
                group,
            })),
            Effect::Op(Operation::Search {
                who: Role::Acting,
                count: CardCount::Exactly(1),
                filter: CardFilter::EvolvesFromThat,
                to: Destination::EvolveThat,
            }),
        ]
    };
    let can_evolve = Group {
        which: Some(Which::CanEvolve),
        ..yours(Zone::InPlay)
    };
    let mut evosoda = search(can_evolve);
    evosoda.extend([
        Effect::Op(Operation::Shuffle(Role::Acting)),
        Effect::Usage(Usage::UnusableIf(Condition::FirstTurn)),
    ]);
    assert_eq!(
        read(
            "Search your deck for a card that evolves from 1 of your Pokémon and put it onto \
             that Pokémon. (This counts as evolving that Pokémon.) Shuffle your deck afterward. \
             You can't use this card during your first turn or on a Pokémon that was put into \
             play this turn."
        ),
        evosoda
    );
    let not_ex = Group {
        which: Some(Which::IsNot(crate::effect::PokemonKind::Ex)),
        ..yours(Zone::InPlay)
    };
    let mut wally = search(not_ex);
    wally.extend([
        Effect::Op(Operation::Shuffle(Role::Acting)),
        Effect::Usage(Usage::EvolvesAnyTime),
    ]);
    assert_eq!(
        read(
            "Search your deck for a card that evolves from 1 of your Pokémon (excluding \
             Pokémon-EX) and put it onto that Pokémon. (This counts as evolving that Pokémon.) \
             Shuffle your deck afterward. You can use this card during your first turn or on a \
             Pokémon that was put into play this turn."
        ),
        wally
    );
}

#[test]
fn any_n_cards_and_cards_taken_if_any() {
    assert_eq!(
        read("Draw 3 cards. Then discard any 1 card from your hand."),
        [
            Effect::Op(Operation::Draw {
                who: Role::Acting,
                count: 3,
            }),
            Effect::Op(Operation::DiscardFromHand {
                whose: Role::Acting,
                count: CardCount::Exactly(1),
                filter: CardFilter::Any,
                pick: HandPick::ByOwner,
            }),
        ]
    );
    assert_eq!(
        read("Choose any 2 cards you find there and put them into your hand."),
        [Effect::Op(Operation::TakeLooked {
            count: CardCount::Exactly(2),
            filter: CardFilter::Any,
            to: Destination::Hand,
        })]
    );
    let from_discard = |filter| {
        vec![Effect::Op(Operation::DiscardToHand {
            count: CardCount::Exactly(1),
            filter,
        })]
    };
    assert_eq!(
        read(
            "Flip a coin. If heads, put an Evolution card from your discard pile, if any, into \
             your hand. If tails, put a Basic Pokémon card from your discard pile, if any, into \
             your hand."
        ),
        [
            Effect::Op(Operation::Flip(Coins::Fixed(1))),
            Effect::Control(Control::If {
                condition: Condition::Heads,
                then: from_discard(CardFilter::EvolutionPokemon),
                otherwise: Vec::new(),
            }),
            Effect::Control(Control::If {
                condition: Condition::Tails,
                then: from_discard(CardFilter::BasicPokemon),
                otherwise: Vec::new(),
            }),
        ]
    );
    assert_eq!(
        read(
            "Flip 3 coins. For each heads, put a basic Energy card from your discard pile into \
             your hand. If you don't have that many basic Energy cards in your discard pile, \
             put all of them into your hand."
        ),
        [
            Effect::Op(Operation::Flip(Coins::Fixed(3))),
            Effect::Control(Control::Repeat {
                times: Count::Heads,
                then: vec![Effect::Op(Operation::DiscardToHand {
                    count: CardCount::Exactly(1),
                    filter: CardFilter::Energy(EnergyFilter::Basic),
                })],
            }),
        ]
    );
}

#[test]
fn a_player_can_lock_their_own_trainer_cards_for_the_turn() {
    assert_eq!(
        read("You can't play any more Trainer cards this turn."),
        [Effect::Op(Operation::During {
            turn: crate::effect::Turn::This,
            what: crate::effect::Lasting::CantPlay {
                who: crate::effect::Side::Of(Role::Acting),
                cards: CardFilter::Trainer,
            },
        })]
    );
}

#[test]
fn pluspower_and_defender_attach_themselves_for_a_turn() {
    use crate::effect::{Lasting, Turn};
    use crate::text::parse_card;
    let active = Pokemon::Each(yours(Zone::Active));
    assert_eq!(
        parse_card(
            "PlusPower",
            "Attach PlusPower to your Active Pokémon. At the end of your turn, discard \
             PlusPower. If this Pokémon's attack does damage to the Defending Pokémon (after \
             applying Weakness and Resistance), the attack does 10 more damage to the \
             Defending Pokémon."
        )
        .unwrap(),
        [
            Effect::Op(Operation::AttachThisCard(active)),
            Effect::Op(Operation::DiscardThisCardAtEndOf(Turn::This)),
            Effect::Passive(Passive::Always(Lasting::MoreDealtAfterWeakness {
                by: Pokemon::This,
                amount: 10,
            })),
        ]
    );
    assert_eq!(
        parse_card(
            "PlusPower",
            "Attach PlusPower to 1 of your Pokémon. Discard this card at the end of your turn. \
             If the Pokémon PlusPower is attached to attacks, the attack does 10 more damage to \
             the Active Pokémon (before applying Weakness and Resistance)."
        )
        .unwrap(),
        [
            Effect::Op(Operation::AttachThisCard(one_of(yours(Zone::InPlay)))),
            Effect::Op(Operation::DiscardThisCardAtEndOf(Turn::This)),
            Effect::Passive(Passive::Always(Lasting::MoreDealt {
                by: Pokemon::Holder,
                amount: crate::effect::Amount::Fixed(10),
            })),
        ]
    );
    let defender = |to| {
        vec![
            Effect::Op(Operation::AttachThisCard(one_of(yours(Zone::InPlay)))),
            Effect::Op(Operation::DiscardThisCardAtEndOf(Turn::OpponentsNext)),
            Effect::Passive(Passive::Always(Lasting::ReduceTaken {
                to,
                amount: crate::effect::Amount::Fixed(20),
                from: None,
            })),
        ]
    };
    assert_eq!(
        parse_card(
            "Defender",
            "Attach Defender to 1 of your Pokémon. At the end of your opponent's next turn, \
             discard Defender. Damage done to that Pokémon by attacks is reduced by 20 (after \
             applying Weakness and Resistance)."
        )
        .unwrap(),
        defender(Pokemon::That)
    );
    assert_eq!(
        parse_card(
            "Defender",
            "Attach Defender to 1 of your Pokémon. Discard this card at the end of your \
             opponent's next turn. Any damage done to the Pokémon Defender is attached to by \
             an opponent's attack is reduced by 20 (after applying Weakness and Resistance)."
        )
        .unwrap(),
        defender(Pokemon::Holder)
    );
}

#[test]
fn pokedex_looks_at_up_to_5_cards_and_puts_them_back() {
    assert_eq!(
        read("Look at up to 5 cards from the top of your deck and rearrange them as you like."),
        [
            Effect::Op(Operation::LookAtDeck {
                whose: Role::Acting,
                count: 5,
                end: DeckEnd::Top,
            }),
            Effect::Op(Operation::LookedRest(Rest::Top)),
        ]
    );
}

#[test]
fn lass_shuffles_the_trainer_cards_of_both_hands_into_their_decks() {
    let into_deck = |whose| {
        [
            Effect::Op(Operation::HandToDeck {
                whose,
                count: CardCount::All,
                filter: CardFilter::Trainer,
                end: DeckEnd::Top,
            }),
            Effect::Op(Operation::Shuffle(whose)),
        ]
    };
    let mut lass = vec![
        Effect::Op(Operation::RevealHand(Role::Acting)),
        Effect::Op(Operation::RevealHand(Role::Opponent)),
    ];
    lass.extend(into_deck(Role::Acting));
    lass.extend(into_deck(Role::Opponent));
    assert_eq!(
        read(
            "You and your opponent show each other your hands, then shuffle all the Trainer \
             cards from your hands into your decks."
        ),
        lass
    );
}

#[test]
fn krabby_calls_for_a_basic_pokemon_of_its_name() {
    assert_eq!(
        crate::text::parse_on(
            "Krabby",
            "Search your deck for a Basic Pokémon named Krabby and put it onto your Bench. \
             Shuffle your deck afterward. (You can't use this attack if your Bench if full.)"
        )
        .unwrap(),
        [
            Effect::Op(Operation::Search {
                who: Role::Acting,
                count: CardCount::Exactly(1),
                filter: CardFilter::SameNameAsThis,
                to: Destination::Bench,
            }),
            Effect::Op(Operation::Shuffle(Role::Acting)),
            Effect::Usage(Usage::UnusableIf(Condition::BenchFull(Role::Acting))),
        ]
    );
}

#[test]
fn warp_point_switches_both_sides_each_player_choosing() {
    let switch = |side| {
        Effect::Op(Operation::Switch {
            side,
            chooser: side,
            of_type: crate::effect::Types::ANY,
        })
    };
    assert_eq!(
        read(
            "Your opponent switches 1 of his or her Defending Pokémon with 1 of his or her \
             Benched Pokémon, if any. You switch 1 of your Active Pokémon with 1 of your Benched \
             Pokémon, if any."
        ),
        [switch(Role::Opponent), switch(Role::Acting)]
    );
}

#[test]
fn wallys_training_evolves_the_active_pokemon() {
    assert_eq!(
        read(
            "Search your deck for a card that evolves from your Active Pokémon (choose 1 if \
             there are 2) and put it on your Active Pokémon. (This counts as evolving that \
             Pokémon.) Shuffle your deck afterward."
        ),
        [
            Effect::Op(Operation::Choose(Pick {
                chooser: Role::Acting,
                count: 1,
                group: Group {
                    which: Some(Which::CanEvolve),
                    ..yours(Zone::Active)
                },
            })),
            Effect::Op(Operation::Search {
                who: Role::Acting,
                count: CardCount::Exactly(1),
                filter: CardFilter::EvolvesFromThat,
                to: Destination::EvolveThat,
            }),
            Effect::Op(Operation::Shuffle(Role::Acting)),
        ]
    );
}

#[test]
fn a_potion_removes_what_there_is() {
    assert_eq!(
        read("Remove 2 damage counters from 1 of your Pokémon (1 if that Pokémon has only 1)."),
        [Effect::Op(Operation::Heal {
            from: narrowed(yours(Zone::InPlay), Which::Damaged),
            amount: HealAmount::Fixed(20),
        })]
    );
}

#[test]
fn discard_pile_searches_and_counted_draws() {
    assert_eq!(
        read(
            "Search your discard pile for a Pokémon, show it to your opponent, and put it into \
             your hand."
        ),
        [Effect::Op(Operation::DiscardToHand {
            count: CardCount::Exactly(1),
            filter: CardFilter::Pokemon,
        })]
    );
    assert_eq!(
        read(
            "Search your discard pile for 4 basic Energy cards, show them to your opponent, and \
             shuffle them into your deck."
        ),
        [Effect::Op(Operation::DiscardToDeck {
            count: CardCount::Exactly(4),
            filter: CardFilter::Energy(EnergyFilter::Basic),
        })]
    );
    assert_eq!(
        read("Then, count the number of cards in your opponent's hand and draw that many cards."),
        [Effect::Control(Control::Repeat {
            times: Count::CardsInHand {
                side: Side::Of(Role::Opponent),
            },
            then: vec![Effect::Op(Operation::Draw {
                who: Role::Acting,
                count: 1,
            })],
        })]
    );
    assert_eq!(
        read(
            "Choose 1 of those cards and put it into your hand. Shuffle the rest into your deck \
             afterward."
        ),
        [
            Effect::Op(Operation::TakeLooked {
                count: CardCount::Exactly(1),
                filter: CardFilter::Any,
                to: Destination::Hand,
            }),
            Effect::Op(Operation::LookedRest(Rest::Shuffle)),
        ]
    );
    assert_eq!(
        read("(If you can't shuffle 2 cards into your deck, you can't play this card.)"),
        [Effect::Usage(Usage::UnusableIf(Condition::FewerInHand(2)))]
    );
}

#[test]
fn exclusions_also_and_shown_without_a_comma() {
    assert_eq!(
        read("Choose 1 of your Pokémon (excluding Pokémon-ex)."),
        [Effect::Op(Operation::Choose(Pick {
            chooser: Role::Acting,
            count: 1,
            group: Group {
                which: Some(Which::IsNot(crate::effect::PokemonKind::Ex)),
                ..yours(Zone::InPlay)
            },
        }))]
    );
    assert_eq!(
        read("Flip a coin. If heads, your opponent's Active Pokémon is also Asleep."),
        [
            Effect::Op(Operation::Flip(Coins::Fixed(1))),
            Effect::Control(Control::If {
                condition: Condition::Heads,
                then: vec![Effect::Op(Operation::Inflict {
                    on: Pokemon::Defending,
                    condition: crate::effect::SpecialCondition::Asleep,
                })],
                otherwise: Vec::new(),
            }),
        ]
    );
    assert_eq!(
        read(
            "Search your deck for a Basic Pokémon or Evolution card, show it to your opponent \
             and put it into your hand."
        ),
        [Effect::Op(Operation::Search {
            who: Role::Acting,
            count: CardCount::Exactly(1),
            filter: CardFilter::Pokemon,
            to: Destination::Hand,
        })]
    );
}

#[test]
fn hugh_discards_or_draws_each_hand_to_a_size() {
    let to_5 = |who| {
        [
            Effect::Op(Operation::DiscardUntil { who, hand: 5 }),
            Effect::Op(Operation::DrawUntil { who, hand: 5 }),
        ]
    };
    let mut hugh = to_5(Role::Opponent).to_vec();
    hugh.extend(to_5(Role::Acting));
    assert_eq!(
        read(
            "Each player either draws or discard cards until he or she has 5 cards in his or her \
             hand. (Your opponent does this first.)"
        ),
        hugh
    );
}

#[test]
fn clauses_joined_by_a_comma() {
    let look = |count| {
        Effect::Op(Operation::LookAtDeck {
            whose: Role::Acting,
            count,
            end: DeckEnd::Top,
        })
    };
    assert_eq!(
        read("Look at the top 2 cards of your deck, choose 1 of them, and put it into your hand."),
        [
            look(2),
            Effect::Op(Operation::TakeLooked {
                count: CardCount::Exactly(1),
                filter: CardFilter::Any,
                to: Destination::Hand,
            }),
        ]
    );
    assert_eq!(
        read(
            "Look at the top 5 cards of your deck, choose as many Pokémon as you like, show them \
             to your opponent, and put them into your hand."
        ),
        [
            look(5),
            Effect::Op(Operation::TakeLooked {
                count: CardCount::UpTo(u8::MAX),
                filter: CardFilter::Pokemon,
                to: Destination::Hand,
            }),
        ]
    );
}

#[test]
fn professor_oaks_visit_puts_a_card_of_the_hand_under_the_deck() {
    assert_eq!(
        read(
            "Draw 3 cards. Then, choose a card from your hand and put it on the bottom of your \
             deck."
        ),
        [
            Effect::Op(Operation::Draw {
                who: Role::Acting,
                count: 3,
            }),
            Effect::Op(Operation::HandToDeck {
                whose: Role::Acting,
                count: CardCount::Exactly(1),
                filter: CardFilter::Any,
                end: DeckEnd::Bottom,
            }),
        ]
    );
}

#[test]
fn a_search_for_any_card_of_a_kind() {
    assert_eq!(
        read(
            "Flip a coin. If heads, you may search your deck for any Basic Pokémon or Evolution \
             card. Show that card to your opponent, then put it into your hand."
        ),
        [
            Effect::Op(Operation::Flip(Coins::Fixed(1))),
            Effect::Control(Control::If {
                condition: Condition::Heads,
                then: vec![Effect::may(vec![Effect::Op(Operation::Search {
                    who: Role::Acting,
                    count: CardCount::Exactly(1),
                    filter: CardFilter::Pokemon,
                    to: Destination::Hand,
                })])],
                otherwise: Vec::new(),
            }),
        ]
    );
}
