//! Trainer cards of the Scarlet & Violet and Sword & Shield eras, on their real wordings: their
//! limits and costs, the Pokémon their searches name, the Tools bound to a kind of holder.

use super::read;
use super::trainer_searches::search;
use crate::effect::{
    CardCount, CardFilter, Condition, Control, Destination, Effect, EnergyFilter, EnergyType,
    HandPick, Lasting, Name, Operation, Passive, Pokemon, PokemonCards, PokemonKind, Role, Usage,
};

fn with(kind: Option<PokemonKind>, owner: Option<&str>) -> CardFilter {
    CardFilter::PokemonWith(PokemonCards {
        kind,
        name_has: owner.and_then(Name::new),
        ..PokemonCards::default()
    })
}

fn discard_cost(count: u8, filter: CardFilter) -> Effect {
    Effect::Control(Control::Cost(vec![Effect::Op(
        Operation::DiscardFromHand {
            whose: Role::Acting,
            count: CardCount::Exactly(count),
            filter,
            pick: HandPick::ByOwner,
        },
    )]))
}

#[test]
fn a_card_is_played_only_by_paying_a_discard() {
    // Earthen Vessel, Ultra Ball, Kindler, Adaman.
    let cases = [
        (
            "You can use this card only if you discard another card from your hand.",
            discard_cost(1, CardFilter::Any),
        ),
        (
            "You can use this card only if you discard 2 other cards from your hand.",
            discard_cost(2, CardFilter::Any),
        ),
        (
            "You can use this card only if you discard a Fire Energy card from your hand.",
            discard_cost(1, CardFilter::Energy(EnergyFilter::Of(EnergyType::Fire))),
        ),
        (
            "You can use this card only if you discard 2 Metal Energy cards from your hand.",
            discard_cost(2, CardFilter::Energy(EnergyFilter::Of(EnergyType::Metal))),
        ),
    ];
    for (text, cost) in cases {
        assert_eq!(read(text), [cost], "{text}");
    }
}

#[test]
fn a_card_is_played_only_at_some_times() {
    // Call Bell, Chill Teaser Toy, Wait and See Turbo.
    assert_eq!(
        read("You can use this card only if you go second, and only during your first turn."),
        [
            Effect::Usage(Usage::UsableOnlyIf(Condition::WentSecond)),
            Effect::Usage(Usage::UsableOnlyIf(Condition::FirstTurn)),
        ]
    );
    // Brandon, Cassiopeia.
    assert_eq!(
        read("You can use this card only when it is the last card in your hand."),
        [Effect::Usage(Usage::UsableOnlyIf(Condition::FewerInHand(
            1
        )))]
    );
    // Carmine: the Supporter the player going first may play on their first turn.
    assert_eq!(
        read("If you go first, you may use this card during your first turn."),
        [Effect::Usage(Usage::UsableOnFirstTurn)]
    );
}

#[test]
fn a_search_names_pokemon_by_stage_owner_tag_or_ex() {
    let cases = [
        // Hyper Aroma.
        (
            "Search your deck for up to 3 Stage 1 Pokémon, reveal them, and put them into your \
             hand.",
            CardCount::UpTo(3),
            with(Some(PokemonKind::Stage1), None),
        ),
        // Cyrano.
        (
            "Search your deck for up to 3 Pokémon ex, reveal them, and put them into your hand.",
            CardCount::UpTo(3),
            with(Some(PokemonKind::Ex), None),
        ),
        // Tera Orb.
        (
            "Search your deck for a Tera Pokémon, reveal it, and put it into your hand.",
            CardCount::Exactly(1),
            with(Some(PokemonKind::Tera), None),
        ),
        // Mega Signal.
        (
            "Search your deck for a Mega Evolution Pokémon ex, reveal it, and put it into your \
             hand.",
            CardCount::Exactly(1),
            with(Some(PokemonKind::Mega), None),
        ),
        // Team Rocket's Proton.
        (
            "Search your deck for up to 3 Basic Team Rocket's Pokémon, reveal them, and put them \
             into your hand.",
            CardCount::UpTo(3),
            with(Some(PokemonKind::Basic), Some("team rocket's")),
        ),
        // Clavell.
        (
            "Search your deck for up to 3 Basic Pokémon with 120 HP or less, reveal them, and \
             put them into your hand.",
            CardCount::UpTo(3),
            CardFilter::BasicPokemonHpAtMost(120),
        ),
        // Arezu.
        (
            "Search your deck for up to 3 Evolution Pokémon that don't have a Rule Box, reveal \
             them, and put them into your hand.",
            CardCount::UpTo(3),
            CardFilter::EvolutionPokemonNot(PokemonKind::RuleBox),
        ),
    ];
    for (text, count, filter) in cases {
        assert_eq!(
            read(text),
            [search(count, filter, Destination::Hand)],
            "{text}"
        );
    }
    // Buddy-Buddy Poffin, Hop's Bag: onto the Bench.
    assert_eq!(
        read(
            "Search your deck for up to 2 Basic Pokémon with 70 HP or less and put them onto \
             your Bench."
        ),
        [search(
            CardCount::UpTo(2),
            CardFilter::BasicPokemonHpAtMost(70),
            Destination::Bench
        )]
    );
    assert_eq!(
        read("Search your deck for up to 2 Basic Hop's Pokémon and put them onto your Bench."),
        [search(
            CardCount::UpTo(2),
            with(Some(PokemonKind::Basic), Some("hop's")),
            Destination::Bench
        )]
    );
}

