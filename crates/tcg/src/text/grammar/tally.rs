//! Counts of Pokémon and cards, and counts compared: "for each of your Benched Pawniard",
//! "… of your Pokémon in play that has Alolan in its name", "… Evolution Pokémon on your
//! Bench", "… Leon card in your discard pile", "If there are 3 or fewer cards in your deck",
//! "If you have fewer Pokémon in play than your opponent".

use super::card_filter::filter;
use super::energy::{energy_noun, energy_type};
use super::pokemon::{group, pokemon, side, zone};
use super::pokemon_cards::pokemon_cards;
use super::proper_name::name;
use crate::effect::{
    CardFilter, Compare, Count, Group, Pile, Pokemon, PokemonCards, PokemonKind, Role, Side, Zone,
};
use crate::text::input::Input;

/// A count of Pokémon or cards.
pub(super) fn count(i: &mut Input) -> Option<Count> {
    i.attempt(with_this_attack)
        .or_else(|| i.attempt(named_discarded))
        .or_else(|| i.attempt(qualified_pokemon))
        .or_else(|| i.attempt(named_benched))
        .or_else(|| i.attempt(kind_on_bench))
        .or_else(|| i.attempt(type_in_play))
        .or_else(|| i.attempt(energy_types))
        .or_else(|| i.attempt(cards_in_pile))
}

/// "of your Pokémon in play that has the <this attack> attack", "Pokémon in your discard pile
/// that has the <this attack> attack" (the attack's own name reads "this attack").
fn with_this_attack(i: &mut Input) -> Option<Count> {
    let filter = CardFilter::HasThisAttack;
    let count = if i.tag("of your pokémon in play") {
        let group = Group::new(Side::Of(Role::Acting), Zone::InPlay);
        Count::InPlay { group, filter }
    } else {
        i.tag("pokémon in your discard pile").then_some(())?;
        let (side, pile) = (Side::Of(Role::Acting), Pile::DiscardPile);
        Count::Cards { side, pile, filter }
    };
    i.tag("that has the this attack attack").then_some(count)
}

/// "Arrokuda you discarded in this way" (Pokémon an earlier step discarded).
fn named_discarded(i: &mut Input) -> Option<Count> {
    name(i, &["you discarded in this way"])?;
    i.tag("you discarded in this way")
        .then_some(Count::DiscardedThisWay)
}

/// "of your Pokémon [in play] that has any damage counters on it" (a group's own relative
/// clause), "of your Pokémon in play that has Alolan in its name".
fn qualified_pokemon(i: &mut Input) -> Option<Count> {
    i.tag("of").then_some(())?;
    qualified(i)
}

/// "your Pokémon that has any damage counters on it", "Pokémon in play (both yours and your
/// opponent's) that has Team Aqua in its name".
fn qualified(i: &mut Input) -> Option<Count> {
    let group = group(i)?;
    if group.which.is_some() {
        return Some(Count::InPlay {
            group,
            filter: CardFilter::Pokemon,
        });
    }
    i.tag("that has").then_some(())?;
    let word = name(i, &["in its name"])?;
    i.tag("in its name").then_some(Count::InPlay {
        group,
        filter: CardFilter::NameHas(word),
    })
}

/// "of your Benched Pawniard", "of your Benched Passimian", "of your Houndour in play" (the
/// card's own name reads "this Pokémon").
fn named_benched(i: &mut Input) -> Option<Count> {
    i.tag("of").then_some(())?;
    let side = side(i)?;
    let benched = i.tag("benched");
    let end = if benched { "" } else { "in play" };
    let filter = if i.tag("this pokémon") {
        CardFilter::SameNameAsThis
    } else {
        // Not "Benched Pokémon …", which counts them all.
        CardFilter::Named(name(i, &[end]).filter(|n| !n.as_str().contains("pokémon"))?)
    };
    let zone = if benched {
        Zone::Bench
    } else {
        i.tag(end).then_some(Zone::InPlay)?
    };
    let group = Group::new(side, zone);
    Some(Count::InPlay { group, filter })
}

/// "Evolution Pokémon on your Bench", "Evolved Pokémon on your Bench", "Stage 2 Pokémon on
/// your Bench".
fn kind_on_bench(i: &mut Input) -> Option<Count> {
    let kind = pokemon_kind(i)?;
    i.tag("on").then_some(())?;
    let side = side(i)?;
    i.tag("bench").then_some(())?;
    Some(of_kind(side, Zone::Bench, kind))
}

