//! A choice between options written as bullets: "Choose 1 or both: • Shuffle up to 2 Pokémon
//! from your discard pile into your deck. • Shuffle up to 2 basic Energy cards from your discard
//! pile into your deck." The acting player chooses (TCG-16).

use crate::effect::{Control, Effect, Role};
use crate::text::input::Input;

/// "Choose 1:", "Choose 1 or both:", "Choose 1 or 2:" and at least two bullets, each its own
/// sentence read by `option`.
pub(super) fn choose(
    i: &mut Input,
    option: fn(&mut Input) -> Option<Vec<Effect>>,
) -> Option<Vec<Effect>> {
    i.tag("choose").then_some(())?;
    let least = i.number()?;
    let at_most = if i.tag("or both") {
        2
    } else if i.tag("or") {
        i.small()?
    } else {
        u8::try_from(least).ok()?
    };
    i.tag(":").then_some(())?;
    let mut options = Vec::new();
    while i.tag("•") {
        options.push(option(i)?);
        i.tag(".");
    }
    (options.len() >= 2).then(|| {
        vec![Effect::Control(Control::ChooseOptions {
            chooser: Role::Acting,
            at_most,
            options,
        })]
    })
}
