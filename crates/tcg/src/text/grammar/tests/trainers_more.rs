//! More Trainer cards of the older theme decks, on their real wordings.

use super::read;
use crate::effect::{
    CardCount, CardFilter, Compare, Condition, Control, Count, DeckEnd, Destination, Effect,
    EnergyFilter, Group, Operation, Pile, PokemonCards, PokemonKind, Rest, Role, Side, Usage, Zone,
};

fn search(filter: CardFilter, to: Destination) -> Effect {
    Effect::Op(Operation::Search {
        who: Role::Acting,
        count: CardCount::Exactly(1),
        filter,
        to,
    })
}

#[test]
fn a_search_leaves_out_a_kind_of_pokemon() {
    // Great Ball.
    assert_eq!(
        read(
            "Search your deck for a Basic Pokémon (excluding Pokémon-ex) and put it onto your Bench."
        )[0],
        search(
            CardFilter::BasicPokemonNot(PokemonKind::Ex),
            Destination::Bench
        )
    );
    // Celio's Network: every Pokémon card but a Pokémon-ex.
    assert_eq!(
        read(
            "Search your deck for a Basic Pokémon or Evolution card (excluding Pokémon-ex), \
             show it to your opponent, and put it into your hand."
        )[0],
        search(CardFilter::PokemonNot(PokemonKind::Ex), Destination::Hand)
    );
}

#[test]
fn a_search_looks_at_hp() {
    // Level Ball.
    assert_eq!(
        read(
            "Search your deck for a Pokémon with 90 HP or less, reveal it, and put it into \
             your hand."
        )[0],
        search(CardFilter::PokemonHpAtMost(90), Destination::Hand)
    );
}

#[test]
fn each_player_draws_for_their_remaining_prize_cards() {
    // N, with its misprint "his or his" on one printing.
    let per_prize = |who| {
        Effect::Control(Control::Repeat {
            times: Count::Cards {
                side: Side::Of(who),
                pile: Pile::Prizes,
                filter: CardFilter::Any,
            },
            then: vec![Effect::Op(Operation::Draw { who, count: 1 })],
        })
    };
    for text in [
        "Then, each player draws a card for each of his or her remaining Prize cards.",
        "Then, each player draws a card for each of his or his remaining Prize cards.",
    ] {
        assert_eq!(
            read(text),
            [per_prize(Role::Acting), per_prize(Role::Opponent)]
        );
    }
}

#[test]
fn a_card_looked_at_may_be_a_pokemon_or_an_energy_card() {
    // PokéNav: the cards looked at go without saying, and the sentence goes on in the next.
    assert_eq!(
        read(
            "Look at the top 3 cards of your deck, and choose a Basic Pokémon, Evolution card, \
             or Energy card. Show it to your opponent and put it into your hand."
        )[1],
        Effect::Op(Operation::TakeLooked {
            count: CardCount::Exactly(1),
            filter: CardFilter::PokemonOrEnergy {
                pokemon: PokemonCards::default(),
                energy: EnergyFilter::Any,
            },
            to: Destination::Hand,
        })
    );
}

#[test]
fn a_draw_up_to_a_count_asks_card_by_card() {
    // Steven's Advice.
    assert_eq!(
        read(
            "Draw a number of cards up to the number of your opponent's Pokémon in play. If \
             you have 7 or more cards (including this one) in your hand, you can't play this \
             card."
        ),
        [
            Effect::Control(Control::Repeat {
                times: Count::InPlay {
                    group: Group::new(Side::Of(Role::Opponent), Zone::InPlay),
                    filter: CardFilter::Pokemon,
                },
                then: vec![Effect::may(vec![Effect::Op(Operation::Draw {
                    who: Role::Acting,
                    count: 1
                })])],
            }),
            Effect::Usage(Usage::UnusableIf(Condition::Counted(
                Count::CardsInHand {
                    side: Side::Of(Role::Acting)
                },
                Compare::AtLeast(7)
            ))),
        ]
    );
}