/// "Darkness Pokémon in play" (both sides'), "Darkness Pokémon you have in play", "Colorless
/// Pokémon your opponent has in play", "Pokémon in play (both yours and your opponent's)".
fn type_in_play(i: &mut Input) -> Option<Count> {
    let filter = match i.attempt(energy_type) {
        Some(of_type) => CardFilter::PokemonOf(of_type),
        None => CardFilter::Pokemon,
    };
    i.tag("pokémon").then_some(())?;
    let side = i
        .pick(&[
            ("you have in play", Side::Of(Role::Acting)),
            ("your opponent has in play", Side::Of(Role::Opponent)),
        ])
        .or_else(|| {
            i.tag("in play").then_some(())?;
            i.tag("(both yours and your opponent's)");
            Some(Side::Both)
        })?;
    Some(Count::InPlay {
        group: Group::new(side, Zone::InPlay),
        filter,
    })
}

/// "your opponent has any Evolved Pokémon in play", "… any Water Pokémon in play", "you have
/// any Basic Pokémon in play": how many of that side's Pokémon in play are of the kind or type.
fn any_in_play(i: &mut Input) -> Option<Count> {
    let side = i.pick(&[
        ("your opponent has any", Side::Of(Role::Opponent)),
        ("you have any", Side::Of(Role::Acting)),
    ])?;
    // "Pokémon in play" is "Pokémon" (`zone`): the test must end there (at a comma, or at the
    // end of "You can use this card only if …"), as "… on your Bench" is another count
    // (`kind_on_bench`).
    let group = zone(i, side)?;
    let mut rest = *i;
    (group.zone == Zone::InPlay && (rest.at_end() || rest.tag(","))).then_some(())?;
    Some(Count::InPlay {
        group,
        filter: CardFilter::Pokemon,
    })
}

/// "you don't have any Stage 2 Evolved Pokémon in play": the count denied (at least 1).
pub(super) fn none_in_play(i: &mut Input) -> Option<Count> {
    let side = i.pick(&[
        ("you don't have any", Side::Of(Role::Acting)),
        ("your opponent doesn't have any", Side::Of(Role::Opponent)),
        ("your opponent has no", Side::Of(Role::Opponent)),
    ])?;
    let kind = pokemon_kind(i)?;
    i.tag("in play").then(|| of_kind(side, Zone::InPlay, kind))
}

/// "you have no Special Energy cards in your discard pile": the count denied (at least 1).
pub(super) fn none_in_pile(i: &mut Input) -> Option<Count> {
    i.tag("you have no").then_some(())?;
    cards_in_pile(i)
}

fn pokemon_kind(i: &mut Input) -> Option<PokemonKind> {
    i.pick(&[
        ("stage 2 evolved pokémon", PokemonKind::Stage2),
        ("evolution pokémon", PokemonKind::Evolution),
        ("evolved pokémon", PokemonKind::Evolution),
        ("stage 1 pokémon", PokemonKind::Stage1),
        ("stage 2 pokémon", PokemonKind::Stage2),
        ("basic pokémon", PokemonKind::Basic),
        ("pokémon ex or pokémon v", PokemonKind::ExOrV),
    ])
}

/// The Pokémon of a kind on a side's zone.
fn of_kind(side: Side, zone: Zone, kind: PokemonKind) -> Count {
    Count::InPlay {
        group: Group {
            kind: Some(kind),
            ..Group::new(side, zone)
        },
        filter: CardFilter::Pokemon,
    }
}

/// "type of basic Energy card in your discard pile", "type of basic Energy attached to this
/// Pokémon".
fn energy_types(i: &mut Input) -> Option<Count> {
    i.tag("type of basic energy").then_some(())?;
    if i.tag("attached to") {
        return pokemon(i).map(|on| Count::BasicEnergyTypesOn { on });
    }
    i.any(&["cards", "card"]);
    let (side, pile) = in_pile(i)?;
    Some(Count::BasicEnergyTypes { side, pile })
}

/// "Leon card in your discard pile", "Pokémon in your opponent's discard pile", "cards in your
/// deck", "Lightning Energy cards in the Lost Zone".
fn cards_in_pile(i: &mut Input) -> Option<Count> {
    let filter = kind_or_name(i, &["cards in", "card in", "in"])?;
    let (side, pile) = in_pile(i)?;
    // Every card in a hand: its size.
    if (pile, filter) == (Pile::Hand, CardFilter::Any) {
        return Some(Count::CardsInHand { side });
    }
    Some(Count::Cards { side, pile, filter })
}

