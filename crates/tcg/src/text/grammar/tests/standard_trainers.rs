//! Standard Trainer cards (issue 29): a draw whose sequel needs a card drawn, the cards of an
//! opponent's deck looked at and sorted, Supporter and Tool cards found by a word of their
//! name, a hand too small to use a card, a Tool's listed effects on a holder of a kind.

use super::read;
use crate::effect::{
    Amount, CardCount, CardFilter, Condition, Control, DeckEnd, Destination, Effect, Lasting, Name,
    Operation, Passive, Pokemon, PokemonCards, PokemonKind, Rest, Role, Turn, Usage,
};

fn draw(count: u8) -> Effect {
    Effect::Op(Operation::Draw {
        who: Role::Acting,
        count,
    })
}

fn look_at_opponents(count: u8) -> Effect {
    Effect::Op(Operation::LookAtDeck {
        whose: Role::Opponent,
        count,
        end: DeckEnd::Top,
    })
}

fn any_number_of(filter: CardFilter, to: Destination) -> Effect {
    Effect::Op(Operation::TakeLooked {
        count: CardCount::UpTo(u8::MAX),
        filter,
        to,
    })
}

#[test]
fn what_follows_a_draw_needs_a_card_drawn() {
    // Blanche: the flip comes only after a card drawn; the heads after it.
    let effects = read(
        "Draw 2 cards. If you drew any cards in this way, flip a coin. If heads, attach a \
         Water Energy card from your discard pile to 1 of your Benched Pokémon.",
    );
    let [
        Effect::Control(Control::If {
            condition,
            then,
            otherwise,
        }),
        Effect::Control(Control::If {
            condition: Condition::Heads,
            ..
        }),
    ] = &effects[..]
    else {
        panic!("{effects:?}");
    };
    assert_eq!(*condition, Condition::DeckEmpty(Role::Acting));
    assert!(then.is_empty());
    assert_eq!(otherwise[0], draw(2));
    assert!(matches!(otherwise[1], Effect::Op(Operation::Flip(_))));
    // Gardenia's Vigor.
    let effects = read(
        "Draw 2 cards. If you drew any cards in this way, attach up to 2 Grass Energy cards \
         from your hand to 1 of your Benched Pokémon.",
    );
    assert!(matches!(
        &effects[..],
        [Effect::Control(Control::If { condition: Condition::DeckEmpty(Role::Acting), otherwise, .. })]
            if otherwise.len() == 2 && otherwise[0] == draw(2)
    ));
}

#[test]
fn a_card_unusable_with_no_other_card_in_hand() {
    // Dendra.
    let effects = read(
        "Put a card from your hand on the bottom of your deck. If you do, draw cards until you \
         have 5 cards in your hand. (If you have no other cards in your hand, you can't use \
         this card.)",
    );
    assert_eq!(
        effects.last(),
        Some(&Effect::Usage(Usage::UnusableIf(Condition::FewerInHand(1))))
    );
}

#[test]
fn cards_of_the_opponents_deck_sorted_and_shuffled_back() {
    // Miss Fortune Sisters.
    assert_eq!(
        read(
            "Look at the top 5 cards of your opponent's deck and discard any number of Item \
             cards you find there. Your opponent shuffles the other cards back into their deck."
        ),
        [
            look_at_opponents(5),
            any_number_of(CardFilter::Item, Destination::Discard),
            Effect::Op(Operation::LookedRest(Rest::Shuffle)),
        ]
    );
    // Accompanying Flute: the cards revealed are looked at; those taken go onto their Bench.
    assert_eq!(
        read(
            "Reveal the top 5 cards of your opponent's deck. You may choose any number of Basic \
             Pokémon you find there and put those Pokémon onto their Bench. Your opponent \
             shuffles the other cards back into their deck."
        ),
        [
            look_at_opponents(5),
            Effect::may(vec![any_number_of(
                CardFilter::BasicPokemon,
                Destination::OpponentsBench
            )]),
            Effect::Op(Operation::LookedRest(Rest::Shuffle)),
        ]
    );
}

