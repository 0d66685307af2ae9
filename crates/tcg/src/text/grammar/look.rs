//! Looking at Prize cards, and at a deck's cards and sorting them: "Look at your face-down Prize
//! cards", "Look at the top 5 cards of your deck", "You may
//! reveal a Pokémon you find there and put it into your hand", "put 2 of them into your hand",
//! "attach any number of Water Energy cards you find there to your Pokémon in any way you
//! like", "Shuffle the other cards back into your deck", "Put the other cards back on top of
//! your deck in any order"; what is found in a hand revealed: "Put a Basic Pokémon you find
//! there onto your opponent's Bench", "use the effect of a Supporter card you find there as the
//! effect of this attack".

use super::amount::count;
use super::card_filter::filter;
use super::cards::search::{destination, shown};
use super::energy::card_count;
use super::pokemon::pokemon_or_spread;
use crate::effect::{
    CardCount, CardFilter, Control, DeckEnd, Destination, Effect, Operation, Rest, Role,
};
use crate::text::input::Input;

/// Any clause of looking and sorting.
pub(super) fn clause(i: &mut Input) -> Option<Effect> {
    i.attempt(prizes)
        .or_else(|| i.attempt(look))
        .or_else(|| i.attempt(look_that_many))
        .or_else(|| i.attempt(take))
        .or_else(|| i.attempt(reveal_until))
        .or_else(|| {
            i.attempt(rest)
                .map(|rest| Effect::Op(Operation::LookedRest(rest)))
        })
}

/// "Look at the top 5 cards of your deck", "… the top card of your opponent's deck", "Reveal
/// the top 5 cards of your opponent's deck", "Look at
/// the 4 cards from the bottom of your deck", "Look at up to 5 cards from the top of your deck"
/// (looking at fewer is never better: all of them).
fn look(i: &mut Input) -> Option<Effect> {
    // Cards shown to all players are looked at by their owner too; so are cards revealed.
    let shown = i.tag("show");
    let revealed = !shown && i.tag("reveal");
    (shown || revealed || i.tag("look at")).then_some(())?;
    let up_to = i.tag("up to");
    (up_to || i.tag("the")).then_some(())?;
    let top = i.tag("top");
    let bottom = !top && i.tag("bottom");
    let count = i.attempt(|i| i.small()).unwrap_or(1);
    i.any(&["cards", "card"]).then_some(())?;
    let end = if top || i.tag("from the top") {
        DeckEnd::Top
    } else {
        (bottom || i.tag("from the bottom")).then_some(DeckEnd::Bottom)?
    };
    i.any(&["of", "from"]).then_some(())?;
    let whose = i.pick(&[("your opponent's", Role::Opponent), ("your", Role::Acting)])?;
    i.tag("deck").then_some(())?;
    (!shown || i.tag("to all players")).then_some(Effect::Op(Operation::LookAtDeck {
        whose,
        count,
        end,
    }))
}

/// "Count the total number of Prize cards left (both yours and your opponent's). Look at that
/// many cards from the top of your deck": one card looked at as many times as counted.
fn look_that_many(i: &mut Input) -> Option<Effect> {
    i.any(&["count the total number of", "count the number of"])
        .then_some(())?;
    let times = count(i)?;
    i.tag(". look at that many cards from the top of your deck")
        .then_some(Effect::Control(Control::Repeat {
            times,
            then: vec![Effect::Op(Operation::LookAtDeck {
                whose: Role::Acting,
                count: 1,
                end: DeckEnd::Top,
            })],
        }))
}

/// "Reveal cards from [the top of] your deck until you reveal a Pokémon. Show that Pokémon to
/// your opponent and put it into your hand." (Quick Ball, Fast Ball, Random Receiver).
fn reveal_until(i: &mut Input) -> Option<Effect> {
    i.tag("reveal cards from").then_some(())?;
    i.tag("the top of");
    i.tag("your deck until you reveal").then_some(())?;
    i.any(&["an", "a"]);
    let filter = filter(i)?;
    i.tag(".").then_some(())?;
    i.any(&[
        "show that pokémon to your opponent and",
        "show that card to your opponent and",
    ]);
    let to = destination(i)?;
    Some(Effect::Op(Operation::RevealUntil { filter, to }))
}

/// "Look at your face-down Prize cards", "Look at 1 of your opponent's face-down Prize cards".
fn prizes(i: &mut Input) -> Option<Effect> {
    i.tag("look at").then_some(())?;
    let count = match i.attempt(|i| i.small()) {
        Some(n) => i.tag("of").then_some(CardCount::Exactly(n))?,
        None => CardCount::All,
    };
    let whose = i.pick(&[("your opponent's", Role::Opponent), ("your", Role::Acting)])?;
    i.tag("face-down");
    i.tag("prize cards")
        .then_some(Effect::Op(Operation::LookAtPrizes { whose, count }))
}