/// A kind of card ("Pokémon", "Lightning Energy cards") or a card's name ("Leon card",
/// "Arrokuda") before one of `ends` (left unread).
pub(super) fn kind_or_name(i: &mut Input, ends: &[&str]) -> Option<CardFilter> {
    let before_end = |i: &Input| {
        let mut probe = *i;
        probe.any(ends)
    };
    i.attempt(|i| filter(i).filter(|_| before_end(i)))
        .or_else(|| {
            // "Pokémon SP": a kind the grammar does not know, not a name.
            let named = name(i, ends).filter(|n| !n.as_str().contains("pokémon"))?;
            i.any(&["cards", "card"]);
            before_end(i).then_some(CardFilter::Named(named))
        })
}

/// "in your discard pile", "in your deck", "in the Lost Zone" (the acting player's).
fn in_pile(i: &mut Input) -> Option<(Side, Pile)> {
    i.tag("in").then_some(())?;
    if i.tag("the lost zone") {
        return Some((Side::Of(Role::Acting), Pile::LostZone));
    }
    let side = side(i)?;
    let pile = i.pick(&[
        ("discard pile", Pile::DiscardPile),
        ("deck", Pile::Deck),
        ("lost zone", Pile::LostZone),
        ("hand", Pile::Hand),
    ])?;
    Some((side, pile))
}

