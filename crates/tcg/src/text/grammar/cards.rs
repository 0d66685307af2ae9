//! Cards in decks and hands: draw, search, shuffle, discard from the deck's top or a hand,
//! reveal a hand, discard a Stadium or Pokémon Tools.

use super::amount::count as count_of;
use super::condition::kind_noun;
use super::energy::{card_count, energy_noun, energy_type};
use super::pokemon::{is_not, pick, pokemon, pokemon_or_spread, side, zone};
use super::pokemon_cards::{narrowed, pokemon_cards};
use super::proper_name::name;
use super::searches::all_if_fewer;
use crate::effect::{
    CardCount, CardFilter, Count, DeckEnd, Destination, Effect, EnergyFilter, Group, HandPick,
    Name, Pick, Pile, Pokemon, PokemonCards, Role, Side, Source, Types, Which, Zone,
};
use crate::text::input::Input;

/// "Take another turn after this one", "Your turn ends", "This Pokémon is Knocked Out", "If you
/// go first, you can use this attack during your first turn".
pub(super) fn turns(i: &mut Input) -> Option<Effect> {
    if i.tag("take another turn after this one") {
        return Some(Effect::ExtraTurn);
    }
    if i.any(&["your turn ends", "this ends your turn"]) {
        return Some(Effect::EndTurn);
    }
    if let Some(who) = i.attempt(|i| {
        let who = pokemon(i)?;
        i.tag("is knocked out").then_some(who)
    }) {
        return Some(Effect::KnockOut(who));
    }
    if let Some(evolving) = i.attempt(evolving_when) {
        return Some(evolving);
    }
    i.tag("if you go first, you can use this attack")
        .then_some(())?;
    i.any(&["during your first turn", "on your first turn"])
        .then_some(Effect::UsableOnFirstTurn)
}

/// "You can use this card during your first turn or on a Pokémon that was put into play this
/// turn" (TCG-7's exception); "You can't use this card …": the rule itself, and the card is
/// not played on its owner's first turn.
fn evolving_when(i: &mut Input) -> Option<Effect> {
    let can = i.tag("you can use this card");
    (can || i.tag("you can't use this card")).then_some(())?;
    i.tag("during your first turn or on a pokémon that was put into play this turn")
        .then_some(())?;
    Some(if can {
        Effect::EvolvesAnyTime
    } else {
        Effect::UnusableIf(crate::effect::Condition::FirstTurn)
    })
}

/// "Search your deck for a card that evolves from 1 of your Pokémon [(excluding Pokémon-EX)]
/// and put it onto that Pokémon [to evolve it]", "… from your Active Pokémon (choose 1 if there
/// are 2) and put it on your Active Pokémon": the Pokémon is picked first, among those that may
/// evolve now, then the card found goes onto it.
pub(super) fn evolving_search(i: &mut Input) -> Option<Vec<Effect>> {
    i.tag("search your deck for a card that evolves from")
        .then_some(())?;
    let active = i.tag("your active pokémon (choose 1 if there are 2)");
    let mut pick = if active {
        Pick {
            chooser: Role::Acting,
            count: 1,
            group: Group::new(Side::Of(Role::Acting), Zone::Active),
        }
    } else {
        pick(i)?
    };
    // A Pokémon excluded ("(excluding Pokémon-EX)") is never offered; else only one that may
    // evolve now is.
    pick.group.which.get_or_insert(Which::CanEvolve);
    let onto = if active {
        "your active pokémon"
    } else {
        "that pokémon"
    };
    i.any(&["and put it onto", "and put it on"]).then_some(())?;
    i.tag(onto).then_some(())?;
    i.tag("to evolve it");
    Some(vec![
        Effect::Choose(pick),
        Effect::Search {
            who: Role::Acting,
            count: CardCount::Exactly(1),
            filter: CardFilter::EvolvesFromThat,
            to: Destination::EvolveThat,
        },
    ])
}

/// Any card clause.
pub(super) fn clause(i: &mut Input) -> Option<Effect> {
    i.attempt(draw)
        .or_else(|| i.attempt(search))
        .or_else(|| i.attempt(shuffle))
        .or_else(|| i.attempt(mill))
        .or_else(|| i.attempt(hand))
        .or_else(|| i.attempt(discard_in_play))
        .or_else(|| i.attempt(tools_or_stadium))
        .or_else(|| i.attempt(from_discard))
        .or_else(|| i.attempt(search_discard))
        .or_else(|| i.attempt(pokemon_away))
        .or_else(|| i.attempt(discard_others))
        .or_else(|| i.attempt(picked))
        .or_else(|| i.attempt(keep_this_card))
        .or_else(|| i.attempt(hand_to_active))
        .or_else(|| i.attempt(hand_to_deck_top))
        .or_else(|| i.attempt(count_and_draw))
}

