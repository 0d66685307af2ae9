//! Texts that move cards (draw, search, discard, recover from the discard pile) and the groups
//! of Pokémon they name, on real wordings with their variants.

use super::{one_of, read, yours};
use crate::effect::{
    CardCount, EnergyFilter, EnergyType, Group, HealAmount, Pokemon, PokemonKind, Source, Which,
    Zone,
};
use crate::effect::{Condition, Effect, Role};

fn yours_which(kind: Option<PokemonKind>, which: Which) -> Group {
    Group {
        kind,
        which: Some(which),
        ..yours(Zone::InPlay)
    }
}

#[test]
fn a_relative_clause_narrows_a_group() {
    assert_eq!(
        read(
            "Put 1 of your Pokémon that has any damage counters on it and all cards attached \
             to it into your hand."
        ),
        [Effect::ReturnToHand(one_of(yours_which(
            None,
            Which::Damaged
        )))]
    );
    let water = Which::HasEnergy(EnergyFilter::Of(EnergyType::Water));
    for text in [
        "Heal 50 damage from each of your Pokémon that has any Water Energy attached to it.",
        "Heal 50 damage from each of your Pokémon that have any Water Energy attached to them.",
    ] {
        assert_eq!(
            read(text),
            [Effect::Heal {
                from: Pokemon::Each(yours_which(None, water)),
                amount: HealAmount::Fixed(50),
            }],
            "{text:?}"
        );
    }
}

#[test]
fn a_group_of_one_kind_that_is_not_another() {
    let attach = |which| Effect::AttachEnergy {
        source: Source::Discard,
        to: one_of(yours_which(Some(PokemonKind::Basic), which)),
        count: CardCount::Exactly(1),
        energy: EnergyFilter::Basic,
    };
    assert_eq!(
        read(
            "Flip a coin. If heads, attach a basic Energy card from your discard pile to 1 of \
             your Basic Pokémon that isn't a Pokémon-GX."
        )[1],
        Effect::If {
            condition: Condition::Heads,
            then: vec![attach(Which::IsNot(PokemonKind::Gx))],
            otherwise: vec![],
        }
    );
    assert_eq!(
        read(
            "Attach a basic Energy card from your discard pile to 1 of your Basic Pokémon that \
             isn't a Pokémon-GX or Pokémon-EX."
        ),
        [attach(Which::IsNot(PokemonKind::GxOrEx))]
    );
}

#[test]
fn a_draw_from_the_bottom_of_the_deck() {
    let bottom = Effect::DrawBottom {
        who: Role::Acting,
        count: 3,
    };
    assert_eq!(
        read("Draw 3 cards from the bottom of your deck."),
        std::slice::from_ref(&bottom)
    );
    assert_eq!(read("Draw the bottom 3 cards of your deck."), [bottom]);
    assert_eq!(
        read("Draw the top 3 cards of your deck."),
        [Effect::Draw {
            who: Role::Acting,
            count: 3
        }]
    );
}

#[test]
fn a_trainer_that_goes_back_to_the_hand() {
    let effects = crate::text::parse_card(
        "Kahili",
        "Draw 2 cards. Then, flip a coin. If heads, if you played this Kahili from your hand, \
         put this card into your hand instead of the discard pile.",
    )
    .unwrap();
    assert_eq!(
        effects[2],
        Effect::If {
            condition: Condition::Heads,
            then: vec![Effect::If {
                condition: Condition::PlayedFromHand,
                then: vec![Effect::KeepThisCard],
                otherwise: vec![],
            }],
            otherwise: vec![],
        }
    );
}
