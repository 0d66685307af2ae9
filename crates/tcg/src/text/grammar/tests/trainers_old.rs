//! The Trainer cards of the older theme decks (base to XY eras), on their real wordings.

use super::{one_of, opponents, read, yours};
use crate::effect::{
    CardCount, CardFilter, Condition, Effect, EnergyFilter, Group, HandPick, HealAmount, Pokemon,
    Role, Which, Zone,
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
        [Effect::Heal {
            from: narrowed(yours(Zone::InPlay), Which::Damaged),
            amount: HealAmount::Fixed(20),
        }]
    );
}

#[test]
fn gust_of_wind_switches_in_a_benched_pokemon_the_acting_player_picks() {
    let gust = Effect::Switch {
        side: Role::Opponent,
        chooser: Role::Acting,
    };
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
        [Effect::If {
            condition: Condition::HasBenched(Role::Opponent),
            then: vec![gust],
            otherwise: Vec::new(),
        }]
    );
}

#[test]
fn energy_removal_picks_a_pokemon_with_energy() {
    let removal = Effect::DiscardEnergy {
        from: narrowed(opponents(Zone::InPlay), Which::HasEnergy(EnergyFilter::Any)),
        count: CardCount::Exactly(1),
        energy: EnergyFilter::Any,
    };
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
        Effect::Cost(vec![Effect::DiscardEnergy {
            from,
            count: CardCount::Exactly(1),
            energy: EnergyFilter::Any,
        }]),
        Effect::Heal {
            from: Pokemon::That,
            amount: HealAmount::Fixed(40),
        },
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
            Effect::Cost(vec![Effect::DiscardFromHand {
                whose: Role::Acting,
                count: CardCount::Exactly(1),
                filter: CardFilter::Any,
                pick: HandPick::ByOwner,
            }]),
            Effect::DiscardToHand {
                count: CardCount::UpTo(2),
                filter: CardFilter::Energy(EnergyFilter::Basic),
            },
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
            [Effect::HandToDeckTop { count: 1, filter }],
            "{text:?}"
        );
    }
}

#[test]
fn full_heal_cures_the_active_pokemon() {
    assert_eq!(
        read("Your Active Pokémon is no longer Asleep, Confused, Paralyzed, or Poisoned."),
        [Effect::Cure(Pokemon::Each(yours(Zone::Active)))]
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
            Effect::Cost(vec![Effect::DiscardFromHand {
                whose: Role::Acting,
                count: CardCount::Exactly(2),
                filter: CardFilter::Any,
                pick: HandPick::ByOwner,
            }]),
            Effect::Search {
                who: Role::Acting,
                count: CardCount::Exactly(1),
                filter: CardFilter::Any,
                to: crate::effect::Destination::Hand,
            },
            Effect::Shuffle(Role::Acting),
        ]
    );
}