/// Taking from the cards looked at (cards of a deck, or a hand revealed).
fn take(i: &mut Input) -> Option<Effect> {
    i.attempt(put_of_them)
        .or_else(|| i.attempt(back_on_top))
        .or_else(|| i.attempt(found_and_put))
        .or_else(|| i.attempt(put_found))
        .or_else(|| i.attempt(attach_found))
        .or_else(|| i.attempt(discard_found))
        .or_else(|| i.attempt(use_found_supporter))
}

/// "Discard a Trainer card you find there", "you discard a card you find there" (in a hand
/// revealed), "discard any number of Item cards you find there" (into their owner's discard
/// pile): the acting player picks them.
fn discard_found(i: &mut Input) -> Option<Effect> {
    i.tag("you");
    i.tag("discard").then_some(())?;
    let count = card_count(i)?;
    let filter = filter(i)?;
    i.tag("you find there").then_some(())?;
    Some(Effect::Op(Operation::TakeLooked {
        count,
        filter,
        to: Destination::Discard,
    }))
}

/// "Put a Basic Pokémon you find there onto your opponent's Bench", "Put any Fire Energy cards
/// there into your hand", "you put a Basic Pokémon with 70 HP or less that you find there onto
/// your opponent's Bench" (after "Your opponent reveals their hand, and").
fn put_found(i: &mut Input) -> Option<Effect> {
    i.tag("you");
    i.tag("put").then_some(())?;
    // "Put any Fire Energy cards there into your hand": all of them ("any number of", "any 2"
    // are counts).
    let count = match i.attempt(card_count) {
        Some(count) => count,
        None => i.tag("any").then_some(CardCount::All)?,
    };
    let filter = filter(i)?;
    found(i)?;
    let to = found_to(i)?;
    Some(Effect::Op(Operation::TakeLooked { count, filter, to }))
}

/// Where cards found go: "into your hand", "onto your Bench", "onto your opponent's Bench" (a
/// card of their revealed hand).
pub(super) fn found_to(i: &mut Input) -> Option<Destination> {
    i.pick(&[
        ("into your hand", Destination::Hand),
        ("onto your bench", Destination::Bench),
        ("onto your opponent's bench", Destination::OpponentsBench),
        ("onto their bench", Destination::OpponentsBench),
    ])
}

/// "put as many of them as you like back on top of your deck in any order": those kept on top,
/// the rest going where the next clause says.
fn back_on_top(i: &mut Input) -> Option<Effect> {
    i.tag("put as many of them as you like back on top of your deck")
        .then_some(())?;
    i.tag("in any order");
    Some(Effect::Op(Operation::TakeLooked {
        count: CardCount::UpTo(u8::MAX),
        filter: CardFilter::Any,
        to: Destination::DeckTop,
    }))
}

/// "use the effect of a Supporter card you find there as the effect of this attack".
fn use_found_supporter(i: &mut Input) -> Option<Effect> {
    i.tag("use the effect of a supporter card").then_some(())?;
    found(i)?;
    i.tag("as the effect of this attack")
        .then_some(Effect::Op(Operation::UseFoundSupporter))
}

/// "put 2 of them into your hand", "Put 2 of those cards into your hand".
fn put_of_them(i: &mut Input) -> Option<Effect> {
    i.tag("put").then_some(())?;
    let count = card_count(i)?;
    i.any(&["of them", "of those cards"]).then_some(())?;
    let to = i.pick(&[
        ("into your hand", Destination::Hand),
        ("onto your bench", Destination::Bench),
    ])?;
    Some(Effect::Op(Operation::TakeLooked {
        count,
        filter: CardFilter::Any,
        to,
    }))
}

/// "reveal a Pokémon you find there and put it into your hand", "choose a Basic Pokémon from
/// those cards, show it to your opponent, and put it into your hand", "choose a Basic Pokémon,
/// Evolution card, or Energy card. Show it to your opponent and put it into your hand", "Choose as many Energy
/// cards as you like, show them to your opponent, and put them into your hand".
fn found_and_put(i: &mut Input) -> Option<Effect> {
    i.any(&["reveal", "choose", "take"]).then_some(())?;
    let (count, filter) = match i.attempt(as_many_as_you_like) {
        Some(filter) => (CardCount::UpTo(u8::MAX), filter),
        None => {
            let count = card_count(i)?;
            // "Choose 1 of those cards", "choose 1 of them": of any kind.
            if i.any(&["of those cards", "of them"]) {
                (count, CardFilter::Any)
            } else {
                let filter = filter(i)?;
                // After "Look at the top 3 cards of your deck, and choose …", the cards
                // looked at go without saying.
                i.attempt(found);
                (count, except_this_card(i, filter)?)
            }
        }
    };
    shown(i)?;
    let to = i.attempt(destination).or_else(|| {
        // "… and put those Pokémon onto their Bench" (cards of the opponent's deck).
        i.tag("put those pokémon").then_some(())?;
        found_to(i)
    })?;
    Some(Effect::Op(Operation::TakeLooked { count, filter, to }))
}

