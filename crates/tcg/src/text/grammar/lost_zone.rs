//! Cards put in the Lost Zone: "put 2 Lightning Energy cards from your hand in the Lost Zone",
//! "put any number of Pokémon Tool cards from your discard pile in the Lost Zone", "Put 2
//! Energy attached to this Pokémon in the Lost Zone".

use super::card_filter::filter;
use super::energy::{card_count, energy_noun};
use super::pokemon::{group, narrowed, pokemon};
use crate::effect::{CardCount, Effect, Operation, Role, Which};
use crate::text::input::Input;

/// "put N <cards> from your hand in the Lost Zone", "put any number of <cards> from your
/// discard pile in the Lost Zone".
pub(super) fn clause(i: &mut Input) -> Option<Effect> {
    if let Some(energy) = i.attempt(energy) {
        return Some(energy);
    }
    i.tag("put").then_some(())?;
    if i.tag("any number of") {
        let filter = filter(i)?;
        i.tag("from your discard pile").then_some(())?;
        return i
            .any(&["in the lost zone", "into the lost zone"])
            .then_some(Effect::Op(Operation::DiscardToLostZone {
                count: CardCount::UpTo(u8::MAX),
                filter,
            }));
    }
    let count = i.small()?;
    let filter = filter(i)?;
    i.tag("from your hand").then_some(())?;
    i.any(&["in the lost zone", "into the lost zone"])
        .then_some(Effect::Op(Operation::HandToLostZone {
            who: Role::Acting,
            count,
            filter,
        }))
}

/// "Put 2 Energy attached to this Pokémon in the Lost Zone", "… attached to your Pokémon …"
/// (picked among the group's).
fn energy(i: &mut Input) -> Option<Effect> {
    i.tag("put").then_some(())?;
    let count = card_count(i)?;
    let energy = energy_noun(i)?;
    i.tag("attached to").then_some(())?;
    let from = i.attempt(pokemon);
    let among = match from {
        Some(_) => None,
        None => Some(group(i)?),
    };
    i.any(&["in the lost zone", "into the lost zone"])
        .then_some(())?;
    Some(Effect::Op(match (from, among) {
        (Some(from), _) => Operation::EnergyToLostZone {
            from: narrowed(from, Which::HasEnergy(energy)),
            count,
            energy,
        },
        (None, Some(among)) => Operation::EnergyToLostZoneAmong {
            among,
            count,
            energy,
        },
        (None, None) => return None,
    }))
}
