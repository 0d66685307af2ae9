//! The sentence families read for the theme decks' cards (issue 11): the rules of a card kind,
//! Trainer texts, ability and Tool triggers, choices between options, looking at a deck, and
//! when a card can't be played, on real wordings with their variants.

use super::{one_of, read, yours};
use crate::effect::{
    Amount, CardCount, CardFilter, Condition, Control, Count, DeckEnd, Destination, Effect,
    EnergyFilter, EnergyType, HealAmount, Lasting, Operation, Passive, Pokemon, Provided, Rest,
    Role, Side, Trigger, Turn, Types, Usage, Zone,
};
use crate::text::{parse, parse_attack, parse_card};

/// Texts that all read to `expected`.
fn all_read_to(texts: &[&str], expected: &[Effect]) {
    for text in texts {
        assert_eq!(read(text), expected, "{text:?}");
    }
}

fn switch(side: Role, chooser: Role) -> Effect {
    Effect::Op(Operation::Switch {
        side,
        chooser,
        of_type: Types::ANY,
    })
}

#[test]
fn the_rules_of_a_card_kind_add_nothing() {
    all_read_to(
        &[
            "You may play only 1 Supporter card during your turn (before your attack).",
            "You may play only 1 Supporter card during your turn.",
            "You can play only one Supporter card each turn.",
            "You may play as many Item cards as you like during your turn (before your attack).",
            "You may play any number of Item cards during your turn.",
            "This card stays in play when you play it. Discard this card if another Stadium card \
             comes into play.",
            "If another card with the same name is in play, you can't play this card.",
            "This Stadium stays in play when you play it. Discard it if another Stadium comes into              play. If a Stadium with the same name is in play, you can't play this card.",
            "Attach a Pokémon Tool to 1 of your Pokémon that doesn't already have a Pokémon Tool \
             attached to it.",
            "When you play this card, put it next to your Active Pokémon. When your turn ends, \
             discard this card.",
            // Scarlet & Violet's and Mega Evolution's wordings.
            "You may play only 1 Stadium card during your turn.",
            "Put it next to the Active Spot, and discard it if another Stadium comes into play.",
            "A Stadium with the same name can't be played.",
            "You may attach any number of Pokémon Tools to your Pokémon during your turn.",
            "You may attach only 1 Pokémon Tool to each Pokémon, and it stays attached.",
        ],
        &[],
    );
    // The Trainer's effect is read beside its kind's rule.
    assert_eq!(
        read(
            "Draw 3 cards. You may play only 1 Supporter card during your turn (before your \
             attack)."
        ),
        [Effect::Op(Operation::Draw {
            who: Role::Acting,
            count: 3
        })]
    );
}

#[test]
fn switching_in_either_order_and_each_player() {
    all_read_to(
        &[
            "Switch your Active Pokémon with 1 of your Benched Pokémon.",
            "Switch 1 of your Active Pokémon with 1 of your Benched Pokémon.",
            "Switch this Pokémon with 1 of your Benched Pokémon.",
            "Switch 1 of your Benched Pokémon with your Active Pokémon.",
        ],
        &[switch(Role::Acting, Role::Acting)],
    );
    all_read_to(
        &[
            "Switch 1 of your opponent's Benched Pokémon with their Active Pokémon.",
            "Switch your opponent's Active Pokémon with 1 of their Benched Pokémon.",
            "Switch the Defending Pokémon with 1 of your opponent's Benched Pokémon.",
        ],
        &[switch(Role::Opponent, Role::Acting)],
    );
    all_read_to(
        &[
            "Your opponent switches their Active Pokémon with 1 of their Benched Pokémon.",
            "Your opponent switches the Defending Pokémon with 1 of his or her Benched Pokémon.",
        ],
        &[switch(Role::Opponent, Role::Opponent)],
    );
    // Escape Rope: the opponent first, as its text says.
    assert_eq!(
        read(
            "Each player switches their Active Pokémon with 1 of their Benched Pokémon. Your \
             opponent switches first. (If a player does not have a Benched Pokémon, that player \
             doesn't switch Pokémon.)"
        ),
        [
            switch(Role::Opponent, Role::Opponent),
            switch(Role::Acting, Role::Acting)
        ]
    );
    // The older wording, its reminder over two sentences.
    assert_eq!(
        read(
            "Each player switches his or her Active Pokémon with 1 of his or her Benched \
             Pokémon. (Your opponent switches first. If a player does not have a Benched \
             Pokémon, he or she doesn't switch Pokémon.)"
        ),
        [
            switch(Role::Opponent, Role::Opponent),
            switch(Role::Acting, Role::Acting)
        ]
    );
    // Two sides in one switch are no switch.
    assert!(
        parse("Switch your Active Pokémon with 1 of your opponent's Benched Pokémon.").is_err()
    );
}

