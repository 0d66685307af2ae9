//! Trainer cards that search a deck or a discard pile, or look at a deck, on their real
//! wordings.

use super::read;
use crate::effect::{
    Amount, CardCount, CardFilter, Compare, Condition, Control, Count, DeckEnd, Destination,
    Effect, EnergyFilter, EnergyType, Group, Name, Operation, Pick, Pile, Pokemon, PokemonCards,
    PokemonKind, Rest, Role, Side, Usage, Zone,
};
use crate::text::parse_card;

pub(super) fn search(count: CardCount, filter: CardFilter, to: Destination) -> Effect {
    Effect::Op(Operation::Search {
        who: Role::Acting,
        count,
        filter,
        to,
    })
}

fn one(filter: CardFilter) -> Effect {
    search(CardCount::Exactly(1), filter, Destination::Hand)
}

fn named(kind: Option<PokemonKind>, word: &str) -> PokemonCards {
    PokemonCards {
        kind,
        name_has: Name::new(word),
        ..PokemonCards::default()
    }
}

#[test]
fn a_search_reads_a_word_of_the_name() {
    // Rocket's Poké Ball, The Boss's Way, Brock's Training Method, Team Aqua Ball.
    let cases = [
        (
            "Search your deck for a Pokémon with Dark in its name, show it to your opponent, and \
             put it into your hand.",
            named(None, "dark"),
        ),
        (
            "Search your deck for an Evolution card with Dark in its name. Show it to your \
             opponent and put it into your hand.",
            named(Some(PokemonKind::Evolution), "dark"),
        ),
        (
            "Search your deck for a Basic Pokémon or Evolution card with Brock in its name. Show \
             that card to your opponent, then put it into your hand.",
            named(None, "brock"),
        ),
        (
            "Search your deck for a Basic Pokémon that has Team Aqua in its name, show it to \
             your opponent and put it into your hand.",
            named(Some(PokemonKind::Basic), "team aqua"),
        ),
    ];
    for (text, cards) in cases {
        assert_eq!(read(text), [one(CardFilter::PokemonWith(cards))], "{text}");
    }
}

#[test]
fn a_search_reads_kinds_and_a_retreat_cost() {
    // Holon Researcher's second option: a δ Delta Species Pokémon.
    assert_eq!(
        read(
            "Search your deck for a Basic Pokémon (or Evolution card) that has δ on its card, \
             show it to your opponent, and put it into your hand."
        ),
        [one(CardFilter::PokemonWith(PokemonCards {
            kind: Some(PokemonKind::Delta),
            ..PokemonCards::default()
        }))]
    );
    // Heavy Ball.
    assert_eq!(
        read(
            "Search your deck for a Pokémon with a Retreat Cost of 3 or more, reveal it, and \
             put it into your hand."
        ),
        [one(CardFilter::PokemonRetreatAtLeast(3))]
    );
    // Team Plasma Ball.
    assert_eq!(
        read("Search your deck for a Team Plasma Pokémon, reveal it, and put it into your hand."),
        [one(CardFilter::PokemonWith(PokemonCards {
            kind: Some(PokemonKind::TeamPlasma),
            ..PokemonCards::default()
        }))]
    );
    // Luxury Ball's search.
    assert_eq!(
        read(
            "Search your deck for a Pokémon (excluding Pokémon LV.X), show it to your \
             opponent, and put it into your hand."
        ),
        [one(CardFilter::PokemonNot(PokemonKind::LvX))]
    );
    // Shadow Triad: any Team Plasma card.
    assert_eq!(
        read("Put a Team Plasma card from your discard pile into your hand."),
        [Effect::Op(Operation::DiscardToHand {
            count: CardCount::Exactly(1),
            filter: CardFilter::TeamPlasma,
        })]
    );
}

