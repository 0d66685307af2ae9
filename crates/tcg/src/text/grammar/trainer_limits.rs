//! A Trainer card's own limits on when it is played (TCG-5, TCG-15), in the Scarlet & Violet
//! wordings:
//!
//! ```text
//! limit := "you can use this card only when it is the last card in your hand"
//!        | "if you go first, you may use this card during your first turn"
//!        | "this card can't be put into your hand or deck from the discard pile"
//!        | ("you can use this card" | "you can play this card") "only if you" discard
//! discard := "discard" ("another" | N ["other"]) filter "from your hand"
//! ```
//!
//! The discard is the card's cost: a player who cannot pay it cannot play the card. ("Only if you
//! go second, and only during your first turn" is read with the other tests, in `condition.rs`.)

use super::cards::hands;
use crate::effect::{Condition, Control, Effect, Passive, Usage};
use crate::text::input::Input;

/// One sentence of a Trainer card's limits.
pub(super) fn sentence(i: &mut Input) -> Option<Vec<Effect>> {
    if i.tag("if you go first, you may use this card during your first turn") {
        return Some(vec![Effect::Usage(Usage::UsableOnFirstTurn)]);
    }
    if i.tag("this card can't be put into your hand or deck from the discard pile") {
        return Some(vec![Effect::Passive(Passive::StaysInDiscardPile)]);
    }
    i.tag("you can").then_some(())?;
    i.any(&["use this card", "play this card"]).then_some(())?;
    // Nothing else in the hand: fewer than 1 card besides this one.
    if i.tag("only when it is the last card in your hand") {
        return Some(vec![Effect::Usage(Usage::UsableOnlyIf(
            Condition::FewerInHand(1),
        ))]);
    }
    i.tag("only if you").then_some(())?;
    let discard = hands::hand(i)?;
    Some(vec![Effect::Control(Control::Cost(vec![discard]))])
}
