//! Texts that move cards (draw, search, discard, recover from the discard pile) and the groups
//! of Pokémon they name, on real wordings with their variants.

use super::{one_of, read, yours};
use crate::effect::{
    CardCount, EnergyFilter, EnergyType, Group, HealAmount, Pokemon, PokemonKind, Source, Which,
    Zone,
};
use crate::effect::{Condition, Effect};

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
            then: vec![attach(Which::IsNot(PokemonKind::Gx, None))],
            otherwise: vec![],
        }
    );
    assert_eq!(
        read(
            "Attach a basic Energy card from your discard pile to 1 of your Basic Pokémon that \
             isn't a Pokémon-GX or Pokémon-EX."
        ),
        [attach(Which::IsNot(PokemonKind::Gx, Some(PokemonKind::Ex)))]
    );
}