#[test]
fn a_tool_holds_on_a_holder_of_a_kind_type_or_owner() {
    let on = |filter, lasting| {
        vec![Effect::Control(Control::If {
            condition: Condition::Card(Pokemon::Holder, filter),
            then: vec![Effect::Passive(Passive::Always(lasting))],
            otherwise: Vec::new(),
        })]
    };
    // Big Air Balloon.
    assert_eq!(
        read("The Stage 2 Pokémon this card is attached to has no Retreat Cost."),
        on(
            with(Some(PokemonKind::Stage2), None),
            Lasting::NoRetreatCost(Pokemon::Holder)
        )
    );
    // Rock Chestplate.
    assert_eq!(
        read(
            "The Fighting Pokémon this card is attached to takes 30 less damage from attacks \
             from your opponent's Pokémon (after applying Weakness and Resistance)."
        ),
        on(
            CardFilter::PokemonOf(EnergyType::Fighting),
            Lasting::ReduceTaken {
                to: Pokemon::Holder,
                amount: crate::effect::Amount::Fixed(30),
                from: None
            }
        )
    );
    // Cynthia's Power Weight.
    assert_eq!(
        read("The Cynthia's Pokémon this card is attached to gets +70 HP."),
        on(
            with(None, Some("cynthia's")),
            Lasting::MoreHp {
                on: Pokemon::Holder,
                amount: crate::effect::Amount::Fixed(70)
            }
        )
    );
}

#[test]
fn a_technical_machine_goes_at_the_end_of_the_turn() {
    assert_eq!(
        read(
            "(You still need the necessary Energy to use this attack.) If this card is attached \
             to 1 of your Pokémon, discard it at the end of your turn."
        ),
        [Effect::Op(Operation::DiscardThisCardAtEndOf(
            crate::effect::Turn::This
        ))]
    );
    // The Rule Box reminders add nothing.
    assert_eq!(read("(Pokémon ex, Pokémon V, etc. have Rule Boxes.)"), []);
    assert_eq!(read("(Pokémon V, Pokémon-GX, etc. have Rule Boxes.)"), []);
}

#[test]
fn a_berry_reduces_damage_from_a_type_and_is_spent() {
    // Occa Berry.
    assert_eq!(
        read(
            "If the Pokémon this card is attached to is damaged by an attack from your \
             opponent's Fire Pokémon, it takes 60 less damage (after applying Weakness and \
             Resistance), and discard this card."
        ),
        [
            Effect::Passive(Passive::Always(Lasting::ReduceTaken {
                to: Pokemon::Holder,
                amount: crate::effect::Amount::Fixed(60),
                from: Some(PokemonKind::OfTypes(crate::effect::Types::of(
                    EnergyType::Fire
                ))),
            })),
            Effect::Passive(Passive::When {
                trigger: crate::effect::Trigger::DamagedByAttack(Pokemon::Holder),
                then: vec![Effect::Control(Control::If {
                    condition: Condition::OfType(Pokemon::Attacking, EnergyType::Fire),
                    then: vec![Effect::Op(Operation::DiscardThisCard)],
                    otherwise: Vec::new(),
                })],
            }),
        ]
    );
}

