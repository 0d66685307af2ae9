//! Cards put in the Lost Zone: "put 2 Lightning Energy cards from your hand in the Lost Zone",
//! "put any number of Pokémon Tool cards from your discard pile in the Lost Zone".

use super::card_filter::filter;
use crate::effect::{CardCount, Effect, Operation, Role};
use crate::text::input::Input;

/// "put N <cards> from your hand in the Lost Zone", "put any number of <cards> from your
/// discard pile in the Lost Zone".
pub(super) fn clause(i: &mut Input) -> Option<Effect> {
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
