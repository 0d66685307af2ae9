//! Trainer cards that draw, shuffle or discard hands, with the conditions of their play, on
//! their real wordings.

use super::read;
use crate::effect::{
    Amount, CardCount, CardFilter, Compare, Condition, Control, Count, Effect, EnergyFilter,
    EnergyType, Group, HandPick, HealAmount, Name, Operation, Pick, Pile, Pokemon, PokemonCards,
    PokemonKind, Rest, Role, Side, Types, Usage, Which, Zone,
};

fn prizes(who: Role) -> Count {
    Count::Cards {
        side: Side::Of(who),
        pile: Pile::Prizes,
        filter: CardFilter::Any,
    }
}

fn hand() -> Count {
    Count::CardsInHand {
        side: Side::Of(Role::Acting),
    }
}

fn draw(count: u8) -> Effect {
    Effect::Op(Operation::Draw {
        who: Role::Acting,
        count,
    })
}

#[test]
fn a_card_played_only_if_a_test_holds() {
    // Ace Trainer.
    assert_eq!(
        read("You can play this card only if you have more Prize cards left than your opponent.")
            [0],
        Effect::Usage(Usage::UsableOnlyIf(Condition::Counted(
            prizes(Role::Acting),
            Compare::MoreThan(prizes(Role::Opponent))
        )))
    );
    // Teammates.
    assert_eq!(
        read(
            "You can play this card only if 1 of your Pokémon was Knocked Out during your \
             opponent's last turn."
        )[0],
        Effect::Usage(Usage::UsableOnlyIf(Condition::KnockedOutLastTurn(
            Role::Acting
        )))
    );
}

#[test]
fn a_card_not_played_with_too_many_cards_in_hand() {
    // Steven's Advice: the card itself counts.
    let at_least = |n| {
        vec![Effect::Usage(Usage::UnusableIf(Condition::Counted(
            hand(),
            Compare::AtLeast(n),
        )))]
    };
    assert_eq!(
        read(
            "If you have more than 7 cards (including this one) in your hand, you can't play \
             this card."
        ),
        at_least(8)
    );
    assert_eq!(
        read(
            "If you have 7 or more cards (including this one) in your hand, you can't play this \
             card."
        ),
        at_least(7)
    );
    // Mail from Bill.
    let mail = read(
        "You can't play this card if you have 5 or more cards in your hand (including this \
         one). Draw cards until you have exactly 4 cards in your hand.",
    );
    let mut expected = at_least(5);
    expected.push(Effect::Op(Operation::DrawUntil {
        who: Role::Acting,
        hand: 4,
    }));
    assert_eq!(mail, expected);
}

#[test]
fn what_is_drawn_depends_on_how_many_were_discarded() {
    // Juggler.
    let discarded = |n, count| {
        Effect::Control(Control::If {
            condition: Condition::Counted(Count::DiscardedThisWay, Compare::Exactly(n)),
            then: vec![draw(count)],
            otherwise: Vec::new(),
        })
    };
    assert_eq!(
        read(
            "Discard up to 2 basic Energy cards from your hand. If you discarded 1 basic Energy \
             card, draw 3 cards. If you discarded 2 basic Energy cards, draw 5 cards."
        )[1..],
        [discarded(1, 3), discarded(2, 5)]
    );
}

#[test]
fn your_opponent_may_draw_is_their_choice() {
    let theirs = |then| {
        Effect::Control(Control::May {
            chooser: Role::Opponent,
            then,
        })
    };
    let they_draw = |count| {
        Effect::Op(Operation::Draw {
            who: Role::Opponent,
            count,
        })
    };
    // Fieldworker, and Cheerleader's Cheer without "also".
    for text in [
        "Draw 3 cards. Your opponent may also draw a card.",
        "Draw 3 cards. Your opponent may draw a card.",
    ] {
        assert_eq!(read(text), [draw(3), theirs(vec![they_draw(1)])]);
    }
    // Erika: each player chooses how many to draw, or none; the opponent's choice comes
    // whatever the player chose.
    let up_to_3 = |who| super::draw_up_to(who, 3);
    assert_eq!(
        read("You may draw up to 3 cards, then your opponent may draw up to 3 cards."),
        [up_to_3(Role::Acting), up_to_3(Role::Opponent)]
    );
}

