//! "Draw 2 cards. If you drew any cards in this way, flip a coin.": what follows a draw is done
//! only if the draw drew a card, which it does unless the deck was empty before it.

use super::led;
use crate::effect::{Condition, Control, Effect, Operation, Role};
use crate::text::input::Input;

/// The two sentences: the first's last step, a draw, and what follows it done only when the
/// acting player's deck is not empty before it.
pub(super) fn pair(i: &mut Input) -> Option<Vec<Effect>> {
    let mut first = led(i)?;
    i.tag(". if you drew any cards in this way,")
        .then_some(())?;
    let then = led(i)?;
    let draw = first.pop()?;
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
    first.push(Effect::Control(Control::If {
        condition: Condition::DeckEmpty(Role::Acting),
        then: Vec::new(),
        otherwise: done,
    }));
    Some(first)
}
