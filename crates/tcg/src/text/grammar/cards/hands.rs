//! A hand's cards: revealed, discarded (by its owner, by the acting player, at random), put on
//! the deck or shuffled into it, traded for other cards, a Basic Pokémon put into play as the
//! Active Pokémon, one picked from it and what then happens to that card.

use super::super::card_filter::filter;
use super::super::energy::card_count;
use super::who;
use crate::effect::{
    CardCount, CardFilter, Control, DeckEnd, Destination, Effect, HandPick, Operation, Role,
};
use crate::text::input::Input;

/// "Your opponent reveals their hand", "[you may] have your opponent reveal their hand", "Look
/// at your opponent's hand", "Show your hand to your opponent", "Discard a random card
/// from your opponent's hand", "Discard a card from your hand", "Your opponent discards 2 cards
/// from their hand".
pub(in crate::text::grammar) fn hand(i: &mut Input) -> Option<Effect> {
    if i.any(&[
        "your opponent reveals their hand",
        "your opponent reveals his or her hand",
        "have your opponent reveal their hand",
        "have your opponent reveal his or her hand",
        "look at your opponent's hand",
    ]) {
        return Some(Effect::Op(Operation::RevealHand(Role::Opponent)));
    }
    if i.any(&["show your hand to your opponent", "reveal your hand"]) {
        return Some(Effect::Op(Operation::RevealHand(Role::Acting)));
    }
    let who = who(i);
    i.any(&["discards", "discard"]).then_some(())?;
    if i.any(&["your hand", "their hand", "his or her hand"]) {
        return Some(Effect::Op(Operation::DiscardFromHand {
            whose: who,
            count: CardCount::All,
            filter: CardFilter::Any,
            pick: HandPick::ByOwner,
        }));
    }
    let (count, random, filter) = match i.attempt(as_many_as_you_like) {
        Some(filter) => (CardCount::UpTo(u8::MAX), false, filter),
        // "another card": one, besides the card being played.
        None if i.tag("another") => (CardCount::Exactly(1), false, filter(i)?),
        None => {
            let count = card_count(i)?;
            let random = i.tag("random");
            // The card being played has left the hand: "other" says nothing more.
            i.any(&["of the other", "other"]);
            (count, random, filter(i)?)
        }
    };
    i.tag("from").then_some(())?;
    let whose = i.pick(&[
        ("your opponent's hand", Role::Opponent),
        ("your hand", Role::Acting),
        ("their hand", who),
        ("his or her hand", who),
        // Team Plasma Grunt's misprint.
        ("your card", Role::Acting),
    ])?;
    let pick = match (random, whose == who) {
        (true, _) => HandPick::Random,
        (false, true) => HandPick::ByOwner,
        (false, false) => HandPick::ByActing,
    };
    Some(Effect::Op(Operation::DiscardFromHand {
        whose,
        count,
        filter,
        pick,
    }))
}

/// "as many [other] cards as you want", "as many cards as you like": the kind, any number of
/// them.
fn as_many_as_you_like(i: &mut Input) -> Option<CardFilter> {
    i.tag("as many").then_some(())?;
    i.tag("other");
    let filter = filter(i)?;
    i.any(&["as you want", "as you like"]).then_some(filter)
}

/// "Shuffle 2 cards from your hand into your deck", "If you have any cards in your hand,
/// shuffle 1 of them into your deck": put on top of the deck, then shuffled.
pub(in crate::text::grammar) fn hand_into_deck(i: &mut Input) -> Option<Vec<Effect>> {
    i.tag("shuffle").then_some(())?;
    let count = i.small()?;
    let filter = if i.tag("of them") {
        CardFilter::Any
    } else {
        let filter = filter(i)?;
        i.tag("from your hand").then_some(filter)?
    };
    i.tag("into your deck").then_some(())?;
    Some(vec![
        Effect::Op(Operation::HandToDeck {
            whose: Role::Acting,
            count: CardCount::Exactly(count),
            filter,
            end: DeckEnd::Top,
        }),
        Effect::Op(Operation::Shuffle(Role::Acting)),
    ])
}

/// "You and your opponent show each other your hands, then shuffle all the Trainer cards from
/// your hands into your decks": both hands shown, each player's cards of the kind shuffled in.
pub(in crate::text::grammar) fn both_hands_into_decks(i: &mut Input) -> Option<Vec<Effect>> {
    i.tag("you and your opponent show each other your hands, then shuffle all the")
        .then_some(())?;
    let filter = filter(i)?;
    i.tag("from your hands into your decks").then_some(())?;
    let mut effects = vec![
        Effect::Op(Operation::RevealHand(Role::Acting)),
        Effect::Op(Operation::RevealHand(Role::Opponent)),
    ];
    for whose in [Role::Acting, Role::Opponent] {
        effects.push(Effect::Op(Operation::HandToDeck {
            whose,
            count: CardCount::All,
            filter,
            end: DeckEnd::Top,
        }));
        effects.push(Effect::Op(Operation::Shuffle(whose)));
    }
    Some(effects)
}

/// "Choose a card from your hand and put it on top of your deck", "Reveal a Pokémon in your
/// hand and put it …", "Choose 1 Pokémon in your hand, show it to your opponent, and put it …",
/// "… and put it on the bottom of your deck", "Put a card from your hand back on your deck".
pub(super) fn hand_to_deck_top(i: &mut Input) -> Option<Effect> {
    let chosen = i.any(&["choose", "reveal"]);
    (chosen || i.tag("put")).then_some(())?;
    let count = i.small()?;
    let filter = filter(i)?;
    i.any(&["in your hand", "from your hand"]).then_some(())?;
    if chosen {
        i.tag(", show it to your opponent,");
        i.tag("and put it").then_some(())?;
    }
    let end = i.pick(&[
        ("on top of your deck", DeckEnd::Top),
        ("back on your deck", DeckEnd::Top),
        ("on the bottom of your deck", DeckEnd::Bottom),
    ])?;
    Some(Effect::Op(Operation::HandToDeck {
        whose: Role::Acting,
        count: CardCount::Exactly(count),
        filter,
        end,
    }))
}

