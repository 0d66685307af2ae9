//! Naming Pokémon: "the Defending Pokémon" and "your opponent's Active Pokémon" are one
//! Pokémon; "1 of your opponent's Benched Pokémon" is a pick; "each of …" a whole group.

use super::condition::{kind, kind_noun};
use super::energy::{energy_noun, energy_type};
use super::status;
use crate::effect::{
    Effect, EnergyFilter, Group, NameMark, Operation, Pick, Pokemon, PokemonKind, Role, Side,
    Types, Which, Zone,
};
use crate::text::input::Input;

/// A single Pokémon or a pick or group of them.
pub(super) fn pokemon(i: &mut Input) -> Option<Pokemon> {
    if let Some(one) = i.pick(&[
        ("the defending pokémon", Pokemon::Defending),
        ("each defending pokémon", Pokemon::EachDefending),
        ("the new defending pokémon", Pokemon::Defending),
        ("your opponent's active pokémon", Pokemon::Defending),
        ("their active pokémon", Pokemon::Defending),
        ("his or her active pokémon", Pokemon::Defending),
        ("the new active pokémon", Pokemon::Defending),
        ("their new active pokémon", Pokemon::Defending),
        ("this pokémon", Pokemon::This),
        // A Technical Machine's attack: the Pokémon it is attached to.
        ("the pokémon using this attack", Pokemon::This),
        ("the attacking pokémon", Pokemon::Attacking),
        ("the pokémon this card is attached to", Pokemon::Holder),
        ("the pokémon that this card is attached to", Pokemon::Holder),
        ("the pokémon you attach it to", Pokemon::Holder),
        ("itself", Pokemon::This),
        ("that pokémon", Pokemon::That),
        // After "Choose 1 of your Benched Pokémon".
        ("the chosen benched pokémon", Pokemon::That),
        ("each of them", Pokemon::That),
        ("both of them", Pokemon::That),
        ("it", Pokemon::That),
        (
            "your active pokémon",
            Pokemon::Each(Group::new(Side::Of(Role::Acting), Zone::Active)),
        ),
        (
            "both active pokémon",
            Pokemon::Each(Group::new(Side::Both, Zone::Active)),
        ),
        (
            "each pokémon on each player's bench",
            Pokemon::Each(Group::new(Side::Both, Zone::Bench)),
        ),
        // "… remove 1 damage counter from the Pokémon": the one just named (Leftovers).
        ("the pokémon", Pokemon::That),
    ]) {
        return Some(match one {
            Pokemon::Each(group) => Pokemon::Each(i.attempt(|i| except(i, group)).unwrap_or(group)),
            one => one,
        });
    }
    // "each player's Darkness Pokémon", "each player's Pokémon (excluding this Pokémon)":
    // everyone's.
    if i.tag("each player's") {
        let group = zone(i, Side::Both)?;
        return Some(match i.tag("(excluding this pokémon)") {
            true => Pokemon::Others(group),
            false => Pokemon::Each(group),
        });
    }
    if i.any(&["each of", "each", "all of"]) {
        return i.attempt(group).or_else(|| everyones(i)).map(Pokemon::Each);
    }
    // "another of your Pokémon": a pick, which the engine keeps apart from the one named
    // before it in the same clause.
    if i.tag("another of") {
        return group(i).map(|group| {
            Pokemon::Picked(Pick {
                chooser: Role::Acting,
                count: 1,
                group,
            })
        });
    }
    i.attempt(pick)
        .or_else(|| i.attempt(one_on_bench))
        .map(Pokemon::Picked)
        .or_else(|| i.attempt(active_of_a_kind))
}

/// "your Active Dragon Pokémon", "your opponent's Active Pokémon ex": the Active Pokémon, if it
/// is of that type or kind.
fn active_of_a_kind(i: &mut Input) -> Option<Pokemon> {
    let group = group(i)?;
    let narrowed = !group.of_type.is_any() || group.kind.is_some();
    (group.zone == Zone::Active && narrowed).then_some(Pokemon::Each(group))
}

/// "a Basic Pokémon on your Bench": one of that group, picked.
fn one_on_bench(i: &mut Input) -> Option<Pick> {
    i.any(&["a", "an"]).then_some(())?;
    let group = group(i)?;
    (group.zone == Zone::Bench).then_some(Pick {
        chooser: Role::Acting,
        count: 1,
        group,
    })
}

