//! The attack's damage and damage elsewhere: "This attack does 20 more damage", "… 10 damage
//! plus 20 more damage", "… 30 damage times the number of heads", "This Pokémon also does 10
//! damage to itself", "Does 10 damage to 1 of your opponent's Benched Pokémon", "you may do 90
//! damage to 1 of your opponent's Benched Pokémon instead of their Active Pokémon".

use super::amount::per_or_fixed;
use super::pokemon::pokemon;
use crate::effect::{Amount, Control, Count, Effect, Operation, Pokemon};
use crate::text::input::Input;

/// How the amount relates to the attack's damage.
enum Change {
    Set,
    More,
    Less,
}

/// A damage clause: subject, verb, amount, and an optional target, with the amount's "for
/// each …" after the target when it counts on it ("… to 1 of your opponent's Benched Pokémon
/// for each damage counter on that Pokémon"), and "instead of <the Defending Pokémon>" when
/// the damage elsewhere replaces the attack's own.
pub(super) fn clause(i: &mut Input) -> Option<Vec<Effect>> {
    subject(i);
    i.tag("also");
    i.any(&["does", "do"]).then_some(())?;
    if i.tag("nothing") {
        i.tag("(not even damage)");
        return Some(vec![Effect::Op(Operation::Nothing)]);
    }
    // After "If this Pokémon was damaged by an attack during your opponent's last turn,", the
    // only test that leads to it.
    if i.tag("that much more damage") {
        let amount = Amount::Per {
            each: 1,
            count: Count::DamageByAttackLastTurn,
        };
        return Some(vec![Effect::Op(Operation::MoreDamage(amount))]);
    }
    let (change, mut amount) = amount(i)?;
    // "this attack does 30 damage (to the Defending Pokémon)": its own damage.
    i.tag("(to the defending pokémon)");
    let to = if i.tag("to") { Some(pokemon(i)?) } else { None };
    if to == Some(Pokemon::This) {
        // Damage an attacker does to itself never applies Weakness and Resistance (TCG-9).
        i.tag(", and don't apply weakness and resistance to this damage");
    }
    if let (Amount::Fixed(each), Some(_)) = (amount, to) {
        amount = per_or_fixed(i, each);
    }
    // "Does 20 damage to each Defending Pokémon": the attack's own damage, to each (TB-11).
    if let (Change::Set, Some(Pokemon::EachDefending)) = (&change, to) {
        return Some(vec![
            Effect::Op(Operation::SetDamage(amount)),
            Effect::Op(Operation::ToEachDefending),
        ]);
    }
    let one = match (change, to) {
        (Change::Set, Some(to)) if to != Pokemon::Defending => {
            Effect::Op(Operation::Damage { to, amount })
        }
        (_, Some(to)) if to != Pokemon::Defending => return None,
        (Change::Set, _) => Effect::Op(Operation::SetDamage(amount)),
        (Change::More, _) => Effect::Op(Operation::MoreDamage(amount)),
        (Change::Less, _) => Effect::Op(Operation::LessDamage(amount)),
    };
    // "this attack does 100 damage instead of 50": the printed damage replaced. (A bare
    // "instead" may replace damage done elsewhere: "… 40 damage to that Pokémon. If …, this
    // attack does 60 damage instead.")
    if matches!(one, Effect::Op(Operation::SetDamage(_)))
        && i.attempt(|i| {
            i.tag("instead of").then_some(())?;
            i.number()
        })
        .is_some()
    {
        return Some(vec![one]);
    }
    // A Poké-Power's damage: "do 20 damage to your opponent's Active Pokémon. (Apply
    // Weakness and Resistance.)", done as an attack's.
    if matches!(one, Effect::Op(Operation::SetDamage(_)))
        && to == Some(Pokemon::Defending)
        && i.tag(". (apply weakness and resistance")
    {
        return Some(vec![one, Effect::Op(Operation::DamageNow)]);
    }
    if matches!(one, Effect::Op(Operation::Damage { .. })) && i.tag("instead of") {
        (pokemon(i)? == Pokemon::Defending).then_some(())?;
        return Some(vec![
            one,
            Effect::Op(Operation::SetDamage(Amount::Fixed(0))),
        ]);
    }
    Some(vec![one])
}

/// Two sentences: "If <test>, this attack does 40 damage plus 20 more damage. If not, this
/// attack does 40 damage." (the second restates the printed damage).
pub(super) fn if_not(i: &mut Input) -> Option<Effect> {
    let (condition, holds) = super::test(i)?;
    holds.then_some(())?;
    i.tag("this attack does").then_some(())?;
    let base = i.number()?;
    i.tag("damage plus").then_some(())?;
    let more = i.number()?;
    i.tag("more damage. if not, this attack does")
        .then_some(())?;
    (i.number()? == base).then_some(())?;
    i.tag("damage").then_some(Effect::Control(Control::If {
        condition,
        then: vec![Effect::Op(Operation::MoreDamage(Amount::Fixed(more)))],
        otherwise: Vec::new(),
    }))
}

/// "this attack", "this Pokémon" (also the card's own name, see `parse_on`), "it"; none for a
/// bare "Does".
fn subject(i: &mut Input) {
    i.any(&["this attack", "this pokémon", "this power", "it"]);
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
    // "This attack does 20 times the number of heads": the older wording leaves "damage" out.
    let mut times = *i;
    (i.tag("damage") || times.tag("times the number of")).then_some(())?;
    if i.tag("minus") {
        let less = i.number()?;
        i.tag("damage").then_some(())?;
        return Some((Change::Less, per_or_fixed(i, less)));
    }
    if i.tag("plus") {
        let more = i.number()?;
        i.any(&["more damage", "damage"]).then_some(())?;
        return Some((Change::More, per_or_fixed(i, more)));
    }
    Some((Change::Set, per_or_fixed(i, n)))
}

/// "You can't add more than N damage in this way."
pub(super) fn cap(i: &mut Input) -> Option<Effect> {
    i.tag("you can't add more than").then_some(())?;
    let most = i.number()?;
    i.tag("damage in this way")
        .then_some(Effect::Op(Operation::MoreDamageAtMost(most)))
}
