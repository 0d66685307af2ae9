//! Damage reduced or prevented by coin flips, over two sentences: "Whenever this Pokémon would
//! be damaged by your opponent's attack, flip a coin until you get tails. For each heads,
//! reduce that damage by 10." (Armor Fossil); "If any damage is done to this Pokémon by
//! attacks, flip a coin. If heads, prevent that damage." (Jumpluff), under a test of the
//! Pokémon ("If this Pokémon is Confused and is damaged by an attack, …") or during the
//! opponent's next turn.

use super::pokemon::pokemon;
use crate::effect::{Condition, Control, Effect, Lasting, Operation, Passive, Pokemon, Turn};
use crate::text::input::Input;

/// The two sentences, joined.
pub(super) fn reduced(i: &mut Input) -> Option<Effect> {
    i.tag("whenever").then_some(())?;
    let to = pokemon(i)?;
    i.tag("would be damaged by").then_some(())?;
    i.any(&["your opponent's attack", "an opponent's attack"])
        .then_some(())?;
    i.tag(", flip a coin until you get tails. for each heads, reduce that damage by")
        .then_some(())?;
    let each = i.number()?;
    Some(Effect::Passive(Passive::Always(Lasting::ReducedPerHeads {
        to,
        each,
    })))
}

/// "If any damage is done to this Pokémon by attacks [during your opponent's next turn], flip
/// a coin. If heads, prevent that damage.", "If this Pokémon <test> and is damaged by an
/// attack, flip a coin. If heads, prevent that damage."
pub(super) fn prevented(i: &mut Input) -> Option<Effect> {
    i.tag("if").then_some(())?;
    let (to, test) = match i.tag("any damage is done to") {
        true => {
            let to = pokemon(i)?;
            i.tag("by attacks").then_some((to, None))?
        }
        false => {
            // "this Pokémon is Confused and is damaged …": the test reads its subject too, and
            // the damage is to this Pokémon.
            let test = super::condition::board(i)?;
            i.tag("and is damaged by an attack").then_some(())?;
            (Pokemon::This, Some(test))
        }
    };
    let next_turn = i.tag("during your opponent's next turn");
    i.tag(", flip a coin. if heads, prevent that damage")
        .then_some(())?;
    let lasting = Lasting::PreventedOnHeads(to);
    Some(match (test, next_turn) {
        (None, false) => Effect::Passive(Passive::Always(lasting)),
        (None, true) => Effect::Op(Operation::During {
            turn: Turn::OpponentsNext,
            what: lasting,
        }),
        (Some(condition), false) => if_then(condition, lasting),
        (Some(_), true) => return None,
    })
}

/// A passive effect that holds while a test does.
fn if_then(condition: Condition, lasting: Lasting) -> Effect {
    Effect::Control(Control::If {
        condition,
        then: vec![Effect::Passive(Passive::Always(lasting))],
        otherwise: Vec::new(),
    })
}
