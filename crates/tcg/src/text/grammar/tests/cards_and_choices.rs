//! Cards moved (Energy discarded, moved and attached; draws, searches and shuffles; hands), costs,
//! switching and who chooses, and the lead-ins and choices later sentences refer to.

use super::{if_heads, one_of, opponents, read, yours};
use crate::effect::{
    Amount, CardCount, CardFilter, Condition, Control, Count, Destination, Effect, EnergyFilter,
    EnergyType, HandPick, Lasting, Operation, Pick, Pokemon, Role, Source, Turn, Types, Usage,
    Zone,
};
use crate::text::parse_on;

#[test]
fn energy_discard_move_and_attach() {
    let one = [Effect::Op(Operation::DiscardEnergy {
        from: Pokemon::This,
        count: CardCount::Exactly(1),
        energy: EnergyFilter::Any,
    })];
    assert_eq!(read("Discard an Energy from this Pokémon."), one);
    assert_eq!(read("Discard an Energy attached to this Pokémon."), one);
    assert_eq!(
        read("Discard all Fire Energy from this Pokémon."),
        [Effect::Op(Operation::DiscardEnergy {
            from: Pokemon::This,
            count: CardCount::All,
            energy: EnergyFilter::Of(EnergyType::Fire),
        })]
    );
    assert_eq!(
        read("Flip a coin. If heads, discard an Energy card attached to the Defending Pokémon.")[1],
        if_heads(vec![Effect::Op(Operation::DiscardEnergy {
            from: Pokemon::Defending,
            count: CardCount::Exactly(1),
            energy: EnergyFilter::Any,
        })])
    );
    assert_eq!(
        read("Move an Energy from this Pokémon to 1 of your Benched Pokémon."),
        [Effect::Op(Operation::MoveEnergy {
            from: Pokemon::This,
            to: one_of(yours(Zone::Bench)),
            count: CardCount::Exactly(1),
            energy: EnergyFilter::Any,
        })]
    );
    assert_eq!(
        read("Attach a basic Energy card from your discard pile to 1 of your Benched Pokémon."),
        [Effect::Op(Operation::AttachEnergy {
            source: Source::Discard,
            to: one_of(yours(Zone::Bench)),
            count: CardCount::Exactly(1),
            energy: EnergyFilter::Basic,
        })]
    );
}

#[test]
fn draw_search_and_shuffle() {
    assert_eq!(
        read("Draw a card."),
        [Effect::Op(Operation::Draw {
            who: Role::Acting,
            count: 1
        })]
    );
    let bench = read(
        "Search your deck for up to 2 Basic Pokémon and put them onto your Bench. \
         Then, shuffle your deck.",
    );
    assert_eq!(
        bench,
        [
            Effect::Op(Operation::Search {
                who: Role::Acting,
                count: CardCount::UpTo(2),
                filter: CardFilter::BasicPokemon,
                to: Destination::Bench,
            }),
            Effect::Op(Operation::Shuffle(Role::Acting))
        ]
    );
    assert_eq!(
        read(
            "Search your deck for up to 2 Basic Pokémon and put them onto your Bench. \
             Shuffle your deck afterward."
        ),
        bench
    );
    assert_eq!(
        read("Search your deck for a Fire Energy card and attach it to this Pokémon.")[0],
        Effect::Op(Operation::Search {
            who: Role::Acting,
            count: CardCount::Exactly(1),
            filter: CardFilter::Energy(EnergyFilter::Of(EnergyType::Fire)),
            to: Destination::Attach(Pokemon::This),
        })
    );
    assert_eq!(
        read("Discard the top 2 cards of your opponent's deck."),
        [Effect::Op(Operation::Mill {
            whose: Role::Opponent,
            count: 2,
            lost_zone: false,
        })]
    );
}

#[test]
fn searching_for_copies_and_returning_this_pokemon() {
    assert_eq!(
        parse_on(
            "Nidoran ♀",
            "Search your deck for up to 4 Nidoran ♀ and put them onto your Bench. Shuffle your deck afterward."
        ),
        Ok(vec![
            Effect::Op(Operation::Search {
                who: Role::Acting,
                count: CardCount::UpTo(4),
                filter: CardFilter::SameNameAsThis,
                to: Destination::Bench,
            }),
            Effect::Op(Operation::Shuffle(Role::Acting))
        ])
    );
    assert_eq!(
        read("Return this Pokémon and all cards attached to it to your hand."),
        read("Put this Pokémon and all attached cards into your hand.")
    );
}

#[test]
fn a_discard_in_order_to_attack_is_a_cost() {
    assert_eq!(
        read("Discard 2 Fire Energy card attached to this Pokémon in order to use this attack."),
        [Effect::Control(Control::Cost(vec![Effect::Op(
            Operation::DiscardEnergy {
                from: Pokemon::This,
                count: CardCount::Exactly(2),
                energy: EnergyFilter::Of(EnergyType::Fire),
            }
        )]))]
    );
}