#[test]
fn draws_as_many_as_the_opponent_holds() {
    // Battle Reporter.
    assert_eq!(
        read("Draw cards until you have the same number of cards in your hand as your opponent."),
        [Effect::Op(Operation::DrawUntilAsMany {
            who: Role::Acting,
            count: Count::CardsInHand {
                side: Side::Of(Role::Opponent)
            }
        })]
    );
}

#[test]
fn a_discard_paid_to_play_the_card_and_a_new_hand_for_the_opponent() {
    // Imposter Oak's Revenge: the one who shuffles draws.
    assert_eq!(
        read(
            "Discard a card from your hand in order to play this card. Your opponent shuffles \
             his or her hand into his or her deck, then draws 4 cards."
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
            Effect::Op(Operation::ShuffleHandIntoDeck(Role::Opponent)),
            Effect::Op(Operation::Draw {
                who: Role::Opponent,
                count: 4
            }),
        ]
    );
}

#[test]
fn a_draw_replaced_when_the_card_discarded_is_of_a_kind() {
    // Team Aqua Schemer: the second sentence replaces the first's draw.
    let effects = read(
        "Discard any 1 Pokémon from your hand. Then draw 3 cards. If you discarded a Pokémon \
         with Team Aqua in its name, draw 4 cards instead.",
    );
    let team_aqua = CardFilter::PokemonWith(PokemonCards {
        name_has: Name::new("team aqua"),
        ..PokemonCards::default()
    });
    assert_eq!(
        effects[1],
        Effect::Control(Control::If {
            condition: Condition::Counted(Count::DiscardedOf(team_aqua), Compare::AtLeast(1)),
            then: vec![draw(4)],
            otherwise: vec![draw(3)],
        })
    );
    // Holon Adventurer: a δ Delta Species Pokémon.
    let effects = read(
        "Draw 3 cards. If you discarded a Pokémon that has δ on its card, draw 4 cards instead.",
    );
    let delta = CardFilter::PokemonWith(PokemonCards {
        kind: Some(PokemonKind::Delta),
        ..PokemonCards::default()
    });
    assert!(matches!(
        effects[..],
        [Effect::Control(Control::If {
            condition: Condition::Counted(Count::DiscardedOf(filter), _),
            ..
        })] if filter == delta
    ));
    // Rocket's Mission's "Dark or Rocket's" is either of two words: not read as one.
    assert!(
        crate::text::parse(
            "Draw 3 cards. If you discarded a Pokémon that has Dark or Rocket's in its name, \
             draw 4 cards instead."
        )
        .is_err()
    );
}

#[test]
fn as_many_cards_as_you_like_and_that_many_drawn() {
    let discard_any = Effect::Op(Operation::DiscardFromHand {
        whose: Role::Acting,
        count: CardCount::UpTo(u8::MAX),
        filter: CardFilter::Any,
        pick: HandPick::ByOwner,
    });
    let that_many = |count| {
        Effect::Control(Control::Repeat {
            times: Count::DiscardedThisWay,
            then: vec![draw(count)],
        })
    };
    // Secret Mission.
    assert_eq!(
        read(
            "Look at your opponent's hand. Then, you may discard as many other cards as you \
             want from your hand and draw that many cards."
        )[1],
        Effect::may(vec![discard_any.clone(), that_many(1)])
    );
    // Blaine's Gamble.
    let gamble = read(
        "Discard any number of other cards from your hand, then flip a coin. If heads, draw \
         twice that many cards.",
    );
    assert_eq!(gamble[0], discard_any);
    assert!(
        matches!(&gamble[2], Effect::Control(Control::If { then, .. }) if *then == [that_many(2)])
    );
}

