//! "You can't apply more than 1 Strong Cheer Ability at a time", "You can't use more than 1
//! Happy Dance Poké-Power each turn": the copies of one ability in play do not add up, or are
//! used once a turn for all of them; "The effect of Curly Wall doesn't stack"; a Special
//! Energy's effect applied once to each Pokémon.

use crate::effect::{Effect, Passive};
use crate::text::input::Input;

/// The longest ability name read, in words.
const NAME_WORDS: usize = 4;

/// "You can't apply more than 1 <ability name> Ability at a time", "You can't use more than 1
/// <name> Poké-Power (Poké-Body, Ability) each turn (between turns, during your turn)", "The
/// effect of <ability name> doesn't stack".
pub(super) fn sentence(i: &mut Input) -> Option<Vec<Effect>> {
    // A Special Energy's: "This effect can't be applied more than once at a time to the same
    // Pokémon."
    if i.tag("this effect can't be applied more than once at a time to the same pokémon") {
        return Some(vec![Effect::Passive(Passive::OnceOnEachPokemon)]);
    }
    // "The effect of Curly Wall doesn't stack."
    if i.tag("the effect of") {
        for _ in 0..NAME_WORDS {
            i.word()?;
            if i.tag("doesn't stack") {
                return Some(vec![Effect::Passive(Passive::OneAtATime)]);
            }
        }
        return None;
    }
    i.any(&["you can't apply more than 1", "you can't use more than 1"])
        .then_some(())?;
    for _ in 0..NAME_WORDS {
        i.word()?;
        if i.any(&[
            "ability at a time",
            "ability each turn",
            "ability during your turn",
            "poké-power each turn",
            "poké-body each turn",
            "poké-body between turns",
        ]) {
            return Some(vec![Effect::Passive(Passive::OneAtATime)]);
        }
    }
    None
}