/// A test on counts: "there are 3 or fewer cards in your deck", "you discarded a Pokémon Tool
/// card in this way", "you have exactly 3 Prize cards remaining", "you have only 1 Prize card
/// remaining", "your opponent has exactly 4 Prize cards remaining", "you have 9 or more
/// Pokémon Tool cards in your discard pile", "you have any Stage 2 Pokémon on your Bench", "you
/// have any Lightning Energy cards in the Lost Zone", "you have Garchomp in play", "you have fewer Pokémon in play than your opponent", "you have
/// more cards in your hand than your opponent", "this Pokémon has at least 1 extra Energy
/// attached (in addition to this attack's cost)", "any <this card> is in your discard pile".
pub(super) fn test(i: &mut Input) -> Option<(Count, Compare)> {
    // "If any Luxury Ball is in your discard pile": the card's own name reads "this card".
    if i.tag("any this card is") {
        let (side, pile) = in_pile(i)?;
        let filter = CardFilter::SameNameAsThis;
        return Some((Count::Cards { side, pile, filter }, Compare::AtLeast(1)));
    }
    // "the number of Pokémon in play (both yours and your opponent's) that has Team Aqua in
    // its name is 3 or less".
    if i.tag("the number of") {
        let count = qualified(i)?;
        i.tag("is").then_some(())?;
        let n = i.number()?;
        let compare = i.pick(&[
            ("or less", Compare::AtMost(n)),
            ("or fewer", Compare::AtMost(n)),
            ("or more", Compare::AtLeast(n)),
        ])?;
        return Some((count, compare));
    }
    if i.tag("this pokémon is the only pokémon you have in play") {
        let yours = Count::InPlay {
            group: Group::new(Side::Of(Role::Acting), Zone::InPlay),
            filter: CardFilter::Pokemon,
        };
        return Some((yours, Compare::Exactly(1)));
    }
    // "there are any Lightning Energy cards in your discard pile".
    if i.any(&["there are any", "there is any"]) {
        return Some((cards_in_pile(i)?, Compare::AtLeast(1)));
    }
    if i.tag("there are") {
        let n = i.number()?;
        i.tag("or fewer").then_some(())?;
        let count = cards_in_pile(i)?;
        return Some((count, Compare::AtMost(n)));
    }
    if i.tag("this pokémon has at least") {
        let n = i.number()?;
        i.tag("extra energy attached (in addition to this attack's cost)")
            .then_some(())?;
        let on = Pokemon::This;
        let energy = crate::effect::EnergyFilter::Any;
        return Some((Count::EnergyBeyondCost { on, energy }, Compare::AtLeast(n)));
    }
    if let Some(any) = i.attempt(|i| {
        i.tag("you discarded").then_some(())?;
        i.any(&["a", "an", "any"]);
        filter(i)?;
        i.tag("in this way")
            .then_some((Count::DiscardedThisWay, Compare::AtLeast(1)))
    }) {
        return Some(any);
    }
    // "If you discarded a Pokémon with Team Aqua in its name": one of that kind among them.
    if let Some(filter) = i.attempt(|i| {
        i.tag("you discarded").then_some(())?;
        i.any(&["a", "an"]).then_some(())?;
        filter(i)
    }) {
        return Some((Count::DiscardedOf(filter), Compare::AtLeast(1)));
    }
    // "If you discard 1 card, draw 3 cards" after "Discard up to 2 cards from your hand", "If
    // you discarded 2 basic Energy cards, …" after "Discard up to 2 basic Energy cards …": only
    // cards of that kind were discarded.
    if i.any(&["you discarded", "you discard"]) {
        let n = i.number()?;
        filter(i)?;
        return Some((Count::DiscardedThisWay, Compare::Exactly(n)));
    }
    if let Some(any) = i.attempt(any_in_play) {
        return Some((any, Compare::AtLeast(1)));
    }
    // "your opponent has any cards in their discard pile that have "Colress" in the name".
    if let Some(named) = i.attempt(|i| {
        i.tag("your opponent has any cards in their discard pile that have")
            .then_some(())?;
        let word = name(i, &["in the name"])?;
        i.tag("in the name").then_some(Count::Cards {
            side: Side::Of(Role::Opponent),
            pile: Pile::DiscardPile,
            filter: CardFilter::NameHas(word),
        })
    }) {
        return Some((named, Compare::AtLeast(1)));
    }
    if i.tag("your opponent has") {
        if i.any(&["exactly", "only"]) {
            let n = i.number()?;
            return Some((prizes_remaining(i, Role::Opponent)?, Compare::Exactly(n)));
        }
        // "your opponent has 3 or fewer cards in their hand", "… 3 or more Benched Pokémon",
        // "… 4 or fewer Prize cards remaining".
        let n = i.number()?;
        let compare = i.pick(&[
            ("or fewer", Compare::AtMost(n)),
            ("or more", Compare::AtLeast(n)),
        ])?;
        let side = Side::Of(Role::Opponent);
        let count = if i.tag("cards in their hand") {
            Count::CardsInHand { side }
        } else if i.tag("benched pokémon") {
            Count::Benched { side }
        } else {
            prizes_remaining(i, Role::Opponent)?
        };
        return Some((count, compare));
    }
    i.tag("you have").then_some(())?;
    // "you have more than 1 Unown [N] in play" (its own name reads "this Pokémon"); "at least
    // 1 other Bouffalant in play" is as many.
    if let Some(over) = i.attempt(|i| {
        let more = i.tag("more than");
        (more || i.tag("at least")).then_some(())?;
        let n = i.number()?;
        (more || i.tag("other")).then_some(())?;
        i.tag("this pokémon in play").then_some(n)
    }) {
        let same = Count::InPlay {
            group: Group::new(Side::Of(Role::Acting), Zone::InPlay),
            filter: CardFilter::SameNameAsThis,
        };
        return Some((same, Compare::AtLeast(over.checked_add(1)?)));
    }
    // "you have [exactly] 2, 4, or 6 Prize cards remaining".
    if let Some(bits) = i.attempt(|i| {
        i.tag("exactly");
        one_of(i)
    }) {
        return Some((own(i, Role::Acting)?, Compare::OneOf(bits)));
    }
    if i.any(&["exactly", "only"]) {
        let n = i.number()?;
        return Some((own(i, Role::Acting)?, Compare::Exactly(n)));
    }
    if let Some(n) = i.attempt(|i| {
        if i.tag("at least") {
            return i.number();
        }
        let n = i.number()?;
        i.tag("or more").then_some(n)
    }) {
        if let Some(hand) = i.attempt(hand_including_this) {
            return Some((hand, Compare::AtLeast(n)));
        }
        // "you have 4 or more Team Rocket's Pokémon in play": narrowed (all the Pokémon in
        // play are not counted this way).
        if let Some(cards) = i.attempt(|i| {
            let cards = pokemon_cards(i).filter(|c| *c != PokemonCards::default())?;
            i.tag("in play").then_some(cards)
        }) {
            let count = Count::InPlay {
                group: Group::new(Side::Of(Role::Acting), Zone::InPlay),
                filter: CardFilter::PokemonWith(cards),
            };
            return Some((count, Compare::AtLeast(n)));
        }
        // "you have at least 3 Darkness Energy in play": attached to your Pokémon.
        if let Some(energy) = i.attempt(|i| {
            let energy = energy_noun(i)?;
            i.tag("in play").then_some(energy)
        }) {
            let on = Pokemon::Each(Group::new(Side::Of(Role::Acting), Zone::InPlay));
            return Some((Count::EnergyAttached { on, energy }, Compare::AtLeast(n)));
        }
        return Some((cards_in_pile(i)?, Compare::AtLeast(n)));
    }
    // "If you have more than 7 cards (including this one) in your hand".
    if let Some(more) = i.attempt(|i| {
        i.tag("more than").then_some(())?;
        let n = i.number()?.checked_add(1)?;
        Some((hand_including_this(i)?, Compare::AtLeast(n)))
    }) {
        return Some(more);
    }
    if i.tag("any") {
        let count = i
            .attempt(|i| {
                let kind = pokemon_kind(i)?;
                i.tag("on your bench")
                    .then(|| of_kind(Side::Of(Role::Acting), Zone::Bench, kind))
            })
            .or_else(|| cards_in_pile(i))?;
        return Some((count, Compare::AtLeast(1)));
    }
    if let Some(named) = i.attempt(|i| {
        // "you have Garchomp in play": a name, not a count or a kind ("2 or more Pokémon").
        let named = name(i, &["in play"]).filter(|n| !n.as_str().contains("pokémon"))?;
        i.tag("in play").then_some(Count::InPlay {
            group: Group::new(Side::Of(Role::Acting), Zone::InPlay),
            filter: CardFilter::Named(named),
        })
    }) {
        return Some((named, Compare::AtLeast(1)));
    }
    let fewer = i.pick(&[("fewer", true), ("less", true), ("more", false)])?;
    let mine = own(i, Role::Acting)?;
    i.tag("than your opponent").then_some(())?;
    let theirs = match mine {
        Count::InPlay { group, filter } => Count::InPlay {
            group: Group {
                side: Side::Of(Role::Opponent),
                ..group
            },
            filter,
        },
        Count::CardsInHand { .. } => Count::CardsInHand {
            side: Side::Of(Role::Opponent),
        },
        Count::Cards { pile, filter, .. } => Count::Cards {
            side: Side::Of(Role::Opponent),
            pile,
            filter,
        },
        _ => return None,
    };
    let compare = if fewer {
        Compare::FewerThan(theirs)
    } else {
        Compare::MoreThan(theirs)
    };
    Some((mine, compare))
}