/// "count the number of cards in your opponent's hand and draw that many cards".
fn count_and_draw(i: &mut Input) -> Option<Effect> {
    i.tag("count the number of").then_some(())?;
    let times = count_of(i)?;
    i.tag("and draw that many cards").then_some(Effect::Repeat {
        times,
        then: vec![Effect::Draw {
            who: Role::Acting,
            count: 1,
        }],
    })
}

/// "Shuffle 2 cards from your hand into your deck", "If you have any cards in your hand,
/// shuffle 1 of them into your deck": put on top of the deck, then shuffled.
pub(super) fn hand_into_deck(i: &mut Input) -> Option<Vec<Effect>> {
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
        Effect::HandToDeck {
            whose: Role::Acting,
            count: CardCount::Exactly(count),
            filter,
            end: DeckEnd::Top,
        },
        Effect::Shuffle(Role::Acting),
    ])
}

/// "You and your opponent show each other your hands, then shuffle all the Trainer cards from
/// your hands into your decks": both hands shown, each player's cards of the kind shuffled in.
pub(super) fn both_hands_into_decks(i: &mut Input) -> Option<Vec<Effect>> {
    i.tag("you and your opponent show each other your hands, then shuffle all the")
        .then_some(())?;
    let filter = filter(i)?;
    i.tag("from your hands into your decks").then_some(())?;
    let mut effects = vec![
        Effect::RevealHand(Role::Acting),
        Effect::RevealHand(Role::Opponent),
    ];
    for whose in [Role::Acting, Role::Opponent] {
        effects.push(Effect::HandToDeck {
            whose,
            count: CardCount::All,
            filter,
            end: DeckEnd::Top,
        });
        effects.push(Effect::Shuffle(whose));
    }
    Some(effects)
}

/// "Choose a card from your hand and put it on top of your deck", "Reveal a Pokémon in your
/// hand and put it …", "Choose 1 Pokémon in your hand, show it to your opponent, and put it …",
/// "… and put it on the bottom of your deck", "Put a card from your hand back on your deck".
fn hand_to_deck_top(i: &mut Input) -> Option<Effect> {
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
    Some(Effect::HandToDeck {
        whose: Role::Acting,
        count: CardCount::Exactly(count),
        filter,
        end,
    })
}

/// "Trade 1 of the other cards in your hand for up to 2 basic Energy cards from your discard
/// pile": the card from the hand is the price of the cards from the discard pile. "Trade 1 of
/// the Basic Pokémon or Evolution cards in your hand for 1 of the Basic Pokémon or Evolution
/// cards from your deck": the card from the hand goes into the deck first.
pub(super) fn trade(i: &mut Input) -> Option<Vec<Effect>> {
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
        Effect::Cost(vec![Effect::DiscardFromHand {
            whose: Role::Acting,
            count: CardCount::Exactly(given),
            filter: CardFilter::Any,
            pick: HandPick::ByOwner,
        }]),
        Effect::DiscardToHand { count, filter },
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
        Effect::Cost(vec![Effect::HandToDeck {
            whose: Role::Acting,
            count: CardCount::Exactly(given),
            filter: price,
            end: DeckEnd::Top,
        }]),
        Effect::Search {
            who: Role::Acting,
            count: CardCount::Exactly(count),
            filter: wanted,
            to: Destination::Hand,
        },
    ])
}

/// "Put a Basic Pokémon card from your hand into play as your Active Pokémon. Put your old
/// Active Pokémon onto your Bench."
fn hand_to_active(i: &mut Input) -> Option<Effect> {
    i.tag("put a").then_some(())?;
    let filter = filter(i)?;
    i.tag("from your hand into play as your active pokémon. put your old active pokémon onto your bench")
        .then_some(Effect::HandToActive(filter))
}

/// "Put this card into your hand instead of the discard pile".
fn keep_this_card(i: &mut Input) -> Option<Effect> {
    i.tag("put this card into your hand instead of the discard pile")
        .then_some(Effect::KeepThisCard)
}

/// "Discard your other Benched Pokémon": every one of the group but those chosen before.
fn discard_others(i: &mut Input) -> Option<Effect> {
    i.tag("discard").then_some(())?;
    let side = side(i)?;
    i.tag("other").then_some(())?;
    let group = zone(i, side)?;
    i.tag("and all cards attached to them");
    Some(Effect::DiscardPokemon(Pokemon::Others(group)))
}