#[test]
fn energy_and_tools_handled_on_the_board() {
    let mine = Group::new(Side::Of(Role::Acting), Zone::InPlay);
    let one = |group| {
        Pokemon::Picked(Pick {
            chooser: Role::Acting,
            count: 1,
            group,
        })
    };
    // Lucian's Assignment.
    assert_eq!(
        read(
            "Move as many Energy cards attached to 1 of your Pokémon as you like to another of \
             your Pokémon."
        ),
        [Effect::Op(Operation::MoveEnergy {
            from: one(mine),
            to: one(mine),
            count: CardCount::UpTo(u8::MAX),
            energy: EnergyFilter::Any,
        })]
    );
    // Super Energy Removal: the opponent's Pokémon picked is one with Energy.
    let with_energy = |side| Group {
        which: Some(Which::HasEnergy(EnergyFilter::Any)),
        ..Group::new(Side::Of(side), Zone::InPlay)
    };
    assert_eq!(
        read(
            "Discard 1 Energy card attached to 1 of your Pokémon in order to choose 1 of your \
             opponent's Pokémon and up to 2 Energy cards attached to it. Discard those Energy \
             cards."
        ),
        [
            Effect::Control(Control::Cost(vec![Effect::Op(Operation::DiscardEnergy {
                from: one(with_energy(Role::Acting)),
                count: CardCount::Exactly(1),
                energy: EnergyFilter::Any,
            })])),
            Effect::Op(Operation::DiscardEnergy {
                from: one(with_energy(Role::Opponent)),
                count: CardCount::UpTo(2),
                energy: EnergyFilter::Any,
            })
        ]
    );
    // Tool Scrapper: Pokémon Tools only, not the Stadium.
    assert_eq!(
        read(
            "Choose up to 2 Pokémon Tool cards attached to Pokémon in play (yours or your \
             opponent's) and discard them."
        ),
        [Effect::Op(Operation::DiscardToolsOrStadium {
            count: 2,
            stadium: false,
            whose: None,
            exactly: false,
            lost_zone: false,
        })]
    );
}

#[test]
fn heals_and_discards_from_ones_own_pokemon() {
    // Heal Powder: "it" is the Pokémon cured; the last sentence restates the heal's rule.
    let active = Pokemon::Each(Group::new(Side::Of(Role::Acting), Zone::Active));
    let powder = read(
        "Flip a coin. If heads, your Active Pokémon is no longer Asleep, Confused, Paralyzed, \
         or Poisoned and remove 2 damage counters from it. If your Active Pokémon has fewer \
         damage counters than that, remove all of them.",
    );
    assert!(
        matches!(&powder[1], Effect::Control(Control::If { then, .. }) if *then == [
            Effect::Op(Operation::Cure(active)),
            Effect::Op(Operation::Heal { from: active, amount: HealAmount::Fixed(20) }),
        ])
    );
    assert_eq!(powder.len(), 2);
    // Pokémon Center: the Energy of the damaged ones goes first, then their counters.
    let damaged = Pokemon::Each(Group {
        which: Some(Which::Damaged),
        ..Group::new(Side::Of(Role::Acting), Zone::InPlay)
    });
    assert_eq!(
        read(
            "Remove all damage counters from all of your own Pokémon with damage counters on \
             them, then discard all Energy cards attached to those Pokémon."
        ),
        [
            Effect::Op(Operation::DiscardEnergy {
                from: damaged,
                count: CardCount::All,
                energy: EnergyFilter::Any,
            }),
            Effect::Op(Operation::Heal {
                from: damaged,
                amount: HealAmount::All,
            }),
        ]
    );
}

#[test]
fn a_card_not_played_without_the_card_to_discard() {
    // Fiery Torch.
    let fire = CardFilter::Energy(EnergyFilter::Of(EnergyType::Fire));
    assert_eq!(
        read("(If you can't discard a Fire Energy card, you can't play this card.)"),
        [Effect::Usage(Usage::UnusableIf(Condition::Counted(
            Count::Cards {
                side: Side::Of(Role::Acting),
                pile: Pile::Hand,
                filter: fire
            },
            Compare::AtMost(0)
        )))]
    );
}

#[test]
fn each_side_switches_after_its_own_test() {
    // Warp Point (Gym Challenge): the player's switch does not wait on the opponent's test.
    let switch = |side| {
        Effect::Control(Control::If {
            condition: Condition::HasBenched(side),
            then: vec![Effect::Op(Operation::Switch {
                side,
                chooser: side,
                of_type: Types::ANY,
            })],
            otherwise: Vec::new(),
        })
    };
    assert_eq!(
        read(
            "If your opponent has any Benched Pokémon, he or she chooses 1 of them and switches \
             it with his or her Active Pokémon, then, if you have any Benched Pokémon, you \
             switch 1 of them with your Active Pokémon."
        ),
        [switch(Role::Opponent), switch(Role::Acting)]
    );
}

