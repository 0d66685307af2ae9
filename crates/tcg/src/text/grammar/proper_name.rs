//! Names the grammar does not know: a card's ("your Benched Pawniard", "a Leon card", "If you
//! played Cynthia") or an attack's ("this Pokémon's Slash attack", "used Agility"), read as the
//! words before what follows them.

use crate::effect::Name;
use crate::text::input::Input;

/// First words that refer to a card rather than name it ("this card", "a Supporter card", "of
/// your Pokémon").
const REFERRING: [&str; 11] = [
    "this", "that", "a", "an", "any", "the", "your", "their", "each", "all", "of",
];

/// Words printed on cards as a kind, not a name ("each Ancient card", "each Single Strike
/// Pokémon").
const KINDS: [&str; 5] = [
    "ancient",
    "future",
    "single strike",
    "rapid strike",
    "fusion strike",
];

/// A name before the first of `ends` (or before the sentence's end for ""), left unread; in
/// quotes or not (that has "Falinks" in its name).
pub(super) fn name(i: &mut Input, ends: &[&str]) -> Option<Name> {
    i.attempt(|i| {
        let words = i.words_before(ends)?.trim_matches('"');
        let first = words.split(' ').next()?;
        let kind = KINDS.iter().any(|k| words.starts_with(k));
        (!REFERRING.contains(&first) && !kind)
            .then(|| Name::new(words))
            .flatten()
    })
}