/// "Choose a random card from your opponent's hand", "Choose 1 card from your opponent's hand
/// without looking[ and discard it]".
pub(super) fn pick_from_hand(i: &mut Input) -> Option<Vec<Effect>> {
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
    let mut effects = vec![Effect::PickFromHand { whose, count, pick }];
    if discard {
        effects.push(Effect::DiscardPicked);
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
        effects.push(Effect::LookedRest(crate::effect::Rest::Bottom));
    }
    Some(effects)
}

/// What happens to the card picked from a hand: "Your opponent reveals that card and shuffles
/// it into their deck", "Look at the card you chose, then have your opponent shuffle that card
/// into his or her deck".
fn picked(i: &mut Input) -> Option<Effect> {
    i.any(&[
        "your opponent reveals that card and shuffles it into",
        "look at the card you chose, then have your opponent shuffle that card into",
        "look at that card you chose, then have your opponent shuffle that card into",
        "your opponent shuffles that card into",
    ])
    .then_some(())?;
    i.any(&["their deck", "his or her deck"])
        .then_some(Effect::PickedIntoDeck)
}

/// "Put a Trainer card from your discard pile into your hand", "Put 2 cards from …", "Put a
/// Basic Pokémon from your discard pile onto your Bench", "Shuffle up to 2 Pokémon from your
/// discard pile into your deck", "Put a Supporter card from your discard pile on top of your
/// deck", "Take 5 <kind> cards from your discard pile and then show them to your opponent.
/// Shuffle them into your deck" (Town Volunteers).
fn from_discard(i: &mut Input) -> Option<Effect> {
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
            .then_some(Effect::DiscardToDeck { count, filter })
    } else if shuffle {
        i.any(&["into your deck", "back into your deck"])
            .then_some(())?;
        i.attempt(all_if_fewer);
        Some(Effect::DiscardToDeck { count, filter })
    } else if i.tag("on top of your deck") {
        Some(Effect::DiscardToDeckTop { count, filter })
    } else if i.tag("onto your bench") {
        Some(Effect::DiscardToBench { count, filter })
    } else {
        i.tag("into your hand")
            .then_some(Effect::DiscardToHand { count, filter })
    }
}

/// "Search your discard pile for a Trainer card, show it to your opponent, and put it into your
/// hand", "… for a Metal Energy card and attach it to this Pokémon", "… for 5 basic Energy
/// cards, show them to your opponent, and shuffle them into your deck", "… and put it on top of
/// your deck", "Choose a card from your discard pile and put it on top of your deck": the
/// searcher picks.
fn search_discard(i: &mut Input) -> Option<Effect> {
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
        return Some(Effect::DiscardToDeckTop { count, filter });
    }
    if i.any(&["shuffle it into your deck", "shuffle them into your deck"]) {
        return Some(Effect::DiscardToDeck { count, filter });
    }
    match destination(i)? {
        Destination::Hand => Some(Effect::DiscardToHand { count, filter }),
        Destination::Bench => Some(Effect::DiscardToBench { count, filter }),
        Destination::Attach(to) => match filter {
            CardFilter::Energy(energy) => Some(Effect::AttachEnergy {
                source: Source::Discard,
                to,
                count,
                energy,
            }),
            _ => None,
        },
        _ => None,
    }
}

/// "Shuffle this Pokémon and all cards attached to it into your deck", "Put this Pokémon and
/// all attached cards into your hand", "Your opponent puts their Active Pokémon and all cards
/// attached to it into their hand" (who does it changes nothing: no choice is made).
fn pokemon_away(i: &mut Input) -> Option<Effect> {
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
            (pokemon(i)? == who).then_some(())
        })
        .is_some()
    {
        return Some(Effect::ReturnToHandAlone(who));
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
        deck.then_some(Effect::ShuffleIntoDeck(who))
    } else {
        i.any(&[
            "into your hand",
            "to your hand",
            "into your opponent's hand",
            "into their hand",
            "into his or her hand",
        ])
        .then_some(Effect::ReturnToHand(who))
    }
}

/// "Each player either draws or discard cards until he or she has 5 cards in his or her hand":
/// the opponent first, as its reminder says, each discarding down or drawing up to it.
pub(super) fn each_player_hand_size(i: &mut Input) -> Option<Vec<Effect>> {
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
                    Effect::DiscardUntil { who, hand },
                    Effect::DrawUntil { who, hand },
                ]
            })
            .collect(),
    )
}

