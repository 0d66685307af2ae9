//! Trainers their own text attaches to a Pokémon for a while, and what they do there:
//! "Attach PlusPower to your Active Pokémon", "At the end of your turn, discard PlusPower", "If
//! this Pokémon's attack does damage to the Defending Pokémon (after applying Weakness and
//! Resistance), the attack does 10 more damage to the Defending Pokémon", "If the Pokémon
//! PlusPower is attached to attacks, the attack does 10 more damage to the Active Pokémon
//! (before applying Weakness and Resistance)"; a Tool discarding itself once its trigger has
//! done its work ("Then, discard this card"). (A card's name reads "this card".)

use super::pokemon::pokemon;
use crate::effect::{Amount, Effect, Lasting, Operation, Passive, Turn};
use crate::text::input::Input;

/// One clause of an attached Trainer.
pub(super) fn clause(i: &mut Input) -> Option<Effect> {
    i.attempt(attach)
        .or_else(|| i.attempt(discard_at_end))
        .or_else(|| {
            i.tag("discard this card")
                .then_some(Effect::Op(Operation::DiscardThisCard))
        })
        .or_else(|| i.attempt(more_after_weakness))
        .or_else(|| i.attempt(more_when_attacking))
}

/// "Attach this card to your Active Pokémon", "… to 1 of your Pokémon [that doesn't already
/// have a Pokémon Tool attached to it]": an Item attaches itself so; a Pokémon Tool or Special
/// Energy states how its kind is attached anyway.
fn attach(i: &mut Input) -> Option<Effect> {
    i.tag("attach this card to").then_some(())?;
    let to = pokemon(i)?;
    no_tool_yet(i);
    Some(Effect::Op(Operation::AttachThisCard(to)))
}

/// "that doesn't [already] have a Pokémon Tool [card] attached to it", the Tool rule's end.
pub(super) fn no_tool_yet(i: &mut Input) {
    i.attempt(|i| {
        i.tag("that doesn't").then_some(())?;
        i.tag("already");
        i.tag("have a pokémon tool").then_some(())?;
        i.tag("card");
        i.tag("attached").then_some(())?;
        i.tag("to it");
        Some(())
    });
}

/// "At the end of your turn, discard this card", "Discard this card at the end of your
/// opponent's next turn", "If this card is attached to 1 of your Pokémon, discard it at the end
/// of your turn".
fn discard_at_end(i: &mut Input) -> Option<Effect> {
    // A Technical Machine's: attached, it goes at the end of the turn it is attached in.
    if i.tag("if this card is attached to 1 of your pokémon, discard it at the end of your turn") {
        return Some(Effect::Op(Operation::DiscardThisCardAtEndOf(Turn::This)));
    }
    let turn = if i.tag("at the end of") {
        let turn = end_of(i)?;
        i.tag(", discard this card").then_some(turn)?
    } else {
        i.tag("discard this card at the end of").then_some(())?;
        end_of(i)?
    };
    Some(Effect::Op(Operation::DiscardThisCardAtEndOf(turn)))
}

/// "your turn" (the turn it is played in), "your opponent's next turn" ("… your opponent's
/// turn after you played this card"), "the turn in which this Pokémon attacks" ("… in which
/// this happens").
fn end_of(i: &mut Input) -> Option<Turn> {
    i.pick(&[
        // Longest first: "your turn" starts it.
        ("your turn in which this happens", Turn::HolderAttacks),
        ("your turn", Turn::This),
        ("your opponent's next turn", Turn::OpponentsNext),
        (
            "your opponent's turn after you played this card",
            Turn::OpponentsNext,
        ),
        (
            "the turn in which this pokémon attacks",
            Turn::HolderAttacks,
        ),
        // "this" is its holder's attack doing damage.
        ("the turn in which this happens", Turn::HolderAttacks),
    ])
}

/// "If this Pokémon's attack does damage to the Defending Pokémon (after applying Weakness and
/// Resistance), the attack does 10 more damage to the Defending Pokémon".
fn more_after_weakness(i: &mut Input) -> Option<Effect> {
    i.tag("if").then_some(())?;
    let by = pokemon(i)?;
    i.tag("'s attack does damage to the defending pokémon (after applying weakness and resistance), the attack does")
        .then_some(())?;
    let amount = i.number()?;
    i.tag("more damage to the defending pokémon")
        .then_some(Effect::Passive(Passive::Always(
            Lasting::MoreDealtAfterWeakness { by, amount },
        )))
}

/// "If the Pokémon this card is attached to attacks, the attack does 10 more damage to the
/// Active Pokémon (before applying Weakness and Resistance)", "… to the Defending Pokémon …".
fn more_when_attacking(i: &mut Input) -> Option<Effect> {
    i.tag("if").then_some(())?;
    let by = pokemon(i)?;
    i.tag("attacks, the attack does").then_some(())?;
    let amount = i.number()?;
    i.tag("more damage to the").then_some(())?;
    i.any(&["active pokémon", "defending pokémon"])
        .then_some(())?;
    i.tag("(before applying weakness and resistance)")
        .then_some(Effect::Passive(Passive::Always(Lasting::MoreDealt {
            by,
            amount: Amount::Fixed(amount),
        })))
}