#[test]
fn a_card_picked_from_a_hand_goes_on_the_bottom_of_its_deck() {
    // Team Galactic's Mars.
    assert_eq!(
        read(
            "Draw 2 cards. Then, choose a card from your opponent's hand without looking and put \
             it on the bottom of his or her deck."
        )[1..],
        [
            Effect::Op(Operation::PickFromHand {
                whose: Role::Opponent,
                count: 1,
                pick: HandPick::Random,
            }),
            Effect::Op(Operation::LookedRest(Rest::Bottom)),
        ]
    );
}

#[test]
fn each_player_draws_a_new_hand_of_the_same_size() {
    // Sabrina's Gaze.
    assert_eq!(
        read(
            "Each player shuffles his or her hand into his or her deck and draws a new hand of \
             the same number of cards."
        ),
        [
            Effect::Op(Operation::RedrawHand(Role::Acting)),
            Effect::Op(Operation::RedrawHand(Role::Opponent))
        ]
    );
}

#[test]
fn a_basic_pokemon_from_the_hand_comes_in_as_the_active_pokemon() {
    // Lt. Surge.
    assert_eq!(
        read(
            "You can play this card only if you have at least 1 Basic Pokémon card in your \
             hand. Put a Basic Pokémon card from your hand into play as your Active Pokémon. Put \
             your old Active Pokémon onto your Bench. (You can't play this card if your Bench \
             is full.)"
        ),
        [
            Effect::Usage(Usage::UsableOnlyIf(Condition::Counted(
                Count::Cards {
                    side: Side::Of(Role::Acting),
                    pile: Pile::Hand,
                    filter: CardFilter::BasicPokemon
                },
                Compare::AtLeast(1)
            ))),
            Effect::Op(Operation::HandToActive(CardFilter::BasicPokemon)),
            Effect::Usage(Usage::UnusableIf(Condition::BenchFull(Role::Acting))),
        ]
    );
}

#[test]
fn the_basic_pokemon_found_in_a_hand_put_onto_its_owners_bench() {
    // Erika's Perfume: "them" are the cards of the kind the test found.
    assert_eq!(
        read(
            "Look at your opponent's hand. If he or she has any Basic Pokémon cards there, you \
             may put any number of them onto your opponent's Bench (as long as there's room)."
        )[1],
        Effect::Control(Control::If {
            condition: Condition::Found(CardFilter::BasicPokemon),
            then: vec![Effect::may(vec![Effect::Op(Operation::TakeLooked {
                count: CardCount::UpTo(u8::MAX),
                filter: CardFilter::BasicPokemon,
                to: crate::effect::Destination::OpponentsBench,
            })])],
            otherwise: Vec::new(),
        })
    );
}

#[test]
fn agatha_moves_damage_counters_one_at_a_time() {
    let moved = read(
        "Move up to 3 damage counters from your Active Pokémon to your opponent's Active Pokémon.",
    );
    assert_eq!(moved.len(), 3, "{moved:?}");
    let Effect::Control(Control::If {
        condition: Condition::Damaged(from),
        then,
        ..
    }) = &moved[0]
    else {
        panic!("{moved:?}");
    };
    assert_eq!(
        then,
        &vec![
            Effect::Op(Operation::Heal {
                from: *from,
                amount: HealAmount::Fixed(10),
            }),
            Effect::Op(Operation::PutCounters {
                on: Pokemon::Defending,
                counters: Amount::Fixed(1),
            }),
        ]
    );
    // "from 1 of your Pokémon" asks a choice: not read this way.
    assert!(
        crate::text::grammar::sentence(
            "Move 2 damage counters from 1 of your Pokémon to your opponent's Active Pokémon."
        )
        .is_none()
    );
}

#[test]
fn acerolas_premonition_draws_for_each_trainer_in_the_revealed_hand() {
    let found = Count::Cards {
        side: Side::Of(Role::Opponent),
        pile: Pile::Hand,
        filter: CardFilter::Trainer,
    };
    assert_eq!(
        read(
            "Your opponent reveals their hand, and you draw a card for each Trainer card you find \
             there."
        ),
        [
            Effect::Op(Operation::RevealHand(Role::Opponent)),
            Effect::Control(Control::Repeat {
                times: found,
                then: vec![Effect::Op(Operation::Draw {
                    who: Role::Acting,
                    count: 1
                })],
            }),
        ]
    );
}
