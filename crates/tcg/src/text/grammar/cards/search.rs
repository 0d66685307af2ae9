//! "Search your deck for <cards> and put them …": the cards wanted, the words between the
//! search and where they go, and where they go (the hand, the Bench, onto a Pokémon); a search
//! for a card that evolves one of your Pokémon.

use super::super::amount::count as count_of;
use super::super::card_filter::{filter, is_a_name};
use super::super::energy::{card_count, energy_noun};
use super::super::pokemon::{pick, pokemon_or_spread};
use super::super::proper_name::name;
use crate::effect::{
    CardCount, CardFilter, Control, Count, Destination, Effect, Group, Operation, Pick, Pokemon,
    PokemonKind, Role, Side, Source, Which, Zone,
};
use crate::text::input::Input;

/// "Search your deck for a card that evolves from 1 of your Pokémon [(excluding Pokémon-EX)]
/// and put it onto that Pokémon [to evolve it]", "… from your Active Pokémon (choose 1 if there
/// are 2) and put it on your Active Pokémon": the Pokémon is picked first, among those that may
/// evolve now, then the card found goes onto it.
pub(in crate::text::grammar) fn evolving_search(i: &mut Input) -> Option<Vec<Effect>> {
    i.tag("search your deck for a card that").then_some(())?;
    // "a card that has no Abilities and evolves from …" (Salvatore).
    let no_abilities = i.tag("has no abilities and");
    i.tag("evolves from").then_some(())?;
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
    i.tag(",");
    i.any(&["and put it onto", "and put it on"]).then_some(())?;
    i.tag(onto).then_some(())?;
    i.tag("to evolve it");
    let filter = if no_abilities {
        CardFilter::EvolvesFromThatKind {
            kind: PokemonKind::HasAbility,
            is: false,
        }
    } else {
        CardFilter::EvolvesFromThat
    };
    Some(evolve_picked(pick, filter))
}

/// The Pokémon picked, then a card from the deck that evolves from it (of `filter`) put onto
/// it.
fn evolve_picked(pick: Pick, filter: CardFilter) -> Vec<Effect> {
    vec![
        Effect::Op(Operation::Choose(pick)),
        Effect::Op(Operation::Search {
            who: Role::Acting,
            count: CardCount::Exactly(1),
            filter,
            to: Destination::EvolveThat,
        }),
    ]
}

/// "For each of your Benched Pokémon, search your deck for a card that evolves from that Pokémon
/// and put it onto that Pokémon to evolve it": as many times as the group counts, the acting
/// player may pick one of them that may evolve now and evolve it from the deck (one evolved is
/// not offered again: it may not evolve twice in a turn, TCG-7).
pub(in crate::text::grammar) fn each_evolving(i: &mut Input) -> Option<Vec<Effect>> {
    i.tag("for each of").then_some(())?;
    let group = super::super::pokemon::group(i)?;
    i.tag(", search your deck for a card that evolves from that pokémon")
        .then_some(())?;
    i.tag("and put it onto that pokémon to evolve it")
        .then_some(())?;
    let mut may_evolve = group;
    may_evolve.which.get_or_insert(Which::CanEvolve);
    let pick = Pick {
        chooser: Role::Acting,
        count: 1,
        group: may_evolve,
    };
    Some(vec![Effect::Control(Control::Repeat {
        times: Count::InPlay {
            group,
            filter: CardFilter::Any,
        },
        then: vec![Effect::may(evolve_picked(
            pick,
            CardFilter::EvolvesFromThat,
        ))],
    })])
}

/// "For each of those Pokémon, search your deck for a Basic Fire Energy card and attach it to
/// that Pokémon": one card from the deck to each Pokémon picked before.
pub(in crate::text::grammar) fn each_attached(i: &mut Input) -> Option<Vec<Effect>> {
    i.tag("for each of those pokémon, search your deck for")
        .then_some(())?;
    i.any(&["a", "an"]).then_some(())?;
    let energy = energy_noun(i)?;
    i.tag("and attach it to that pokémon").then_some(())?;
    Some(vec![Effect::Op(Operation::AttachEnergyToEach {
        source: Source::Deck,
        to: Pokemon::That,
        energy,
    })])
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
pub(super) fn search(i: &mut Input) -> Option<Effect> {
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
        return Some(Effect::Control(Control::Repeat {
            times,
            then: vec![Effect::Op(Operation::Search {
                who: Role::Acting,
                count: CardCount::UpTo(1),
                filter,
                to,
            })],
        }));
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
        .map(|(count, filter)| {
            Effect::Op(Operation::Search {
                who: Role::Acting,
                count,
                filter,
                to,
            })
        })
        .collect();
    if searches.len() == 1 {
        return searches.pop();
    }
    Some(Effect::Control(Control::ChooseOptions {
        chooser: Role::Acting,
        at_most: 1,
        options: searches.into_iter().map(|search| vec![search]).collect(),
    }))
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
/// named as this one), "a Shedinja" (a card by its name alone, before "and put").
pub(in crate::text::grammar) fn wanted_cards(i: &mut Input) -> Option<(CardCount, CardFilter)> {
    if i.tag("this pokémon") {
        return Some((CardCount::Exactly(1), CardFilter::SameNameAsThis));
    }
    if let Some(wanted) = i.attempt(|i| Some((card_count(i)?, filter(i)?))) {
        return Some(wanted);
    }
    // "for a Shedinja and put it onto your Bench": one card of that name.
    if let Some(named) = i.attempt(|i| {
        i.any(&["a", "an"]).then_some(())?;
        name(i, &["and put"]).filter(|n| is_a_name(n.as_str()))
    }) {
        return Some((CardCount::Exactly(1), CardFilter::Named(named)));
    }
    // "for any card", "for any Basic Pokémon or Evolution card": one, of that kind ("any 2
    // cards" is a count); "for the Trainer card named Giovanni".
    i.any(&["any", "the"]).then_some(())?;
    Some((CardCount::Exactly(1), filter(i)?))
}

/// What comes between a search and where the found cards go: ", reveal it, and", "and", or,
/// as the next sentence, ". Show it to your opponent and", ". Show that card to your opponent,
/// then"; ", shuffle your deck, then" before putting them on top of it.
pub(in crate::text::grammar) fn shown(i: &mut Input) -> Option<()> {
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

/// "put it/them into your hand", "… onto your Bench", "… onto this Pokémon to evolve it",
/// "discard them", "attach it/them to <Pokémon>", "attach them to your Pokémon in any way you
/// like".
pub(in crate::text::grammar) fn destination(i: &mut Input) -> Option<Destination> {
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
