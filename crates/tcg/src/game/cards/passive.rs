//! Passive effects read from a sentence, with the tests they hold under: a Pokémon's passive
//! ability, a Pokémon Tool's, a Stadium's or a Special Energy's "<passive>", "If <test>,
//! <passive>", "As long as <test>, <passive>".

use crate::effect::{Condition, Control, Effect, Lasting, Passive, Pokemon, Usage};
use crate::game::model::card::Conditions;

/// A passive effect and the conditions it holds under: "<passive>", "If <test>, <passive>",
/// "As long as <test>, <passive>", tests nested ("(excluding Pokémon-EX)" inside "If …").
pub(super) fn passive_of(effect: &Effect) -> Option<(Lasting, Conditions)> {
    let (condition, then) = match effect {
        Effect::Passive(Passive::Always(lasting)) => return Some((*lasting, Conditions::new())),
        Effect::Control(Control::If {
            condition,
            then,
            otherwise,
        }) if otherwise.is_empty() => (condition, then),
        Effect::Passive(Passive::While { condition, then }) => (condition, then),
        _ => return None,
    };
    let [inner] = then.as_slice() else {
        return None;
    };
    let (lasting, mut conditions) = passive_of(inner)?;
    conditions.try_insert(0, *condition).ok()?;
    Some((named_by_test(lasting, *condition), conditions))
}

/// "If this Pokémon has any Fire Energy attached, it has no Retreat Cost": "it" is the Pokémon
/// the test names, the only one a passive sentence has named before.
fn named_by_test(lasting: Lasting, condition: Condition) -> Lasting {
    let Condition::HasAttached(tested, _) = condition else {
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