#[test]
fn a_card_revealed_from_the_top_until_one_of_a_kind() {
    // Quick Ball: the reminder adds nothing to the shuffle.
    assert_eq!(
        read(
            "Reveal cards from your deck until you reveal a Pokémon. Show that Pokémon to your \
             opponent and put it into your hand. Shuffle the other revealed cards back into \
             your deck. (If you don't reveal a Pokémon, shuffle all the revealed cards back \
             into your deck.)"
        ),
        [
            Effect::Op(Operation::RevealUntil {
                filter: CardFilter::Pokemon,
                to: Destination::Hand,
            }),
            Effect::Op(Operation::LookedRest(Rest::Shuffle)),
        ]
    );
}

#[test]
fn a_pokemon_of_the_hand_traded_for_one_of_the_deck() {
    // Pokémon Trader: the card given is the price, put into the deck before the search.
    assert_eq!(
        read(
            "Trade 1 of the Basic Pokémon or Evolution cards in your hand for 1 of the Basic \
             Pokémon or Evolution cards from your deck. Show both cards to your opponent."
        ),
        [
            Effect::Control(Control::Cost(vec![Effect::Op(Operation::HandToDeck {
                whose: Role::Acting,
                count: CardCount::Exactly(1),
                filter: CardFilter::Pokemon,
                end: DeckEnd::Top,
            })])),
            search(CardFilter::Pokemon, Destination::Hand),
        ]
    );
}

#[test]
fn cards_taken_from_the_discard_pile_and_shuffled_into_the_deck() {
    // Town Volunteers, over two sentences.
    assert_eq!(
        read(
            "Take 5 Baby Pokémon, Basic Pokémon, Evolution, and/or basic Energy cards from your \
             discard pile and then show them to your opponent. Shuffle them into your deck."
        ),
        [Effect::Op(Operation::DiscardToDeck {
            count: CardCount::Exactly(5),
            filter: CardFilter::PokemonOrEnergy {
                pokemon: PokemonCards::default(),
                energy: EnergyFilter::Basic,
            },
        })]
    );
}

#[test]
fn a_denied_count_of_a_kind_in_play() {
    // Mary's Request: the draw happens when the count is not at least 1.
    let stage_2 = Count::InPlay {
        group: Group {
            kind: Some(PokemonKind::Stage2),
            ..Group::new(Side::Of(Role::Acting), Zone::InPlay)
        },
        filter: CardFilter::Pokemon,
    };
    assert_eq!(
        read("If you don't have any Stage 2 Evolved Pokémon in play, draw 2 more cards."),
        [Effect::Control(Control::If {
            condition: Condition::Counted(stage_2, Compare::AtLeast(1)),
            then: vec![],
            otherwise: vec![Effect::Op(Operation::Draw {
                who: Role::Acting,
                count: 2
            })],
        })]
    );
}

#[test]
fn a_knock_out_in_any_way_during_the_opponents_last_turn() {
    // Cynthia's Feelings (a Knock Out by an attack is another test: Rally Back).
    assert_eq!(
        read(
            "If any of your Pokémon were Knocked Out during your opponent's last turn, draw 4 \
             more cards."
        ),
        [Effect::Control(Control::If {
            condition: Condition::KnockedOutLastTurn(Role::Acting),
            then: vec![Effect::Op(Operation::Draw {
                who: Role::Acting,
                count: 4
            })],
            otherwise: vec![],
        })]
    );
}

#[test]
fn a_draw_by_the_exact_number_of_cards_discarded() {
    // Felicity's Drawing.
    let after = |n, count| {
        Effect::Control(Control::If {
            condition: Condition::Counted(Count::DiscardedThisWay, Compare::Exactly(n)),
            then: vec![Effect::Op(Operation::Draw {
                who: Role::Acting,
                count,
            })],
            otherwise: vec![],
        })
    };
    assert_eq!(
        read("If you discard 1 card, draw 3 cards. If you discard 2 cards, draw 4 cards."),
        [after(1, 3), after(2, 4)]
    );
}

#[test]
fn a_search_for_supporter_and_stadium_cards_in_any_combination() {
    // Scott.
    assert_eq!(
        read(
            "Search your deck for up to 3 cards in any combination of Supporter cards and \
             Stadium cards, show them to your opponent, and put them into your hand."
        ),
        [Effect::Op(Operation::Search {
            who: Role::Acting,
            count: CardCount::UpTo(3),
            filter: CardFilter::SupporterOrStadium,
            to: Destination::Hand,
        })]
    );
}
