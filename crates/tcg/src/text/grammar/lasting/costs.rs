//! Lasting effects on costs: a Retreat Cost less, more or none, retreating while Asleep or
//! Paralyzed, an attack's Energy cost ignored.

use super::super::amount::per_or_fixed;
use super::super::pokemon::{group, pokemon};
use super::subject;
use crate::effect::{Lasting, Pokemon};
use crate::text::input::Input;

/// Colorless Energy symbols written back to back: how many.
pub(in crate::text::grammar) fn colorless(i: &mut Input) -> Option<u8> {
    u8::try_from(i.repeated("colorless"))
        .ok()
        .filter(|&n| n > 0)
}

/// "pay [C] less to retreat <P>".
fn pay_less(i: &mut Input) -> Option<Lasting> {
    i.tag("pay").then_some(())?;
    let by = colorless(i)?;
    i.tag("less to retreat").then_some(())?;
    let of = subject(i)?;
    Some(Lasting::RetreatCostLess { of, by })
}

/// "<P> can retreat even when it is Asleep or Paralyzed", "<P> can attack even if it's Asleep
/// or Paralyzed" (Windup Arm).
pub(super) fn retreats_anyway(i: &mut Input) -> Option<Lasting> {
    let who = pokemon(i)?;
    let attacks = i.tag("can attack even");
    if !attacks {
        i.tag("can retreat even").then_some(())?;
    }
    i.any(&["when", "if"]).then_some(())?;
    i.any(&["it is", "it's"]).then_some(())?;
    i.tag("asleep or paralyzed").then_some(())?;
    Some(if attacks {
        Lasting::AttacksAsleepOrParalyzed(who)
    } else {
        Lasting::RetreatsAsleepOrParalyzed(who)
    })
}

/// "Attacks used by <P> cost [C] more" (Pokémon League Headquarters), "… cost [C] less"
/// (Counter Gain), "… cost [C] less for each Kofu card in your discard pile".
pub(super) fn attack_cost_more(i: &mut Input) -> Option<Lasting> {
    i.tag("attacks used by").then_some(())?;
    let of = subject(i)?;
    i.tag("cost").then_some(())?;
    let by = colorless(i)?;
    if i.tag("less") {
        let by = per_or_fixed(i, u16::from(by));
        return Some(Lasting::AttackCostLess {
            of,
            by,
            any_type: false,
        });
    }
    i.tag("more").then_some(Lasting::AttackCostMore { of, by })
}

/// "Attacks used by <P> cost [C] more, and its Retreat Cost is [C] more": both costs of one
/// Pokémon.
pub(super) fn costs_more(i: &mut Input) -> Option<Vec<Lasting>> {
    let attacks = attack_cost_more(i)?;
    let Lasting::AttackCostMore { of, .. } = attacks else {
        return None;
    };
    i.tag(", and its retreat cost is").then_some(())?;
    let by = colorless(i)?;
    i.tag("more")
        .then_some(vec![attacks, Lasting::RetreatCostMore { of, by }])
}

/// "ignore all Energy in the attack cost of each of <P>'s attacks", "… in the costs of attacks
/// used by <P>".
pub(super) fn no_attack_cost(i: &mut Input) -> Option<Lasting> {
    if i.tag("ignore all energy in the costs of attacks used by") {
        return pokemon(i).map(Lasting::NoAttackCost);
    }
    i.tag("ignore all energy in the attack cost of")
        .then_some(())?;
    i.tag("each of");
    let of = pokemon(i)?;
    i.tag("'s attacks").then_some(Lasting::NoAttackCost(of))
}

/// "The Retreat Cost of <P> is [C][C] less[, and it can retreat even if it's Asleep or
/// Paralyzed]", "<P>'s Retreat Cost is [C] less", "The Retreat Cost for <P> is 0" (none).
pub(super) fn retreat_cost(i: &mut Input) -> Option<Vec<Lasting>> {
    if let Some(less) = i.attempt(pay_less) {
        return Some(vec![less]);
    }
    let of = if i.any(&["the retreat cost of", "the retreat cost for"]) {
        // "… of each of your opponent's Pokémon in play": a group.
        if i.tag("each of") {
            Pokemon::Each(group(i)?)
        } else {
            pokemon(i)?
        }
    } else {
        let of = pokemon(i)?;
        i.tag("'s retreat cost").then_some(of)?
    };
    i.tag("is").then_some(())?;
    // "… is 0": no Retreat Cost.
    if i.tag("0") {
        return Some(vec![Lasting::NoRetreatCost(of)]);
    }
    let by = colorless(i)?;
    if i.tag("more") {
        return Some(vec![Lasting::RetreatCostMore { of, by }]);
    }
    i.tag("less").then_some(())?;
    let mut lasting = vec![Lasting::RetreatCostLess { of, by }];
    if i.tag(", and it can retreat even if it's asleep or paralyzed") {
        lasting.push(Lasting::RetreatsAsleepOrParalyzed(of));
    }
    Some(lasting)
}
