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

#[test]
fn once_during_your_first_turn() {
    let read_back = read("Once during your first turn, you may draw 2 cards.");
    assert_eq!(
        read_back[0],
        Effect::Usage(crate::effect::Usage::UsableOnlyIf(
            crate::effect::Condition::FirstTurn
        ))
    );
    assert!(matches!(
        read_back[1],
        Effect::Usage(crate::effect::Usage::OncePerTurn(_))
    ));
    assert_eq!(
        read("You can't use more than 1 Squawk and Seize Ability during your turn."),
        vec![Effect::Passive(Passive::OneAtATime)]
    );
}

#[test]
fn damage_counters_moved_between_picked_pokemon() {
    use crate::effect::{Operation, Pick, Which};
    let pick = |side, which| Pick {
        chooser: Role::Acting,
        count: 1,
        group: Group {
            which,
            ..Group::new(side, Zone::InPlay)
        },
    };
    assert_eq!(
        read(
            "Move up to 3 damage counters from 1 of your Pokémon to 1 of your opponent's \
             Pokémon."
        ),
        vec![
            Effect::Op(Operation::Choose(pick(
                Side::Of(Role::Acting),
                Some(Which::Damaged)
            ))),
            Effect::Op(Operation::MoveCounters {
                from: Pokemon::That,
                to: Pokemon::Picked(pick(Side::Of(Role::Opponent), None)),
                counters: 3,
            }),
        ]
    );
}

#[test]
fn this_pokemon_discarded_with_its_cards() {
    assert_eq!(
        read("Discard this Pokémon and all attached cards."),
        vec![Effect::Op(crate::effect::Operation::DiscardPokemon(
            Pokemon::This
        ))]
    );
}

#[test]
fn energy_attached_in_this_way() {
    use crate::effect::{Condition, Control, Operation};
    assert_eq!(
        read("If you attached Energy to a Pokémon in this way, draw a card."),
        vec![Effect::Control(Control::If {
            condition: Condition::AttachedThisWay,
            then: vec![Effect::Op(Operation::Draw {
                who: Role::Acting,
                count: 1
            })],
            otherwise: vec![],
        })]
    );
}

#[test]
fn a_search_for_evolution_pokemon_of_a_type_or_pokemon_of_a_type_with_little_hp() {
    use crate::effect::{CardFilter, PokemonCards, PokemonKind};
    let searched = |text: &str| match read(text).first() {
        Some(Effect::Control(crate::effect::Control::May { then, .. })) => match then.first() {
            Some(Effect::Op(crate::effect::Operation::Search { filter, .. })) => Some(*filter),
            _ => None,
        },
        _ => None,
    };
    assert_eq!(
        searched(
            "You may search your deck for up to 2 Evolution Metal Pokémon, reveal them, and put \
             them into your hand."
        ),
        Some(CardFilter::PokemonWith(PokemonCards {
            of_type: Some(EnergyType::Metal),
            kind: Some(PokemonKind::Evolution),
            name_has: None,
        }))
    );
    assert_eq!(
        searched(
            "You may search your deck for up to 3 Colorless Pokémon with 100 HP or less, reveal \
             them, and put them into your hand."
        ),
        Some(CardFilter::PokemonOfHpAtMost(EnergyType::Colorless, 100))
    );
}

#[test]
fn effects_of_attacks_prevented_with_the_damage_reminder() {
    assert_eq!(
        read(
            "Prevent all effects of attacks used by your opponent's Pokémon done to this \
             Pokémon. (Damage is not an effect.)"
        ),
        vec![Effect::Passive(Passive::Always(Lasting::PreventEffects {
            to: Pokemon::This
        }))]
    );
}

#[test]
fn damage_prevented_on_heads() {
    use crate::effect::{Condition, Control, Operation, SpecialCondition, Turn};
    let prevented = Lasting::PreventedOnHeads(Pokemon::This);
    // Jumpluff's Drifting Dodge.
    assert_eq!(
        read(
            "If any damage is done to this Pokémon by attacks, flip a coin. If heads, prevent \
             that damage."
        ),
        vec![Effect::Passive(Passive::Always(prevented))]
    );
    // Spinda's Tangled Feet: while the test holds.
    assert_eq!(
        read(
            "If this Pokémon is Confused and is damaged by an attack, flip a coin. If heads, \
             prevent that damage."
        ),
        vec![Effect::Control(Control::If {
            condition: Condition::Affected(Pokemon::This, Some(SpecialCondition::Confused)),
            then: vec![Effect::Passive(Passive::Always(prevented))],
            otherwise: vec![],
        })]
    );
    // An attack's, during the opponent's next turn.
    assert_eq!(
        read(
            "If any damage is done to this Pokémon by attacks during your opponent's next turn, \
             flip a coin. If heads, prevent that damage."
        ),
        vec![Effect::Op(Operation::During {
            turn: Turn::OpponentsNext,
            what: prevented,
        })]
    );
}
