//! Passive effects bound to kinds of Pokémon, read by reading the sentence without the words
//! that bind them: a Tool's on its holder unless the holder is of a kind ("The attacks of the
//! Pokémon this card is attached to (excluding Pokémon-EX) do …"), more damage only to a
//! Defending Pokémon of a kind ("… do 30 more damage to your opponent's Active Pokémon-GX or
//! Active Pokémon-EX …"), and a Special Energy's only on a holder of its type ("… Ignore this
//! effect if the Pokémon that this card is attached to isn't Metal.", read with the sentence
//! before it), and a Tool's only on a holder of a kind, a type or an owner ("The Stage 2
//! Pokémon this card is attached to has no Retreat Cost", "The Cynthia's Pokémon this card is
//! attached to gets +70 HP").

use super::card_filter::filter;
use super::condition::kind_noun;
use super::energy::energy_type;
use super::sentence as read;
use crate::effect::{CardFilter, Condition, Control, Effect, Pokemon, PokemonKind};
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
    let older = kind_noun(&mut i);
    let modern = older.is_none();
    let first = older.or_else(|| i.pick(&MODERN_KINDS))?;
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
    // Tested as the attack is done only when what holds is passive (a Tool's, an ability's): a
    // lasting effect begun now ("During this turn, …") would be tested once, too early.
    let passive = then.iter().all(|e| matches!(e, Effect::Passive(_)));
    (!modern || passive).then_some(())?;
    Some(vec![under(Condition::Is(Pokemon::Defending, kind), then)])
}

/// The Scarlet & Violet era's kinds a target is named by: "Active Pokémon ex", "Active
/// Pokémon V".
const MODERN_KINDS: [(&str, PokemonKind); 2] = [
    ("pokémon ex", PokemonKind::Ex),
    ("pokémon v", PokemonKind::V),
];

/// "The <kind|type|owner> Pokémon this card is attached to …": the sentence said of "the
/// Pokémon this card is attached to", while the holder's card passes the filter. Tried after
/// every other reading, which reads some of these sentences already ("The Basic Pokémon this
/// card is attached to gets +40 HP").
pub(super) fn holder_of(text: &str) -> Option<Vec<Effect>> {
    const HOLDER: &str = " this card is attached to ";
    let (holder, after) = text.strip_prefix("the ")?.split_once(HOLDER)?;
    let filter = Input::new(holder).whole(filter)?;
    (filter != CardFilter::Pokemon).then_some(())?;
    let then = read(&format!("the pokémon{HOLDER}{after}"))?;
    Some(vec![under(Condition::Card(Pokemon::Holder, filter), then)])
}

fn under(condition: Condition, then: Vec<Effect>) -> Effect {
    Effect::Control(Control::If {
        condition,
        then,
        otherwise: Vec::new(),
    })
}
