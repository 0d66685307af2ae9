//! What Energy attached to a group of Pokémon provides, changed by another card: "Each basic
//! Fire Energy attached to your Pokémon provides FireFire Energy.", "Each Basic Grass Energy
//! attached to all of your Pokémon provides GrassGrass Energy.".

use super::energy::{energy_noun, energy_symbols};
use super::pokemon::group;
use crate::effect::{Effect, Lasting, Passive, Pokemon, Provided};
use crate::text::input::Input;

/// "Each <Energy> attached to [all of] <group> provides <symbols> Energy", read to its end.
pub(super) fn sentence(i: &mut Input) -> Option<Vec<Effect>> {
    i.tag("each").then_some(())?;
    let energy = energy_noun(i)?;
    i.tag("attached to").then_some(())?;
    i.tag("all of");
    let on = Pokemon::Each(group(i)?);
    i.tag("provides").then_some(())?;
    let (of_type, count) = energy_symbols(i)?;
    i.tag("energy").then_some(())?;
    Some(vec![Effect::Passive(Passive::Always(
        Lasting::EnergyProvides {
            on,
            energy,
            provides: Provided::Type(of_type),
            count,
        },
    ))])
}
