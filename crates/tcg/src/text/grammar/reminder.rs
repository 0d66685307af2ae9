//! Reminder text: a sentence in parentheses that restates a rule the engine applies anyway
//! (TCG-9's Weakness and Resistance only on the Active Pokémon; the one-GX-attack and
//! one-VSTAR-Power limits, which are the card kind's rules; "switch out" leaving the choice of
//! the new Active Pokémon to its owner; an evolution by search still being evolution; a lasting
//! effect ending when its Pokémon leaves the Active Spot). It is understood and adds nothing.

use crate::effect::Effect;
use crate::text::input::Input;

/// A reminder, read to its closing parenthesis.
pub(super) fn sentence(i: &mut Input) -> Option<Vec<Effect>> {
    i.tag("(").then_some(())?;
    if i.tag("you can't use more than") {
        i.number()?;
        return i
            .any(&["gx attack in a game", "vstar power in a game"])
            .then(Vec::new);
    }
    i.any(&[
        "don't apply weakness and resistance for benched pokémon",
        "don't apply weakness or resistance for benched pokémon",
        "any other effects of attacks still happen",
        "any other effects that would happen after applying weakness and resistance still happen",
        "do the damage before switching the pokémon",
        "your opponent chooses the new active pokémon",
        "this counts as evolving this pokémon",
        "this counts as evolving that pokémon",
        "benching either pokémon ends this effect",
        "benching or evolving either pokémon ends this effect",
    ])
    .then(Vec::new)
}
