//! What a text does with the cards found in a hand it revealed: a Basic put onto its owner's
//! Bench, a Supporter's effect used as an attack's, a test of what is there.

use super::read;
use crate::effect::{
    Amount, CardCount, CardFilter, Condition, Control, Destination, Effect, Operation, Role, Usage,
};
use crate::text::{parse_attack, parse_on};

#[test]
fn a_basic_found_in_a_revealed_hand_goes_onto_the_opponents_bench() {
    let revealed = Effect::Op(Operation::RevealHand(Role::Opponent));
    for text in [
        "Have your opponent reveal their hand.",
        "Have your opponent reveal his or her hand.",
    ] {
        assert_eq!(read(text), std::slice::from_ref(&revealed), "{text:?}");
    }
    let put = |to| {
        Effect::Op(Operation::TakeLooked {
            count: CardCount::Exactly(1),
            filter: CardFilter::BasicPokemon,
            to,
        })
    };
    assert_eq!(
        read("Put a Basic Pokémon you find there onto their Bench."),
        [put(Destination::OpponentsBench)]
    );
    let dark_invitation = parse_on(
        "Dusknoir",
        "Once during your turn (before your attack), you may have your opponent reveal their \
         hand. Put a Basic Pokémon you find there onto your opponent's Bench, and put 3 damage \
         counters on that Pokémon.",
    )
    .unwrap();
    assert_eq!(
        dark_invitation[0],
        Effect::Usage(Usage::OncePerTurn(vec![Effect::may(vec![revealed])]))
    );
    assert_eq!(dark_invitation[1], put(Destination::OpponentsBench));
    assert!(matches!(
        dark_invitation[2],
        Effect::Op(Operation::PutCounters { .. })
    ));
}

#[test]
fn a_supporter_found_in_a_revealed_hand_is_used_as_the_attacks_effect() {
    assert_eq!(
        parse_attack(
            "Smeargle",
            "Stunning Likeness",
            "Your opponent reveals their hand. You may use the effect of a Supporter card you \
             find there as the effect of this attack."
        )
        .unwrap(),
        [
            Effect::Op(Operation::RevealHand(Role::Opponent)),
            Effect::may(vec![Effect::Op(Operation::UseFoundSupporter)])
        ]
    );
}

#[test]
fn what_is_found_in_a_revealed_hand_is_a_condition() {
    assert_eq!(
        read(
            "Your opponent reveals their hand. If you find a Pokémon there, this attack does 80 \
             more damage."
        ),
        [
            Effect::Op(Operation::RevealHand(Role::Opponent)),
            Effect::Control(Control::If {
                condition: Condition::Found(CardFilter::Pokemon),
                then: vec![Effect::Op(Operation::MoreDamage(Amount::Fixed(80)))],
                otherwise: vec![],
            })
        ]
    );
}
