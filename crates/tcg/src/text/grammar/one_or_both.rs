//! "<A>, <B>, or 1 of each": a choice of one or both of two things, each done once. Energy
//! attached ("attach a Basic Fire Energy card, a Basic Fighting Energy card, or 1 of each from
//! your hand to your Pokémon in any way you like") and cards searched for ("search your deck
//! for a Basic Psychic Energy card, a Basic Metal Energy card, or 1 of each and attach them to
//! …") are read as "Choose 1 or both" of the two.

use super::cards::search::{destination, shown, wanted_cards};
use super::energy::{card_count, energy_noun};
use super::pokemon::pokemon_or_spread;
use crate::effect::{CardCount, Control, Effect, Operation, Role, Source};
use crate::text::input::Input;

/// Either reading.
pub(super) fn clause(i: &mut Input) -> Option<Vec<Effect>> {
    i.attempt(attach).or_else(|| i.attempt(search))
}

/// "attach <one Energy card>, <one Energy card>, or 1 of each from <source> to <Pokémon>".
fn attach(i: &mut Input) -> Option<Vec<Effect>> {
    i.tag("attach").then_some(())?;
    let one = |i: &mut Input| (card_count(i)? == CardCount::Exactly(1)).then(|| energy_noun(i))?;
    let first = one(i)?;
    i.tag(",").then_some(())?;
    let second = one(i)?;
    i.tag(", or 1 of each").then_some(())?;
    let source = i.pick(&[
        ("from your discard pile to", Source::Discard),
        ("from your hand to", Source::Hand),
    ])?;
    let to = pokemon_or_spread(i)?;
    let attached = |energy| {
        Effect::Op(Operation::AttachEnergy {
            source,
            to,
            count: CardCount::Exactly(1),
            energy,
        })
    };
    Some(one_or_both(attached(first), attached(second)))
}

/// "search your deck for <one card>, <one card>, or 1 of each and <where they go>".
fn search(i: &mut Input) -> Option<Vec<Effect>> {
    i.tag("search your deck for").then_some(())?;
    let first = wanted_cards(i)?;
    i.tag(",").then_some(())?;
    let second = wanted_cards(i)?;
    (first.0 == CardCount::Exactly(1) && second.0 == CardCount::Exactly(1)).then_some(())?;
    i.tag(", or 1 of each").then_some(())?;
    shown(i)?;
    let to = destination(i)?;
    let searched = |(count, filter)| {
        Effect::Op(Operation::Search {
            who: Role::Acting,
            count,
            filter,
            to,
        })
    };
    Some(one_or_both(searched(first), searched(second)))
}

/// The acting player does one or both of two effects, in order.
fn one_or_both(first: Effect, second: Effect) -> Vec<Effect> {
    vec![Effect::Control(Control::ChooseOptions {
        chooser: Role::Acting,
        at_most: 2,
        options: vec![vec![first], vec![second]],
    })]
}
