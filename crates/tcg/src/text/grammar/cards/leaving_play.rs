//! Cards leaving play: a Pokémon and its cards shuffled into the deck, returned to the hand or
//! discarded, the other Benched Pokémon discarded, Pokémon Tools and Stadiums discarded, the
//! Trainer card being played kept in the hand instead of the discard pile.

use super::super::pokemon::{pokemon, side, zone};
use crate::effect::{Effect, Operation, Pokemon, Role};
use crate::text::input::Input;

/// "Shuffle this Pokémon and all cards attached to it into your deck", "Put this Pokémon and
/// all attached cards into your hand", "Your opponent puts their Active Pokémon and all cards
/// attached to it into their hand" (who does it changes nothing: no choice is made).
pub(super) fn pokemon_away(i: &mut Input) -> Option<Effect> {
    let shuffle = i.any(&["your opponent shuffles", "shuffle"]);
    (shuffle || i.any(&["your opponent puts", "put", "return"])).then_some(())?;
    let who = pokemon(i)?;
    // "Return this Pokémon to your hand. (Discard all cards attached to this Pokémon.)", "put
    // that Pokémon [back] into your hand. (Discard all cards attached to that Pokémon.)".
    if !shuffle
        && i.attempt(|i| {
            i.tag("back");
            i.any(&["to your hand.", "into your hand."]).then_some(())?;
            i.tag("(discard all cards attached to").then_some(())?;
            // "Put 1 of your Pokémon in play into your hand. (Discard all cards attached to
            // that Pokémon.)": the one picked.
            let named = pokemon(i)?;
            (named == who || matches!((who, named), (Pokemon::Picked(_), Pokemon::That)))
                .then_some(())
        })
        .is_some()
    {
        return Some(Effect::Op(Operation::ReturnToHandAlone(who)));
    }
    i.any(&[
        "and all cards attached to it",
        "and any cards attached to it",
        "and all attached cards",
    ])
    .then_some(())?;
    if shuffle {
        i.tag("back");
        // The attack's other effects follow its damage anyway (TCG-9).
        let deck = i.any(&["into your deck", "into their deck", "into his or her deck"]);
        i.tag("(after doing damage)");
        deck.then_some(Effect::Op(Operation::ShuffleIntoDeck(who)))
    } else {
        i.any(&[
            "into your hand",
            "to your hand",
            "into your opponent's hand",
            "into their hand",
            "into his or her hand",
        ])
        .then_some(Effect::Op(Operation::ReturnToHand(who)))
    }
}

/// "Discard your other Benched Pokémon": every one of the group but those chosen before.
pub(super) fn discard_others(i: &mut Input) -> Option<Effect> {
    i.tag("discard").then_some(())?;
    let side = side(i)?;
    i.tag("other").then_some(())?;
    let group = zone(i, side)?;
    i.tag("and all cards attached to them");
    Some(Effect::Op(Operation::DiscardPokemon(Pokemon::Others(
        group,
    ))))
}

/// "Discard this Pokémon and all attached cards" (Iron Bundle): it leaves play, not Knocked
/// Out.
pub(super) fn discard_pokemon(i: &mut Input) -> Option<Effect> {
    i.tag("discard").then_some(())?;
    let who = pokemon(i)?;
    i.any(&["and all attached cards", "and all cards attached to it"])
        .then_some(Effect::Op(Operation::DiscardPokemon(who)))
}

/// "Put this card into your hand instead of the discard pile".
pub(super) fn keep_this_card(i: &mut Input) -> Option<Effect> {
    i.tag("put this card into your hand instead of the discard pile")
        .then_some(Effect::Op(Operation::KeepThisCard))
}

/// "Choose up to 2 in any combination of Pokémon Tool cards and Stadium cards in play (yours or
/// your opponent's) and discard them", "Choose up to 2 Pokémon Tool cards attached to Pokémon
/// in play (yours or your opponent's) and discard them".
pub(super) fn tools_or_stadium(i: &mut Input) -> Option<Effect> {
    i.tag("choose up to").then_some(())?;
    let count = i.small()?;
    let stadium = i.tag("in any combination of pokémon tool cards and stadium cards in play");
    if !stadium {
        i.any(&["pokémon tool cards", "pokémon tools"])
            .then_some(())?;
        i.tag("attached to pokémon").then_some(())?;
        i.tag("in play");
    }
    i.tag("(yours or your opponent's)");
    i.tag("and discard them")
        .then_some(Effect::Op(Operation::DiscardToolsOrStadium {
            count,
            stadium,
            whose: None,
            exactly: false,
            lost_zone: false,
        }))
}

/// "Discard a Stadium in play", "Discard all Pokémon Tools from your opponent's Active
/// Pokémon", "Discard up to 2 Pokémon Tools from your opponent's Pokémon".
pub(super) fn discard_in_play(i: &mut Input) -> Option<Effect> {
    i.tag("discard").then_some(())?;
    if i.tag("up to") {
        let count = i.small()?;
        i.any(&["pokémon tools from", "pokémon tool cards from"])
            .then_some(())?;
        let whose = i.pick(&[
            ("your opponent's pokémon", Role::Opponent),
            ("your pokémon", Role::Acting),
        ])?;
        return Some(Effect::Op(Operation::DiscardToolsOrStadium {
            count,
            stadium: false,
            whose: Some(whose),
            exactly: false,
            lost_zone: false,
        }));
    }
    if i.any(&[
        "a stadium in play",
        "any stadium in play",
        "any stadium card in play",
        "the stadium in play",
        "that stadium card",
    ]) {
        return Some(Effect::Op(Operation::DiscardStadium));
    }
    i.any(&[
        "all pokémon tools from",
        "all pokémon tool cards from",
        "all pokémon tools attached to",
        "all pokémon tool cards from",
        "all pokémon tool cards attached to",
        "all trainer cards attached to",
    ])
    .then_some(())?;
    pokemon(i).map(|from| Effect::Op(Operation::DiscardTools(from)))
}