#[test]
fn any_combination_names_the_pokemon_by_kind_and_name() {
    let combination = |kind, word: Option<&str>| CardFilter::PokemonOrEnergy {
        pokemon: PokemonCards {
            kind,
            name_has: word.and_then(Name::new),
            ..PokemonCards::default()
        },
        energy: EnergyFilter::Basic,
    };
    // Team Aqua Conspirator.
    assert_eq!(
        read(
            "Search your deck for up to 2 in any combination of Basic Pokémon with Team Aqua in \
             its name and basic Energy cards, show them to your opponent, and put them into your \
             hand."
        ),
        [search(
            CardCount::UpTo(2),
            combination(Some(PokemonKind::Basic), Some("team aqua")),
            Destination::Hand
        )]
    );
    // Aaron's Collection.
    assert_eq!(
        read(
            "Search your discard pile for up to 2 in any combination of Pokémon SP and basic \
             Energy cards, show them to your opponent, and put them into your hand."
        ),
        [Effect::Op(Operation::DiscardToHand {
            count: CardCount::UpTo(2),
            filter: combination(Some(PokemonKind::Sp), None),
        })]
    );
}

#[test]
fn a_search_for_a_and_b_finds_one_of_each() {
    // Korrina.
    assert_eq!(
        read(
            "Search your deck for a Fighting Pokémon and an Item card, reveal them, and put them \
             into your hand."
        ),
        [
            one(CardFilter::PokemonOf(EnergyType::Fighting)),
            one(CardFilter::Item)
        ]
    );
}

#[test]
fn a_special_energy_is_found_by_name_and_attached_to_a_team_plasma_pokemon() {
    // Colress Machine.
    let plasma = Group {
        kind: Some(PokemonKind::TeamPlasma),
        ..Group::new(Side::Of(Role::Acting), Zone::InPlay)
    };
    assert_eq!(
        read(
            "Search your deck for a Plasma Energy card and attach it to 1 of your Team Plasma \
             Pokémon."
        ),
        [search(
            CardCount::Exactly(1),
            CardFilter::Named(Name::new("plasma energy").unwrap()),
            Destination::Attach(Pokemon::Picked(Pick {
                chooser: Role::Acting,
                count: 1,
                group: plasma,
            }))
        )]
    );
}

#[test]
fn cards_chosen_from_the_deck_or_the_discard_pile() {
    // Oracle: the chosen cards on top of the shuffled deck.
    assert_eq!(
        read(
            "Choose 2 cards from your deck and shuffle the rest of your deck. Put the chosen \
             cards on top of your deck in any order."
        ),
        [search(
            CardCount::Exactly(2),
            CardFilter::Any,
            Destination::DeckTop
        )]
    );
    // Fisherman: the parenthesis says what an exact count does anyway.
    assert_eq!(
        read(
            "Choose 4 basic Energy cards from your discard pile (if there are fewer basic Energy \
             cards than choose, take all of them), show them to your opponent, and put them into \
             your hand."
        ),
        [Effect::Op(Operation::DiscardToHand {
            count: CardCount::Exactly(4),
            filter: CardFilter::Energy(EnergyFilter::Basic),
        })]
    );
    // Power Charge, after its flip.
    assert_eq!(
        read(
            "Shuffle 2 Energy cards from your discard pile into your deck (1 if you have only 1)."
        ),
        [Effect::Op(Operation::DiscardToDeck {
            count: CardCount::Exactly(2),
            filter: CardFilter::Energy(EnergyFilter::Any),
        })]
    );
}

#[test]
fn either_of_two_moves_from_the_discard_pile() {
    // Energy Recycle System.
    let basic = CardFilter::Energy(EnergyFilter::Basic);
    assert_eq!(
        read(
            "Search your discard pile for basic Energy cards. You may either show 1 basic Energy \
             card to your opponent and put it into your hand, or show 3 basic Energy cards to \
             your opponent and shuffle them into your deck."
        ),
        [Effect::Control(Control::ChooseOptions {
            chooser: Role::Acting,
            at_most: 1,
            options: vec![
                vec![Effect::Op(Operation::DiscardToHand {
                    count: CardCount::Exactly(1),
                    filter: basic,
                })],
                vec![Effect::Op(Operation::DiscardToDeck {
                    count: CardCount::Exactly(3),
                    filter: basic,
                })],
            ],
        })]
    );
}

