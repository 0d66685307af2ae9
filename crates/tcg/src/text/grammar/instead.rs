//! "Draw 3 cards. If you discarded a Pokémon with Team Aqua in its name, draw 4 cards
//! instead.": a second sentence that replaces the first's last step when its test holds.

use super::{clause, led, test};
use crate::effect::{Control, Effect};
use crate::text::input::Input;

/// The two sentences, the first's last step made the `otherwise` of the second's test.
pub(super) fn pair(i: &mut Input) -> Option<Vec<Effect>> {
    let mut first = led(i)?;
    i.tag(".").then_some(())?;
    let (condition, holds) = test(i)?;
    let instead = clause(i)?;
    i.tag("instead").then_some(())?;
    let done = first.pop()?;
    let (then, otherwise) = if holds {
        (instead, vec![done])
    } else {
        (vec![done], instead)
    };
    first.push(Effect::Control(Control::If {
        condition,
        then,
        otherwise,
    }));
    Some(first)
}
