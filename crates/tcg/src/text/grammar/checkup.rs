//! A Pokémon's own change to the Pokémon Checkup (TCG-13): "If this Pokémon is Asleep, flip 2
//! coins instead of 1 between turns. If either of them is tails, this Pokémon is still Asleep."

use super::pokemon::pokemon;
use crate::effect::{Effect, Lasting, Passive, Pokemon};
use crate::text::input::Input;

/// Over two sentences: the coins flipped to wake, all heads needed.
pub(super) fn sleep_coins(i: &mut Input) -> Option<Effect> {
    i.tag("if").then_some(())?;
    let on = pokemon(i).filter(|p| *p == Pokemon::This)?;
    i.tag("is asleep, flip").then_some(())?;
    let coins = i.small()?;
    i.tag("coins instead of 1 between turns. if either of them is tails, this pokémon is still asleep")
        .then_some(Effect::Passive(Passive::Always(Lasting::SleepCoins { on, coins })))
}
