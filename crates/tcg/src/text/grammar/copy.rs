//! Attacks that use another attack as their own: "If your opponent's Pokémon used an attack
//! that isn't a GX attack during their last turn, use it as this attack."

use crate::effect::{Effect, Operation, Role};
use crate::text::input::Input;

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
