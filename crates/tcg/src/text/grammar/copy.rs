//! Attacks that use another attack as their own: "If your opponent's Pokémon used an attack
//! that isn't a GX attack during their last turn, use it as this attack."

use super::pokemon::pokemon;
use crate::effect::{Effect, Operation, Role};
use crate::text::input::Input;

/// "Choose 1 of your opponent's Active Pokémon's attacks and use it as this attack."
pub(super) fn chosen_attack(i: &mut Input) -> Option<Vec<Effect>> {
    i.tag("choose 1 of").then_some(())?;
    let of = pokemon(i)?;
    i.tag("'s attacks and use it as this attack").then(|| {
        vec![
            Effect::Op(Operation::ChooseAttack {
                of,
                chooser: Role::Acting,
            }),
            Effect::Op(Operation::UseChosenAttack),
        ]
    })
}

/// "If your opponent's Pokémon used an attack [that isn't a GX attack] during their (his or
/// her) last turn, use it as this attack."
pub(super) fn last_attack(i: &mut Input) -> Option<Vec<Effect>> {
    i.tag("if your opponent's pokémon used an attack")
        .then_some(())?;
    let gx = !i.tag("that isn't a gx attack");
    i.any(&["during their last turn", "during his or her last turn"])
        .then_some(())?;
    i.tag(", use it as this attack").then(|| {
        vec![Effect::Op(Operation::CopyLastAttack {
            of: Role::Opponent,
            gx,
        })]
    })
}
