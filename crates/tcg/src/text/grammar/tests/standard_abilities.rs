//! The Scarlet & Violet wordings of abilities that kept Standard cards from playing (issue 29).

use super::read;
use crate::effect::{
    Amount, Effect, EnergyType, Group, Lasting, Passive, Pokemon, PokemonKind, Role, Side, Types,
    Zone,
};

#[test]
fn one_ability_of_a_name_each_turn() {
    assert_eq!(
        read("You can't use more than 1 Quick Search Ability each turn."),
        vec![Effect::Passive(Passive::OneAtATime)]
    );
}

#[test]
fn attacks_used_by_a_group_do_more() {
    assert_eq!(
        read(
            "Attacks used by your Fighting Pokémon do 30 more damage to your opponent's Active \
             Pokémon (before applying Weakness and Resistance)."
        ),
        vec![Effect::Passive(Passive::Always(Lasting::MoreDealt {
            by: Pokemon::Each(Group {
                of_type: Types::of(EnergyType::Fighting),
                ..Group::new(Side::Of(Role::Acting), Zone::InPlay)
            }),
            amount: Amount::Fixed(30),
        }))]
    );
}

#[test]
fn damage_prevented_from_pokemon_ex_and_pokemon_v() {
    let from = |kind| {
        vec![Effect::Passive(Passive::Always(Lasting::Prevent {
            to: Pokemon::This,
            effects: false,
            from: Some(kind),
        }))]
    };
    assert_eq!(
        read(
            "Prevent all damage done to this Pokémon by attacks from your opponent's Pokémon ex \
             and Pokémon V."
        ),
        from(PokemonKind::ExOrV)
    );
    assert_eq!(
        read("Prevent all damage done to this Pokémon by attacks from your opponent's Pokémon ex."),
        from(PokemonKind::Ex)
    );
}

#[test]
fn your_pokemon_take_less_damage() {
    let yours = Pokemon::Each(Group::new(Side::Of(Role::Acting), Zone::InPlay));
    let less = |amount, from| {
        vec![Effect::Passive(Passive::Always(Lasting::ReduceTaken {
            to: yours,
            amount: Amount::Fixed(amount),
            from,
        }))]
    };
    assert_eq!(
        read(
            "All of your Pokémon take 10 less damage from attacks from your opponent's Pokémon \
             (after applying Weakness and Resistance)."
        ),
        less(10, None)
    );
    assert_eq!(
        read(
            "Your Pokémon take 30 less damage from attacks from your opponent's Pokémon V (after \
             applying Weakness and Resistance)."
        ),
        less(30, Some(PokemonKind::V))
    );
}