/// "Each player shuffles their hand into their deck", "Each player shuffles their deck", "Each
/// player discards the top card of
/// their deck", "Each player draws 2 cards", "each player draws a card for each of his or her
/// remaining Prize cards" (N): the acting player, then the opponent.
pub(super) fn each_player(i: &mut Input) -> Option<Vec<Effect>> {
    let players = [Role::Acting, Role::Opponent];
    if i.tag("each player draws a card for each of") {
        // N's misprint "his or his" too.
        i.any(&["his or her", "his or his", "their"])
            .then_some(())?;
        i.tag("remaining prize cards").then_some(())?;
        return Some(
            players
                .map(|who| Effect::Repeat {
                    times: Count::Cards {
                        side: Side::Of(who),
                        pile: Pile::Prizes,
                        filter: CardFilter::Any,
                    },
                    then: vec![Effect::Draw { who, count: 1 }],
                })
                .to_vec(),
        );
    }
    if i.tag("each player draws") {
        let count = i.small()?;
        i.any(&["cards", "card"]).then_some(())?;
        return Some(players.map(|who| Effect::Draw { who, count }).to_vec());
    }
    if i.any(&[
        "each player shuffles their hand into their deck",
        "each player shuffles his or her hand into his or her deck",
    ]) {
        // "… and draws a new hand of the same number of cards".
        if i.tag("and draws a new hand of the same number of cards") {
            return Some(players.map(Effect::RedrawHand).to_vec());
        }
        return Some(players.map(Effect::ShuffleHandIntoDeck).to_vec());
    }
    if i.any(&[
        "each player shuffles their deck",
        "each player shuffles his or her deck",
    ]) {
        return Some(players.map(Effect::Shuffle).to_vec());
    }
    i.tag("each player discards the top").then_some(())?;
    let count = top_cards(i)?;
    i.any(&["their deck", "his or her deck"]).then_some(())?;
    Some(players.map(|whose| Effect::Mill { whose, count }).to_vec())
}

/// "you"/"your opponent" as the one who does something.
fn who(i: &mut Input) -> Role {
    if i.tag("your opponent") {
        Role::Opponent
    } else {
        Role::Acting
    }
}

/// "Draw a card", "Draw 2 cards", "Your opponent draws a card", "Your opponent may [also] draw
/// a card" (theirs to choose), "Draw cards until you have 6 cards in your hand", "draw a card
/// for each card in your opponent's hand", "draw a number of cards equal to the number of cards
/// in your opponent's hand", "Draw 3 cards from the bottom of your deck", "draw the bottom 2
/// cards of your deck", "draw up to 3 cards from your deck".
fn draw(i: &mut Input) -> Option<Effect> {
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
        Effect::May { .. } => drawn,
        _ if may => Effect::May {
            chooser: who,
            then: vec![drawn],
        },
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
        return Some(Effect::Repeat {
            times: Count::DiscardedThisWay,
            then: vec![Effect::Draw { who, count }],
        });
    }
    if i.tag("cards until you have the same number of cards in your hand as your opponent") {
        return Some(Effect::DrawUntilAsMany {
            who,
            as_many_as: Role::Opponent,
        });
    }
    if i.any(&["cards from your deck until", "cards until"]) {
        i.any(&["you have", "they have", "he or she has"])
            .then_some(())?;
        i.tag("exactly");
        let hand = i.small()?;
        i.tag("cards in").then_some(())?;
        i.any(&["your hand", "their hand", "his or her hand"])
            .then_some(())?;
        return Some(Effect::DrawUntil { who, hand });
    }
    // "Draw a number of cards up to the number of your opponent's Pokémon in play": card by
    // card, the player may stop drawing.
    if i.tag("a number of cards up to the number of") {
        return Some(Effect::Repeat {
            times: count_of(i)?,
            then: vec![Effect::may(vec![Effect::Draw { who, count: 1 }])],
        });
    }
    if i.tag("a number of cards equal to the number of") {
        return Some(Effect::Repeat {
            times: count_of(i)?,
            then: vec![Effect::Draw { who, count: 1 }],
        });
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
        return Some(Effect::May {
            chooser: who,
            then: vec![Effect::ChooseOptions {
                chooser: who,
                at_most: 1,
                options: (1..=count)
                    .map(|n| vec![Effect::Draw { who, count: n }])
                    .collect(),
            }],
        });
    }
    let draw = match end {
        Some(DeckEnd::Bottom) => Effect::DrawBottom { who, count },
        _ => Effect::Draw { who, count },
    };
    match i.attempt(|i| {
        i.tag("for each").then_some(())?;
        count_of(i)
    }) {
        Some(times) => Some(Effect::Repeat {
            times,
            then: vec![draw],
        }),
        None => Some(draw),
    }
}

