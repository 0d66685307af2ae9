//! "During your opponent's next turn, all of your Pokémon take 30 less damage … (This includes
//! new Pokémon that come into play.)": a lasting effect on a group that takes in the Pokémon
//! that come into play while it lasts.

use super::led;
use crate::effect::{Effect, Operation, Pokemon};
use crate::text::input::Input;

/// The sentence and its reminder: each lasting effect on a group made one on the group as it
/// will be.
pub(super) fn pair(i: &mut Input) -> Option<Vec<Effect>> {
    let effects = led(i)?;
    i.tag(". (this includes").then_some(())?;
    i.any(&[
        "new pokémon that come into play",
        "pokémon that come into play during that turn",
        "pokémon that come into play this turn",
        "pokémon that come into play during this turn or during your opponent's next turn",
    ])
    .then_some(())?;
    i.tag(".)").then_some(())?;
    let mut any = false;
    let effects = effects
        .into_iter()
        .map(|effect| match effect {
            Effect::Op(Operation::During { turn, what })
                if matches!(what.target(), Some(Pokemon::Each(_))) =>
            {
                any = true;
                Effect::Op(Operation::DuringIncludingNew { turn, what })
            }
            other => other,
        })
        .collect();
    any.then_some(effects)
}
