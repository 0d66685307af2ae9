//! "You can't apply more than 1 Strong Cheer Ability at a time": the copies of one passive
//! ability in play do not add up.

use crate::effect::Effect;
use crate::text::input::Input;

/// The longest ability name read, in words.
const NAME_WORDS: usize = 4;

/// "You can't apply more than 1 <ability name> Ability at a time."
pub(super) fn sentence(i: &mut Input) -> Option<Vec<Effect>> {
    i.tag("you can't apply more than 1").then_some(())?;
    for _ in 0..NAME_WORDS {
        i.word()?;
        if i.tag("ability at a time") {
            return Some(vec![Effect::OneAtATime]);
        }
    }
    None
}
