//! Special Conditions (TCG-12): "The Defending Pokémon is now Asleep", "Your opponent's Active
//! Pokémon is now Confused and Poisoned", "leave your opponent's Active Pokémon Burned and
//! Poisoned", "Both the Defending Pokémon and this Pokémon are now Confused (after doing
//! damage)", a Special Condition of the attacker's choosing ("Choose a Special Condition. The
//! Defending Pokémon is now affected by that Special Condition.", "The Defending Pokémon is now
//! Asleep, Confused, Paralyzed, or Poisoned (your choice)"), and stronger variants of a
//! condition's damage counters ("Put 2 damage counters instead of 1 on that Pokémon between
//! turns", "Put 8 damage counters instead of 3 on that Pokémon for this Special Condition").

use super::pokemon::pokemon;
use crate::effect::{Control, Effect, HealAmount, Operation, Pokemon, Role, SpecialCondition};
use crate::text::input::Input;

const CONDITIONS: [(&str, SpecialCondition); 5] = [
    ("asleep", SpecialCondition::Asleep),
    ("burned", SpecialCondition::Burned),
    ("confused", SpecialCondition::Confused),
    ("paralyzed", SpecialCondition::Paralyzed),
    ("poisoned", SpecialCondition::Poisoned),
];

/// A Special Condition's name.
pub(super) fn condition(i: &mut Input) -> Option<SpecialCondition> {
    i.pick(&CONDITIONS)
}

/// "<Pokémon> is now A[, B] [and C]", "leave <Pokémon> A and B", "Both <Pokémon> and <Pokémon>
/// are now A", or a Poison variant.
pub(super) fn clause(i: &mut Input) -> Option<Vec<Effect>> {
    if let Some(counters) = i.attempt(condition_counters) {
        return Some(vec![counters]);
    }
    if let Some(chosen) = i.attempt(chosen) {
        return Some(vec![chosen]);
    }
    if i.any(&[
        "remove all special conditions from",
        "remove all special conditions affecting",
    ]) {
        return Some(vec![Effect::Op(Operation::Cure(pokemon(i)?))]);
    }
    if let Some(both) = i.attempt(both) {
        return Some(both);
    }
    // "Leave (make) <Pokémon> Burned and Poisoned" says "<Pokémon> is now Burned and Poisoned".
    let leave = i.any(&["leave", "make"]);
    let on = pokemon(i)?;
    if !leave && (i.tag("recovers from all special conditions") || i.attempt(no_longer).is_some()) {
        let mut cured = vec![Effect::Op(Operation::Cure(on))];
        // "… and remove 2 damage counters from it": "it" is the Pokémon cured.
        if let Some(counters) = i.attempt(|i| {
            i.tag("and remove").then_some(())?;
            let n = i.number()?;
            i.tag("damage counters from it").then_some(n)
        }) {
            cured.push(Effect::Op(Operation::Heal {
                from: on,
                amount: HealAmount::Fixed(counters.saturating_mul(10)),
            }));
        }
        return Some(cured);
    }
    // "The Defending Pokémon is now Burned. … If heads, the Defending Pokémon is also
    // Paralyzed."
    (leave || i.any(&["is now", "are now", "is also"])).then_some(())?;
    if let Some(among) = i.attempt(your_choice) {
        return Some(vec![one_of(on, among)]);
    }
    let conditions = conditions(i)?;
    Some(
        conditions
            .into_iter()
            .map(|condition| Effect::Op(Operation::Inflict { on, condition }))
            .collect(),
    )
}

/// Two sentences: "Choose a Special Condition [(Asleep, Burned, Confused, Paralyzed, or
/// Poisoned)]" or "Choose either A or B" ("either A, B, or C"), then "<Pokémon> is now affected by that Special
/// Condition": one option of the acting player's picking.
fn chosen(i: &mut Input) -> Option<Effect> {
    i.tag("choose").then_some(())?;
    let among = if i.tag("either") {
        // "either A or B", "either A, B, or C".
        let mut among = vec![condition(i)?];
        while let Some(more) = i.attempt(|i| {
            i.any(&[", or", ",", "or"]).then_some(())?;
            condition(i)
        }) {
            among.push(more);
        }
        (among.len() > 1).then_some(among)?
    } else {
        (i.small()? == 1).then_some(())?;
        i.tag("special condition").then_some(())?;
        i.tag("(asleep, burned, confused, paralyzed, or poisoned)");
        CONDITIONS.iter().map(|&(_, c)| c).collect()
    };
    i.tag(".").then_some(())?;
    let on = pokemon(i)?;
    i.tag("is now affected by that special condition")
        .then_some(())?;
    Some(one_of(on, among))
}

