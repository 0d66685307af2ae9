//! A Pokémon using the attacks of its owner's other Pokémon in play as its own:
//!
//! ```text
//! borrowed := "this pokémon can use the attacks of all" names "you have in play as its own"
//!           | "this pokémon always has a copy of every attack your" type "pokémon in play have"
//!             "(including their energy costs and anything else required in order to use those
//!             attacks, such as discarding energy cards)"
//!           | "(you still need the necessary energy to use each attack.)"
//!           | "(you still need the necessary energy to use this attack.)"
//!           | "(you still have to pay for that attack's energy cost.)"
//!           | group "can use any attack from its basic pokémon or its stage 1 evolution card"
//!           | "each of" group "can use any attack from its previous evolutions"
//! names    := name ((", or" | "," | "or") name)*
//! name     := ["other"] "this pokémon" | a card's name
//! ```

use super::energy::energy_type;
use super::pokemon::group;
use crate::effect::{CardFilter, Effect, Lasting, Name, Passive, Pokemon};
use crate::text::input::Input;

/// One sentence of the family.
pub(super) fn sentence(i: &mut Input) -> Option<Vec<Effect>> {
    // The cost of each attack used is paid as the attack's own (`check.rs`).
    if i.any(&[
        "(you still need the necessary energy to use each attack",
        "(you still need the necessary energy to use this attack",
        "(you still have to pay for that attack's energy cost",
    ]) {
        return Some(Vec::new());
    }
    if let Some(below) = i.attempt(below) {
        return Some(vec![below]);
    }
    if i.tag("this pokémon always has a copy of every attack your") {
        let of_type = energy_type(i)?;
        i.tag(
            "pokémon in play have (including their energy costs and anything else required in \
             order to use those attacks, such as discarding energy cards)",
        )
        .then_some(())?;
        return Some(vec![Effect::Passive(Passive::UsesAttacksOf(vec![
            CardFilter::PokemonOf(of_type),
        ]))]);
    }
    i.tag("this pokémon can use the attacks of all")
        .then_some(())?;
    let mut names = vec![named(i)?];
    while i.any(&[", or", ",", "or"]) {
        names.push(named(i)?);
    }
    i.tag("you have in play as its own")
        .then_some(vec![Effect::Passive(Passive::UsesAttacksOf(names))])
}

/// A name of the list: "this Pokémon" (the card's own name, read so) or another card's.
fn named(i: &mut Input) -> Option<CardFilter> {
    if i.any(&["other this pokémon", "this pokémon"]) {
        return Some(CardFilter::SameNameAsThis);
    }
    let mut words = Vec::new();
    loop {
        let mut ahead = *i;
        if ahead.any(&[",", "or", "you have in play"]) {
            break;
        }
        words.push(i.word()?);
    }
    Name::new(&words.join(" ")).map(CardFilter::Named)
}

/// "Each player's Active Evolved Pokémon (excluding Pokémon-ex) can use any attack from its
/// Basic Pokémon or its Stage 1 Evolution card" (Meteor Falls), "Each of your evolved Pokémon
/// can use any attack from its previous Evolutions" (Relicanth): the cards under it.
fn below(i: &mut Input) -> Option<Effect> {
    i.tag("each of");
    let group = group(i)?;
    i.any(&[
        "can use any attack from its basic pokémon or its stage 1 evolution card",
        "can use any attack from its previous evolutions",
    ])
    .then_some(Effect::Passive(Passive::Always(Lasting::UsesAttacksBelow(
        Pokemon::Each(group),
    ))))
}