/// "Search your deck for up to 2 Basic Pokémon[, reveal them,] and put them onto your Bench";
/// "… for a Basic Pokémon named <this Pokémon> and put it onto your Bench", "… for <this
/// Pokémon> and …";
/// "… for a Fire Energy card and attach it to this Pokémon"; "… for a card that evolves from
/// this Pokémon and put it onto this Pokémon to evolve it".
///
/// "… for up to 2 Basic Pokémon or up to 2 basic Energy cards, reveal them, and put them into
/// your hand" is a choice of one of two searches; "Choose any 1 card from your deck and put it
/// into your hand" is a search too.
fn search(i: &mut Input) -> Option<Effect> {
    // "Choose any 1 card from your deck and put it into your hand": a search, worded from the
    // card chosen.
    let chosen = i.attempt(|i| {
        i.tag("choose").then_some(())?;
        let wanted = wanted_cards(i)?;
        i.tag("from your deck").then_some(wanted)
    });
    if chosen.is_none() {
        i.tag("search your deck for").then_some(())?;
    }
    if let Some((filter, times)) = chosen
        .is_none()
        .then(|| i.attempt(a_number_up_to))
        .flatten()
    {
        shown(i)?;
        let to = destination(i)?;
        // As many searches for up to 1 card as the count says.
        return Some(Effect::Repeat {
            times,
            then: vec![Effect::Search {
                who: Role::Acting,
                count: CardCount::UpTo(1),
                filter,
                to,
            }],
        });
    }
    let mut wanted = vec![match chosen {
        Some(wanted) => wanted,
        None => wanted_cards(i)?,
    }];
    if let Some(other) = i.attempt(|i| {
        i.tag("or").then_some(())?;
        wanted_cards(i)
    }) {
        wanted.push(other);
    }
    shown(i)?;
    let to = destination(i)?;
    let mut searches: Vec<_> = wanted
        .into_iter()
        .map(|(count, filter)| Effect::Search {
            who: Role::Acting,
            count,
            filter,
            to,
        })
        .collect();
    if searches.len() == 1 {
        return searches.pop();
    }
    Some(Effect::ChooseOptions {
        chooser: Role::Acting,
        at_most: 1,
        options: searches.into_iter().map(|search| vec![search]).collect(),
    })
}

/// "a number of cards up to the number of your Benched Pokémon": the kind of card and the
/// count.
fn a_number_up_to(i: &mut Input) -> Option<(CardFilter, Count)> {
    i.tag("a number of").then_some(())?;
    let filter = filter(i)?;
    i.tag("up to the number of").then_some(())?;
    Some((filter, count_of(i)?))
}

/// "up to 2 Basic Pokémon", "a Pokémon", "any 3 cards" (3 of any kind), "this Pokémon" (a
/// card's own name: one card of that name), "a Basic Pokémon named <this Pokémon>" (a card
/// named as this one).
pub(super) fn wanted_cards(i: &mut Input) -> Option<(CardCount, CardFilter)> {
    if i.tag("this pokémon") {
        return Some((CardCount::Exactly(1), CardFilter::SameNameAsThis));
    }
    if let Some(wanted) = i.attempt(|i| Some((card_count(i)?, filter(i)?))) {
        return Some(wanted);
    }
    // "for any card", "for any Basic Pokémon or Evolution card": one, of that kind ("any 2
    // cards" is a count); "for the Trainer card named Giovanni".
    i.any(&["any", "the"]).then_some(())?;
    Some((CardCount::Exactly(1), filter(i)?))
}

/// What comes between a search and where the found cards go: ", reveal it, and", "and", or,
/// as the next sentence, ". Show it to your opponent and", ". Show that card to your opponent,
/// then"; ", shuffle your deck, then" before putting them on top of it.
pub(super) fn shown(i: &mut Input) -> Option<()> {
    if i.any(&[", shuffle your deck, then", ", shuffle your deck, and"]) {
        return Some(());
    }
    if i.any(&[
        ". show it to your opponent and",
        ". show them to your opponent and",
        ". show that card to your opponent, then",
        ". show those cards to your opponent, then",
    ]) {
        return Some(());
    }
    i.any(&[
        ", reveal it,",
        ", reveal them,",
        ", show it to your opponent,",
        ", show them to your opponent,",
        ", show it to your opponent",
        ", show them to your opponent",
    ]);
    // "and," as Brooklet Hill prints it ("… Basic Fighting Pokémon and, put it onto …").
    i.any(&[", and", "and,", "and"]).then_some(())
}