#[test]
fn trainer_cards_found_by_a_word_of_their_name() {
    let search = |text: &str| match read(text)[0] {
        Effect::Op(Operation::Search { filter, count, .. }) => (filter, count),
        ref other => panic!("{other:?}"),
    };
    // Team Rocket's Transceiver.
    assert_eq!(
        search(
            "Search your deck for a Supporter card that has \"Team Rocket\" in its name, reveal \
             it, and put it into your hand. Then, shuffle your deck."
        ),
        (
            CardFilter::SupporterNameHas(Name::new("team rocket").expect("a name")),
            CardCount::Exactly(1)
        )
    );
    // TM Machine.
    assert_eq!(
        search(
            "Search your deck for up to 3 Pokémon Tool cards that have \"Technical Machine\" in \
             their name, reveal them, and put them into your hand. Then, shuffle your deck."
        ),
        (
            CardFilter::ToolNameHas(Name::new("technical machine").expect("a name")),
            CardCount::UpTo(3)
        )
    );
}

#[test]
fn a_tools_effects_listed_on_a_holder_of_a_kind() {
    let holder_is = |kind| {
        Condition::Card(
            Pokemon::Holder,
            CardFilter::PokemonWith(PokemonCards {
                kind: Some(kind),
                ..PokemonCards::default()
            }),
        )
    };
    let always = |l| Effect::Passive(Passive::Always(l));
    // Ancient Booster Energy Capsule: recovering is what being unaffected does already.
    assert_eq!(
        read(
            "The Ancient Pokémon this card is attached to gets +60 HP, recovers from all \
             Special Conditions, and can't be affected by any Special Conditions."
        ),
        [Effect::Control(Control::If {
            condition: holder_is(PokemonKind::Ancient),
            then: vec![
                always(Lasting::MoreHp {
                    on: Pokemon::Holder,
                    amount: Amount::Fixed(60)
                }),
                always(Lasting::Unaffected {
                    who: Pokemon::Holder,
                    condition: None
                }),
            ],
            otherwise: Vec::new(),
        })]
    );
    // Future Booster Energy Capsule: "the attacks it uses" are its holder's.
    assert_eq!(
        read(
            "The Future Pokémon this card is attached to has no Retreat Cost, and the attacks \
             it uses do 20 more damage to your opponent's Active Pokémon (before applying \
             Weakness and Resistance)."
        ),
        [Effect::Control(Control::If {
            condition: holder_is(PokemonKind::Future),
            then: vec![
                always(Lasting::NoRetreatCost(Pokemon::Holder)),
                always(Lasting::MoreDealt {
                    by: Pokemon::Holder,
                    amount: Amount::Fixed(20)
                }),
            ],
            otherwise: Vec::new(),
        })]
    );
}

#[test]
fn a_lasting_effect_that_takes_in_new_pokemon() {
    // Jasmine's Gaze: the reminder makes the group's effect one on the group as it will be.
    let [Effect::Op(Operation::DuringIncludingNew { turn, what })] = read(
        "During your opponent's next turn, all of your Pokémon take 30 less damage from attacks \
         from your opponent's Pokémon (after applying Weakness and Resistance). (This includes \
         new Pokémon that come into play.)",
    )[..] else {
        panic!("not a lasting effect on new Pokémon");
    };
    assert_eq!(turn, Turn::OpponentsNext);
    assert!(matches!(what, Lasting::ReduceTaken { .. }));
    // Geeta's last two sentences.
    assert!(matches!(
        read(
            "During this turn, your Pokémon can't attack. (This includes Pokémon that come into \
             play this turn.)"
        )[..],
        [Effect::Op(Operation::DuringIncludingNew {
            turn: Turn::This,
            what: Lasting::CantAttack(_)
        })]
    ));
}

#[test]
fn the_other_cards_shuffled_onto_the_bottom_of_the_deck() {
    // Rika: the cards not taken go under the deck in the shuffle's order, not the player's.
    assert_eq!(
        read(
            "Look at the top 4 cards of your deck and put 2 of them into your hand. Shuffle the \
             other cards and put them on the bottom of your deck."
        ),
        [
            Effect::Op(Operation::LookAtDeck {
                whose: Role::Acting,
                count: 4,
                end: DeckEnd::Top,
            }),
            Effect::Op(Operation::TakeLooked {
                count: CardCount::Exactly(2),
                filter: CardFilter::Any,
                to: Destination::Hand,
            }),
            Effect::Op(Operation::LookedRest(Rest::BottomShuffled)),
        ]
    );
}

#[test]
fn a_tool_that_lets_its_holder_attack_asleep_or_paralyzed() {
    // Windup Arm.
    assert_eq!(
        read("The Pokémon this card is attached to can attack even if it's Asleep or Paralyzed."),
        [Effect::Passive(Passive::Always(
            Lasting::AttacksAsleepOrParalyzed(Pokemon::Holder)
        ))]
    );
}