/// "Both Active Pokémon (except for Grass Pokémon)": the group without the Pokémon of a type.
fn except(i: &mut Input, group: Group) -> Option<Group> {
    group.of_type.is_any().then_some(())?;
    i.tag("(except for").then_some(())?;
    let left_out = energy_type(i)?;
    i.tag("pokémon)").then_some(Group {
        of_type: Types::all_but(left_out),
        ..group
    })
}

/// "1 of your opponent's Benched Pokémon", chosen by the acting player.
pub(super) fn pick(i: &mut Input) -> Option<Pick> {
    let count = i.small()?;
    i.tag("of").then_some(())?;
    Some(Pick {
        chooser: Role::Acting,
        count,
        group: group(i)?,
    })
}

/// A pick narrowed to the Pokémon an effect can act on ("remove damage counters from 1 of your
/// Pokémon" picks a damaged one); a pick already narrowed, or no pick, is left alone.
pub(super) fn narrowed(pokemon: Pokemon, which: Which) -> Pokemon {
    match pokemon {
        Pokemon::Picked(mut pick) if pick.group.which.is_none() => {
            pick.group.which = Some(which);
            Pokemon::Picked(pick)
        }
        other => other,
    }
}

/// A group named with no side after "each": everyone's ("Each Pokémon in play has no
/// Resistance", "each Basic Pokémon is play", a misprint the data keeps).
fn everyones(i: &mut Input) -> Option<Group> {
    let mut group = zone(i, Side::Both)?;
    i.tag("is play");
    group.which = i.attempt(which_or_marked);
    Some(group)
}

/// "your own Pokémon" where one Pokémon is meant ("Discard 1 Energy card attached to your own
/// Pokémon"): a pick of 1.
pub(super) fn your_own(i: &mut Input) -> Option<Pokemon> {
    i.tag("your own").then_some(())?;
    let group = zone(i, Side::Of(Role::Acting))?;
    Some(Pokemon::Picked(Pick {
        chooser: Role::Acting,
        count: 1,
        group,
    }))
}

/// "your opponent's Benched Pokémon", "your Pokémon", "your Pokémon (excluding Pokémon-ex)", "Benched Pokémon (both yours and your
/// opponent's)", with a kind and types between: "your Benched Water Pokémon", "your Basic
/// Pokémon", "Fire Pokémon and Metal Pokémon (both yours and your opponent's)", and a relative
/// clause after: "your Pokémon that has any damage counters on it", "your Pokémon that have
/// any Grass Energy attached to them".
pub(super) fn group(i: &mut Input) -> Option<Group> {
    let side = i.attempt(side);
    // "your other Pokémon": all but the text's own.
    let other = side == Some(Side::Of(Role::Acting)) && i.tag("other");
    let mut group = i.attempt(|i| zone(i, Side::Both))?;
    group.other = other;
    if let Some(side) = side {
        group.side = side;
    } else if let Some(side) = i.attempt(|i| {
        // "Grass Pokémon on your opponent's Bench" is "your opponent's Benched Grass Pokémon".
        (group.zone == Zone::InPlay && i.tag("on")).then_some(())?;
        let side = self::side(i)?;
        i.tag("bench").then_some(side)
    }) {
        group.side = side;
        group.zone = Zone::Bench;
    } else {
        // The relative clause may come before it: "Each Pokémon that isn't an Evolved Pokémon
        // in play (both yours and your opponent's)", "each Pokémon that remains Poisoned"; with
        // one, no side named is everyone's ("Pokémon with Brock in their names").
        let relative = i.attempt(|i| {
            let which = which_or_marked(i)?;
            i.tag("in play");
            Some(which)
        });
        let both = i.any(&["(both yours and your opponent's)", "(even your opponent's)"]);
        (both || relative.is_some()).then_some(())?;
        group.which = relative.or(group.which);
    }
    if group.which.is_none() {
        group.which = i.attempt(which);
    }
    if group.kind.is_none() && i.tag("that has δ on its card") {
        group.kind = Some(PokemonKind::Delta);
    }
    Some(group)
}

/// "your opponent's", "their", "his or her" (the opponent's), "your", "each player's".
pub(super) fn side(i: &mut Input) -> Option<Side> {
    i.pick(&[
        ("your opponent's", Side::Of(Role::Opponent)),
        ("each player's", Side::Both),
        ("your own", Side::Of(Role::Acting)),
        ("their", Side::Of(Role::Opponent)),
        ("his or her", Side::Of(Role::Opponent)),
        ("your", Side::Of(Role::Acting)),
    ])
}

