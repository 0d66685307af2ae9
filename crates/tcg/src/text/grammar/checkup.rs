//! Changes to the Pokémon Checkup (TCG-13): "If this Pokémon is Asleep, flip 2 coins instead of
//! 1 between turns. If either of them is tails, this Pokémon is still Asleep.", "During Pokémon
//! Checkup, put 3 more damage counters on your opponent's Burned Pokémon."

use super::pokemon::pokemon;
use crate::effect::{Effect, Group, Lasting, Passive, Pokemon, Role, Side, SpecialCondition, Zone};
use crate::text::input::Input;

/// Over two sentences: the coins flipped to wake, all heads needed.
pub(super) fn sleep_coins(i: &mut Input) -> Option<Effect> {
    i.tag("if").then_some(())?;
    let on = pokemon(i).filter(|p| *p == Pokemon::This)?;
    i.tag("is asleep, flip").then_some(())?;
    let coins = i.small()?;
    i.tag("coins instead of 1").then_some(())?;
    i.any(&["between turns", "during pokémon checkup"])
        .then_some(())?;
    i.tag(". if either of them is tails, this pokémon is still asleep")
        .then_some(Effect::Passive(Passive::Always(Lasting::SleepCoins {
            on,
            coins,
        })))
}

/// "During Pokémon Checkup, put N more damage counters on your opponent's Burned (Poisoned)
/// Pokémon", "put N more damage counters on your opponent's Poisoned Pokémon during Pokémon
/// Checkup".
pub(super) fn more_counters(i: &mut Input) -> Option<Lasting> {
    let led = i.tag("during pokémon checkup,");
    i.tag("put").then_some(())?;
    let counters = i.small()?;
    i.tag("more damage counters on your opponent's")
        .then_some(())?;
    let condition = i.pick(&[
        ("burned", SpecialCondition::Burned),
        ("poisoned", SpecialCondition::Poisoned),
    ])?;
    i.tag("pokémon").then_some(())?;
    (led || i.tag("during pokémon checkup")).then_some(())?;
    Some(Lasting::CheckupCountersMore {
        on: Pokemon::Each(Group::new(Side::Of(Role::Opponent), Zone::InPlay)),
        condition,
        counters,
    })
}