#[test]
fn attacks_used_by_a_pokemon_do_more_damage_to_a_kind() {
    // Maximum Belt.
    assert_eq!(
        read(
            "Attacks used by the Pokémon this card is attached to do 50 more damage to your \
             opponent's Active Pokémon ex (before applying Weakness and Resistance)."
        ),
        [Effect::Control(Control::If {
            condition: Condition::Is(Pokemon::Defending, PokemonKind::Ex),
            then: vec![Effect::Passive(Passive::Always(Lasting::MoreDealt {
                by: Pokemon::Holder,
                amount: crate::effect::Amount::Fixed(50),
            }))],
            otherwise: Vec::new(),
        })]
    );
}

#[test]
fn special_energy_of_the_scarlet_and_violet_era() {
    // Mist Energy: its reminder adds nothing.
    assert_eq!(
        read(
            "Prevent all effects of attacks used by your opponent's Pokémon done to the Pokémon \
             this card is attached to. (Existing effects are not removed. Damage is not an \
             effect.)"
        ),
        [Effect::Passive(Passive::Always(Lasting::PreventEffects {
            to: Pokemon::Holder
        }))]
    );
    // Enriching Energy: "to a Pokémon" is to one of the player's.
    assert_eq!(
        read("When you attach this card from your hand to a Pokémon, draw 4 cards."),
        [Effect::Passive(Passive::When {
            trigger: crate::effect::Trigger::AttachedFromHand,
            then: vec![Effect::Op(Operation::Draw {
                who: Role::Acting,
                count: 4
            })],
        })]
    );
    // Jet Energy: only when attached to a Benched Pokémon.
    let jet = read(
        "When you attach this card from your hand to 1 of your Benched Pokémon, switch that \
         Pokémon with your Active Pokémon.",
    );
    let [Effect::Passive(Passive::When { trigger, then })] = jet.as_slice() else {
        panic!("one trigger: {jet:?}");
    };
    assert_eq!(*trigger, crate::effect::Trigger::AttachedFromHand);
    assert_eq!(
        *then,
        [Effect::Control(Control::If {
            condition: Condition::OnBench(Pokemon::That),
            then: vec![Effect::Op(Operation::SwitchInThis)],
            otherwise: Vec::new(),
        })]
    );
}

#[test]
fn a_card_taken_back_may_be_a_pokemon_or_a_basic_energy_card() {
    // Night Stretcher.
    assert_eq!(
        read("Put a Pokémon or a Basic Energy card from your discard pile into your hand."),
        [Effect::Op(Operation::DiscardToHand {
            count: CardCount::Exactly(1),
            filter: CardFilter::PokemonOrEnergy {
                pokemon: PokemonCards::default(),
                energy: EnergyFilter::Basic,
            },
        })]
    );
}

#[test]
fn each_hand_goes_under_its_deck_and_what_follows_asks_whether_any_card_did() {
    // Iono, Marnie and Lucian begin so.
    let under = [Role::Acting, Role::Opponent].map(|who| Effect::Op(Operation::HandUnderDeck(who)));
    assert_eq!(
        read("Each player shuffles their hand and puts it on the bottom of their deck."),
        under
    );
    let mut iono = under.to_vec();
    iono.push(Effect::Control(Control::If {
        condition: Condition::YouDid,
        then: [Role::Acting, Role::Opponent]
            .map(|who| {
                Effect::Control(Control::Repeat {
                    times: crate::effect::Count::Cards {
                        side: crate::effect::Side::Of(who),
                        pile: crate::effect::Pile::Prizes,
                        filter: CardFilter::Any,
                    },
                    then: vec![Effect::Op(Operation::Draw { who, count: 1 })],
                })
            })
            .to_vec(),
        otherwise: vec![],
    }));
    assert_eq!(
        read(
            "Each player shuffles their hand and puts it on the bottom of their deck. If either \
             player put any cards on the bottom of their deck in this way, each player draws a \
             card for each of their remaining Prize cards."
        ),
        iono
    );
}

#[test]
fn a_pokemon_picked_goes_back_to_the_hand_without_its_cards() {
    // Professor Turo's Scenario.
    assert_eq!(
        read(
            "Put 1 of your Pokémon in play into your hand. (Discard all cards attached to that \
             Pokémon.)"
        ),
        [Effect::Op(Operation::ReturnToHandAlone(super::one_of(
            super::yours(crate::effect::Zone::InPlay)
        )))]
    );
}

