//! Names the grammar does not know: a card's ("your Benched Pawniard", "a Leon card", "If you
//! played Cynthia") or an attack's ("this Pokémon's Slash attack", "used Agility"), read as the
//! words before what follows them.

use crate::effect::Name;
use crate::text::input::Input;

/// First words that refer to a card rather than name it ("this card", "a Supporter card").
const REFERRING: [&str; 10] = [
    "this", "that", "a", "an", "any", "the", "your", "their", "each", "all",
];

/// A name before the first of `ends` (or before the sentence's end for ""), left unread.
pub(super) fn name(i: &mut Input, ends: &[&str]) -> Option<Name> {
    i.attempt(|i| {
        let words = i.words_before(ends)?;
        let first = words.split(' ').next()?;
        (!REFERRING.contains(&first))
            .then(|| Name::new(words))
            .flatten()
    })
}
