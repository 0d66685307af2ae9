//! Discarding Benched Pokémon of a kind or a name: "Discard any number of Arrokuda from your
//! Bench".

use super::tally::kind_or_name;
use crate::effect::{Effect, Operation, Role};
use crate::text::input::Input;

/// "discard any number of <Pokémon> from your Bench".
pub(super) fn clause(i: &mut Input) -> Option<Effect> {
    i.tag("discard any number of").then_some(())?;
    let filter = kind_or_name(i, &["from your bench"])?;
    i.tag("from your bench")
        .then_some(Effect::Op(Operation::DiscardFromBench {
            who: Role::Acting,
            filter,
            at_most: None,
        }))
}