#[test]
fn cards_shown_or_looked_at_from_either_end_of_the_deck() {
    // Fervor.
    assert_eq!(
        read(
            "Show the top 3 cards of your deck to all players. Put any Fire Energy cards there \
             into your hand and discard the rest."
        ),
        [
            Effect::Op(Operation::LookAtDeck {
                whose: Role::Acting,
                count: 3,
                end: DeckEnd::Top,
            }),
            Effect::Op(Operation::TakeLooked {
                count: CardCount::All,
                filter: CardFilter::Energy(EnergyFilter::Of(EnergyType::Fire)),
                to: Destination::Hand,
            }),
            Effect::Op(Operation::LookedRest(Rest::Discard)),
        ]
    );
    // Underground Expedition.
    assert_eq!(
        read(
            "Look at the bottom 4 cards of your deck. Put 2 of those cards into your hand, and \
             then return the remaining cards to the bottom of your deck in any order."
        ),
        [
            Effect::Op(Operation::LookAtDeck {
                whose: Role::Acting,
                count: 4,
                end: DeckEnd::Bottom,
            }),
            Effect::Op(Operation::TakeLooked {
                count: CardCount::Exactly(2),
                filter: CardFilter::Any,
                to: Destination::Hand,
            }),
            Effect::Op(Operation::LookedRest(Rest::Bottom)),
        ]
    );
    // Max Elixir: "a Basic Pokémon on your Bench" is one picked.
    let benched_basic = Group {
        kind: Some(PokemonKind::Basic),
        ..Group::new(Side::Of(Role::Acting), Zone::Bench)
    };
    assert_eq!(
        parse_card(
            "Max Elixir",
            "Look at the top 6 cards of your deck and attach a basic Energy card you find there \
             to a Basic Pokémon on your Bench. Shuffle the other cards back into your deck."
        )
        .unwrap()[1],
        Effect::Op(Operation::TakeLooked {
            count: CardCount::Exactly(1),
            filter: CardFilter::Energy(EnergyFilter::Basic),
            to: Destination::Attach(Pokemon::Picked(Pick {
                chooser: Role::Acting,
                count: 1,
                group: benched_basic,
            })),
        })
    );
}

#[test]
fn revive_puts_half_the_hp_in_damage_counters() {
    // Revive's second sentence.
    assert_eq!(
        read(
            "Put damage counters on that Pokémon equal to half its HP (rounded down to the \
             nearest 10)."
        ),
        [Effect::Op(Operation::PutCounters {
            on: Pokemon::That,
            counters: Amount::Per {
                each: 1,
                count: Count::HalfHpCounters { of: Pokemon::That },
            },
        })]
    );
}

#[test]
fn a_card_played_only_if_a_test_holds_is_unusable_when_it_fails() {
    // Twins.
    let prizes = |role| Count::Cards {
        side: Side::Of(role),
        pile: Pile::Prizes,
        filter: CardFilter::Any,
    };
    assert_eq!(
        read("You may use this card only if you have more Prize cards left than your opponent."),
        [Effect::Usage(Usage::UsableOnlyIf(Condition::Counted(
            prizes(Role::Acting),
            Compare::MoreThan(prizes(Role::Opponent))
        )))]
    );
}

#[test]
fn cards_looked_at_are_kept_on_top_or_discarded_from_a_hand() {
    // Research Record.
    assert_eq!(
        read(
            "Look at the top 4 cards of your deck and put as many of them as you like back on \
             top of your deck in any order. Then, put the remaining cards on the bottom of your \
             deck in any order."
        )[1..],
        [
            Effect::Op(Operation::TakeLooked {
                count: CardCount::UpTo(u8::MAX),
                filter: CardFilter::Any,
                to: Destination::DeckTop,
            }),
            Effect::Op(Operation::LookedRest(Rest::Bottom)),
        ]
    );
    // Stantler's Push Away: the card found in the hand is discarded.
    assert_eq!(
        read("Look at your opponent's hand, choose a Trainer card you find there, and discard it."),
        [
            Effect::Op(Operation::RevealHand(Role::Opponent)),
            Effect::Op(Operation::TakeLooked {
                count: CardCount::Exactly(1),
                filter: CardFilter::Trainer,
                to: Destination::Discard,
            }),
        ]
    );
}

