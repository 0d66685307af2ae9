//! What the attack's damage skips (TCG-9): "This attack's damage isn't affected by Weakness or
//! Resistance", "… by Resistance", "… by any effects on your opponent's Active Pokémon",
//! "Don't apply Weakness and Resistance [for this attack]".

use super::pokemon::pokemon;
use crate::effect::{Effect, Ignored, Operation, Pokemon};
use crate::text::input::Input;

/// One "isn't affected by" or "don't apply" sentence.
pub(super) fn clause(i: &mut Input) -> Option<Effect> {
    let mut ignored = Ignored {
        weakness: false,
        resistance: false,
        defending_effects: false,
    };
    if i.tag("don't apply") {
        ignored.weakness = i.tag("weakness");
        i.any(&["and", "or"]);
        ignored.resistance = i.tag("resistance");
        i.tag("for this attack");
        return (ignored.weakness || ignored.resistance)
            .then_some(Effect::Op(Operation::Ignore(ignored)));
    }
    i.any(&["this attack's damage", "this damage"])
        .then_some(())?;
    i.any(&["isn't affected by", "is not affected by"])
        .then_some(())?;
    loop {
        match item(i)? {
            Item::Weakness => ignored.weakness = true,
            Item::Resistance => ignored.resistance = true,
            Item::DefendingEffects => ignored.defending_effects = true,
        }
        if !i.any(&[", or by", ", or", ",", "or by", "or", "and"]) {
            return Some(Effect::Op(Operation::Ignore(ignored)));
        }
    }
}

#[derive(Clone, Copy)]
enum Item {
    Weakness,
    Resistance,
    DefendingEffects,
}

/// One thing in the list.
fn item(i: &mut Input) -> Option<Item> {
    if let Some(item) = i.pick(&[
        ("weakness", Item::Weakness),
        ("resistance", Item::Resistance),
        ("poké-powers", Item::DefendingEffects),
        ("poké-bodies", Item::DefendingEffects),
        ("pokémon powers", Item::DefendingEffects),
    ]) {
        return Some(item);
    }
    i.any(&["any effects on", "any other effects on", "effects on"])
        .then_some(())?;
    // "This attack does 50 damage to 2 of your opponent's Pokémon. This attack's damage isn't
    // affected by … any effects on those Pokémon.": the Pokémon it damages.
    if i.tag("those pokémon") {
        return Some(Item::DefendingEffects);
    }
    matches!(pokemon(i)?, Pokemon::Defending | Pokemon::That).then_some(Item::DefendingEffects)
}
