//! Activated texts: a Stadium's action for the player whose turn it is (its third person read
//! as the acting player's, and its action going on in the next sentence), and abilities used
//! once during your turn.

use super::if_heads;
use crate::effect::{
    CardCount, CardFilter, Compare, Condition, Count, Effect, EnergyFilter, EnergyType, HandPick,
    Pile, Role, Side, Types,
};
use crate::text::parse_card;

fn stadium(name: &str, text: &str) -> Vec<Effect> {
    parse_card(name, text).unwrap_or_else(|e| panic!("{text:?} not understood: {:?}", e.sentences))
}

fn basic_energy_back() -> Effect {
    Effect::DiscardToHand {
        count: CardCount::Exactly(1),
        filter: CardFilter::Energy(EnergyFilter::Basic),
    }
}

#[test]
fn a_stadiums_action_flips_then_goes_on_in_the_third_person() {
    let flip_then_energy_back = vec![Effect::OncePerTurn(vec![
        Effect::Flip(crate::effect::Coins::Fixed(1)),
        if_heads(vec![basic_energy_back()]),
    ])];
    // Energy Stadium: "(before attacking)", "that player puts".
    assert_eq!(
        stadium(
            "Energy Stadium",
            "Once during each player's turn (before attacking), that player may flip a coin. If \
             heads, that player puts a basic Energy card from his or her discard pile into his \
             or her hand."
        ),
        flip_then_energy_back
    );
    // Burned Tower: "the player searches …, shows it to his or her opponent".
    assert_eq!(
        stadium(
            "Burned Tower",
            "Once during each player's turn, that player may flip a coin. If heads, the player \
             searches his or her discard pile for a basic Energy card, shows it to his or her \
             opponent, and put it into his or her hand."
        ),
        flip_then_energy_back
    );
}

#[test]
fn a_stadiums_action_under_a_test_or_after_a_discard() {
    // Power Tree: "if the player has no Special Energy cards in his or her discard pile".
    assert_eq!(
        stadium(
            "Power Tree",
            "Once during each player's turn, if the player has no Special Energy cards in his \
             or her discard pile, that player searches his or her discard pile for a basic \
             Energy card, show it to the opponent, and put it into his or her hand."
        ),
        [Effect::OncePerTurn(vec![Effect::If {
            condition: Condition::Counted(
                Count::Cards {
                    side: Side::Of(Role::Acting),
                    pile: Pile::DiscardPile,
                    filter: CardFilter::Energy(EnergyFilter::Special),
                },
                Compare::AtLeast(1),
            ),
            then: Vec::new(),
            otherwise: vec![basic_energy_back()],
        }])]
    );
    // Scorched Earth: "a Fire or Fighting Energy card", "If that player does so, he or she
    // draws 2 cards."
    assert_eq!(
        stadium(
            "Scorched Earth",
            "Once during each player's turn, that player may discard a Fire or Fighting Energy \
             card from his or her hand. If that player does so, he or she draws 2 cards."
        ),
        [Effect::OncePerTurn(vec![
            Effect::DiscardFromHand {
                whose: Role::Acting,
                count: CardCount::Exactly(1),
                filter: CardFilter::Energy(EnergyFilter::OfAny(
                    Types::of(EnergyType::Fire).with(EnergyType::Fighting)
                )),
                pick: HandPick::ByOwner,
            },
            Effect::If {
                condition: Condition::YouDid,
                then: vec![Effect::Draw {
                    who: Role::Acting,
                    count: 2,
                }],
                otherwise: Vec::new(),
            },
        ])]
    );
}
