//! "The Pokémon this card is attached to gets +60 HP, recovers from all Special Conditions, and
//! can't be affected by any Special Conditions", "… has no Retreat Cost, and the attacks it
//! uses do 20 more damage …": a Tool's passive effects on its holder listed in one sentence,
//! each read as a sentence of its own.

use super::sentence as read;
use crate::effect::Effect;

const HOLDER: &str = "the pokémon this card is attached to";

/// The listed effects, each read with the holder before it; only passive effects.
pub(super) fn sentence(text: &str) -> Option<Vec<Effect>> {
    let rest = text.strip_prefix(HOLDER)?.strip_prefix(' ')?;
    let parts: Vec<&str> = rest
        .split(", ")
        .map(|part| part.strip_prefix("and ").unwrap_or(part))
        .collect();
    (parts.len() > 1).then_some(())?;
    let mut effects = Vec::new();
    for (at, part) in parts.iter().enumerate() {
        // A Pokémon that can't be affected by Special Conditions recovers from them already
        // (`game/effects/conditions.rs`).
        let unaffected_next = parts
            .get(at + 1)
            .is_some_and(|next| next.starts_with("can't be affected by any special conditions"));
        if *part == "recovers from all special conditions" && unaffected_next {
            continue;
        }
        let one = match part.strip_prefix("the attacks it uses ") {
            Some(uses) => format!("the attacks of {HOLDER} {uses}"),
            None => format!("{HOLDER} {part}"),
        };
        effects.extend(read(&one)?);
    }
    effects
        .iter()
        .all(|e| matches!(e, Effect::Passive(_)))
        .then_some(effects)
}
