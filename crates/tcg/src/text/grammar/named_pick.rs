//! A Pokémon picked by a word in its name: "… may shuffle 1 of his or her Pokémon in play with
//! Koga in its name and any cards attached to it into his or her deck". A `Group` holds no
//! name (it stays small: lasting effects in the game state copy it), so the pick is a step of
//! its own ([`Operation::ChooseOnly`]), made first, and the sentence is read with "that Pokémon"
//! in the pick's place.

use crate::effect::{CardFilter, Control, Effect, Name, Operation, Usage, Which};
use crate::text::input::Input;

const NAMED: &str = " in its name";

/// A sentence with "1 of <group> with <word> in its name" in it.
pub(super) fn sentence(text: &str) -> Option<Vec<Effect>> {
    let end = text.find(NAMED)?;
    let with = text[..end].rfind(" with ")?;
    let start = text[..with].rfind("1 of ")?;
    let mut pick = Input::new(&text[start..with]).whole(super::pokemon::pick)?;
    let only = CardFilter::NameHas(Name::new(&text[with + " with ".len()..end])?);
    let rest = format!(
        "{}that pokémon{}",
        &text[..start],
        &text[end + NAMED.len()..]
    );
    let mut effects = super::sentence(&rest)?;
    let steps = first_step(&mut effects);
    // Picked among those the step can act on, as `pokemon::narrowed` does: "discard an Energy
    // card attached to 1 of your Pokémon with Erika in its name" picks one with Energy.
    if let Some(
        Effect::Op(Operation::DiscardEnergy { energy, .. })
        | Effect::Op(Operation::EnergyToHand { energy, .. }),
    ) = steps.first()
    {
        pick.group.which = Some(Which::HasEnergy(*energy));
    }
    steps.insert(0, Effect::Op(Operation::ChooseOnly { pick, only }));
    Some(effects)
}

/// Where the sentence's first step is done: inside its lead-ins ("If heads,", "you may").
fn first_step(effects: &mut Vec<Effect>) -> &mut Vec<Effect> {
    match effects.first() {
        Some(Effect::Control(Control::If { then, .. })) if !then.is_empty() => {}
        Some(Effect::Control(Control::May { .. }) | Effect::Usage(Usage::OncePerTurn(_))) => {}
        _ => return effects,
    }
    match &mut effects[0] {
        Effect::Control(Control::If { then, .. }) => first_step(then),
        Effect::Control(Control::May { then, .. }) | Effect::Usage(Usage::OncePerTurn(then)) => {
            first_step(then)
        }
        _ => unreachable!("matched above"),
    }
}
