//! Searches written otherwise than "Search your deck for <cards> and put them …": one card of
//! each of two kinds ("for a Fighting Pokémon and an Item card"), cards chosen from the deck
//! put back on top ("Choose 2 cards from your deck and shuffle the rest of your deck. Put the
//! chosen cards on top of your deck"), cards chosen from the discard pile ("Choose 4 basic
//! Energy cards from your discard pile"), and a discard-pile search with "either … or …".

use super::card_filter::filter;
use super::cards::search::{destination, shown, wanted_cards};
use crate::effect::{
    CardCount, CardFilter, Control, DeckEnd, Destination, Effect, Operation, Role,
};
use crate::text::input::Input;

/// Any of these searches.
pub(super) fn clause(i: &mut Input) -> Option<Vec<Effect>> {
    i.attempt(one_of_each)
        .or_else(|| i.attempt(hand_on_top_then))
        .or_else(|| i.attempt(opponents_search).map(|e| vec![e]))
        .or_else(|| i.attempt(chosen_on_top).map(|e| vec![e]))
        .or_else(|| i.attempt(chosen_from_discard).map(|e| vec![e]))
        .or_else(|| i.attempt(either_or).map(|e| vec![e]))
}

/// "Search your deck for a Supporter card and a basic Energy card, reveal them, and put them
/// into your hand", "… for an Item card, a Pokémon Tool card, a Supporter card, and a Stadium
/// card, …": a search for each.
fn one_of_each(i: &mut Input) -> Option<Vec<Effect>> {
    i.tag("search your deck for").then_some(())?;
    let mut wanted = vec![wanted_cards(i)?];
    while let Some(more) = i.attempt(|i| {
        i.tag(",").then_some(())?;
        wanted_cards(i)
    }) {
        wanted.push(more);
    }
    // "A and B", or the list's last ", and D".
    let and: &[&str] = if wanted.len() > 1 {
        &[", and"]
    } else {
        &["and"]
    };
    i.any(and).then_some(())?;
    wanted.push(wanted_cards(i)?);
    shown(i)?;
    let to = destination(i)?;
    let search = |(count, filter)| {
        Effect::Op(Operation::Search {
            who: Role::Acting,
            count,
            filter,
            to,
        })
    };
    Some(wanted.into_iter().map(search).collect())
}

/// "put all cards in your hand on top of your deck. Then, search your deck for any 1 card and
/// put it into your hand" (Night Teleporter, after "If heads,"): read over both sentences, as
/// the search is what the hand is given up for, so it too happens only on heads.
fn hand_on_top_then(i: &mut Input) -> Option<Vec<Effect>> {
    i.tag("put all cards in your hand on top of your deck. then,")
        .then_some(())?;
    let mut effects = vec![Effect::Op(Operation::HandToDeck {
        whose: Role::Acting,
        count: CardCount::All,
        filter: CardFilter::Any,
        end: DeckEnd::Top,
    })];
    effects.extend(super::clauses(i)?);
    Some(effects)
}

/// "Your opponent may search his or her deck for 1 Basic Pokémon card and put it onto his or
/// her Bench": the opponent searches their own deck, choosing; finding none is not searching.
fn opponents_search(i: &mut Input) -> Option<Effect> {
    i.tag("your opponent may search").then_some(())?;
    i.any(&["his or her deck for", "their deck for"])
        .then_some(())?;
    let (count, filter) = wanted_cards(i)?;
    let count = match count {
        CardCount::Exactly(n) => CardCount::UpTo(n),
        other => other,
    };
    i.any(&["and put it onto", "and put them onto"])
        .then_some(())?;
    i.any(&["his or her bench", "their bench"])
        .then_some(Effect::Op(Operation::Search {
            who: Role::Opponent,
            count,
            filter,
            to: Destination::Bench,
        }))
}

/// "Choose 2 cards from your deck and shuffle the rest of your deck. Put the chosen cards on
/// top of your deck in any order": the cards found go on top of the shuffled deck.
fn chosen_on_top(i: &mut Input) -> Option<Effect> {
    let (count, filter) = chosen(i, "from your deck and shuffle the rest of your deck.")?;
    i.tag("put the chosen cards on top of your deck")
        .then_some(())?;
    i.tag("in any order");
    Some(Effect::Op(Operation::Search {
        who: Role::Acting,
        count: CardCount::Exactly(count),
        filter,
        to: Destination::DeckTop,
    }))
}

/// "Choose 4 basic Energy cards from your discard pile (if there are fewer basic Energy cards
/// than 4, take all of them), show them to your opponent, and put them into your hand".
fn chosen_from_discard(i: &mut Input) -> Option<Effect> {
    let (count, filter) = chosen(i, "from your discard pile")?;
    i.attempt(all_if_fewer);
    shown(i)?;
    (destination(i)? == Destination::Hand).then_some(Effect::Op(Operation::DiscardToHand {
        count: CardCount::Exactly(count),
        filter,
    }))
}

/// "Choose 4 basic Energy cards <from>": how many, and of what kind.
fn chosen(i: &mut Input, from: &str) -> Option<(u8, CardFilter)> {
    i.tag("choose").then_some(())?;
    let count = i.small()?;
    let filter = filter(i)?;
    i.tag(from).then_some((count, filter))
}

/// "(if there are fewer basic Energy cards than 4, take all of them)", "(1 if you have only
/// 1)": what an exact count does anyway when there are not enough.
pub(super) fn all_if_fewer(i: &mut Input) -> Option<()> {
    if i.tag("(if there are fewer") {
        filter(i)?;
        i.tag("than").then_some(())?;
        // A number, or the data's misprint ("than choose").
        i.word()?;
        return i.tag(", take all of them)").then_some(());
    }
    i.tag("(").then_some(())?;
    let n = i.small()?;
    i.tag("if you have only").then_some(())?;
    (i.small()? == n && i.tag(")")).then_some(())
}

/// "Search your discard pile for basic Energy cards. You may either show 1 basic Energy card
/// to your opponent and put it into your hand, or show 3 basic Energy cards to your opponent
/// and shuffle them into your deck": one of the two, as the player chooses.
fn either_or(i: &mut Input) -> Option<Effect> {
    i.tag("search your discard pile for").then_some(())?;
    filter(i)?;
    i.tag(". you may either").then_some(())?;
    let first = shown_then(i)?;
    i.tag(", or").then_some(())?;
    let second = shown_then(i)?;
    Some(Effect::Control(Control::ChooseOptions {
        chooser: Role::Acting,
        at_most: 1,
        options: vec![vec![first], vec![second]],
    }))
}

/// "show 1 basic Energy card to your opponent and put it into your hand", "show a combination
/// of 3 Basic Pokémon or Evolution cards to your opponent and shuffle them into your deck".
fn shown_then(i: &mut Input) -> Option<Effect> {
    i.tag("show").then_some(())?;
    i.tag("a combination of");
    let count = CardCount::Exactly(i.small()?);
    let filter = filter(i)?;
    i.tag("to your opponent and").then_some(())?;
    if i.any(&["put it into your hand", "put them into your hand"]) {
        return Some(Effect::Op(Operation::DiscardToHand { count, filter }));
    }
    i.any(&["shuffle it into your deck", "shuffle them into your deck"])
        .then_some(Effect::Op(Operation::DiscardToDeck { count, filter }))
}