/// The kind of card a search looks for, with the kind of Pokémon it leaves out ("a Basic
/// Pokémon (excluding Pokémon-ex)", "a Basic Pokémon or Evolution card (excluding
/// Pokémon-ex)"), or "different types of" a kind (each card of a type not found before).
pub(super) fn filter(i: &mut Input) -> Option<CardFilter> {
    if i.tag("different types of") {
        return match filter(i)? {
            CardFilter::Energy(EnergyFilter::Basic) => Some(CardFilter::BasicEnergyOfNewType),
            CardFilter::BasicPokemon => Some(CardFilter::BasicPokemonOfNewType(None)),
            CardFilter::BasicPokemonNot(kind) => {
                Some(CardFilter::BasicPokemonOfNewType(Some(kind)))
            }
            _ => None,
        };
    }
    let base = base_filter(i)?;
    let Some(kind) = i.attempt(|i| {
        i.tag("(excluding").then_some(())?;
        let kind = kind_noun(i)?;
        i.tag(")").then_some(kind)
    }) else {
        return Some(base);
    };
    match base {
        CardFilter::Pokemon => Some(CardFilter::PokemonNot(kind)),
        CardFilter::BasicPokemon => Some(CardFilter::BasicPokemonNot(kind)),
        CardFilter::PokemonOf(t) => Some(CardFilter::PokemonOfNot(t, kind)),
        _ => None,
    }
}

/// A kind of card, as [`filter`] reads it before any exclusion.
fn base_filter(i: &mut Input) -> Option<CardFilter> {
    if let Some(both) = i.attempt(combination) {
        return Some(both);
    }
    if let Some(narrowed) = i.attempt(narrowed) {
        return Some(narrowed);
    }
    if let Some(kind) = i.attempt(|i| {
        i.tag("pokémon").then_some(())?;
        is_not(i)
    }) {
        return Some(CardFilter::PokemonNot(kind));
    }
    if let Some(word) = i.attempt(item_named) {
        return Some(CardFilter::ItemNameHas(word));
    }
    if let Some(named) = i.attempt(named) {
        return Some(named);
    }
    if let Some(hp) = i.attempt(|i| {
        i.tag("pokémon with").then_some(())?;
        let hp = i.number()?;
        i.tag("hp or less").then_some(hp)
    }) {
        return Some(CardFilter::PokemonHpAtMost(hp));
    }
    if let Some(resisting) = i.attempt(|i| {
        i.tag("pokémon with").then_some(())?;
        let of_type = energy_type(i)?;
        i.tag("resistance").then_some(of_type)
    }) {
        return Some(CardFilter::PokemonResisting(resisting));
    }
    if let Some(types) = i.attempt(basic_of_types) {
        return Some(CardFilter::BasicPokemonOf(types));
    }
    if let Some(kind) = i.pick(&[
        // In the older eras' words, every Pokémon card.
        (
            "basic pokémon, evolution card, or energy card",
            CardFilter::PokemonOrEnergy {
                pokemon: PokemonCards::default(),
                energy: EnergyFilter::Any,
            },
        ),
        // Baby Pokémon are Basic Pokémon.
        (
            "baby pokémon, basic pokémon, evolution, and/or basic energy cards",
            CardFilter::PokemonOrEnergy {
                pokemon: PokemonCards::default(),
                energy: EnergyFilter::Basic,
            },
        ),
        ("basic pokémon or evolution cards", CardFilter::Pokemon),
        ("basic pokémon and evolution cards", CardFilter::Pokemon),
        ("basic pokémon or evolution card", CardFilter::Pokemon),
        // Before "evolution card": the longer phrase first.
        (
            "evolution card that evolves from this pokémon",
            CardFilter::EvolvesFromThis,
        ),
        ("pokémon tool cards", CardFilter::Tool),
        ("pokémon tool card", CardFilter::Tool),
        // "a Basic Pokémon named Krabby" on Krabby.
        (
            "basic pokémon named this pokémon",
            CardFilter::SameNameAsThis,
        ),
        ("basic pokémon cards", CardFilter::BasicPokemon),
        ("basic pokémon card", CardFilter::BasicPokemon),
        ("basic pokémon", CardFilter::BasicPokemon),
        ("pokémon cards", CardFilter::Pokemon),
        ("pokémon card", CardFilter::Pokemon),
        ("evolution pokémon", CardFilter::EvolutionPokemon),
        ("evolution cards", CardFilter::EvolutionPokemon),
        ("evolution card", CardFilter::EvolutionPokemon),
        ("pokémon", CardFilter::Pokemon),
        (
            "card that evolves from this pokémon",
            CardFilter::EvolvesFromThis,
        ),
        (
            "cards that evolve from this pokémon",
            CardFilter::EvolvesFromThis,
        ),
        ("this pokémon", CardFilter::SameNameAsThis),
        ("trainer cards", CardFilter::Trainer),
        ("trainer card", CardFilter::Trainer),
        ("supporter cards", CardFilter::Supporter),
        ("supporter card", CardFilter::Supporter),
        ("item cards", CardFilter::Item),
        ("item card", CardFilter::Item),
        ("stadium cards", CardFilter::Stadium),
        ("stadium card", CardFilter::Stadium),
        ("team plasma cards", CardFilter::TeamPlasma),
        ("team plasma card", CardFilter::TeamPlasma),
        // Baby Pokémon are Basic Pokémon.
        (
            "baby pokémon and/or basic pokémon cards",
            CardFilter::BasicPokemon,
        ),
        ("cards", CardFilter::Any),
        ("card", CardFilter::Any),
    ]) {
        return Some(kind);
    }
    if let Some(of_type) = i.attempt(|i| {
        let of_type = energy_type(i)?;
        i.tag("pokémon").then_some(of_type)
    }) {
        return Some(CardFilter::PokemonOf(of_type));
    }
    energy_noun(i)
        .map(CardFilter::Energy)
        .or_else(|| named_energy(i))
}