#[test]
fn looking_at_a_deck_and_sorting_it() {
    let look = Effect::Op(Operation::LookAtDeck {
        whose: Role::Acting,
        count: 5,
        end: DeckEnd::Top,
    });
    let take = Effect::may(vec![Effect::Op(Operation::TakeLooked {
        count: CardCount::Exactly(1),
        filter: CardFilter::Pokemon,
        to: Destination::Hand,
    })]);
    all_read_to(
        &[
            "Look at the top 5 cards of your deck. You may reveal a Pokémon you find there and \
             put it into your hand. Shuffle the other cards back into your deck.",
            "Look at the top 5 cards from your deck. You may choose a Pokémon from those cards, \
             show it to your opponent, and put it into your hand. Shuffle the rest back into \
             your deck.",
        ],
        &[
            look.clone(),
            take,
            Effect::Op(Operation::LookedRest(Rest::Shuffle)),
        ],
    );
    all_read_to(
        &[
            "Look at the top 5 cards of your deck and put them back on top of your deck in any \
             order.",
            "Look at the top 5 cards of your deck. Put the other cards back on top of your deck \
             in any order.",
        ],
        &[look, Effect::Op(Operation::LookedRest(Rest::Top))],
    );
    assert_eq!(
        read(
            "Once during your turn, you may look at the top 2 cards of your deck and put 1 of \
             them into your hand. Put the other card on the bottom of your deck."
        ),
        [
            Effect::Usage(Usage::OncePerTurn(vec![Effect::may(vec![
                Effect::Op(Operation::LookAtDeck {
                    whose: Role::Acting,
                    count: 2,
                    end: DeckEnd::Top,
                }),
                Effect::Op(Operation::TakeLooked {
                    count: CardCount::Exactly(1),
                    filter: CardFilter::Any,
                    to: Destination::Hand,
                }),
            ])])),
            Effect::Op(Operation::LookedRest(Rest::Bottom)),
        ]
    );
}

#[test]
fn looking_at_prize_cards() {
    all_read_to(
        &[
            "Look at your face-down Prize cards.",
            "Look at your Prize cards.",
        ],
        &[Effect::Op(Operation::LookAtPrizes {
            whose: Role::Acting,
            count: CardCount::All,
        })],
    );
    assert_eq!(
        read("Look at 1 of your opponent's face-down Prize cards."),
        [Effect::Op(Operation::LookAtPrizes {
            whose: Role::Opponent,
            count: CardCount::Exactly(1),
        })]
    );
}

