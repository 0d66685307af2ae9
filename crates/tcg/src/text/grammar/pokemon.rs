//! Naming Pokémon: "the Defending Pokémon" and "your opponent's Active Pokémon" are one
//! Pokémon; "1 of your opponent's Benched Pokémon" is a pick; "each of …" a whole group.

use super::energy::energy_type;
use crate::effect::{Effect, EnergyType, Group, Only, Pick, Pokemon, Role, Side, Zone};
use crate::text::input::Input;

/// A single Pokémon or a pick or group of them.
pub(super) fn pokemon(i: &mut Input) -> Option<Pokemon> {
    if let Some(one) = i.pick(&[
        ("the defending pokémon", Pokemon::Defending),
        ("each defending pokémon", Pokemon::Defending),
        ("the new defending pokémon", Pokemon::Defending),
        ("your opponent's active pokémon", Pokemon::Defending),
        ("their active pokémon", Pokemon::Defending),
        ("his or her active pokémon", Pokemon::Defending),
        ("the new active pokémon", Pokemon::Defending),
        ("this pokémon", Pokemon::This),
        ("the attacking pokémon", Pokemon::Attacking),
        ("the pokémon this card is attached to", Pokemon::Holder),
        ("the pokémon you attach it to", Pokemon::Holder),
        ("itself", Pokemon::This),
        ("that pokémon", Pokemon::That),
        ("each of them", Pokemon::That),
        ("both of them", Pokemon::That),
        ("it", Pokemon::That),
        (
            "your active pokémon",
            Pokemon::Each(Group {
                side: Side::Of(Role::Acting),
                zone: Zone::Active,
                of_type: None,
                only: None,
            }),
        ),
        (
            "both active pokémon",
            Pokemon::Each(Group {
                side: Side::Both,
                zone: Zone::Active,
                of_type: None,
                only: None,
            }),
        ),
        (
            "each pokémon on each player's bench",
            Pokemon::Each(Group {
                side: Side::Both,
                zone: Zone::Bench,
                of_type: None,
                only: None,
            }),
        ),
    ]) {
        return Some(one);
    }
    if i.any(&["each of", "each", "all of"]) {
        return group(i).map(Pokemon::Each);
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
    i.attempt(pick).map(Pokemon::Picked)
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

/// "your opponent's Benched Pokémon", "your Pokémon", "Benched Pokémon (both yours and your
/// opponent's)", with a type between: "your Benched Water Pokémon", "your Metal Pokémon", and a
/// test after: "your opponent's Pokémon that has any damage counters on it".
pub(super) fn group(i: &mut Input) -> Option<Group> {
    let side = i.attempt(side);
    let (zone, of_type) = i.attempt(zone)?;
    let side = match side {
        Some(side) => side,
        None => {
            i.tag("(both yours and your opponent's)").then_some(())?;
            Side::Both
        }
    };
    Some(Group {
        side,
        zone,
        of_type,
        only: i.attempt(only),
    })
}

/// What a group's Pokémon must be, after it: "that has any damage counters on it" (or "that
/// have … on them"), "that shares a type with your opponent's Active Pokémon".
fn only(i: &mut Input) -> Option<Only> {
    i.pick(&[
        ("that has any damage counters on it", Only::Damaged),
        ("that have any damage counters on them", Only::Damaged),
        (
            "that shares a type with your opponent's active pokémon",
            Only::SharesTypeWithDefending,
        ),
    ])
}

/// "your opponent's", "their", "his or her" (the opponent's), "your".
pub(super) fn side(i: &mut Input) -> Option<Side> {
    i.pick(&[
        ("your opponent's", Side::Of(Role::Opponent)),
        ("your own", Side::Of(Role::Acting)),
        ("their", Side::Of(Role::Opponent)),
        ("his or her", Side::Of(Role::Opponent)),
        ("your", Side::Of(Role::Acting)),
    ])
}

/// "Benched Pokémon", "Active Pokémon", "Pokémon" (singular and plural are alike in English),
/// each with an optional type before "Pokémon": "Benched Water Pokémon", "Metal Pokémon in
/// play".
pub(super) fn zone(i: &mut Input) -> Option<(Zone, Option<EnergyType>)> {
    let spot = i.pick(&[("benched", Zone::Bench), ("active", Zone::Active)]);
    let of_type = i.attempt(energy_type);
    i.tag("pokémon").then_some(())?;
    let zone = match spot {
        Some(zone) => zone,
        None => {
            // "Pokémon in play" is "Pokémon".
            i.tag("in play");
            Zone::InPlay
        }
    };
    Some((zone, of_type))
}

/// "Choose 2 of your opponent's Pokémon" (later sentences name them "that Pokémon"/"each of
/// them"), "Choose 1 of the Defending Pokémon's attacks".
pub(super) fn choose(i: &mut Input) -> Option<Effect> {
    i.tag("choose").then_some(())?;
    let attack = i.attempt(|i| {
        i.tag("1 of").then_some(())?;
        let of = pokemon(i)?;
        i.tag("'s attacks").then_some(Effect::ChooseAttack {
            of,
            chooser: Role::Acting,
        })
    });
    attack.or_else(|| pick(i).map(Effect::Choose))
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
