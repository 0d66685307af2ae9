//! Why a card is not playable, in words: a text the grammar does not read, or effects it reads
//! that the engine does not play yet (TCG-15).

use super::emit::NotPlayed;
use crate::effect::Effect;
use crate::game::model::program::Program;
use crate::text::{Unmodelled, normalize};

/// How a reason starts when the grammar did not read a text (other reasons are the engine's).
pub const NOT_READ: &str = "not read: ";

/// Notes why a text is not played, in words.
pub(super) fn note(
    reasons: &mut Vec<String>,
    result: Result<Vec<Effect>, Unmodelled>,
) -> Vec<Effect> {
    match result {
        Ok(effects) => effects,
        Err(u) => {
            reasons.push(format!("{NOT_READ}{}", u.sentences.join(" ")));
            Vec::new()
        }
    }
}

/// The program a text compiles to, or none (an empty one) with what is not played noted.
pub(super) fn program(
    reasons: &mut Vec<String>,
    text: &str,
    built: Result<Program, NotPlayed>,
) -> Program {
    built.unwrap_or_else(|NotPlayed(what)| {
        reasons.push(format!(
            "not played yet ({}): {}",
            what.join(", "),
            normalize(text)
        ));
        Program::default()
    })
}
