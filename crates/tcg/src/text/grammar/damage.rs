//! The attack's damage and damage elsewhere: "This attack does 20 more damage", "… 10 damage
//! plus 20 more damage", "… 30 damage times the number of heads", "This Pokémon also does 10
//! damage to itself", "Does 10 damage to 1 of your opponent's Benched Pokémon".

use super::amount::per_or_fixed;
use super::pokemon::pokemon;
use crate::effect::{Amount, Effect, Pokemon};
use crate::text::input::Input;

/// How the amount relates to the attack's damage.
enum Change {
    Set,
    More,
    Less,
}

/// A damage clause: subject, verb, amount, and an optional target.
pub(super) fn clause(i: &mut Input) -> Option<Effect> {
    subject(i);
    i.tag("also");
    i.any(&["does", "do"]).then_some(())?;
    if i.tag("nothing") {
        i.tag("(not even damage)");
        return Some(Effect::Nothing);
    }
    let (change, amount) = amount(i)?;
    let to = if i.tag("to") { Some(pokemon(i)?) } else { None };
    if to == Some(Pokemon::This) {
        // Damage an attacker does to itself never applies Weakness and Resistance (TCG-9).
        i.tag(", and don't apply weakness and resistance to this damage");
    }
    match (change, to) {
        (Change::Set, Some(to)) if to != Pokemon::Defending => Some(Effect::Damage { to, amount }),
        (_, Some(to)) if to != Pokemon::Defending => None,
        (Change::Set, _) => Some(Effect::SetDamage(amount)),
        (Change::More, _) => Some(Effect::MoreDamage(amount)),
        (Change::Less, _) => Some(Effect::LessDamage(amount)),
    }
}

/// "this attack", "this Pokémon" (also the card's own name, see `parse_on`), "it"; none for a
/// bare "Does".
fn subject(i: &mut Input) {
    i.any(&["this attack", "this pokémon", "it"]);
}

/// "N damage", "N more damage", "N less damage", "N damage plus M more damage", "N damage minus
/// M damage", each with an optional "for each …" / "times the number of …".
fn amount(i: &mut Input) -> Option<(Change, Amount)> {
    let n = i.number()?;
    if i.tag("more damage") {
        return Some((Change::More, per_or_fixed(i, n)));
    }
    if i.tag("less damage") {
        return Some((Change::Less, per_or_fixed(i, n)));
    }
    i.tag("damage").then_some(())?;
    if i.tag("minus") {
        let less = i.number()?;
        i.tag("damage").then_some(())?;
        return Some((Change::Less, per_or_fixed(i, less)));
    }
    if i.tag("plus") {
        let more = i.number()?;
        i.tag("more damage").then_some(())?;
        return Some((Change::More, per_or_fixed(i, more)));
    }
    Some((Change::Set, per_or_fixed(i, n)))
}

/// "You can't add more than N damage in this way."
pub(super) fn cap(i: &mut Input) -> Option<Effect> {
    i.tag("you can't add more than").then_some(())?;
    let most = i.number()?;
    i.tag("damage in this way")
        .then_some(Effect::MoreDamageAtMost(most))
}