/// "(except Trainers' Mail)" after a Trainer card, its own name reading "this card": any other
/// Trainer card; nothing after: the filter as it is.
fn except_this_card(i: &mut Input, filter: CardFilter) -> Option<CardFilter> {
    if !i.tag("(except this card)") {
        return Some(filter);
    }
    (filter == CardFilter::Trainer).then_some(CardFilter::TrainerOtherThanThis)
}

/// "as many Energy cards as you like": of the cards looked at, which the sentence need not say.
fn as_many_as_you_like(i: &mut Input) -> Option<CardFilter> {
    i.tag("as many").then_some(())?;
    let filter = filter(i)?;
    i.tag("as you like").then_some(filter)
}

/// "attach any number of Water Energy cards you find there to your Pokémon in any way you
/// like".
fn attach_found(i: &mut Input) -> Option<Effect> {
    i.tag("attach").then_some(())?;
    let count = if i.tag("any number of") {
        CardCount::All
    } else {
        card_count(i)?
    };
    let filter = filter(i)?;
    found(i)?;
    i.tag("to").then_some(())?;
    let to = Destination::Attach(pokemon_or_spread(i)?);
    Some(Effect::Op(Operation::TakeLooked { count, filter, to }))
}

/// "you find there", "from those cards", "from among them", "there".
fn found(i: &mut Input) -> Option<()> {
    i.any(&[
        "you find there",
        "that you find there",
        "from those cards",
        "from among those cards",
        "from among them",
        "of them",
        "there",
    ])
    .then_some(())
}

/// Where the rest go: "Shuffle the other cards back into your deck", "Put the other cards back
/// on top of your deck in any order", "put them back …", "rearrange them as you like" (on top,
/// as they were: the engine keeps a deck's order), "put them back in any order" (on top too),
/// "Shuffle the other cards and put them on the bottom of your deck", "Discard the other
/// cards", "discard that card" (the one looked at), "Put the other cards in
/// the Lost Zone", "return the remaining cards to the bottom of your deck".
fn rest(i: &mut Input) -> Option<Rest> {
    if i.tag("rearrange them as you like") {
        return Some(Rest::Top);
    }
    // "Your opponent shuffles the other cards back into their deck": the deck looked at is
    // theirs, and the cards go back to it whoever shuffles.
    if i.tag("your opponent shuffles") {
        others(i)?;
        return i.tag("back into their deck").then_some(Rest::Shuffle);
    }
    if i.tag("shuffle") {
        others(i)?;
        if i.tag("and put them on the bottom of your deck") {
            return Some(Rest::BottomShuffled);
        }
        i.tag("back");
        i.tag("into your deck").then_some(())?;
        i.tag("afterward");
        return Some(Rest::Shuffle);
    }
    if i.tag("discard") {
        // "You may discard that card": the one card looked at.
        if !i.tag("that card") {
            others(i)?;
        }
        return Some(Rest::Discard);
    }
    i.any(&["put", "return"]).then_some(())?;
    others(i).or_else(|| i.tag("them").then_some(()))?;
    if i.tag("in the lost zone") {
        return Some(Rest::LostZone);
    }
    i.tag("back");
    // "… and put them back in any order": on top of the deck they came from.
    if i.tag("in any order") {
        return Some(Rest::Top);
    }
    let rest = i.pick(&[
        ("on top of your deck", Rest::Top),
        ("on the bottom of your deck", Rest::Bottom),
        ("at the bottom of your deck", Rest::Bottom),
        ("to the bottom of your deck", Rest::Bottom),
    ])?;
    i.tag("in any order");
    Some(rest)
}

/// "the other cards", "the other revealed cards", "the 2 other cards", "the other 2 cards", "the rest", "the remaining
/// cards".
fn others(i: &mut Input) -> Option<()> {
    i.tag("the").then_some(())?;
    if i.any(&["rest", "remaining cards", "remaining card"]) {
        return Some(());
    }
    i.attempt(|i| i.small());
    i.tag("other").then_some(())?;
    i.attempt(|i| i.small());
    // "Shuffle the other revealed cards back into your deck" after a card revealed.
    i.tag("revealed");
    i.any(&["cards", "card"]).then_some(())
}