#[test]
fn ability_and_tool_triggers() {
    assert_eq!(
        read(
            "When you play this Pokémon from your hand to evolve 1 of your Pokémon during your \
             turn, you may draw 2 cards."
        ),
        [Effect::Passive(Passive::When {
            trigger: Trigger::EvolvedFromHand,
            then: vec![Effect::may(vec![Effect::Op(Operation::Draw {
                who: Role::Acting,
                count: 2
            })])],
        })]
    );
    let counters = |who| {
        vec![Effect::Passive(Passive::When {
            trigger: Trigger::DamagedWhileActive(who),
            then: vec![Effect::Op(Operation::PutCounters {
                on: Pokemon::Attacking,
                counters: crate::effect::Amount::Fixed(2),
            })],
        })]
    };
    assert_eq!(
        read(
            "If this Pokémon is your Active Pokémon and is damaged by an opponent's attack (even \
             if this Pokémon is Knocked Out), put 2 damage counters on the Attacking Pokémon."
        ),
        counters(Pokemon::This)
    );
    assert_eq!(
        read(
            "If the Pokémon this card is attached to is your Active Pokémon and is damaged by an \
             opponent's attack (even if that Pokémon is Knocked Out), put 2 damage counters on \
             the Attacking Pokémon."
        ),
        counters(Pokemon::Holder)
    );
    all_read_to(
        &[
            "When you attach an Energy card from your hand to this Pokémon, remove all Special \
             Conditions from this Pokémon.",
            "Whenever you attach an Energy card from your hand to this Pokémon, remove all \
             Special Conditions from this Pokémon.",
        ],
        &[Effect::Passive(Passive::When {
            trigger: Trigger::EnergyAttachedFromHand(EnergyFilter::Any),
            then: vec![Effect::Op(Operation::Cure(Pokemon::This))],
        })],
    );
    // Exp. Share.
    assert_eq!(
        read(
            "When your Active Pokémon is Knocked Out by damage from an opponent's attack, you \
             may move 1 basic Energy card from that Pokémon to the Pokémon this card is \
             attached to."
        ),
        [Effect::Passive(Passive::When {
            trigger: Trigger::KnockedOut(Pokemon::Each(yours(Zone::Active))),
            then: vec![Effect::may(vec![Effect::Op(Operation::MoveEnergy {
                from: Pokemon::That,
                to: Pokemon::Holder,
                count: CardCount::Exactly(1),
                energy: EnergyFilter::Basic,
            })])],
        })]
    );
    assert_eq!(
        read(
            "As often as you like during your turn (before your attack), you may attach a Water \
             Energy card from your hand to 1 of your Pokémon."
        ),
        [Effect::Passive(Passive::When {
            trigger: Trigger::AsOftenAsYouLike,
            then: vec![Effect::may(vec![Effect::Op(Operation::AttachEnergy {
                source: crate::effect::Source::Hand,
                to: one_of(yours(Zone::InPlay)),
                count: CardCount::Exactly(1),
                energy: EnergyFilter::Of(EnergyType::Water),
            })])],
        })]
    );
}

#[test]
fn a_choice_between_bulleted_options() {
    let from_discard = |filter| {
        vec![Effect::Op(Operation::DiscardToDeck {
            count: CardCount::UpTo(2),
            filter,
        })]
    };
    assert_eq!(
        read(
            "Choose 1 or both: • Shuffle up to 2 Pokémon from your discard pile into your deck. \
             • Shuffle up to 2 basic Energy cards from your discard pile into your deck."
        ),
        [Effect::Control(Control::ChooseOptions {
            chooser: Role::Acting,
            at_most: 2,
            options: vec![
                from_discard(CardFilter::Pokemon),
                from_discard(CardFilter::Energy(EnergyFilter::Basic)),
            ],
        })]
    );
    assert_eq!(
        read(
            "Choose 1: • Shuffle your hand into your deck then draw 5 cards. • Switch your \
             Active Pokémon with 1 of your Benched Pokémon."
        ),
        [Effect::Control(Control::ChooseOptions {
            chooser: Role::Acting,
            at_most: 1,
            options: vec![
                vec![
                    Effect::Op(Operation::ShuffleHandIntoDeck(Role::Acting)),
                    Effect::Op(Operation::Draw {
                        who: Role::Acting,
                        count: 5
                    }),
                ],
                vec![switch(Role::Acting, Role::Acting)],
            ],
        })]
    );
    // One bullet is no choice.
    assert!(parse("Choose 1: • Draw 2 cards.").is_err());
}

