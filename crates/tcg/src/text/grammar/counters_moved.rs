//! Damage counters moved one at a time, each move a choice: "Move up to 2 damage counters from
//! 1 of your Pokémon to your other Pokémon in any way you like" (Damage Pump), "move any number
//! of damage counters from your opponent's Benched Pokémon to their Active Pokémon" (Sableye).

use super::counters::one_known;
use super::pokemon::{group, narrowed, pokemon};
use crate::effect::{
    Control, Count, Effect, Group, Operation, Pick, Pokemon, Role, Side, Which, Zone,
};
use crate::text::input::Input;

/// Either wording.
pub(super) fn clause(i: &mut Input) -> Option<Vec<Effect>> {
    i.attempt(any_way).or_else(|| i.attempt(any_number))
}

/// One counter moved, if the player likes.
fn one(from: Pokemon, to: Pokemon) -> Effect {
    Effect::may(vec![Effect::Op(Operation::MoveCounters {
        from,
        to,
        counters: 1,
    })])
}

/// "Move up to N damage counters from 1 of your Pokémon to your other Pokémon in any way you
/// like": a damaged one picked, then each counter where the player picks (never back onto it).
fn any_way(i: &mut Input) -> Option<Vec<Effect>> {
    i.tag("move up to").then_some(())?;
    let n = i.small()?;
    i.tag("damage counters from").then_some(())?;
    let Pokemon::Picked(source) = narrowed(pokemon(i)?, Which::Damaged) else {
        return None;
    };
    (source.group.side == Side::Of(Role::Acting)).then_some(())?;
    i.tag("to your other pokémon in any way you like")
        .then_some(())?;
    let to = Pokemon::Picked(Pick {
        chooser: Role::Acting,
        count: 1,
        group: Group::new(Side::Of(Role::Acting), Zone::InPlay),
    });
    let mut effects = vec![Effect::Op(Operation::Choose(source))];
    effects.extend(std::iter::repeat_n(one(Pokemon::That, to), usize::from(n)));
    Some(effects)
}

/// "move any number of damage counters from <group> to <one Pokémon>": counter by counter,
/// each from a damaged one of the group the player picks, at most as many as the group has.
fn any_number(i: &mut Input) -> Option<Vec<Effect>> {
    i.tag("move any number of damage counters from")
        .then_some(())?;
    let from = group(i)?;
    i.tag("to").then_some(())?;
    let to = one_known(pokemon(i)?)?;
    let Pokemon::Picked(source) = narrowed(
        Pokemon::Picked(Pick {
            chooser: Role::Acting,
            count: 1,
            group: from,
        }),
        Which::Damaged,
    ) else {
        return None;
    };
    Some(vec![Effect::Control(Control::Repeat {
        times: Count::DamageCounters {
            on: Pokemon::Each(from),
        },
        then: vec![one(Pokemon::Picked(source), to)],
    })])
}