#[test]
fn a_search_for_one_card_of_each_kind_listed() {
    // Secret Box.
    let search = |filter| {
        Effect::Op(Operation::Search {
            who: Role::Acting,
            count: CardCount::Exactly(1),
            filter,
            to: Destination::Hand,
        })
    };
    assert_eq!(
        read(
            "Search your deck for an Item card, a Pokémon Tool card, a Supporter card, and a \
             Stadium card, reveal them, and put them into your hand."
        ),
        [
            CardFilter::Item,
            CardFilter::Tool,
            CardFilter::Supporter,
            CardFilter::Stadium
        ]
        .map(search)
    );
    // Two kinds read as before; a list without its ", and" does not read.
    assert_eq!(
        read(
            "Search your deck for a Supporter card and a basic Energy card, reveal them, and \
             put them into your hand."
        ),
        [
            CardFilter::Supporter,
            CardFilter::Energy(EnergyFilter::Basic)
        ]
        .map(search)
    );
    assert!(
        crate::text::parse(
            "Search your deck for an Item card, a Supporter card and a Stadium card, and put \
             them into your hand."
        )
        .is_err()
    );
}

#[test]
fn energy_from_the_discard_pile_to_each_of_up_to_2_pokemon_picked() {
    use crate::effect::{Group, Pick, Source, Types, Zone};
    let up_to_2 = |kind, zone, of_type| {
        Effect::Op(Operation::ChooseUpTo(Pick {
            chooser: Role::Acting,
            count: 2,
            group: Group {
                kind,
                of_type,
                ..super::yours(zone)
            },
        }))
    };
    let attach = |to| {
        Effect::Op(Operation::AttachEnergyToEach {
            source: Source::Discard,
            to,
            energy: EnergyFilter::Basic,
        })
    };
    // Professor Sada's Vitality.
    assert_eq!(
        read(
            "Choose up to 2 of your Ancient Pokémon and attach a Basic Energy card from your \
             discard pile to each of them. If you attached any Energy in this way, draw 3 cards."
        ),
        [
            up_to_2(Some(PokemonKind::Ancient), Zone::InPlay, Types::ANY),
            attach(Pokemon::That),
            Effect::Control(Control::If {
                condition: Condition::AttachedThisWay,
                then: vec![Effect::Op(Operation::Draw {
                    who: Role::Acting,
                    count: 3
                })],
                otherwise: Vec::new(),
            }),
        ]
    );
    // Glass Trumpet: its Benched Colorless Pokémon, under a test.
    assert_eq!(
        read(
            "You can use this card only if you have any Tera Pokémon in play.  Choose up to 2 of \
             your Benched Colorless Pokémon and attach a Basic Energy card from your discard \
             pile to each of them."
        )[1..],
        [
            up_to_2(None, Zone::Bench, Types::of(EnergyType::Colorless)),
            attach(Pokemon::That),
        ]
    );
    // Reboot Pod: each of a group's Pokémon.
    let future = Group {
        kind: Some(PokemonKind::Future),
        ..super::yours(Zone::InPlay)
    };
    assert_eq!(
        read("Attach a Basic Energy card from your discard pile to each of your Future Pokémon."),
        [attach(Pokemon::Each(future))]
    );
}

#[test]
fn basic_energy_cards_of_different_types() {
    // Energy Search Pro: "of different types" after the kind, as "different types of" before.
    assert_eq!(
        read(
            "Search your deck for any number of Basic Energy cards of different types, reveal \
             them, and put them into your hand. Then, shuffle your deck."
        ),
        read(
            "Search your deck for any number of different types of Basic Energy cards, reveal \
             them, and put them into your hand. Then, shuffle your deck."
        ),
    );
    assert!(matches!(
        read(
            "Search your deck for up to 2 basic Energy cards of different types and attach \
             them to your Pokémon in any way you like. Then, shuffle your deck."
        )[0],
        Effect::Op(Operation::Search {
            filter: CardFilter::BasicEnergyOfNewType,
            to: Destination::Attach(_),
            ..
        })
    ));
}

#[test]
fn a_prize_card_more_for_the_opponents_active_pokemon_knocked_out() {
    use crate::effect::{Group, Turn, Zone};
    // Briar.
    assert_eq!(
        read(
            "During this turn, if your opponent's Active Pokémon is Knocked Out by damage from \
             an attack used by your Tera Pokémon, take 1 more Prize card."
        ),
        [Effect::Op(Operation::During {
            turn: Turn::This,
            what: Lasting::MorePrizesForActive {
                by: Pokemon::Each(Group {
                    kind: Some(PokemonKind::Tera),
                    ..super::yours(Zone::InPlay)
                }),
                count: 1,
            },
        })]
    );
}

