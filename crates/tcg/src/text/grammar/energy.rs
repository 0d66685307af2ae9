//! Energy: its names ("Fire Energy", "basic Energy card", "Special Energy") and the clauses
//! that discard, move or attach it.

use super::counters::one_known;
use super::pokemon::{group, narrowed, pokemon, pokemon_or_spread, types, your_own};
use crate::effect::{
    CardCount, Control, Count, Effect, EnergyFilter, EnergyName, EnergyType, Operation, Pick,
    Pokemon, Role, Source, Which,
};
use crate::text::input::Input;

const TYPES: [(&str, EnergyType); 11] = [
    ("grass", EnergyType::Grass),
    ("fire", EnergyType::Fire),
    ("water", EnergyType::Water),
    ("lightning", EnergyType::Lightning),
    ("psychic", EnergyType::Psychic),
    ("fighting", EnergyType::Fighting),
    ("darkness", EnergyType::Darkness),
    ("metal", EnergyType::Metal),
    ("fairy", EnergyType::Fairy),
    ("dragon", EnergyType::Dragon),
    ("colorless", EnergyType::Colorless),
];

/// An Energy type's name.
pub(super) fn energy_type(i: &mut Input) -> Option<EnergyType> {
    i.pick(&TYPES)
}

/// An Energy type's symbol written once or back to back: "Colorless" is 1 Colorless,
/// "ColorlessColorless" 2.
pub(super) fn energy_symbols(i: &mut Input) -> Option<(EnergyType, u8)> {
    TYPES.iter().find_map(|&(name, energy)| {
        let times = u8::try_from(i.repeated(name)).ok()?;
        (times > 0).then_some((energy, times))
    })
}

/// "Energy", "Fire Energy", "Fire or Fighting Energy", "basic Energy", "basic Fire Energy",
/// "Special Energy", with an optional "card"/"cards" after.
pub(super) fn energy_noun(i: &mut Input) -> Option<EnergyFilter> {
    let filter = if i.tag("special") {
        EnergyFilter::Special
    } else if i.tag("basic") {
        match i.attempt(energy_type) {
            Some(t) => EnergyFilter::BasicOf(t),
            None => EnergyFilter::Basic,
        }
    } else {
        let several = i.attempt(|i| types(i, "").filter(|t| t.count() > 1));
        match several {
            Some(several) => EnergyFilter::OfAny(several),
            None => i
                .attempt(energy_type)
                .map_or(EnergyFilter::Any, EnergyFilter::Of),
        }
    };
    i.tag("energy").then_some(())?;
    i.any(&["cards", "card"]);
    Some(filter)
}

/// A Special Energy card by its name: "Spiky Energy cards", "a Therapeutic Energy card".
fn named_energy(i: &mut Input) -> Option<EnergyFilter> {
    let name = EnergyName::ALL
        .iter()
        .find(|(printed, _)| i.tag(&printed.to_lowercase()))
        .map(|&(_, name)| name)?;
    i.any(&["cards", "card"]);
    Some(EnergyFilter::Named(name))
}

/// "an", "2", "any 2" (any of them), "all", "up to 2", "all of the", "any amount of" (up to
/// every one).
pub(super) fn card_count(i: &mut Input) -> Option<CardCount> {
    if i.tag("all of the") || i.tag("all") {
        return Some(CardCount::All);
    }
    if i.any(&["any amount of", "any number of"]) {
        return Some(CardCount::UpTo(u8::MAX));
    }
    if let Some(n) = i.attempt(|i| {
        i.tag("any").then_some(())?;
        i.small()
    }) {
        return Some(CardCount::Exactly(n));
    }
    if i.tag("up to") {
        return i.small().map(CardCount::UpTo);
    }
    i.small().map(CardCount::Exactly)
}

/// Discard, move or attach Energy.
pub(super) fn clause(i: &mut Input) -> Option<Effect> {
    i.attempt(discard)
        .or_else(|| i.attempt(chosen_then_discarded))
        .or_else(|| i.attempt(move_energy))
        .or_else(|| i.attempt(move_any_amount))
        .or_else(|| i.attempt(attach))
        .or_else(|| i.attempt(to_hand))
        .or_else(|| i.attempt(to_deck))
}

