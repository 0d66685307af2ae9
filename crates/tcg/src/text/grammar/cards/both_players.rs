//! What each player does in turn, the acting player first: draws, shuffles, discards the top of
//! their deck, draws or discards to a hand size (the opponent first, there).

use super::deck::top_cards;
use crate::effect::{CardFilter, Control, Count, Effect, Operation, Pile, Role, Side};
use crate::text::input::Input;

/// "Each player shuffles their hand into their deck", "Each player shuffles their hand and puts
/// it on the bottom of their deck", "Each player shuffles their deck", "Each
/// player discards the top card of
/// their deck", "Each player draws 2 cards", "each player draws a card for each of his or her
/// remaining Prize cards" (N): the acting player, then the opponent.
pub(in crate::text::grammar) fn each_player(i: &mut Input) -> Option<Vec<Effect>> {
    let players = [Role::Acting, Role::Opponent];
    if i.tag("each player draws a card for each of") {
        // N's misprint "his or his" too.
        i.any(&["his or her", "his or his", "their"])
            .then_some(())?;
        i.tag("remaining prize cards").then_some(())?;
        return Some(
            players
                .map(|who| {
                    Effect::Control(Control::Repeat {
                        times: Count::Cards {
                            side: Side::Of(who),
                            pile: Pile::Prizes,
                            filter: CardFilter::Any,
                        },
                        then: vec![Effect::Op(Operation::Draw { who, count: 1 })],
                    })
                })
                .to_vec(),
        );
    }
    if i.tag("each player draws") {
        let count = i.small()?;
        i.any(&["cards", "card"]).then_some(())?;
        return Some(
            players
                .map(|who| Effect::Op(Operation::Draw { who, count }))
                .to_vec(),
        );
    }
    if i.tag("each player shuffles their hand and puts it on the bottom of their deck") {
        return Some(
            players
                .map(|who| Effect::Op(Operation::HandUnderDeck(who)))
                .to_vec(),
        );
    }
    if i.any(&[
        "each player shuffles their hand into their deck",
        "each player shuffles his or her hand into his or her deck",
    ]) {
        // "… and draws a new hand of the same number of cards".
        if i.tag("and draws a new hand of the same number of cards") {
            return Some(
                players
                    .map(|who| Effect::Op(Operation::RedrawHand(who)))
                    .to_vec(),
            );
        }
        return Some(
            players
                .map(|who| Effect::Op(Operation::ShuffleHandIntoDeck(who)))
                .to_vec(),
        );
    }
    if i.any(&[
        "each player shuffles their deck",
        "each player shuffles his or her deck",
    ]) {
        return Some(
            players
                .map(|who| Effect::Op(Operation::Shuffle(who)))
                .to_vec(),
        );
    }
    i.tag("each player discards the top").then_some(())?;
    let count = top_cards(i)?;
    i.any(&["their deck", "his or her deck"]).then_some(())?;
    Some(
        players
            .map(|whose| {
                Effect::Op(Operation::Mill {
                    whose,
                    count,
                    lost_zone: false,
                })
            })
            .to_vec(),
    )
}

/// "Each player either draws or discard cards until he or she has 5 cards in his or her hand":
/// the opponent first, as its reminder says, each discarding down or drawing up to it.
pub(in crate::text::grammar) fn each_player_hand_size(i: &mut Input) -> Option<Vec<Effect>> {
    i.tag("each player either draws or").then_some(())?;
    i.any(&["discards", "discard"]).then_some(())?;
    i.tag("cards until he or she has").then_some(())?;
    let hand = i.small()?;
    i.tag("cards in his or her hand").then_some(())?;
    Some(
        [Role::Opponent, Role::Acting]
            .into_iter()
            .flat_map(|who| {
                [
                    Effect::Op(Operation::DiscardUntil { who, hand }),
                    Effect::Op(Operation::DrawUntil { who, hand }),
                ]
            })
            .collect(),
    )
}
