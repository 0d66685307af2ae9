//! "Them" naming what the "If …," before it asked about: "If your opponent has any Benched
//! Pokémon, choose 1 of them and this attack does 10 damage to it", "… he or she chooses 1 of
//! them and switches it with the Defending Pokémon", "If the Defending Pokémon has any Energy
//! cards attached to it, choose 1 of them and discard it", and "it" for the Stadium in play.

use super::clause;
use super::switch::switch_it_with;
use crate::effect::{
    CardCount, CardFilter, Condition, Effect, Group, HealAmount, Pick, Pokemon, Role, Side, Types,
    Zone,
};
use crate::text::input::Input;

/// The clauses after the condition's comma, when they begin with "them".
pub(super) fn clauses(i: &mut Input, condition: Condition) -> Option<Vec<Effect>> {
    match condition {
        Condition::HasBenched(side) => benched(i, side),
        // "If there is any Stadium card in play, discard it."
        Condition::StadiumInPlay => i.tag("discard it").then(|| vec![Effect::DiscardStadium]),
        // "If there are any damage counters on this Pokémon, remove 1 of them."
        Condition::Damaged(from) => {
            i.tag("remove").then_some(())?;
            let counters = i.number()?;
            i.tag("of them").then_some(())?;
            Some(vec![Effect::Heal {
                from,
                amount: HealAmount::Fixed(counters.checked_mul(10)?),
            }])
        }
        Condition::HasAttached(from, CardFilter::Energy(energy)) => {
            i.tag("choose").then_some(())?;
            let count = i.small()?;
            i.tag("of them and discard").then_some(())?;
            i.any(&["it", "them"]).then_some(())?;
            Some(vec![Effect::DiscardEnergy {
                from,
                count: CardCount::Exactly(count),
                energy,
            }])
        }
        _ => None,
    }
}

/// "choose 1 of them and switch it with the Defending Pokémon", "he or she chooses 1 of them
/// and switches it with …", "choose 1 of them and <clause about it>".
fn benched(i: &mut Input, side: Role) -> Option<Vec<Effect>> {
    let chooser = if i.any(&["he or she chooses", "they choose", "your opponent chooses"]) {
        Role::Opponent
    } else {
        i.tag("choose").then_some(Role::Acting)?
    };
    let count = i.small()?;
    i.tag("of them and").then_some(())?;
    let switch = i.attempt(|i| switch_it_with(i, side, chooser, Types::ANY).filter(|_| count == 1));
    if let Some(switch) = switch {
        return Some(vec![switch]);
    }
    let mut effects = vec![Effect::Choose(Pick {
        chooser,
        count,
        group: Group::new(Side::Of(side), Zone::Bench),
    })];
    effects.extend(clause(i)?);
    // What is done to "it" or "them" is done to the Pokémon picked.
    effects
        .iter()
        .skip(1)
        .all(names_only_the_pick)
        .then_some(effects)
}

/// An effect that names no Pokémon but the one just picked ([`Pokemon::That`]).
fn names_only_the_pick(effect: &Effect) -> bool {
    matches!(
        effect,
        Effect::Damage {
            to: Pokemon::That,
            ..
        } | Effect::PutCounters {
            on: Pokemon::That,
            ..
        }
    )
}
