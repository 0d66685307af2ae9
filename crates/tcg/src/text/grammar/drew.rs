//! "Draw 2 cards. If you drew any cards in this way, flip a coin.": what follows a draw is done
//! only if the draw drew a card, which it does unless the deck was empty before it. The draw
//! may be an ability's, inside its lead-ins ("Once during your turn, you may draw 3 cards. If
//! you drew any cards in this way, shuffle this Pokémon … into your deck.").

use super::led;
use crate::effect::{Condition, Control, Effect, Operation, Role, Usage};
use crate::text::input::Input;

/// The two sentences: the first's last step, a draw, and what follows it done only when the
/// acting player's deck is not empty before it.
pub(super) fn pair(i: &mut Input) -> Option<Vec<Effect>> {
    let mut first = led(i)?;
    i.tag(". if you drew any cards in this way,")
        .then_some(())?;
    let then = led(i)?;
    let steps = innermost(&mut first);
    let draw = steps.pop()?;
    matches!(
        draw,
        Effect::Op(Operation::Draw {
            who: Role::Acting,
            ..
        })
    )
    .then_some(())?;
    let mut done = vec![draw];
    done.extend(then);
    steps.push(Effect::Control(Control::If {
        condition: Condition::DeckEmpty(Role::Acting),
        then: Vec::new(),
        otherwise: done,
    }));
    Some(first)
}

/// The steps the last step of `steps` leads into when it is a lead-in ("Once during your
/// turn,", "you may"), else `steps`: where the draw is.
fn innermost(steps: &mut Vec<Effect>) -> &mut Vec<Effect> {
    match steps.last() {
        Some(
            Effect::Usage(Usage::OncePerTurn(_))
            | Effect::Control(Control::May {
                chooser: Role::Acting,
                ..
            }),
        ) => {}
        _ => return steps,
    }
    match steps.last_mut() {
        Some(Effect::Usage(Usage::OncePerTurn(inner)))
        | Some(Effect::Control(Control::May { then: inner, .. })) => innermost(inner),
        _ => unreachable!("matched above"),
    }
}
