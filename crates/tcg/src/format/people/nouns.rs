//! The cards a pick accepts, as a noun a person reads ("Basic Pokémon", "basic Grass Energy
//! cards"), and how many are picked ("up to 2"). A filter too fine for a short noun is named by
//! the broader one it narrows (a "Pokémon with 90 HP or less" is a "Pokémon"): still true, and
//! the legal picks offered are exactly the right ones.

use crate::effect::{CardCount, CardFilter, EnergyFilter};
use crate::game::Filter;

/// The noun for the cards `filter` accepts, for `n` of them.
pub(super) fn cards(filter: Filter, n: u8) -> String {
    let one = match filter {
        Filter::Card(f) => card(f),
        Filter::Energy(f) => energy(f),
    };
    match one.strip_suffix("card") {
        Some(_) if n != 1 => one + "s",
        _ => one,
    }
}

/// How many cards a step picks: its count (less those it moved already) in words and as a
/// number for the noun, or, where the step says no count, any number when the pick may stop.
pub(super) fn how_many(count: Option<CardCount>, moved: u8, optional: bool) -> (String, u8) {
    match count {
        Some(CardCount::Exactly(n)) => {
            let left = n.saturating_sub(moved).max(1);
            (left.to_string(), left)
        }
        Some(CardCount::UpTo(n)) => {
            let left = n.saturating_sub(moved).max(1);
            (format!("up to {left}"), left)
        }
        Some(CardCount::All) | None if optional => ("any number of".into(), 2),
        _ => ("1".into(), 1),
    }
}

fn card(filter: CardFilter) -> String {
    use CardFilter::*;
    match filter {
        Pokemon
        | PokemonNot(_)
        | PokemonOfNot(..)
        | PokemonHpAtMost(_)
        | PokemonResisting(_)
        | PokemonWith(_)
        | PokemonOfKindUnnamed { .. }
        | PokemonRetreatAtLeast(_)
        | PokemonNoRetreatCost
        | PokemonNamedAsOpponents
        | PokemonNotNamedAsThis
        | PokemonOfBasicEnergyOnThis
        | EvolvesFromThis
        | EvolvesFromThat
        | EvolvesFromThatKind { .. }
        | EvolvesFromThatAgain(_)
        | HasThisAttack => "Pokémon".into(),
        Stage2FromThat => "Stage 2 Pokémon".into(),
        BasicPokemon
        | BasicPokemonOf(_)
        | BasicPokemonNot(_)
        | BasicPokemonOfNewType(_)
        | BasicPokemonHpAtMost(_)
        | BasicPokemonNotNamedAsThis => "Basic Pokémon".into(),
        EvolutionPokemon | EvolutionPokemonNot(_) => "Evolution Pokémon".into(),
        PokemonOf(t) | PokemonOfHpAtMost(t, _) => format!("{t:?} Pokémon"),
        Energy(f) => energy(f),
        BasicEnergyOfNewType => "basic Energy card".into(),
        PokemonOrEnergy { .. } | PokemonNotOrEnergy { .. } => "Pokémon or Energy card".into(),
        PokemonOrSupporterOtherThanThis => "Pokémon or Supporter card".into(),
        Trainer | TrainerOtherThanThis => "Trainer card".into(),
        Supporter | SupporterNameHas(_) => "Supporter card".into(),
        Item | ItemNameHas(_) => "Item card".into(),
        Tool | ToolNameHas(_) => "Pokémon Tool card".into(),
        Stadium => "Stadium card".into(),
        SupporterOrStadium => "Supporter or Stadium card".into(),
        PokemonOrStadium(_) => "Pokémon or Stadium card".into(),
        Any | TeamPlasma | SameNameAsThis | Named(_) | NameHas(_) | NotNamedAsThis => "card".into(),
        Tagged(tag) => format!("{} card", tag.subtype()),
        ItemOrTool => "Item or Pokémon Tool card".into(),
        SupporterTagged(tag) => format!("{} Supporter card", tag.subtype()),
        AceSpec => "ACE SPEC card".into(),
    }
}

fn energy(filter: EnergyFilter) -> String {
    match filter {
        EnergyFilter::Any | EnergyFilter::OfAny(_) => "Energy card".into(),
        EnergyFilter::Of(t) => format!("{t:?} Energy card"),
        EnergyFilter::Basic => "basic Energy card".into(),
        EnergyFilter::BasicOf(t) => format!("basic {t:?} Energy card"),
        EnergyFilter::Special => "Special Energy card".into(),
        EnergyFilter::Named(name) => format!("{} card", name.printed()),
    }
}