/// A side's "Benched Pokémon", "Active Pokémon", "Pokémon" (singular and plural are alike in
/// English), each with an optional kind and types before "Pokémon": "Benched Water Pokémon",
/// "Basic Pokémon", "Metal Pokémon in play", "Darkness Pokémon and Dragon Pokémon", "Stage 2
/// Grass, Fire, or Water Pokémon", or a kind after it: "Pokémon-EX".
pub(super) fn zone(i: &mut Input, side: Side) -> Option<Group> {
    let spot = i.pick(&[("benched", Zone::Bench), ("active", Zone::Active)]);
    let kind = i.pick(&[
        ("basic", PokemonKind::Basic),
        ("stage 1", PokemonKind::Stage1),
        ("stage 2", PokemonKind::Stage2),
        ("evolution", PokemonKind::Evolution),
        ("evolved", PokemonKind::Evolution),
        ("team plasma", PokemonKind::TeamPlasma),
        ("tera", PokemonKind::Tera),
        ("ancient", PokemonKind::Ancient),
        ("future", PokemonKind::Future),
    ]);
    // "N's Pokémon", "your Cynthia's Pokémon": their owner's mark in their names.
    let owner = i.pick(&NameMark::OWNERS);
    let of_type = i.attempt(|i| types(i, "pokémon")).unwrap_or(Types::ANY);
    i.tag("pokémon").then_some(())?;
    // A rule-box kind written on: "your opponent's Pokémon-EX"; after "Basic" too ("your
    // Basic Pokémon V").
    let written = |i: &mut Input| {
        i.pick(&[
            ("-ex", PokemonKind::Ex),
            ("with a rule box", PokemonKind::RuleBox),
            ("-gx", PokemonKind::Gx),
            ("lv.x", PokemonKind::LvX),
            // The Scarlet & Violet rule boxes, a word apart: "Pokémon ex", "Pokémon V".
            ("ex and pokémon v", PokemonKind::ExOrV),
            ("ex", PokemonKind::Ex),
            ("v", PokemonKind::V),
            ("vmax", PokemonKind::Vmax),
        ])
    };
    let kind = match kind {
        None => written(i),
        Some(PokemonKind::Basic) => match i.attempt(written) {
            None => kind,
            Some(PokemonKind::Ex) => Some(PokemonKind::BasicEx),
            Some(PokemonKind::V) => Some(PokemonKind::BasicV),
            Some(_) => return None,
        },
        Some(_) => kind,
    };
    let zone = match spot {
        Some(zone) => zone,
        None => {
            // "Pokémon in play" is "Pokémon".
            i.tag("in play");
            Zone::InPlay
        }
    };
    Some(Group {
        of_type,
        kind,
        which: owner.map(Which::NameHas),
        ..Group::new(side, zone)
    })
}

/// "that has any damage counters on it", "that has any Water Energy attached to it", "that has
/// any Psychic or Darkness Energy attached to it", "that isn't a Pokémon-GX [or Pokémon-EX]"
/// (and the plural "that have … on them"), "that shares a type with your opponent's Active
/// Pokémon".
pub(super) fn which(i: &mut Input) -> Option<Which> {
    // "(excluding Pokémon-ex)": that isn't one.
    if let Some(kind) = i.attempt(|i| {
        i.tag("(excluding").then_some(())?;
        let kind = kind(i)?;
        i.tag(")").then_some(kind)
    }) {
        return Some(Which::IsNot(kind));
    }
    if let Some(condition) = i.attempt(|i| {
        i.any(&["that remains", "that is"]).then_some(())?;
        status::condition(i)
    }) {
        return Some(Which::Affected(condition));
    }
    if i.tag("that shares a type with your opponent's active pokémon") {
        return Some(Which::SharesTypeWithDefending);
    }
    if i.any(&["that don't have a rule box", "that doesn't have a rule box"]) {
        return Some(Which::IsNot(PokemonKind::RuleBox));
    }
    if let Some(kind) = i.attempt(is_not) {
        return Some(Which::IsNot(kind));
    }
    if i.any(&["that has an ability", "that have an ability"]) {
        return Some(Which::HasAbility);
    }
    i.any(&["that has", "that have"]).then_some(())?;
    // "that has 30 HP or less remaining".
    if let Some(hp) = i.attempt(|i| {
        let hp = i.number()?;
        i.tag("hp or less remaining").then_some(hp)
    }) {
        return Some(Which::RemainingHpAtMost(hp));
    }
    if let Some(n) = i.attempt(|i| {
        i.tag("exactly").then_some(())?;
        let n = i.small()?;
        i.tag("damage counters on it").then_some(n)
    }) {
        return Some(Which::CountersExactly(n));
    }
    if let Some(n) = i.attempt(|i| {
        let n = i.small()?;
        i.tag("or less energy attached").then_some(n)
    }) {
        return Some(Which::EnergyAtMost(n));
    }
    let which = if i.tag("any damage counters on") {
        Which::Damaged
    } else {
        // "that has Grass Energy attached to it" says "any" without the word.
        i.tag("any");
        let energy = i.attempt(|i| {
            let several = types(i, "")?;
            (several.count() > 1).then_some(())?;
            i.tag("energy").then_some(EnergyFilter::OfAny(several))
        });
        let energy = energy.or_else(|| energy_noun(i))?;
        i.tag("attached").then_some(())?;
        // "that have Metal Energy attached" leaves out "to them".
        if !i.tag("to") {
            return Some(Which::HasEnergy(energy));
        }
        Which::HasEnergy(energy)
    };
    i.any(&["it", "them"]).then_some(which)
}

