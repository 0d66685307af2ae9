//! Cards taken from the discard pile: put into the hand, onto the Bench, on top of the deck or
//! shuffled into it, Energy cards attached, whether the text says "search" or "put".

use super::super::card_filter::filter;
use super::super::energy::card_count;
use super::super::searches::all_if_fewer;
use super::search::{destination, shown};
use crate::effect::{CardFilter, Destination, Effect, Operation, Source};
use crate::text::input::Input;

/// "Put a Trainer card from your discard pile into your hand", "Put 2 cards from …", "Put a
/// Basic Pokémon from your discard pile onto your Bench", "Shuffle up to 2 Pokémon from your
/// discard pile into your deck", "Put a Supporter card from your discard pile on top of your
/// deck", "Take 5 <kind> cards from your discard pile and then show them to your opponent.
/// Shuffle them into your deck" (Town Volunteers).
pub(super) fn from_discard(i: &mut Input) -> Option<Effect> {
    let take = i.tag("take");
    let shuffle = !take && i.tag("shuffle");
    (take || shuffle || i.tag("put")).then_some(())?;
    // "put any 1 card": any card, one.
    i.tag("any");
    let count = card_count(i)?;
    let filter = filter(i)?;
    i.tag("from your discard pile").then_some(())?;
    i.tag(", if any,");
    if take {
        i.tag("and then show them to your opponent. shuffle them into your deck")
            .then_some(Effect::Op(Operation::DiscardToDeck { count, filter }))
    } else if shuffle {
        i.any(&["into your deck", "back into your deck"])
            .then_some(())?;
        i.attempt(all_if_fewer);
        Some(Effect::Op(Operation::DiscardToDeck { count, filter }))
    } else if i.tag("on top of your deck") {
        Some(Effect::Op(Operation::DiscardToDeckTop { count, filter }))
    } else if i.tag("onto your bench") {
        Some(Effect::Op(Operation::DiscardToBench { count, filter }))
    } else {
        i.tag("into your hand")
            .then_some(Effect::Op(Operation::DiscardToHand { count, filter }))
    }
}

/// "Search your discard pile for a Trainer card, show it to your opponent, and put it into your
/// hand", "… for a Metal Energy card and attach it to this Pokémon", "… for 5 basic Energy
/// cards, show them to your opponent, and shuffle them into your deck", "… and put it on top of
/// your deck", "Choose a card from your discard pile and put it on top of your deck": the
/// searcher picks.
pub(super) fn search_discard(i: &mut Input) -> Option<Effect> {
    let (count, filter) = if i.tag("search your discard pile for") {
        let found = (card_count(i)?, filter(i)?);
        shown(i)?;
        found
    } else {
        i.tag("choose").then_some(())?;
        let found = (card_count(i)?, filter(i)?);
        i.tag("from your discard pile and").then_some(found)?
    };
    if i.any(&["put it on top of your deck", "put them on top of your deck"]) {
        return Some(Effect::Op(Operation::DiscardToDeckTop { count, filter }));
    }
    if i.any(&["shuffle it into your deck", "shuffle them into your deck"]) {
        return Some(Effect::Op(Operation::DiscardToDeck { count, filter }));
    }
    match destination(i)? {
        Destination::Hand => Some(Effect::Op(Operation::DiscardToHand { count, filter })),
        Destination::Bench => Some(Effect::Op(Operation::DiscardToBench { count, filter })),
        Destination::Attach(to) => match filter {
            CardFilter::Energy(energy) => Some(Effect::Op(Operation::AttachEnergy {
                source: Source::Discard,
                to,
                count,
                energy,
            })),
            _ => None,
        },
        _ => None,
    }
}