/// "cards (including this one) in your hand", "cards in your hand (including this one)": the
/// Trainer tested is still in the hand.
fn hand_including_this(i: &mut Input) -> Option<Count> {
    i.any(&[
        "cards (including this one) in your hand",
        "cards in your hand (including this one)",
    ])
    .then_some(Count::CardsInHand {
        side: Side::Of(Role::Acting),
    })
}

/// "2, 4, or 6": a few numbers under 32, as bits.
fn one_of(i: &mut Input) -> Option<u32> {
    let mut bits = 0u32;
    loop {
        let n = i.number().filter(|&n| n < 32)?;
        bits |= 1 << n;
        if i.tag(", or") {
            let n = i.number().filter(|&n| n < 32)?;
            return Some(bits | 1 << n);
        }
        i.tag(",").then_some(())?;
    }
}

/// What "you have …" counts of a role's: "Pokémon in play", "cards in your hand", "Prize cards
/// remaining".
fn own(i: &mut Input, role: Role) -> Option<Count> {
    let side = Side::Of(role);
    if i.tag("pokémon in play") {
        let group = Group::new(side, Zone::InPlay);
        return Some(Count::InPlay {
            group,
            filter: CardFilter::Pokemon,
        });
    }
    if i.tag("cards in your hand") {
        return Some(Count::CardsInHand { side });
    }
    prizes_remaining(i, role)
}

/// "Prize cards remaining" of a role's.
fn prizes_remaining(i: &mut Input, role: Role) -> Option<Count> {
    i.any(&[
        "prize cards remaining",
        "prize card remaining",
        "prize cards left",
        "prize card left",
    ])
    .then_some(Count::Cards {
        side: Side::Of(role),
        pile: Pile::Prizes,
        filter: CardFilter::Any,
    })
}