/// "Trade 1 of the other cards in your hand for up to 2 basic Energy cards from your discard
/// pile": the card from the hand is the price of the cards from the discard pile. "Trade 1 of
/// the Basic Pokémon or Evolution cards in your hand for 1 of the Basic Pokémon or Evolution
/// cards from your deck": the card from the hand goes into the deck first.
pub(in crate::text::grammar) fn trade(i: &mut Input) -> Option<Vec<Effect>> {
    i.tag("trade").then_some(())?;
    let given = i.small()?;
    if let Some(both) = i.attempt(|i| trade_with_deck(i, given)) {
        return Some(both);
    }
    i.tag("of the other cards in your hand for").then_some(())?;
    let count = card_count(i)?;
    let filter = filter(i)?;
    i.tag("from your discard pile").then_some(())?;
    Some(vec![
        Effect::Control(Control::Cost(vec![Effect::Op(
            Operation::DiscardFromHand {
                whose: Role::Acting,
                count: CardCount::Exactly(given),
                filter: CardFilter::Any,
                pick: HandPick::ByOwner,
            },
        )])),
        Effect::Op(Operation::DiscardToHand { count, filter }),
    ])
}

/// "… of the Basic Pokémon or Evolution cards in your hand for 1 of the Basic Pokémon or
/// Evolution cards from your deck", after "Trade <given>".
fn trade_with_deck(i: &mut Input, given: u8) -> Option<Vec<Effect>> {
    i.tag("of the").then_some(())?;
    let price = filter(i)?;
    i.tag("in your hand for").then_some(())?;
    let count = i.small()?;
    i.tag("of the").then_some(())?;
    let wanted = filter(i)?;
    i.tag("from your deck").then_some(())?;
    Some(vec![
        Effect::Control(Control::Cost(vec![Effect::Op(Operation::HandToDeck {
            whose: Role::Acting,
            count: CardCount::Exactly(given),
            filter: price,
            end: DeckEnd::Top,
        })])),
        Effect::Op(Operation::Search {
            who: Role::Acting,
            count: CardCount::Exactly(count),
            filter: wanted,
            to: Destination::Hand,
        }),
    ])
}

/// "Put a Basic Pokémon card from your hand into play as your Active Pokémon. Put your old
/// Active Pokémon onto your Bench."
pub(super) fn hand_to_active(i: &mut Input) -> Option<Effect> {
    i.tag("put a").then_some(())?;
    let filter = filter(i)?;
    i.tag("from your hand into play as your active pokémon. put your old active pokémon onto your bench")
        .then_some(Effect::Op(Operation::HandToActive(filter)))
}

/// "Choose a random card from your opponent's hand", "Choose 1 card from your opponent's hand
/// without looking[ and discard it]".
pub(in crate::text::grammar) fn pick_from_hand(i: &mut Input) -> Option<Vec<Effect>> {
    i.tag("choose").then_some(())?;
    let count = i.small()?;
    let random = i.tag("random");
    i.any(&["cards from", "card from"]).then_some(())?;
    let whose = i.pick(&[
        ("your opponent's hand", Role::Opponent),
        ("your hand", Role::Acting),
    ])?;
    // A card chosen without looking is one at random.
    let pick = if random || i.tag("without looking") {
        HandPick::Random
    } else if whose == Role::Opponent {
        HandPick::ByActing
    } else {
        HandPick::ByOwner
    };
    // "and discard it" belongs here: alone, "discard it" could be any card named before.
    let discard = i.any(&["and discard it", "and discard them"]);
    let mut effects = vec![Effect::Op(Operation::PickFromHand { whose, count, pick })];
    if discard {
        effects.push(Effect::Op(Operation::DiscardPicked));
    } else if i
        .attempt(|i| {
            i.tag("and put it on the bottom of").then_some(())?;
            let owner = if whose == Role::Opponent {
                ["his or her deck", "their deck", "your opponent's deck"]
            } else {
                ["your deck"; 3]
            };
            i.any(&owner).then_some(())
        })
        .is_some()
    {
        // The picked card is set apart as if looked at: it goes where the rest would.
        effects.push(Effect::Op(Operation::LookedRest(
            crate::effect::Rest::Bottom,
        )));
    }
    Some(effects)
}

/// What happens to the card picked from a hand: "Your opponent reveals that card and shuffles
/// it into their deck", "Look at the card you chose, then have your opponent shuffle that card
/// into his or her deck"; "… reveals those cards and shuffles them into …" after picks repeated
/// ("For each heads, choose a random card …"), every card picked set apart until then.
pub(super) fn picked(i: &mut Input) -> Option<Effect> {
    i.any(&[
        "your opponent reveals that card and shuffles it into",
        "your opponent reveals those cards and shuffles them into",
        "look at the card you chose, then have your opponent shuffle that card into",
        "look at that card you chose, then have your opponent shuffle that card into",
        "your opponent shuffles that card into",
    ])
    .then_some(())?;
    i.any(&["their deck", "his or her deck"])
        .then_some(Effect::Op(Operation::PickedIntoDeck))
}
