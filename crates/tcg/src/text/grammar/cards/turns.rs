//! The turn's flow as a card text changes it: another turn, the turn's end, this Pokémon
//! Knocked Out, an attack usable on the first turn, an Evolution card's exception to when it may
//! be played.

use super::super::pokemon::pokemon;
use crate::effect::{Effect, Operation, Role, Side, Usage};
use crate::text::input::Input;

/// "Take another turn after this one", "Your turn ends", "You win this game", "Take a Prize
/// card", "This Pokémon is
/// Knocked Out", "Knock Out <P>", "If you go first, you can use this attack during your first turn".
pub(in crate::text::grammar) fn turns(i: &mut Input) -> Option<Effect> {
    if i.tag("take another turn after this one") {
        return Some(Effect::Op(Operation::ExtraTurn));
    }
    if i.any(&["your turn ends", "this ends your turn"]) {
        return Some(Effect::Op(Operation::EndTurn));
    }
    if i.tag("you win this game") {
        return Some(Effect::Op(Operation::WinGame));
    }
    // "take a Prize card", "Take 2 Prize cards".
    if let Some(n) = i.attempt(|i| {
        i.tag("take").then_some(())?;
        let n = u8::try_from(i.number()?).ok()?;
        i.any(&["prize cards", "prize card"]).then_some(n)
    }) {
        return Some(Effect::Op(Operation::TakePrizes {
            who: Side::Of(Role::Acting),
            count: n,
        }));
    }
    if let Some(who) = i.attempt(|i| {
        let who = pokemon(i)?;
        i.tag("is knocked out").then_some(who)
    }) {
        return Some(Effect::Op(Operation::KnockOut(who)));
    }
    // "Knock Out your opponent's Active Pokémon", "Knock Out 1 of your opponent's Pokémon that
    // has exactly 6 damage counters on it".
    if let Some(who) = i.attempt(|i| {
        i.tag("knock out").then_some(())?;
        pokemon(i)
    }) {
        return Some(Effect::Op(Operation::KnockOut(who)));
    }
    if let Some(evolving) = i.attempt(evolving_when) {
        return Some(evolving);
    }
    i.tag("if you go first, you can use this attack")
        .then_some(())?;
    i.any(&["during your first turn", "on your first turn"])
        .then_some(Effect::Usage(Usage::UsableOnFirstTurn))
}

/// "You can use this card during your first turn or on a Pokémon that was put into play this
/// turn" (TCG-7's exception; "… on a Pokémon you put down when you were setting up to play or
/// …", Salvatore, says the same: on a first turn every Pokémon was put down then or since);
/// "You can't use this card …": the rule itself, and the card is not played on its owner's
/// first turn.
fn evolving_when(i: &mut Input) -> Option<Effect> {
    let can = i.tag("you can use this card");
    (can || i.tag("you can't use this card")).then_some(())?;
    let first_turn = i.any(&[
        "during your first turn",
        "on a pokémon you put down when you were setting up to play",
    ]);
    (first_turn && i.tag("or on a pokémon that was put into play this turn")).then_some(())?;
    Some(if can {
        Effect::Usage(Usage::EvolvesAnyTime)
    } else {
        Effect::Usage(Usage::UnusableIf(crate::effect::Condition::FirstTurn))
    })
}