/// A Special Energy card by its one-word name before "Energy": "React Energy card(s)".
pub(super) fn named_energy(i: &mut Input) -> Option<CardFilter> {
    let word = i.word()?;
    i.tag("energy").then_some(())?;
    i.any(&["cards", "card"]);
    let named = name(&mut Input::new(word), &[""])?;
    Name::new(&format!("{} energy", named.as_str())).map(CardFilter::Named)
}

/// "Item cards that have the word "Ball" in their name": the word.
fn item_named(i: &mut Input) -> Option<Name> {
    const ENDS: [&str; 2] = ["in their name", "in its name"];
    i.any(&["item cards", "item card"]).then_some(())?;
    i.any(&["that have the word", "that has the word"])
        .then_some(())?;
    let word = name(i, &ENDS)?;
    i.any(&ENDS).then_some(word)
}

/// "a card with Unown in its name", "the Trainer card named Giovanni", "an Evolution card
/// named Koga's Beedrill" (a name is one card's, whatever its kind).
fn named(i: &mut Input) -> Option<CardFilter> {
    const ENDS: [&str; 2] = ["in its name", "in their names"];
    if i.any(&["card with", "cards with"]) {
        let word = name(i, &ENDS)?;
        return i.any(&ENDS).then_some(CardFilter::NameHas(word));
    }
    i.any(&["trainer card named", "evolution card named", "card named"])
        .then_some(())?;
    // Before "and put" ("an Evolution card named Koga's Beedrill and put it …"), else one word
    // before a comma ("the Trainer card named Giovanni, show it …").
    let named = name(i, &["and put"]).or_else(|| Name::new(i.word()?))?;
    Some(CardFilter::Named(named))
}

/// "[cards] in any combination of [Water] Pokémon and [basic] [Water] Energy cards", "… of
/// Basic Pokémon with Team Aqua in its name and basic Energy cards", "… of Supporter cards and
/// Stadium cards".
fn combination(i: &mut Input) -> Option<CardFilter> {
    i.tag("cards");
    i.tag("in any combination of").then_some(())?;
    if i.tag("supporter cards and stadium cards") {
        return Some(CardFilter::SupporterOrStadium);
    }
    let pokemon = pokemon_cards(i)?;
    i.tag("and").then_some(())?;
    let energy = energy_noun(i)?;
    Some(CardFilter::PokemonOrEnergy { pokemon, energy })
}

/// "Basic Water Pokémon", "Basic Water Pokémon or Basic Fighting Pokémon".
fn basic_of_types(i: &mut Input) -> Option<Types> {
    let one = |i: &mut Input| {
        i.tag("basic").then_some(())?;
        let t = energy_type(i)?;
        i.tag("pokémon").then_some(t)
    };
    let mut types = Types::of(one(i)?);
    while let Some(t) = i.attempt(|i| {
        i.tag("or").then_some(())?;
        one(i)
    }) {
        types = types.with(t);
    }
    Some(types)
}

/// "put it/them into your hand", "… onto your Bench", "… onto this Pokémon to evolve it",
/// "discard them", "attach it/them to <Pokémon>", "attach them to your Pokémon in any way you
/// like".
pub(super) fn destination(i: &mut Input) -> Option<Destination> {
    if i.any(&["put that card", "put those cards"]) {
        i.any(&["on top of it", "on top of your deck"])
            .then_some(())?;
        i.tag("in any order");
        return Some(Destination::DeckTop);
    }
    if i.any(&["put it", "put them"]) {
        return i.pick(&[
            ("into your hand", Destination::Hand),
            ("onto your bench", Destination::Bench),
            ("onto this pokémon to evolve it", Destination::EvolveThis),
            ("onto this pokémon", Destination::EvolveThis),
            ("on this pokémon", Destination::EvolveThis),
        ]);
    }
    if i.any(&["discard it", "discard them"]) {
        return Some(Destination::Discard);
    }
    i.any(&["attach it to", "attach them to"]).then_some(())?;
    pokemon_or_spread(i).map(Destination::Attach)
}