/// A relative clause of a group a passive effect is on: [`which`], or a word of its name
/// (`name_mark`). Picks and counts read a name their own way (`named_pick.rs`, `tally.rs`),
/// into a card filter; a passive's group keeps the word as a `NameMark`, small and `Copy`.
pub(super) fn which_or_marked(i: &mut Input) -> Option<Which> {
    i.attempt(which).or_else(|| i.attempt(name_mark))
}

/// "with Dark in its name", "with Brock in their names", "that has Dark in its name", "if it
/// has Misty in its name", "that does not have Team Aqua in its name".
fn name_mark(i: &mut Input) -> Option<Which> {
    let has = match i.pick(&[
        ("with", true),
        ("that has", true),
        ("if it has", true),
        ("that does not have", false),
        ("that doesn't have", false),
    ])? {
        true => Which::NameHas,
        false => Which::NameLacks,
    };
    let mark = i.pick(&NameMark::WORDS)?;
    i.any(&["in its name", "in their names", "in their name"])
        .then_some(has(mark))
}

/// "that isn't a Pokémon-GX", "that isn't a Pokémon-GX or Pokémon-EX" (`GxOrEx`): the kind
/// left out.
pub(super) fn is_not(i: &mut Input) -> Option<PokemonKind> {
    i.tag("that isn't").then_some(())?;
    let either = i.attempt(|i| {
        i.tag("a").then_some(())?;
        kind_noun(i).filter(|&k| k == PokemonKind::GxOrEx)
    });
    either.or_else(|| kind(i))
}

/// Types joined by "and" or "or", each word after one but the last followed by `noun` ("Fire
/// Pokémon and Metal", "Psychic or Darkness"), or listed with commas ("Grass, Fire, or Water").
pub(super) fn types(i: &mut Input, noun: &str) -> Option<Types> {
    let mut types = Types::of(energy_type(i)?);
    while let Some(more) = i.attempt(|i| {
        if !i.any(&[", and", ", or", ","]) {
            i.tag(noun);
            i.any(&["and", "or"]).then_some(())?;
        }
        energy_type(i)
    }) {
        types = types.with(more);
    }
    Some(types)
}

/// "Choose 2 of your opponent's Pokémon" (later sentences name them "that Pokémon"/"each of
/// them"), "Choose up to 2 of your Ancient Pokémon", "Choose 1 of the Defending Pokémon's
/// attacks".
pub(super) fn choose(i: &mut Input) -> Option<Effect> {
    i.tag("choose").then_some(())?;
    if i.tag("up to") {
        return pick(i).map(|pick| Effect::Op(Operation::ChooseUpTo(pick)));
    }
    let attack = i.attempt(|i| {
        i.tag("1 of").then_some(())?;
        let of = pokemon(i)?;
        i.tag("'s attacks")
            .then_some(Effect::Op(Operation::ChooseAttack {
                of,
                chooser: Role::Acting,
            }))
    });
    attack.or_else(|| pick(i).map(|pick| Effect::Op(Operation::Choose(pick))))
}

/// A Pokémon, or a group's Pokémon "in any way you like" (the acting player spreads cards or
/// counters over them).
pub(super) fn pokemon_or_spread(i: &mut Input) -> Option<Pokemon> {
    let spread = i.attempt(|i| {
        let among = group(i)?;
        i.tag("in any way you like").then_some(Pokemon::Each(among))
    });
    spread.or_else(|| pokemon(i))
}
