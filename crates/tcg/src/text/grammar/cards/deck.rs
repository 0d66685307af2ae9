//! A deck's own operations: cards drawn (from its top or bottom, so many, until a hand holds so
//! many), a deck shuffled (with the hand, or to draw a new hand), its top cards discarded.

use super::super::amount::count as count_of;
use super::who;
use crate::effect::{Control, Count, DeckEnd, Effect, Operation, Role, Side};
use crate::text::input::Input;

/// "count the number of cards in your opponent's hand and draw that many cards".
pub(super) fn count_and_draw(i: &mut Input) -> Option<Effect> {
    i.tag("count the number of").then_some(())?;
    let times = count_of(i)?;
    i.tag("and draw that many cards")
        .then_some(Effect::Control(Control::Repeat {
            times,
            then: vec![Effect::Op(Operation::Draw {
                who: Role::Acting,
                count: 1,
            })],
        }))
}

/// "Draw a card", "Draw 2 cards", "Your opponent draws a card", "Your opponent may [also] draw
/// a card" (theirs to choose), "Draw cards until you have 6 cards in your hand", "draw a card
/// for each card in your opponent's hand", "draw a number of cards equal to the number of cards
/// in your opponent's hand", "Draw 3 cards from the bottom of your deck", "draw the bottom 2
/// cards of your deck", "draw up to 3 cards from your deck".
pub(super) fn draw(i: &mut Input) -> Option<Effect> {
    let who = who(i);
    if who == Role::Acting {
        // "…, and you draw a card for each …".
        i.tag("you");
    }
    let may = i.tag("may");
    if may {
        i.tag("also");
    }
    let drawn = drawn(i, who)?;
    // "may draw up to 3 cards" asks already.
    Some(match drawn {
        Effect::Control(Control::May { .. }) => drawn,
        _ if may => Effect::Control(Control::May {
            chooser: who,
            then: vec![drawn],
        }),
        _ => drawn,
    })
}

/// What `who` draws, from the verb on.
fn drawn(i: &mut Input, who: Role) -> Option<Effect> {
    i.any(&["draws", "draw"]).then_some(())?;
    // "draw that many cards", "draw twice that many cards": as many as were discarded.
    if let Some(count) = i.attempt(|i| {
        let count = if i.tag("twice") { 2 } else { 1 };
        i.tag("that many cards").then_some(count)
    }) {
        return Some(Effect::Control(Control::Repeat {
            times: Count::DiscardedThisWay,
            then: vec![Effect::Op(Operation::Draw { who, count })],
        }));
    }
    if i.tag("cards until you have the same number of cards in your hand as your opponent") {
        return Some(Effect::Op(Operation::DrawUntilAsMany {
            who,
            count: Count::CardsInHand {
                side: Side::Of(Role::Opponent),
            },
        }));
    }
    if i.any(&["cards from your deck until", "cards until"]) {
        i.any(&["you have", "they have", "he or she has"])
            .then_some(())?;
        i.tag("exactly");
        let hand = i.small()?;
        i.tag("cards in").then_some(())?;
        i.any(&["your hand", "their hand", "his or her hand"])
            .then_some(())?;
        return Some(Effect::Op(Operation::DrawUntil { who, hand }));
    }
    // "Draw a number of cards up to the number of your opponent's Pokémon in play": card by
    // card, the player may stop drawing.
    if i.tag("a number of cards up to the number of") {
        return Some(Effect::Control(Control::Repeat {
            times: count_of(i)?,
            then: vec![Effect::may(vec![Effect::Op(Operation::Draw {
                who,
                count: 1,
            })])],
        }));
    }
    if i.tag("a number of cards equal to the number of") {
        return Some(Effect::Control(Control::Repeat {
            times: count_of(i)?,
            then: vec![Effect::Op(Operation::Draw { who, count: 1 })],
        }));
    }
    let mut end = i.attempt(|i| {
        i.tag("the").then_some(())?;
        i.pick(&[("top", DeckEnd::Top), ("bottom", DeckEnd::Bottom)])
    });
    let up_to = end.is_none() && i.tag("up to");
    let count = i.small()?;
    i.tag("more");
    i.any(&["cards", "card"]).then_some(())?;
    if end.is_some() {
        i.any(&["of your deck", "of their deck"]).then_some(())?;
    } else if i.any(&[
        "from the bottom of your deck",
        "from the bottom of their deck",
    ]) {
        end = Some(DeckEnd::Bottom);
    } else {
        i.tag("from your deck");
    }
    // "Draw up to 3 cards": as many as the player chooses, or none.
    if up_to {
        return Some(Effect::Control(Control::May {
            chooser: who,
            then: vec![Effect::Control(Control::ChooseOptions {
                chooser: who,
                at_most: 1,
                options: (1..=count)
                    .map(|n| vec![Effect::Op(Operation::Draw { who, count: n })])
                    .collect(),
            })],
        }));
    }
    let draw = match end {
        Some(DeckEnd::Bottom) => Effect::Op(Operation::DrawBottom { who, count }),
        _ => Effect::Op(Operation::Draw { who, count }),
    };
    match i.attempt(|i| {
        i.tag("for each").then_some(())?;
        count_of(i)
    }) {
        Some(times) => Some(Effect::Control(Control::Repeat {
            times,
            then: vec![draw],
        })),
        None => Some(draw),
    }
}

