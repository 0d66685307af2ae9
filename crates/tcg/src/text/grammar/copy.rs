//! Attacks that use another attack as their own: "If your opponent's Pokémon used an attack
//! that isn't a GX attack during their last turn, use it as this attack."

use super::card_filter::filter;
use super::pokemon::pokemon;
use crate::effect::{AttackCards, Effect, Operation, Role};
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

/// "Choose an attack from 1 of this Pokémon's previous Evolutions and use it as this attack"
/// (or "Choose 1 of this Pokémon's attacks from its previous Evolutions …"), "Choose an attack
/// from a Dragon Pokémon in your discard pile and use it as this attack".
pub(super) fn attack_of_cards(i: &mut Input) -> Option<Vec<Effect>> {
    let cards = if i.any(&[
        "choose an attack from 1 of this pokémon's previous evolutions",
        "choose 1 of this pokémon's attacks from its previous evolutions",
    ]) {
        AttackCards::PreviousEvolutions
    } else {
        i.tag("choose an attack from").then_some(())?;
        i.any(&["an", "a"]);
        let filter = filter(i)?;
        i.tag("in your discard pile").then_some(())?;
        AttackCards::Discard(filter)
    };
    i.tag("and use it as this attack")
        .then(|| vec![Effect::Op(Operation::UseAttackOf(cards))])
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
