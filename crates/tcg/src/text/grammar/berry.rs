//! The Scarlet & Violet Berries, Pokémon Tools spent on the damage they reduce:
//!
//! ```text
//! berry := "if the pokémon this card is attached to is damaged by an attack from your
//!           opponent's" type "pokémon, it takes" N "less damage (after applying weakness and
//!           resistance), and discard this card"
//! ```
//!
//! Read as the reduction, while the Tool is attached, from attackers of that type, and the
//! Tool discarded once its holder is damaged by one.

use super::energy::energy_type;
use crate::effect::{
    Amount, Condition, Control, Effect, Lasting, Operation, Passive, Pokemon, PokemonKind, Trigger,
    Types,
};
use crate::text::input::Input;

/// The Berry's sentence.
pub(super) fn sentence(i: &mut Input) -> Option<Vec<Effect>> {
    i.tag("if the pokémon this card is attached to is damaged by an attack from your opponent's")
        .then_some(())?;
    let of_type = energy_type(i)?;
    i.tag("pokémon, it takes").then_some(())?;
    let amount = i.number()?;
    i.tag("less damage (after applying weakness and resistance), and discard this card")
        .then_some(())?;
    let reduced = Lasting::ReduceTaken {
        to: Pokemon::Holder,
        amount: Amount::Fixed(amount),
        from: Some(PokemonKind::OfTypes(Types::of(of_type))),
    };
    let spent = Passive::When {
        trigger: Trigger::DamagedByAttack(Pokemon::Holder),
        then: vec![Effect::Control(Control::If {
            condition: Condition::OfType(Pokemon::Attacking, of_type),
            then: vec![Effect::Op(Operation::DiscardThisCard)],
            otherwise: Vec::new(),
        })],
    };
    Some(vec![
        Effect::Passive(Passive::Always(reduced)),
        Effect::Passive(spent),
    ])
}
