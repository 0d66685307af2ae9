//! Special Conditions (TCG-12): "The Defending Pokémon is now Asleep", "Your opponent's Active
//! Pokémon is now Confused and Poisoned", "leave your opponent's Active Pokémon Burned and
//! Poisoned", and Poison's stronger variants ("Put 2 damage counters instead of 1 on that
//! Pokémon between turns").

use super::pokemon::pokemon;
use crate::effect::{Effect, SpecialCondition};
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

/// "<Pokémon> is now A[, B] [and C]", "leave <Pokémon> A and B", or a Poison variant.
pub(super) fn clause(i: &mut Input) -> Option<Vec<Effect>> {
    if let Some(poison) = i.attempt(poison_counters) {
        return Some(vec![poison]);
    }
    if i.any(&[
        "remove all special conditions from",
        "remove all special conditions affecting",
    ]) {
        return Some(vec![Effect::Cure(pokemon(i)?)]);
    }
    // "Leave <Pokémon> Burned and Poisoned" says "<Pokémon> is now Burned and Poisoned".
    let leave = i.tag("leave");
    let on = pokemon(i)?;
    if !leave && i.tag("recovers from all special conditions") {
        return Some(vec![Effect::Cure(on)]);
    }
    (leave || i.any(&["is now", "are now"])).then_some(())?;
    let mut effects = vec![Effect::Inflict {
        on,
        condition: condition(i)?,
    }];
    while let Some(condition) = i.attempt(|i| {
        (i.tag(",") | i.tag("and")).then_some(())?;
        condition(i)
    }) {
        effects.push(Effect::Inflict { on, condition });
    }
    Some(effects)
}

/// "Put N damage counters instead of 1 on <Pokémon> between turns", "During Pokémon Checkup,
/// put N damage counters on <Pokémon> instead of 1".
fn poison_counters(i: &mut Input) -> Option<Effect> {
    let checkup = i.tag("during pokémon checkup,");
    i.tag("put").then_some(())?;
    let counters = i.small()?;
    i.tag("damage counters").then_some(())?;
    if checkup {
        i.tag("on").then_some(())?;
        let on = pokemon(i)?;
        i.tag("instead of").then_some(())?;
        i.number()?;
        return Some(Effect::PoisonCounters { on, counters });
    }
    i.tag("instead of").then_some(())?;
    i.number()?;
    i.tag("on").then_some(())?;
    let on = pokemon(i)?;
    i.tag("between turns")
        .then_some(Effect::PoisonCounters { on, counters })
}