#[test]
fn up_to_2_tools_discarded_from_the_opponents_pokemon() {
    // Minccino, Hisuian Samurott V.
    assert_eq!(
        read("Discard up to 2 Pokémon Tools from your opponent's Pokémon."),
        [Effect::Op(Operation::DiscardToolsOrStadium {
            count: 2,
            stadium: false,
            whose: Some(Role::Opponent),
            exactly: false,
            lost_zone: false,
        })]
    );
}

#[test]
fn heals_and_draws_over_a_kind_of_pokemon() {
    use crate::effect::{Count, Group, HealAmount, Pick, Types, Zone};
    // Saguaro: each of up to 2 Pokémon picked.
    assert_eq!(
        read("Choose up to 2 of your Pokémon and heal 50 damage from each of them."),
        [
            Effect::Op(Operation::ChooseUpTo(Pick {
                chooser: Role::Acting,
                count: 2,
                group: super::yours(Zone::InPlay),
            })),
            Effect::Op(Operation::Heal {
                from: Pokemon::That,
                amount: HealAmount::Fixed(50),
            }),
        ]
    );
    // Dragon Elixir: the Active Pokémon, if it is a Dragon Pokémon.
    assert_eq!(
        read("Heal 60 damage from your Active Dragon Pokémon."),
        [Effect::Op(Operation::Heal {
            from: Pokemon::Each(Group {
                of_type: Types::of(EnergyType::Dragon),
                ..super::yours(Zone::Active)
            }),
            amount: HealAmount::Fixed(60),
        })]
    );
    // Awakening Drum.
    assert_eq!(
        read("Draw a card for each of your Ancient Pokémon in play."),
        [Effect::Control(Control::Repeat {
            times: Count::InPlay {
                group: Group {
                    kind: Some(PokemonKind::Ancient),
                    ..super::yours(Zone::InPlay)
                },
                filter: CardFilter::Pokemon,
            },
            then: vec![Effect::Op(Operation::Draw {
                who: Role::Acting,
                count: 1,
            })],
        })]
    );
}

#[test]
fn more_damage_to_the_opponents_active_pokemon_of_a_kind() {
    use crate::effect::{Amount, Turn, Zone};
    let more = |amount, to| {
        Effect::Op(Operation::During {
            turn: Turn::This,
            what: Lasting::MoreDealtTo {
                by: Pokemon::Each(super::yours(Zone::InPlay)),
                amount: Amount::Fixed(amount),
                to,
            },
        })
    };
    // Black Belt's Training.
    assert_eq!(
        read(
            "During this turn, attacks used by your Pokémon do 40 more damage to your \
             opponent's Active Pokémon ex (before applying Weakness and Resistance)."
        ),
        [more(40, PokemonKind::Ex)]
    );
    // Kieran's second option.
    assert_eq!(
        read(
            "During this turn, attacks used by your Pokémon do 30 more damage to your \
             opponent's Active Pokémon ex and Active Pokémon V (before applying Weakness and \
             Resistance)."
        ),
        [more(30, PokemonKind::ExOrV)]
    );
}

#[test]
fn pokemon_by_hp_remaining_and_by_retreat_cost() {
    use crate::effect::{Group, HealAmount, Pick, Which, Zone};
    // Bianca's Devotion.
    assert_eq!(
        read("Heal all damage from 1 of your Pokémon that has 30 HP or less remaining."),
        [Effect::Op(Operation::Heal {
            from: Pokemon::Picked(Pick {
                chooser: Role::Acting,
                count: 1,
                group: Group {
                    which: Some(Which::RemainingHpAtMost(30)),
                    ..super::yours(Zone::InPlay)
                },
            }),
            amount: HealAmount::All,
        })]
    );
    // Feather Ball.
    assert_eq!(
        read(
            "Search your deck for a Pokémon that has no Retreat Cost, reveal it, and put it \
             into your hand. Then, shuffle your deck."
        )[0],
        Effect::Op(Operation::Search {
            who: Role::Acting,
            count: CardCount::Exactly(1),
            filter: CardFilter::PokemonNoRetreatCost,
            to: Destination::Hand,
        })
    );
}