#[test]
fn when_a_card_or_attack_cant_be_played() {
    assert_eq!(
        read("If you have no cards in your deck, you can't play this card."),
        [Effect::Usage(Usage::UnusableIf(Condition::DeckEmpty(
            Role::Acting
        )))]
    );
    all_read_to(
        &[
            "(If you can't discard 2 cards, you can't play this card.)",
            "If you can't discard 2 cards from your hand, you can't play this card.",
        ],
        &[Effect::Usage(Usage::UnusableIf(Condition::FewerInHand(2)))],
    );
    all_read_to(
        &[
            "(If this is the only card in your hand, you can't play this card.)",
            "If you can't discard a card from your hand, you can't play this card.",
        ],
        &[Effect::Usage(Usage::UnusableIf(Condition::FewerInHand(1)))],
    );
    all_read_to(
        &[
            "(You can't use this attack if your Bench is full.)",
            "(You can't play this card if your Bench is full.)",
        ],
        &[Effect::Usage(Usage::UnusableIf(Condition::BenchFull(
            Role::Acting,
        )))],
    );
    all_read_to(
        &[
            "This power can't be used if this Pokémon is Asleep, Confused, or Paralyzed.",
            "This power stops working while this Pokémon is Asleep, Confused, or Paralyzed.",
        ],
        &[Effect::Usage(Usage::UnusableIf(Condition::CantAct(
            Pokemon::This,
        )))],
    );
}

#[test]
fn passive_and_this_turns_effects() {
    // Professor Kukui.
    assert_eq!(
        read(
            "During this turn, your Pokémon's attacks do 20 more damage to your opponent's \
             Active Pokémon (before applying Weakness and Resistance)."
        ),
        [Effect::Op(Operation::During {
            turn: Turn::This,
            what: Lasting::MoreDealt {
                by: Pokemon::Each(yours(Zone::InPlay)),
                amount: Amount::Fixed(20)
            },
        })]
    );
    assert_eq!(
        read("If there is any Stadium card in play, this Pokémon has no Retreat Cost."),
        [Effect::Control(Control::If {
            condition: Condition::StadiumInPlay,
            then: vec![Effect::Passive(Passive::Always(Lasting::NoRetreatCost(
                Pokemon::This
            )))],
            otherwise: vec![],
        })]
    );
    assert_eq!(
        read("The Pokémon this card is attached to has no Weakness."),
        [Effect::Passive(Passive::Always(Lasting::NoWeakness(
            Pokemon::Holder
        )))]
    );
}

#[test]
fn as_long_as_and_passive_rules_of_abilities_and_tools() {
    let bench_retreat = Lasting::RetreatCostLess {
        of: Pokemon::Each(yours(Zone::Active)),
        by: 2,
    };
    assert_eq!(
        read(
            "As long as this Pokémon is on your Bench, your Active Pokémon's Retreat Cost is \
             ColorlessColorless less."
        ),
        [Effect::Passive(Passive::While {
            condition: Condition::OnBench(Pokemon::This),
            then: vec![Effect::Passive(Passive::Always(bench_retreat))],
        })]
    );
    all_read_to(
        &[
            "As long as this Pokémon is in the Active Spot, this Pokémon has no Retreat Cost.",
            "As long as this Pokémon is your Active Pokémon, this Pokémon has no Retreat Cost.",
        ],
        &[Effect::Passive(Passive::While {
            condition: Condition::InActiveSpot(Pokemon::This),
            then: vec![Effect::Passive(Passive::Always(Lasting::NoRetreatCost(
                Pokemon::This,
            )))],
        })],
    );
    // Escape Board.
    assert_eq!(
        read(
            "The Retreat Cost of the Pokémon this card is attached to is Colorless less, and it \
             can retreat even if it's Asleep or Paralyzed."
        ),
        [
            Effect::Passive(Passive::Always(Lasting::RetreatCostLess {
                of: Pokemon::Holder,
                by: 1
            })),
            Effect::Passive(Passive::Always(Lasting::RetreatsAsleepOrParalyzed(
                Pokemon::Holder
            ))),
        ]
    );
    assert_eq!(
        read("This Pokémon can't be affected by any Special Conditions."),
        [Effect::Passive(Passive::Always(Lasting::Unaffected {
            who: Pokemon::This,
            condition: None
        }))]
    );
    assert_eq!(
        read("This Pokémon can't be Paralyzed."),
        [Effect::Passive(Passive::Always(Lasting::Unaffected {
            who: Pokemon::This,
            condition: Some(crate::effect::SpecialCondition::Paralyzed)
        }))]
    );
}