/// "move any amount of Energy from your Pokémon to your other Pokémon in any way you like",
/// "… from your other Pokémon to this Pokémon" ("to it": the Pokémon they are other than), "…
/// from your Benched Pokémon to your Active Pokémon": one Energy at a time, each move a choice
/// to make or stop, at most as many moves as there are such Energy on the Pokémon it leaves.
fn move_any_amount(i: &mut Input) -> Option<Effect> {
    i.tag("move any amount of").then_some(())?;
    let energy = energy_noun(i)?;
    i.tag("from").then_some(())?;
    let from = group(i)?;
    i.tag("to").then_some(())?;
    let one_of = |group| {
        Pokemon::Picked(Pick {
            chooser: Role::Acting,
            count: 1,
            group,
        })
    };
    let to = if i.tag("your other pokémon in any way you like") {
        one_of(from)
    } else if from.other && i.tag("it") {
        Pokemon::This
    } else {
        one_known(pokemon(i)?)?
    };
    let move_one = Effect::Op(Operation::MoveEnergy {
        from: narrowed(one_of(from), Which::HasEnergy(energy)),
        to,
        count: CardCount::Exactly(1),
        energy,
    });
    Some(Effect::Control(Control::Repeat {
        times: Count::EnergyAttached {
            on: Pokemon::Each(from),
            energy,
        },
        then: vec![Effect::may(vec![move_one])],
    }))
}

/// "Choose an Energy card attached to the Defending Pokémon, if any, and your opponent shuffles
/// that card into his or her deck".
fn to_deck(i: &mut Input) -> Option<Effect> {
    i.tag("choose").then_some(())?;
    let count = card_count(i)?;
    let energy = energy_noun(i)?;
    i.tag("attached to").then_some(())?;
    let from = pokemon(i)?;
    // Choosing what is not there chooses nothing anyway.
    i.tag(", if any");
    i.any(&[", and", "and"]).then_some(())?;
    i.tag("your opponent shuffles").then_some(())?;
    i.any(&["that card", "it"]).then_some(())?;
    i.any(&["into his or her deck", "into their deck"])
        .then_some(Effect::Op(Operation::EnergyToDeck {
            from,
            count,
            energy,
        }))
}

/// "Put an Energy attached to this Pokémon into your hand", "… into their hand".
fn to_hand(i: &mut Input) -> Option<Effect> {
    let put = i.tag("put");
    (put || i.tag("return")).then_some(())?;
    let count = card_count(i)?;
    let energy = energy_noun(i)?;
    // "… that was attached to that Pokémon": one Knocked Out.
    i.any(&["attached to", "from", "that was attached to"])
        .then_some(())?;
    let from = pokemon(i)?;
    let hand: &[&str] = if put {
        &["into your hand", "into their hand", "into his or her hand"]
    } else {
        &["to your hand"]
    };
    i.any(hand).then_some(())?;
    // "… attached to that Pokémon into your hand instead of the discard pile" (Huntail, on a
    // Pokémon Knocked Out): the engine takes its Energy from the discard pile it went to, before
    // anything else is done.
    if from == Pokemon::That {
        i.tag("instead of the discard pile");
    }
    Some(Effect::Op(Operation::EnergyToHand {
        from,
        count,
        energy,
    }))
}

/// "Discard an Energy from this Pokémon", "Discard 2 Fire Energy attached to this Pokémon",
/// "Discard 1 Energy card attached to your own Pokémon"; "Choose 1 Energy card attached to 1
/// of your opponent's Pokémon and discard it" (a Pokémon picked is one with such Energy);
/// "Discard any amount of Fire Energy from your Pokémon" (picked among the group's).
fn discard(i: &mut Input) -> Option<Effect> {
    let chosen = i.tag("choose");
    (chosen || i.tag("discard")).then_some(())?;
    let count = card_count(i)?;
    let energy = i.attempt(energy_noun).or_else(|| i.attempt(named_energy))?;
    i.any(&["from", "attached to"]).then_some(())?;
    if let Some(from) = i.attempt(pokemon).or_else(|| i.attempt(your_own)) {
        if chosen {
            i.any(&["and discard it", "and discard them"])
                .then_some(())?;
        }
        // A discard of what is not there discards nothing anyway; "when you use this attack"
        // is when an attack's text is done.
        i.any(&[", if any", "when you use this attack"]);
        return Some(Effect::Op(Operation::DiscardEnergy {
            from: narrowed(from, Which::HasEnergy(energy)),
            count,
            energy,
        }));
    }
    (!chosen).then_some(())?;
    Some(Effect::Op(Operation::DiscardEnergyAmong {
        among: group(i)?,
        count,
        energy,
    }))
}

