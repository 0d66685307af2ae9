//! Passive effects read from a sentence, with the tests they hold under: a Pokémon's passive
//! ability, a Pokémon Tool's, a Stadium's or a Special Energy's "<passive>", "If <test>,
//! <passive>", "As long as <test>, <passive>".

use crate::effect::{
    Compare, Condition, Control, Count, Effect, Lasting, Passive, Pokemon, Provided, Usage,
};
use crate::game::model::card::Conditions;

/// A passive effect and the conditions it holds under: "<passive>", "If <test>, <passive>",
/// "As long as <test>, <passive>", tests nested ("(excluding Pokémon-EX)" inside "If …").
pub(super) fn passive_of(effect: &Effect) -> Option<(Lasting, Conditions)> {
    if let Effect::Passive(Passive::Always(lasting)) = effect {
        return Some((*lasting, Conditions::new()));
    }
    let (condition, [inner]) = under_test(effect)? else {
        return None;
    };
    let (lasting, mut conditions) = passive_of(inner)?;
    conditions.try_insert(0, condition).ok()?;
    Some((named_by_test(lasting, condition), conditions))
}

/// The test of "If <test>, <effects>" (with nothing otherwise) or "As long as <test>,
/// <effects>", and the effects; a count denied ("If your opponent has no Pokémon ex in play,
/// …", what follows done when there is not at least one) is a test that there are none.
fn under_test(effect: &Effect) -> Option<(Condition, &[Effect])> {
    match effect {
        Effect::Control(Control::If {
            condition,
            then,
            otherwise,
        }) if otherwise.is_empty() => Some((*condition, then)),
        Effect::Control(Control::If {
            condition: Condition::Counted(count, Compare::AtLeast(1)),
            then,
            otherwise,
        }) if then.is_empty() => Some((Condition::Counted(*count, Compare::AtMost(0)), otherwise)),
        Effect::Passive(Passive::While { condition, then }) => Some((*condition, then)),
        _ => None,
    }
}

/// What a Special Energy provides under tests ("If <test>, [and if <test>,] this card provides
/// <Energy> instead"): the tests, outermost first, and what it provides then.
pub(super) fn provided_if(effect: &Effect) -> Option<(Conditions, Provided, u8)> {
    let (condition, then) = under_test(effect)?;
    let (mut tests, energy, count) = match then {
        [Effect::Passive(Passive::Provides { energy, count })] => {
            (Conditions::new(), *energy, *count)
        }
        [inner] => provided_if(inner)?,
        _ => return None,
    };
    tests.try_insert(0, condition).ok()?;
    Some((tests, energy, count))
}

/// "If this Pokémon has any Fire Energy attached, it has no Retreat Cost", "If this Pokémon has
/// full HP, it takes 80 less damage …", "As long as this Pokémon is in the Active Spot, it can
/// evolve …": "it" is the Pokémon the test names, the only one a passive sentence has named
/// before.
fn named_by_test(lasting: Lasting, condition: Condition) -> Lasting {
    let (Condition::HasAttached(tested, _)
    | Condition::InActiveSpot(tested)
    | Condition::Counted(Count::EnergyAttached { on: tested, .. }, _)
    | Condition::Counted(Count::DamageCounters { on: tested }, _)) = condition
    else {
        return lasting;
    };
    let it = |p: Pokemon| if p == Pokemon::That { tested } else { p };
    match lasting {
        Lasting::NoRetreatCost(p) => Lasting::NoRetreatCost(it(p)),
        Lasting::MoreHp { on, amount } => Lasting::MoreHp { on: it(on), amount },
        Lasting::ReduceTaken { to, amount, from } => Lasting::ReduceTaken {
            to: it(to),
            amount,
            from,
        },
        Lasting::EvolvesAnyTime(p) => Lasting::EvolvesAnyTime(it(p)),
        Lasting::IsTypes { on, types } => Lasting::IsTypes { on: it(on), types },
        Lasting::MoreDealt { by, amount } => Lasting::MoreDealt { by: it(by), amount },
        Lasting::MoreDealtTo { by, amount, to } => Lasting::MoreDealtTo {
            by: it(by),
            amount,
            to,
        },
        other => other,
    }
}

/// The passive effects of a Tool's or Stadium's sentence and the conditions they hold under:
/// [`passive_of`], or several under one test ("If <test>, <passive> and <passive>").
pub(super) fn passives_of(effect: &Effect) -> Option<Vec<(Lasting, Conditions)>> {
    if let Some(one) = passive_of(effect) {
        return Some(vec![one]);
    }
    let Effect::Control(Control::If {
        condition,
        then,
        otherwise,
    }) = effect
    else {
        return None;
    };
    if !otherwise.is_empty() {
        return None;
    }
    then.iter()
        .map(|inner| {
            let (lasting, mut conditions) = passive_of(inner)?;
            conditions.try_insert(0, *condition).ok()?;
            Some((lasting, conditions))
        })
        .collect()
}

/// A passive ability's tests and those its power is usable under ("This power stops working if
/// you have more than 1 Unown [N] in play": while there is at most 1), if each can be said as
/// a test that holds.
pub(super) fn with_usable_tests(mut tests: Conditions, usable: &[Effect]) -> Option<Conditions> {
    for e in usable {
        let test = match *e {
            Effect::Usage(Usage::UsableOnlyIf(c)) => c,
            Effect::Usage(Usage::UnusableIf(Condition::Counted(count, compare))) => {
                Condition::Counted(count, compare.denied()?)
            }
            Effect::Usage(Usage::UnusableIf(Condition::CantAct(p))) => Condition::CanAct(p),
            _ => return None,
        };
        tests.try_push(test).ok()?;
    }
    Some(tests)
}