#[test]
fn what_using_an_ability_costs_or_ends() {
    assert_eq!(
        read(
            "Once during your turn, you may draw 3 cards. If you use this Ability, your turn \
             ends."
        ),
        [
            Effect::Usage(Usage::OncePerTurn(vec![Effect::may(vec![Effect::Op(
                Operation::Draw {
                    who: Role::Acting,
                    count: 3
                }
            )])])),
            Effect::Op(Operation::EndTurn),
        ]
    );
    assert_eq!(
        read("If you use this Ability, this Pokémon is Knocked Out."),
        [Effect::Op(Operation::KnockOut(Pokemon::This))]
    );
    let discard = Effect::Op(Operation::DiscardFromHand {
        whose: Role::Acting,
        count: CardCount::Exactly(1),
        filter: CardFilter::Any,
        pick: crate::effect::HandPick::ByOwner,
    });
    assert_eq!(
        read("You must discard a card from your hand in order to use this Ability."),
        [Effect::Control(Control::Cost(vec![discard.clone()]))]
    );
    // "You must" with no "in order to …" is no cost: the step is not optional (Gyarados's
    // "…, you must discard the top 5 cards of your deck").
    assert_eq!(read("You must discard a card from your hand."), [discard]);
}

#[test]
fn trainer_card_effects() {
    // Sonia: one of two searches.
    let search = |count, filter| {
        vec![Effect::Op(Operation::Search {
            who: Role::Acting,
            count,
            filter,
            to: Destination::Hand,
        })]
    };
    assert_eq!(
        read(
            "Search your deck for up to 2 Basic Pokémon or up to 2 basic Energy cards, reveal \
             them, and put them into your hand. Then, shuffle your deck."
        ),
        [
            Effect::Control(Control::ChooseOptions {
                chooser: Role::Acting,
                at_most: 1,
                options: vec![
                    search(CardCount::UpTo(2), CardFilter::BasicPokemon),
                    search(CardCount::UpTo(2), CardFilter::Energy(EnergyFilter::Basic)),
                ],
            }),
            Effect::Op(Operation::Shuffle(Role::Acting)),
        ]
    );
    // A search and where its card goes, in one sentence or two.
    all_read_to(
        &[
            "Search your deck for an Evolution Pokémon, reveal it, and put it into your hand.",
            "Search your deck for an Evolution card. Show it to your opponent and put it into \
             your hand.",
            "Search your deck for an Evolution card. Show that card to your opponent, then put \
             it into your hand.",
        ],
        &search(CardCount::Exactly(1), CardFilter::EvolutionPokemon),
    );
    assert_eq!(
        read("Search your deck for a Grass Pokémon, reveal it, and put it into your hand."),
        search(
            CardCount::Exactly(1),
            CardFilter::PokemonOf(EnergyType::Grass)
        )
    );
    assert_eq!(
        read(
            "Search your deck for 2 cards, shuffle your deck, and put those cards on top of it \
             in any order."
        ),
        [Effect::Op(Operation::Search {
            who: Role::Acting,
            count: CardCount::Exactly(2),
            filter: CardFilter::Any,
            to: Destination::DeckTop,
        })]
    );
    // Copycat.
    assert_eq!(
        read("Draw a card for each card in your opponent's hand."),
        [Effect::Control(Control::Repeat {
            times: Count::CardsInHand {
                side: Side::Of(Role::Opponent)
            },
            then: vec![Effect::Op(Operation::Draw {
                who: Role::Acting,
                count: 1
            })],
        })]
    );
    // Big Malasada.
    let active = Pokemon::Each(yours(Zone::Active));
    assert_eq!(
        read("Heal 20 damage and remove a Special Condition from your Active Pokémon."),
        [
            Effect::Op(Operation::Heal {
                from: active,
                amount: HealAmount::Fixed(20)
            }),
            Effect::Op(Operation::CureOne {
                on: active,
                chooser: Role::Acting
            }),
        ]
    );
    all_read_to(
        &[
            "Remove 2 damage counters from 1 of your Pokémon (remove 1 damage counter if that \
             Pokémon has only 1).",
            "Remove 2 damage counters from 1 of your Pokémon.",
        ],
        &[Effect::Op(Operation::Heal {
            from: one_of(crate::effect::Group {
                which: Some(crate::effect::Which::Damaged),
                ..yours(Zone::InPlay)
            }),
            amount: HealAmount::Fixed(20),
        })],
    );
    assert_eq!(
        read("Heal 30 damage and remove all Special Conditions from 1 of your Pokémon."),
        [
            Effect::Op(Operation::Heal {
                from: one_of(yours(Zone::InPlay)),
                amount: HealAmount::Fixed(30)
            }),
            Effect::Op(Operation::Cure(one_of(yours(Zone::InPlay)))),
        ]
    );
    all_read_to(
        &[
            "Each player shuffles their hand into their deck.",
            "Each player shuffles his or her hand into his or her deck.",
        ],
        &[
            Effect::Op(Operation::ShuffleHandIntoDeck(Role::Acting)),
            Effect::Op(Operation::ShuffleHandIntoDeck(Role::Opponent)),
        ],
    );
    all_read_to(
        &[
            "Put a Basic Pokémon from your discard pile onto your Bench.",
            "Put a Basic Pokémon card from your discard pile onto your Bench.",
        ],
        &[Effect::Op(Operation::DiscardToBench {
            count: CardCount::Exactly(1),
            filter: CardFilter::BasicPokemon,
        })],
    );
    // Energy Switch.
    all_read_to(
        &[
            "Move a basic Energy from 1 of your Pokémon to another of your Pokémon.",
            "Move a basic Energy card attached to 1 of your Pokémon to another of your Pokémon.",
        ],
        &[Effect::Op(Operation::MoveEnergy {
            from: one_of(yours(Zone::InPlay)),
            to: one_of(yours(Zone::InPlay)),
            count: CardCount::Exactly(1),
            energy: EnergyFilter::Basic,
        })],
    );
    all_read_to(
        &[
            "Your opponent shuffles their Active Pokémon and all attached cards into their deck.",
            "Your opponent shuffles his or her Active Pokémon and all cards attached to it into \
             his or her deck.",
        ],
        &[Effect::Op(Operation::ShuffleIntoDeck(Pokemon::Defending))],
    );
    assert_eq!(
        read(
            "Put your opponent's Active Pokémon and all cards attached to it into your \
             opponent's hand."
        ),
        [Effect::Op(Operation::ReturnToHand(Pokemon::Defending))]
    );
}