/// "[either] A, B, C, or D (your choice)".
fn your_choice(i: &mut Input) -> Option<Vec<SpecialCondition>> {
    i.tag("either");
    let mut among = vec![condition(i)?];
    while let Some(condition) = i.attempt(|i| {
        i.any(&[", or", ",", "or"]).then_some(())?;
        condition(i)
    }) {
        among.push(condition);
    }
    i.tag("(your choice)").then_some(among)
}

/// One of the Special Conditions, the acting player picking which `on` is affected by.
fn one_of(on: Pokemon, among: Vec<SpecialCondition>) -> Effect {
    Effect::Control(Control::ChooseOptions {
        chooser: Role::Acting,
        at_most: 1,
        options: among
            .into_iter()
            .map(|condition| vec![Effect::Op(Operation::Inflict { on, condition })])
            .collect(),
    })
}

/// "Both <Pokémon> and <Pokémon> are now A [(after doing damage)]".
fn both(i: &mut Input) -> Option<Vec<Effect>> {
    i.tag("both").then_some(())?;
    let first = pokemon(i)?;
    i.tag("and").then_some(())?;
    let second = pokemon(i)?;
    i.tag("are now").then_some(())?;
    let conditions = conditions(i)?;
    Some(
        [first, second]
            .into_iter()
            .flat_map(|on| {
                conditions
                    .iter()
                    .map(move |&condition| Effect::Op(Operation::Inflict { on, condition }))
            })
            .collect(),
    )
}

/// "A[, B] [and C] [(after doing damage)]": the attack's other effects follow its damage anyway
/// (TCG-9).
fn conditions(i: &mut Input) -> Option<Vec<SpecialCondition>> {
    let mut conditions = vec![condition(i)?];
    while let Some(condition) = i.attempt(|i| {
        (i.tag(",") | i.tag("and")).then_some(())?;
        condition(i)
    }) {
        conditions.push(condition);
    }
    i.tag("(after doing damage)");
    Some(conditions)
}

/// "Put N damage counters instead of 1 on <Pokémon> between turns", "During Pokémon Checkup,
/// put N damage counters on <Pokémon> instead of 1", "Put N damage counters instead of 3 on
/// <Pokémon> for this Special Condition": the condition is the one whose rule puts the number
/// replaced (TCG-13: Poison 1 and Burn 2 between turns, Confusion 3).
fn condition_counters(i: &mut Input) -> Option<Effect> {
    let checkup = i.tag("during pokémon checkup,");
    i.tag("put").then_some(())?;
    let counters = i.small()?;
    i.tag("damage counters").then_some(())?;
    let (on, usual) = if checkup {
        i.tag("on").then_some(())?;
        let on = pokemon(i)?;
        i.tag("instead of").then_some(())?;
        (on, i.number()?)
    } else {
        i.tag("instead of").then_some(())?;
        let usual = i.number()?;
        i.tag("on").then_some(())?;
        let on = pokemon(i)?;
        match usual {
            3 => i.tag("for this special condition").then_some(())?,
            _ => i.tag("between turns").then_some(())?,
        }
        (on, usual)
    };
    let condition = match usual {
        1 => SpecialCondition::Poisoned,
        2 => SpecialCondition::Burned,
        3 if !checkup => SpecialCondition::Confused,
        _ => return None,
    };
    Some(Effect::Op(Operation::ConditionCounters {
        on,
        condition,
        counters,
    }))
}

/// "is no longer Asleep, Confused, Paralyzed, or Poisoned": every Special Condition the card's
/// era had (Burned came later), so all of them.
fn no_longer(i: &mut Input) -> Option<()> {
    i.any(&["is no longer", "are no longer"]).then_some(())?;
    i.tag("asleep, confused, paralyzed, or poisoned")
        .then_some(())
}
