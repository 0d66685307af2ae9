//! Technical Machines: a Trainer card attached to a Pokémon that lends it the attack printed on
//! the card, and the Pokémon any of them may be attached to.
//!
//! ```text
//! lends       := ("that pokémon may use" | "the pokémon this card is attached to can use")
//!                ("this card's attack" | "the attack on this card") ["instead of its own"]
//! any-machine := "you may attach any technical machine to" pokémon
//! stadium     := group "can use attacks on this card instead of its own"
//! power       := "the" ["pokémon v" | "pokémon"] "this card is attached to can use the vstar
//!                power on this card"
//! ```

use super::pokemon::{group, pokemon};
use crate::effect::{Effect, Lasting, Passive, Pokemon, PokemonKind};
use crate::text::input::Input;

/// "That Pokémon may use this card's attack instead of its own", "The Pokémon this card is
/// attached to can use the attack on this card".
pub(super) fn lends(i: &mut Input) -> Option<Vec<Effect>> {
    i.any(&[
        "that pokémon may use",
        "the pokémon this card is attached to can use",
    ])
    .then_some(())?;
    i.any(&["this card's attack", "the attack on this card"])
        .then_some(())?;
    i.tag("instead of its own");
    Some(vec![Effect::Passive(Passive::HolderUsesItsAttacks)])
}

/// "You may attach any Technical Machine to this Pokémon" (Xatu): whatever Pokémon the card
/// names.
pub(super) fn any_machine(i: &mut Input) -> Option<Vec<Effect>> {
    i.tag("you may attach any technical machine to")
        .then_some(())?;
    let on = pokemon(i)?;
    Some(vec![Effect::Passive(Passive::Always(
        Lasting::TakesAnyMachine(on),
    ))])
}

/// "Each player's Pokémon that has δ on its card can use attacks on this card instead of its
/// own" (Holon Lake, a Stadium).
pub(super) fn stadium(i: &mut Input) -> Option<Vec<Effect>> {
    let group = group(i)?;
    i.tag("can use attacks on this card instead of its own")
        .then_some(vec![Effect::Passive(Passive::Always(
            Lasting::UsesStadiumAttacks(Pokemon::Each(group)),
        ))])
}

/// "The Pokémon V this card is attached to can use the VSTAR Power on this card" (a Seal Stone,
/// a Tool whose VSTAR Power is printed on it as an Ability).
pub(super) fn lends_power(i: &mut Input) -> Option<Vec<Effect>> {
    i.tag("the").then_some(())?;
    let kind = i.pick(&[("pokémon v", Some(PokemonKind::V)), ("pokémon", None)])?;
    i.tag("this card is attached to can use the vstar power on this card")
        .then_some(vec![Effect::Passive(Passive::HolderUsesItsAbilities(kind))])
}
