//! Switching an Active Pokémon with a Benched one, and who chooses: "Switch this Pokémon with 1
//! of your Benched Pokémon"; "Your opponent switches the Defending Pokémon with 1 of their
//! Benched Pokémon"; "Switch 1 of your opponent's Benched Pokémon with their Active Pokémon".

use crate::effect::{Effect, Role};
use crate::text::input::Input;

const YOURS: Effect = Effect::Switch {
    side: Role::Acting,
    chooser: Role::Acting,
};
const THEIRS_THEY_CHOOSE: Effect = Effect::Switch {
    side: Role::Opponent,
    chooser: Role::Opponent,
};
const THEIRS_YOU_CHOOSE: Effect = Effect::Switch {
    side: Role::Opponent,
    chooser: Role::Acting,
};

/// One switch sentence.
pub(super) fn clause(i: &mut Input) -> Option<Effect> {
    i.attempt(yours)
        .or_else(|| i.attempt(they_choose))
        .or_else(|| i.attempt(you_choose))
}

fn yours(i: &mut Input) -> Option<Effect> {
    i.any(&[
        "switch this pokémon with 1 of your benched pokémon",
        "switch it with 1 of your benched pokémon",
    ])
    .then_some(YOURS)
}

/// "Switch out" leaves the choice of the new Active Pokémon to its owner.
fn they_choose(i: &mut Input) -> Option<Effect> {
    if i.tag("switch out your opponent's active pokémon to the bench") {
        return Some(THEIRS_THEY_CHOOSE);
    }
    i.tag("your opponent switches").then_some(())?;
    i.any(&[
        "the defending pokémon",
        "their active pokémon",
        "his or her active pokémon",
    ])
    .then_some(())?;
    i.tag("with 1 of").then_some(())?;
    i.any(&["their", "his or her"]).then_some(())?;
    i.tag("benched pokémon").then_some(())?;
    i.tag(", if any");
    Some(THEIRS_THEY_CHOOSE)
}

fn you_choose(i: &mut Input) -> Option<Effect> {
    i.any(&[
        "switch 1 of your opponent's benched pokémon with their active pokémon",
        "switch 1 of your opponent's benched pokémon with his or her active pokémon",
        "switch the defending pokémon with 1 of your opponent's benched pokémon",
        "switch your opponent's active pokémon with 1 of their benched pokémon",
        "switch in 1 of your opponent's benched pokémon to the active spot",
        "switch 1 of your opponent's benched pokémon with 1 of the defending pokémon",
    ])
    .then_some(THEIRS_YOU_CHOOSE)
}