/// "choose 1 of your opponent's Pokémon and up to 2 Energy cards attached to it. Discard those
/// Energy cards": a discard from a Pokémon picked among those with such Energy.
fn chosen_then_discarded(i: &mut Input) -> Option<Effect> {
    i.tag("choose").then_some(())?;
    let from = pokemon(i)?;
    i.tag("and").then_some(())?;
    let count = card_count(i)?;
    let energy = energy_noun(i)?;
    i.tag("attached to it. discard those").then_some(())?;
    energy_noun(i)?;
    Some(Effect::Op(Operation::DiscardEnergy {
        from: narrowed(from, Which::HasEnergy(energy)),
        count,
        energy,
    }))
}

/// "Move an Energy from this Pokémon to 1 of your Benched Pokémon", "Move as many Energy cards
/// attached to 1 of your Pokémon as you like to another of your Pokémon", "Take 1 Lightning
/// Energy card attached to 1 of your Pokémon and attach it to this Pokémon".
fn move_energy(i: &mut Input) -> Option<Effect> {
    let take = i.tag("take");
    (take || i.tag("move")).then_some(())?;
    let as_many = !take && i.tag("as many");
    let count = if as_many {
        CardCount::UpTo(u8::MAX)
    } else {
        card_count(i)?
    };
    let energy = energy_noun(i)?;
    // "… that was attached to that Pokémon": one Knocked Out.
    if take {
        i.tag("attached to").then_some(())?;
    } else {
        i.any(&["attached to", "from", "that was attached to"])
            .then_some(())?;
    }
    let from = pokemon(i)?;
    if as_many {
        i.tag("as you like").then_some(())?;
    }
    let to: &[&str] = if take {
        &["and attach it to", "and attach them to"]
    } else {
        &["to"]
    };
    i.any(to).then_some(())?;
    let to = pokemon_or_spread(i)?;
    Some(Effect::Op(Operation::MoveEnergy {
        from,
        to,
        count,
        energy,
    }))
}

/// "Attach a basic Energy card from your discard pile to 1 of your Benched Pokémon", "Attach an
/// Energy card from your hand to 1 of your Pokémon", "Take 1 Lightning Energy card from your
/// discard pile and attach it to this Pokémon".
fn attach(i: &mut Input) -> Option<Effect> {
    // "Take 1 Lightning Energy card from your discard pile and attach it to …".
    let take = i.tag("take");
    (take || i.tag("attach")).then_some(())?;
    let count = card_count(i)?;
    let energy = i.attempt(energy_noun).or_else(|| i.attempt(named_energy))?;
    let source = if take {
        i.any(&[
            "from your discard pile and attach it to",
            "from your discard pile and attach them to",
        ])
        .then_some(Source::Discard)?
    } else {
        i.pick(&[
            ("from your discard pile to", Source::Discard),
            ("from your hand to", Source::Hand),
        ])?
    };
    // "… a Basic Energy card from your discard pile to each of them", "… to each of your Future
    // Pokémon": one each.
    if count == CardCount::Exactly(1)
        && let Some(to) = i.attempt(|i| {
            if i.tag("each of them") {
                return Some(Pokemon::That);
            }
            i.tag("each of").then_some(())?;
            group(i).map(Pokemon::Each)
        })
    {
        return Some(Effect::Op(Operation::AttachEnergyToEach {
            source,
            to,
            energy,
        }));
    }
    let to = pokemon_or_spread(i)?;
    // "(1 if you have only 1)": as many as there are, as any attach does.
    i.attempt(|i| {
        i.tag("(").then_some(())?;
        i.number()?;
        i.tag("if you have only").then_some(())?;
        i.number()?;
        i.tag(")").then_some(())
    });
    Some(Effect::Op(Operation::AttachEnergy {
        source,
        to,
        count,
        energy,
    }))
}