/// "Your opponent shuffles his or her hand into his or her deck, then draws 4 cards": the one
/// who shuffles draws.
pub(super) fn new_hand(i: &mut Input) -> Option<Vec<Effect>> {
    let who = who(i);
    i.any(&["shuffles", "shuffle"]).then_some(())?;
    hand_into_deck_phrase(i)?;
    i.any(&[", then", ", and", "and then", "and", "then"])
        .then_some(())?;
    Some(vec![Effect::ShuffleHandIntoDeck(who), drawn(i, who)?])
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
fn shuffle(i: &mut Input) -> Option<Effect> {
    let who = who(i);
    i.any(&["shuffles", "shuffle"]).then_some(())?;
    if i.attempt(hand_into_deck_phrase).is_some() {
        return Some(Effect::ShuffleHandIntoDeck(who));
    }
    if who == Role::Acting && i.tag("your opponent's deck") {
        return Some(Effect::Shuffle(Role::Opponent));
    }
    i.any(&["your deck", "their deck", "his or her deck"])
        .then_some(())?;
    i.tag("afterward");
    Some(Effect::Shuffle(who))
}

/// "Discard the top 3 cards of your deck", "Discard the top card of your opponent's deck".
fn mill(i: &mut Input) -> Option<Effect> {
    i.tag("discard the top").then_some(())?;
    let count = top_cards(i)?;
    let whose = i.pick(&[("your opponent's", Role::Opponent), ("your", Role::Acting)])?;
    i.tag("deck").then_some(Effect::Mill { whose, count })
}

/// "[the top] 3 cards of", "[the top] card from": how many cards off the top of a deck.
fn top_cards(i: &mut Input) -> Option<u8> {
    let count = i.attempt(|i| i.small()).unwrap_or(1);
    i.any(&["cards of", "card of", "cards from", "card from"])
        .then_some(count)
}

/// "Your opponent reveals their hand", "[you may] have your opponent reveal their hand", "Look
/// at your opponent's hand", "Show your hand to your opponent", "Discard a random card
/// from your opponent's hand", "Discard a card from your hand", "Your opponent discards 2 cards
/// from their hand".
fn hand(i: &mut Input) -> Option<Effect> {
    if i.any(&[
        "your opponent reveals their hand",
        "your opponent reveals his or her hand",
        "have your opponent reveal their hand",
        "have your opponent reveal his or her hand",
        "look at your opponent's hand",
    ]) {
        return Some(Effect::RevealHand(Role::Opponent));
    }
    if i.any(&["show your hand to your opponent", "reveal your hand"]) {
        return Some(Effect::RevealHand(Role::Acting));
    }
    let who = who(i);
    i.any(&["discards", "discard"]).then_some(())?;
    if i.any(&["your hand", "their hand", "his or her hand"]) {
        return Some(Effect::DiscardFromHand {
            whose: who,
            count: CardCount::All,
            filter: CardFilter::Any,
            pick: HandPick::ByOwner,
        });
    }
    let (count, random, filter) = match i.attempt(as_many_as_you_like) {
        Some(filter) => (CardCount::UpTo(u8::MAX), false, filter),
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
    Some(Effect::DiscardFromHand {
        whose,
        count,
        filter,
        pick,
    })
}

/// "as many [other] cards as you want", "as many cards as you like": the kind, any number of
/// them.
fn as_many_as_you_like(i: &mut Input) -> Option<CardFilter> {
    i.tag("as many").then_some(())?;
    i.tag("other");
    let filter = filter(i)?;
    i.any(&["as you want", "as you like"]).then_some(filter)
}

/// "Choose up to 2 in any combination of Pokémon Tool cards and Stadium cards in play (yours or
/// your opponent's) and discard them", "Choose up to 2 Pokémon Tool cards attached to Pokémon
/// in play (yours or your opponent's) and discard them".
fn tools_or_stadium(i: &mut Input) -> Option<Effect> {
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
        .then_some(Effect::DiscardToolsOrStadium { count, stadium })
}

/// "Discard a Stadium in play", "Discard all Pokémon Tools from your opponent's Active
/// Pokémon".
fn discard_in_play(i: &mut Input) -> Option<Effect> {
    i.tag("discard").then_some(())?;
    if i.any(&[
        "a stadium in play",
        "any stadium in play",
        "any stadium card in play",
        "the stadium in play",
        "that stadium card",
    ]) {
        return Some(Effect::DiscardStadium);
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
    pokemon(i).map(Effect::DiscardTools)
}
