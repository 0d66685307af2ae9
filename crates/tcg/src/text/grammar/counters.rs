//! Damage counters and healing: "Put 2 damage counters on …" (not damage, TCG-10), "… on your
//! opponent's Pokémon in any way you like", "Heal 30 damage from this Pokémon".

use super::amount::per_or_fixed;
use super::pokemon::{group, pokemon};
use crate::effect::{Amount, Effect, HealAmount, Pokemon, Role};
use crate::text::input::Input;

/// Put counters or heal.
pub(super) fn clause(i: &mut Input) -> Option<Effect> {
    i.attempt(put)
        .or_else(|| i.attempt(spread))
        .or_else(|| i.attempt(heal))
}

/// "Put N damage counters on <Pokémon> [for each …]".
fn put(i: &mut Input) -> Option<Effect> {
    let n = counters_phrase(i)?;
    i.tag("on").then_some(())?;
    let on = pokemon(i)?;
    let counters = per_or_fixed(i, n);
    Some(Effect::PutCounters { on, counters })
}

/// "Put N damage counters on your opponent's Pokémon in any way you like".
fn spread(i: &mut Input) -> Option<Effect> {
    let n = counters_phrase(i)?;
    i.tag("on").then_some(())?;
    let among = group(i)?;
    i.tag("in any way you like").then_some(())?;
    Some(Effect::SpreadCounters {
        among,
        counters: Amount::Fixed(n),
        chooser: Role::Acting,
    })
}

/// "put N damage counter(s)".
fn counters_phrase(i: &mut Input) -> Option<u16> {
    i.tag("put").then_some(())?;
    let n = i.number()?;
    i.any(&["damage counters", "damage counter"]).then_some(n)
}

/// "Heal N damage from <Pokémon>", "Heal all damage from …", "Heal from this Pokémon the same
/// amount of damage you did to your opponent's Active Pokémon".
fn heal(i: &mut Input) -> Option<Effect> {
    if let Some(removed) = i.attempt(remove) {
        return Some(removed);
    }
    i.tag("heal").then_some(())?;
    if i.tag("from") {
        let from = pokemon(i)?;
        i.tag("the same amount of damage you did to")
            .then_some(())?;
        (pokemon(i)? == Pokemon::Defending).then_some(())?;
        return Some(Effect::Heal {
            from,
            amount: HealAmount::DamageDealt,
        });
    }
    let amount = if i.tag("all") {
        HealAmount::All
    } else {
        HealAmount::Fixed(i.number()?)
    };
    i.tag("damage from").then_some(())?;
    let from = pokemon(i)?;
    Some(Effect::Heal { from, amount })
}

/// "Remove N damage counters from <Pokémon>" (healing 10 damage per counter), "Remove all damage
/// counters from …".
fn remove(i: &mut Input) -> Option<Effect> {
    i.tag("remove").then_some(())?;
    let amount = if i.tag("all") {
        HealAmount::All
    } else {
        HealAmount::Fixed(i.number()?.checked_mul(10)?)
    };
    i.any(&["damage counters from", "damage counter from"])
        .then_some(())?;
    let from = pokemon(i)?;
    i.attempt(all_if_fewer);
    Some(Effect::Heal { from, amount })
}

/// "(remove 1 damage counter if that Pokémon has only 1)", "(remove 1 if there is only 1)",
/// ", if it has any": what a heal does anyway when there is less to heal.
fn all_if_fewer(i: &mut Input) -> Option<()> {
    if i.tag(", if it has any") {
        return Some(());
    }
    i.tag("(remove").then_some(())?;
    i.number()?;
    i.any(&["damage counters", "damage counter"]);
    i.any(&[
        "if that pokémon has only",
        "if it has only",
        "if there is only",
    ])
    .then_some(())?;
    i.number()?;
    i.tag(")").then_some(())
}

/// "Heal 10 damage and remove a Special Condition from your Active Pokémon", "… and remove
/// all Special Conditions from 1 of your Pokémon", "Remove all Special Conditions and 2 damage
/// counters from this Pokémon".
pub(super) fn heal_and_cure(i: &mut Input) -> Option<Vec<Effect>> {
    if let Some(both) = i.attempt(cure_and_remove) {
        return Some(both);
    }
    i.tag("heal").then_some(())?;
    let amount = HealAmount::Fixed(i.number()?);
    i.tag("damage and remove").then_some(())?;
    let one = i.tag("a special condition from");
    (one || i.tag("all special conditions from")).then_some(())?;
    let from = pokemon(i)?;
    let cure = if one {
        Effect::CureOne {
            on: from,
            chooser: Role::Acting,
        }
    } else {
        Effect::Cure(from)
    };
    Some(vec![Effect::Heal { from, amount }, cure])
}

/// "Remove all Special Conditions and 1 damage counter from <Pokémon>".
fn cure_and_remove(i: &mut Input) -> Option<Vec<Effect>> {
    i.tag("remove all special conditions and").then_some(())?;
    let amount = HealAmount::Fixed(i.number()?.checked_mul(10)?);
    i.any(&["damage counters from", "damage counter from"])
        .then_some(())?;
    let from = pokemon(i)?;
    Some(vec![Effect::Cure(from), Effect::Heal { from, amount }])
}