#[test]
fn hands() {
    let revealed = [Effect::Op(Operation::RevealHand(Role::Opponent))];
    assert_eq!(read("Your opponent reveals their hand."), revealed);
    assert_eq!(read("Your opponent reveals his or her hand."), revealed);
    assert_eq!(
        read("Discard a random card from your opponent's hand."),
        [Effect::Op(Operation::DiscardFromHand {
            whose: Role::Opponent,
            count: CardCount::Exactly(1),
            filter: CardFilter::Any,
            pick: HandPick::Random,
        })]
    );
    assert_eq!(
        read(
            "Choose a random card from your opponent's hand. \
             Your opponent reveals that card and shuffles it into their deck."
        ),
        [
            Effect::Op(Operation::PickFromHand {
                whose: Role::Opponent,
                count: 1,
                pick: HandPick::Random
            }),
            Effect::Op(Operation::PickedIntoDeck)
        ]
    );
}

#[test]
fn switching_and_who_chooses() {
    assert_eq!(
        read("Switch this Pokémon with 1 of your Benched Pokémon."),
        [Effect::Op(Operation::Switch {
            side: Role::Acting,
            chooser: Role::Acting,
            of_type: Types::ANY,
        })]
    );
    let they_choose = [Effect::Op(Operation::Switch {
        side: Role::Opponent,
        chooser: Role::Opponent,
        of_type: Types::ANY,
    })];
    assert_eq!(
        read("Your opponent switches the Defending Pokémon with 1 of his or her Benched Pokémon."),
        they_choose
    );
    assert_eq!(
        read("Your opponent switches their Active Pokémon with 1 of their Benched Pokémon."),
        they_choose
    );
    assert_eq!(
        read(
            "Switch out your opponent's Active Pokémon to the Bench. \
             (Your opponent chooses the new Active Pokémon.)"
        ),
        they_choose
    );
    assert_eq!(
        read("Switch 1 of your opponent's Benched Pokémon with their Active Pokémon."),
        [Effect::Op(Operation::Switch {
            side: Role::Opponent,
            chooser: Role::Acting,
            of_type: Types::ANY,
        })]
    );
}

#[test]
fn lead_ins_you_may_for_each_and_once_per_turn() {
    assert_eq!(
        read("You may do 20 more damage. If you do, this Pokémon does 10 damage to itself."),
        [
            Effect::may(vec![Effect::Op(Operation::MoreDamage(Amount::Fixed(20)))]),
            Effect::Control(Control::If {
                condition: Condition::YouDid,
                then: vec![Effect::Op(Operation::Damage {
                    to: Pokemon::This,
                    amount: Amount::Fixed(10)
                })],
                otherwise: Vec::new(),
            })
        ]
    );
    assert_eq!(
        read("Flip 2 coins. For each heads, draw a card.")[1],
        Effect::Control(Control::Repeat {
            times: Count::Heads,
            then: vec![Effect::Op(Operation::Draw {
                who: Role::Acting,
                count: 1
            })]
        })
    );
    assert_eq!(
        read("Once during your turn (before your attack), you may draw a card."),
        [Effect::Usage(Usage::OncePerTurn(vec![Effect::may(vec![
            Effect::Op(Operation::Draw {
                who: Role::Acting,
                count: 1
            })
        ])]))]
    );
    assert_eq!(
        read("Discard your hand and draw 3 cards."),
        [
            Effect::Op(Operation::DiscardFromHand {
                whose: Role::Acting,
                count: CardCount::All,
                filter: CardFilter::Any,
                pick: HandPick::ByOwner,
            }),
            Effect::Op(Operation::Draw {
                who: Role::Acting,
                count: 3
            })
        ]
    );
}

#[test]
fn choosing_pokemon_for_later_sentences() {
    assert_eq!(
        read("Choose 2 of your opponent's Pokémon. This attack does 30 damage to each of them."),
        [
            Effect::Op(Operation::Choose(Pick {
                chooser: Role::Acting,
                count: 2,
                group: opponents(Zone::InPlay)
            })),
            Effect::Op(Operation::Damage {
                to: Pokemon::That,
                amount: Amount::Fixed(30)
            })
        ]
    );
    assert_eq!(
        read(
            "Choose 1 of the Defending Pokémon's attacks. \
             That Pokémon can't use that attack during your opponent's next turn."
        ),
        [
            Effect::Op(Operation::ChooseAttack {
                of: Pokemon::Defending,
                chooser: Role::Acting
            }),
            Effect::Op(Operation::During {
                turn: Turn::OpponentsNext,
                what: Lasting::CantUseChosenAttack(Pokemon::That)
            })
        ]
    );
}
