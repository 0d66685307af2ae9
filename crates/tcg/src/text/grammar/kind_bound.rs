//! Passive effects bound to kinds of Pokémon, read by reading the sentence without the words
//! that bind them: a Tool's on its holder unless the holder is of a kind ("The attacks of the
//! Pokémon this card is attached to (excluding Pokémon-EX) do …"), more damage only to a
//! Defending Pokémon of a kind ("… do 30 more damage to your opponent's Active Pokémon-GX or
//! Active Pokémon-EX …"), and a Special Energy's only on a holder of its type ("… Ignore this
//! effect if the Pokémon that this card is attached to isn't Metal.", read with the sentence
//! before it).

use super::condition::kind_noun;
use super::energy::energy_type;
use super::sentence as read;
use crate::effect::{Condition, Control, Effect, Pokemon, PokemonKind};
use crate::text::input::Input;

/// A sentence with a kind bound in it: what it says without the binding words, under a test.
pub(super) fn sentence(text: &str) -> Option<Vec<Effect>> {
    excluding(text)
        .or_else(|| against(text))
        .or_else(|| of_holders_type(text))
}

/// "<sentence>. Ignore this effect if the Pokémon that this card is attached to isn't
/// <type>.": the sentence, while its holder is of that type.
fn of_holders_type(text: &str) -> Option<Vec<Effect>> {
    const IGNORE: &str = " ignore this effect if the pokémon that this card is attached to isn't ";
    let (before, after) = text.split_once(IGNORE)?;
    let of_type = Input::new(after).whole(energy_type)?;
    let then = read(before)?;
    Some(vec![under(
        Condition::OfType(Pokemon::Holder, of_type),
        then,
    )])
}

/// "… the Pokémon this card is attached to (excluding <kind>) …": while the holder is not of
/// that kind.
fn excluding(text: &str) -> Option<Vec<Effect>> {
    let (before, after) = text.split_once(" (excluding ")?;
    before
        .ends_with("the pokémon this card is attached to")
        .then_some(())?;
    let (kind, rest) = after.split_once(')')?;
    let kind = Input::new(kind).whole(kind_noun)?;
    let then = read(&format!("{before}{rest}"))?;
    Some(vec![under(Condition::IsNot(Pokemon::Holder, kind), then)])
}

/// "… more damage to [your opponent's] Active <kind> [or Active <kind>] …": while the
/// Defending Pokémon is of that kind.
fn against(text: &str) -> Option<Vec<Effect>> {
    const MORE: &str = " more damage to ";
    let (before, after) = text.split_once(MORE)?;
    let mut i = Input::new(after);
    i.tag("your opponent's");
    i.tag("active").then_some(())?;
    let first = kind_noun(&mut i)?;
    let kind = if i.tag("or active") {
        match (first, kind_noun(&mut i)?) {
            (PokemonKind::Gx, PokemonKind::Ex) => PokemonKind::GxOrEx,
            _ => return None,
        }
    } else {
        first
    };
    let then = read(&format!(
        "{before}{MORE}your opponent's active pokémon {}",
        i.rest()
    ))?;
    Some(vec![under(Condition::Is(Pokemon::Defending, kind), then)])
}

fn under(condition: Condition, then: Vec<Effect>) -> Effect {
    Effect::Control(Control::If {
        condition,
        then,
        otherwise: Vec::new(),
    })
}