#[test]
fn an_attack_or_trainer_named_in_its_own_text() {
    let cant = |turn| {
        vec![Effect::Op(Operation::During {
            turn,
            what: Lasting::CantUseThisAttack(Pokemon::This),
        })]
    };
    for text in [
        "During your next turn, this Pokémon can't use Drum Beating.",
        "Rillaboom can't use Drum Beating during your next turn.",
    ] {
        assert_eq!(
            parse_attack("Rillaboom", "Drum Beating", text),
            Ok(cant(Turn::YourNext))
        );
    }
    // Read as a Trainer's, the name is "this card": the Tool's rule, which its kind plays.
    assert_eq!(
        parse_card(
            "Healing Berry",
            "Attach Healing Berry to 1 of your Pokémon that doesn't already have a Pokémon Tool \
             card attached to it. If that Pokémon is Knocked Out, discard this card."
        ),
        Ok(vec![Effect::Op(Operation::AttachThisCard(one_of(yours(
            Zone::InPlay
        ))))])
    );
}

#[test]
fn rock_paper_scissors_and_its_winner() {
    // Dan.
    assert_eq!(
        read(
            "Draw 2 cards. You and your opponent play Rock-Paper-Scissors until someone wins. If \
             you win, draw 2 more cards."
        ),
        [
            Effect::Op(Operation::Draw {
                who: Role::Acting,
                count: 2
            }),
            Effect::Op(Operation::RockPaperScissors {
                until_someone_wins: true
            }),
            Effect::Control(Control::If {
                condition: Condition::WonRockPaperScissors,
                then: vec![Effect::Op(Operation::Draw {
                    who: Role::Acting,
                    count: 2
                })],
                otherwise: vec![],
            }),
        ]
    );
    assert_eq!(
        read("You and your opponent play a game of Rock-Paper-Scissors."),
        [Effect::Op(Operation::RockPaperScissors {
            until_someone_wins: false
        })]
    );
}

