//! Abilities that change set-up (TCG-4): "If you go second, and if this Pokémon is in your hand
//! when you are setting up to play, you may put it face down as your Active Pokémon or on your
//! Bench."

use crate::effect::{Effect, Usage};
use crate::text::input::Input;

/// "[If you go second, and] if this Pokémon is in your hand when you are setting up to play, you
/// may put it face down (as your Active Pokémon [or on your Bench] | in the Active Spot)".
pub(super) fn sentence(i: &mut Input) -> Option<Vec<Effect>> {
    let going_second = i.tag("if you go second, and");
    i.tag(
        "if this pokémon is in your hand when you are setting up to play, you may put it face down",
    )
    .then_some(())?;
    let bench = if i.tag("in the active spot") {
        false
    } else {
        i.tag("as your active pokémon").then_some(())?;
        i.tag("or on your bench")
    };
    Some(vec![Effect::Usage(Usage::PlaceAtSetUp {
        going_second,
        bench,
    })])
}