/// "Your opponent shuffles his or her hand into his or her deck, then draws 4 cards": the one
/// who shuffles draws.
pub(in crate::text::grammar) fn new_hand(i: &mut Input) -> Option<Vec<Effect>> {
    let who = who(i);
    i.any(&["shuffles", "shuffle"]).then_some(())?;
    hand_into_deck_phrase(i)?;
    i.any(&[", then", ", and", "and then", "and", "then"])
        .then_some(())?;
    Some(vec![
        Effect::Op(Operation::ShuffleHandIntoDeck(who)),
        drawn(i, who)?,
    ])
}

/// "your hand into your deck", "their hand into their deck", "his or her hand into his or her
/// deck".
fn hand_into_deck_phrase(i: &mut Input) -> Option<()> {
    i.any(&[
        "your hand into your deck",
        "their hand into their deck",
        "his or her hand into his or her deck",
    ])
    .then_some(())
}

/// "Shuffle your deck [afterward]", "Your opponent shuffles their deck", "Shuffle your hand
/// into your deck".
pub(super) fn shuffle(i: &mut Input) -> Option<Effect> {
    let who = who(i);
    i.any(&["shuffles", "shuffle"]).then_some(())?;
    if i.attempt(hand_into_deck_phrase).is_some() {
        return Some(Effect::Op(Operation::ShuffleHandIntoDeck(who)));
    }
    if who == Role::Acting && i.tag("your opponent's deck") {
        return Some(Effect::Op(Operation::Shuffle(Role::Opponent)));
    }
    i.any(&["your deck", "their deck", "his or her deck"])
        .then_some(())?;
    i.tag("afterward");
    Some(Effect::Op(Operation::Shuffle(who)))
}

/// "Discard the top 3 cards of your deck", "Discard the top card of your opponent's deck",
/// "Put the top 3 cards of your deck in the Lost Zone".
pub(super) fn mill(i: &mut Input) -> Option<Effect> {
    let put = i.tag("put the top");
    if !put {
        i.tag("discard the top").then_some(())?;
    }
    let count = top_cards(i)?;
    let whose = i.pick(&[("your opponent's", Role::Opponent), ("your", Role::Acting)])?;
    i.tag("deck").then_some(())?;
    if put {
        i.any(&["in the lost zone", "into the lost zone"])
            .then_some(())?;
    }
    Some(Effect::Op(Operation::Mill {
        whose,
        count,
        lost_zone: put,
    }))
}

/// "[the top] 3 cards of", "[the top] card from": how many cards off the top of a deck.
pub(super) fn top_cards(i: &mut Input) -> Option<u8> {
    let count = i.attempt(|i| i.small()).unwrap_or(1);
    i.any(&["cards of", "card of", "cards from", "card from"])
        .then_some(count)
}