#[test]
fn unknown_trainer_sentences_stay_unmodelled() {
    // A kind's rule with something more is not a rule.
    assert!(parse("You may play only 1 Supporter card during your turn and draw a card.").is_err());
}

#[test]
fn what_a_special_energy_provides() {
    let card = |name: &str, text: &str| {
        parse_card(name, text).unwrap_or_else(|e| panic!("{text:?}: {:?}", e.sentences))
    };
    let colorless = |count| {
        Effect::Passive(Passive::Provides {
            energy: Provided::Type(EnergyType::Colorless),
            count,
        })
    };
    // The card's name, "this card", "it" after an attachment lead-in, or nothing at all.
    for (name, text) in [
        ("React Energy", "React Energy provides Colorless Energy."),
        ("Any Energy", "This card provides Colorless Energy."),
        (
            "Potion Energy",
            "Potion Energy provides Colorless energy. (Doesn't count as a basic Energy card.)",
        ),
        (
            "Any Energy",
            "As long as this card is attached to a Pokémon, it provides Colorless Energy.",
        ),
    ] {
        assert_eq!(card(name, text), [colorless(1)], "{text:?}");
    }
    assert_eq!(
        card(
            "Double Colorless Energy",
            "Provides ColorlessColorless energy. Doesn't count as a basic Energy card."
        ),
        [colorless(2)]
    );
    assert_eq!(
        card(
            "Double Colorless Energy",
            "Double Colorless Energy provides ColorlessColorless Energy."
        ),
        [colorless(2)]
    );
    assert_eq!(
        card("Metal Energy", "Metal Energy provides Metal Energy."),
        [Effect::Passive(Passive::Provides {
            energy: Provided::Type(EnergyType::Metal),
            count: 1
        })]
    );
    assert_eq!(
        card(
            "Horror Psychic Energy",
            "This card provides Psychic Energy."
        ),
        [Effect::Passive(Passive::Provides {
            energy: Provided::Type(EnergyType::Psychic),
            count: 1
        })]
    );
    let every = [Effect::Passive(Passive::Provides {
        energy: Provided::EveryType,
        count: 1,
    })];
    for text in [
        "While in play, this card provides every type of Energy but provides only 1 Energy at a \
         time.",
        "While in play, Rainbow Energy provides every type of Energy but provides only 1 Energy \
         at a time. (Doesn't count as a basic Energy card when not in play.)",
    ] {
        assert_eq!(card("Rainbow Energy", text), every, "{text:?}");
    }
    // "When this card is attached" follows a first "provides" (Blend Energy): not a plain rule.
    assert!(
        parse_card(
            "Blend Energy",
            "When this card is attached to a Pokémon, this card provides Grass, Fire, Psychic, \
             or Darkness Energy but provides only 1 Energy at a time."
        )
        .is_err()
    );
}