#[test]
fn a_card_names_itself_as_this_card() {
    // Luxury Ball's last sentence.
    assert_eq!(
        parse_card(
            "Luxury Ball",
            "If any Luxury Ball is in your discard pile, you can't play this card."
        )
        .unwrap(),
        [Effect::Usage(Usage::UnusableIf(Condition::Counted(
            Count::Cards {
                side: Side::Of(Role::Acting),
                pile: Pile::DiscardPile,
                filter: CardFilter::SameNameAsThis,
            },
            Compare::AtLeast(1)
        )))]
    );
    // Trainers' Mail.
    assert_eq!(
        parse_card(
            "Trainers' Mail",
            "You may reveal a Trainer card you find there (except Trainers' Mail) and put it \
             into your hand."
        )
        .unwrap(),
        [Effect::may(vec![Effect::Op(Operation::TakeLooked {
            count: CardCount::Exactly(1),
            filter: CardFilter::TrainerOtherThanThis,
            to: Destination::Hand,
        })])]
    );
}

#[test]
fn different_types_of_a_kind_are_each_of_a_new_type() {
    // Lady Outing, Lanette's Net Search.
    assert_eq!(
        read(
            "Search your deck for up to 3 different types of basic Energy cards, show them to \
             your opponent, and put them into your hand."
        ),
        [search(
            CardCount::UpTo(3),
            CardFilter::BasicEnergyOfNewType,
            Destination::Hand
        )]
    );
    assert_eq!(
        read(
            "Search your deck for up to 3 different types of Basic Pokémon cards (excluding \
             Baby Pokémon), show them to your opponent, and put them into your hand."
        ),
        [search(
            CardCount::UpTo(3),
            CardFilter::BasicPokemonOfNewType(Some(PokemonKind::Baby)),
            Destination::Hand
        )]
    );
}

#[test]
fn the_opponent_may_search_their_own_deck() {
    // Pokémon March's first and third sentences.
    assert_eq!(
        read(
            "Your opponent may search his or her deck for 1 Basic Pokémon card and put it onto \
             his or her Bench."
        ),
        [Effect::Op(Operation::Search {
            who: Role::Opponent,
            count: CardCount::UpTo(1),
            filter: CardFilter::BasicPokemon,
            to: Destination::Bench,
        })]
    );
    assert_eq!(
        read("Then, each player shuffles his or her deck."),
        [
            Effect::Op(Operation::Shuffle(Role::Acting)),
            Effect::Op(Operation::Shuffle(Role::Opponent))
        ]
    );
}

#[test]
fn that_many_cards_are_looked_at_one_by_one() {
    // Holon Lass.
    assert_eq!(
        read(
            "Count the total number of Prize cards left (both yours and your opponent's). Look \
             at that many cards from the top of your deck, choose as many Energy cards as you \
             like, show them to your opponent, and put them into your hand."
        )[0],
        Effect::Control(Control::Repeat {
            times: Count::Cards {
                side: Side::Both,
                pile: Pile::Prizes,
                filter: CardFilter::Any,
            },
            then: vec![Effect::Op(Operation::LookAtDeck {
                whose: Role::Acting,
                count: 1,
                end: DeckEnd::Top,
            })],
        })
    );
}

#[test]
fn the_hand_goes_on_top_and_a_card_is_searched_for_on_heads_only() {
    // Night Teleporter.
    let text = "Flip a coin. If heads, put all cards in your hand on top of your deck. Then, \
                search your deck for any 1 card and put it into your hand. Shuffle your deck \
                afterward.";
    let effects = read(text);
    let Effect::Control(Control::If {
        then, otherwise, ..
    }) = &effects[1]
    else {
        panic!("{effects:?}");
    };
    assert_eq!(
        then.as_slice(),
        [
            Effect::Op(Operation::HandToDeck {
                whose: Role::Acting,
                count: CardCount::All,
                filter: CardFilter::Any,
                end: DeckEnd::Top,
            }),
            one(CardFilter::Any),
        ]
    );
    assert!(otherwise.is_empty());
}
