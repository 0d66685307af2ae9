//! Attacks that use another attack as their own: "If your opponent's Pokémon used an attack
//! that isn't a GX attack during their last turn, use it as this attack."

use super::pokemon::side;
use crate::effect::{Effect, Role, Side};
use crate::text::input::Input;

/// "If <side's> Pokémon used an attack [that isn't a GX attack] during <their> last turn, use
/// it as this attack."
pub(super) fn last_attack(i: &mut Input) -> Option<Vec<Effect>> {
    i.tag("if").then_some(())?;
    let Side::Of(of) = side(i)? else {
        return None;
    };
    i.tag("pokémon used an attack").then_some(())?;
    let gx = !i.tag("that isn't a gx attack");
    i.tag("during").then_some(())?;
    let whose = match of {
        Role::Opponent => ["their", "his or her"],
        Role::Acting => ["your", "your"],
    };
    i.any(&whose).then_some(())?;
    i.tag("last turn, use it as this attack")
        .then(|| vec![Effect::CopyLastAttack { of, gx }])
}
