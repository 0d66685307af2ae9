//! Damage reduced by coin flips, over two sentences: "Whenever this Pokémon would be damaged
//! by your opponent's attack, flip a coin until you get tails. For each heads, reduce that
//! damage by 10." (Armor Fossil).

use super::pokemon::pokemon;
use crate::effect::{Effect, Lasting, Passive};
use crate::text::input::Input;

/// The two sentences, joined.
pub(super) fn reduced(i: &mut Input) -> Option<Effect> {
    i.tag("whenever").then_some(())?;
    let to = pokemon(i)?;
    i.tag("would be damaged by").then_some(())?;
    i.any(&["your opponent's attack", "an opponent's attack"])
        .then_some(())?;
    i.tag(", flip a coin until you get tails. for each heads, reduce that damage by")
        .then_some(())?;
    let each = i.number()?;
    Some(Effect::Passive(Passive::Always(Lasting::ReducedPerHeads {
        to,
        each,
    })))
}