#[test]
fn a_special_energy_attached_from_the_hand() {
    let card = |name: &str, text: &str| {
        parse_card(name, text).unwrap_or_else(|e| panic!("{text:?}: {:?}", e.sentences))
    };
    // Attached as any Energy: the kind's rule (played by the attach action), like a Tool's.
    assert_eq!(
        card(
            "Rainbow Energy",
            "Attach Rainbow Energy to 1 of your Pokémon."
        ),
        [Effect::Op(Operation::AttachThisCard(one_of(yours(
            Zone::InPlay
        ))))]
    );
    assert_eq!(
        card(
            "Rainbow Energy",
            "When you attach this card from your hand to 1 of your Pokémon, put 1 damage counter \
             on that Pokémon."
        ),
        [Effect::Passive(Passive::When {
            trigger: Trigger::AttachedFromHand,
            then: vec![Effect::Op(Operation::PutCounters {
                on: Pokemon::That,
                counters: Amount::Fixed(1),
            })],
        })]
    );
    // ", if it has any" is what a heal does anyway.
    let potion = [Effect::Passive(Passive::When {
        trigger: Trigger::AttachedFromHand,
        then: vec![Effect::Op(Operation::Heal {
            from: Pokemon::Holder,
            amount: HealAmount::Fixed(10),
        })],
    })];
    for text in [
        "If you play this card from your hand, remove 1 damage counter from the Pokémon you \
         attach it to, if it has any.",
        "If you play this card from your hand, remove 1 damage counter from the Pokémon you \
         attach it to.",
    ] {
        assert_eq!(card("Potion Energy", text), potion, "{text:?}");
    }
}

/// "your Benched Water Pokémon": a type between the zone and "Pokémon" narrows the group.
fn typed(zone: Zone, energy: EnergyType) -> crate::effect::Group {
    crate::effect::Group {
        of_type: crate::effect::Types::of(energy),
        ..yours(zone)
    }
}

#[test]
fn a_group_of_pokemon_of_one_type() {
    let aqua_patch = [Effect::Op(Operation::AttachEnergy {
        source: crate::effect::Source::Discard,
        to: one_of(typed(Zone::Bench, EnergyType::Water)),
        count: CardCount::Exactly(1),
        energy: EnergyFilter::Of(EnergyType::Water),
    })];
    all_read_to(
        &[
            "Attach a Water Energy card from your discard pile to 1 of your Benched Water \
             Pokémon.",
            "Attach a Water Energy card from your discard pile to one of your Benched Water \
             Pokémon.",
            "Attach a Water Energy from your discard pile to 1 of your Benched Water Pokémon.",
        ],
        &aqua_patch,
    );
    let metal = Lasting::MoreDealt {
        by: Pokemon::Each(typed(Zone::InPlay, EnergyType::Metal)),
        amount: Amount::Fixed(10),
    };
    all_read_to(
        &[
            "Your Metal Pokémon's attacks do 10 more damage to your opponent's Active Pokémon \
             (before applying Weakness and Resistance).",
            "Each of your Metal Pokémon's attacks does 10 more damage to your opponent's Active \
             Pokémon.",
            "Your Metal Pokémon's attacks do 10 more damage.",
        ],
        &[Effect::Passive(Passive::Always(metal))],
    );
}

#[test]
fn discarding_the_pokemon_not_chosen() {
    let expected = [
        Effect::Op(Operation::Choose(crate::effect::Pick {
            chooser: Role::Acting,
            count: 3,
            group: yours(Zone::Bench),
        })),
        Effect::Op(Operation::DiscardPokemon(Pokemon::Others(yours(
            Zone::Bench,
        )))),
    ];
    all_read_to(
        &[
            "Choose 3 of your Benched Pokémon. Then, discard your other Benched Pokémon.",
            "Choose 3 of your Benched Pokémon. Discard your other Benched Pokémon.",
            "Choose 3 of your Benched Pokémon. Then, discard your other Benched Pokémon and all \
             cards attached to them.",
        ],
        &expected,
    );
}
