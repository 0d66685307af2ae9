//! The sentence grammar. A sentence is a reminder of a rule, or optional lead-ins ("If heads,",
//! "If <condition>,", "You may", "Then,") around one clause of a family; each family lives in
//! its own file and reads its clauses with their wording variants.
//!
//! ```text
//! sentence  := reminder | pair | lead-in* clauses ["; if tails, " clauses]
//! lead-in   := "if" test "," | "you may" | "then," | "before doing damage," | "for each" count ","
//!            | "once during your turn [(before your attack)],"
//! clauses   := clause (("and" | ", then" | ", and") clause)*
//! clause    := status | lasting | damage | counters (and heal) | coins | energy | cards
//!            | switch | ignore | choose
//! ```

mod amount;
mod cards;
mod coins;
mod condition;
mod counters;
mod damage;
mod energy;
mod ignore;
mod lasting;
mod pokemon;
mod reminder;
mod status;
mod switch;

#[cfg(test)]
mod tests;

use super::input::Input;
use crate::effect::{Condition, Effect};

/// Reads one lower-cased sentence (or two joined, for the meanings that span them) to its end.
pub(super) fn sentence(text: &str) -> Option<Vec<Effect>> {
    let input = Input::new(text);
    input
        .whole(reminder::sentence)
        .or_else(|| input.whole(pair))
        .or_else(|| input.whole(led))
}

/// Meanings written over two sentences.
fn pair(i: &mut Input) -> Option<Vec<Effect>> {
    lasting::pair(i).map(|found| vec![found])
}

/// A clause with its lead-ins.
fn led(i: &mut Input) -> Option<Vec<Effect>> {
    if i.tag("then,") || i.tag("before doing damage,") {
        return led(i);
    }
    if i.tag("you may") {
        return Some(vec![Effect::May(led(i)?)]);
    }
    if i.tag("once during your turn") {
        i.tag("(before your attack)");
        i.tag(",").then_some(())?;
        return Some(vec![Effect::OncePerTurn(led(i)?)]);
    }
    if i.tag("for each") {
        let times = amount::count(i)?;
        i.tag(",").then_some(())?;
        return Some(vec![Effect::Repeat {
            times,
            then: led(i)?,
        }]);
    }
    if let Some(condition) = i.attempt(test) {
        let then = led(i)?;
        let otherwise = if condition == Condition::Heads && i.tag("; if tails,") {
            led(i)?
        } else {
            Vec::new()
        };
        return Some(vec![Effect::If {
            condition,
            then,
            otherwise,
        }]);
    }
    clauses(i)
}

/// "If <test>," with the comma.
fn test(i: &mut Input) -> Option<Condition> {
    if !i.tag("if") {
        return None;
    }
    let condition = i
        .attempt(coins::outcome)
        .or_else(|| i.attempt(condition::board))?;
    i.tag(",").then_some(condition)
}

/// Clauses joined by "and" or "then": "Discard your hand and draw 3 cards".
fn clauses(i: &mut Input) -> Option<Vec<Effect>> {
    let mut effects = clause(i)?;
    while let Some(more) = i.attempt(|i| {
        i.any(&[", then", "and then", ", and", "and"])
            .then_some(())?;
        clause(i)
    }) {
        effects.extend(more);
    }
    Some(effects)
}

/// One clause of any family.
fn clause(i: &mut Input) -> Option<Vec<Effect>> {
    i.attempt(status::clause)
        .or_else(|| i.attempt(lasting::clause))
        .or_else(|| i.attempt(damage::clause).map(|e| vec![e]))
        .or_else(|| i.attempt(counters::clause).map(|e| vec![e]))
        .or_else(|| i.attempt(coins::flip).map(|e| vec![e]))
        .or_else(|| i.attempt(energy::clause).map(|e| vec![e]))
        .or_else(|| i.attempt(cards::clause).map(|e| vec![e]))
        .or_else(|| i.attempt(switch::clause).map(|e| vec![e]))
        .or_else(|| i.attempt(ignore::clause).map(|e| vec![e]))
        .or_else(|| i.attempt(pokemon::choose).map(|e| vec![e]))
        .or_else(|| i.attempt(damage::cap).map(|e| vec![e]))
        .or_else(|| i.attempt(cards::pick_from_hand))
        .or_else(|| i.attempt(condition::unusable).map(|e| vec![e]))
        .or_else(|| i.attempt(cards::turns).map(|e| vec![e]))
}
