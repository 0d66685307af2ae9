//! Switching an Active Pokémon with a Benched one, and who chooses. One rule reads the common
//! shape, whoever switches and in either order: "[Your opponent] switch(es) <an Active Pokémon>
//! with 1 of <the same side's> Benched Pokémon", "Switch 1 of <a side's> Benched Pokémon with
//! <its Active Pokémon>", where the Active Pokémon is "this Pokémon", "it", "the Defending
//! Pokémon", "your Active Pokémon", "1 of your Active Pokémon", "their Active Pokémon" …, and
//! the Benched one may be of a type only ("1 of your Benched Lightning Pokémon").
//! "Each player switches …" is both sides switching, each choosing their own; "Choose 1 of your
//! opponent's Benched Pokémon and switch it with the Defending Pokémon" is the acting player's
//! switch.

use super::pokemon::group;
use crate::effect::{
    CardFilter, Compare, Condition, Control, Count, Effect, Group, Operation, Pick, Role, Side,
    Types, Zone,
};
use crate::text::input::Input;

/// One switch sentence.
pub(super) fn clause(i: &mut Input) -> Option<Vec<Effect>> {
    i.attempt(each_player)
        .or_else(|| i.attempt(switch_in_this).map(|e| vec![e]))
        .or_else(|| i.attempt(switch_out).map(|e| vec![e]))
        .or_else(|| i.attempt(switch_in_narrowed))
        .or_else(|| i.attempt(chosen).map(|e| vec![e]))
        .or_else(|| i.attempt(of_active_with).map(|e| vec![e]))
        .or_else(|| i.attempt(general).map(|e| vec![e]))
}

/// "Each player switches their Active Pokémon with 1 of their Benched Pokémon": the opponent
/// first, as Escape Rope's reminder says.
fn each_player(i: &mut Input) -> Option<Vec<Effect>> {
    i.any(&[
        "each player switches their active pokémon with 1 of their benched pokémon",
        "each player switches his or her active pokémon with 1 of his or her benched pokémon",
    ])
    .then(|| {
        [Role::Opponent, Role::Acting]
            .map(|side| {
                Effect::Op(Operation::Switch {
                    side,
                    chooser: side,
                    of_type: Types::ANY,
                })
            })
            .to_vec()
    })
}

/// "Switch this Pokémon with your Active Pokémon": this Pokémon, Benched, comes in (it does
/// nothing while it is Active: `switch_in` finds it on no Bench).
fn switch_in_this(i: &mut Input) -> Option<Effect> {
    i.any(&[
        "switch this pokémon with your active pokémon",
        // After "move all Energy cards attached to your Active Pokémon to this Pokémon".
        "switch this pokémon with that active pokémon",
        // "If this Pokémon is on your Bench, you may switch it with your Active Pokémon": no
        // other Pokémon is named before "it" in the texts that print it.
        "switch it with your active pokémon",
    ])
    .then_some(Effect::Op(Operation::SwitchInThis))
}

/// "Switch out" leaves the choice of the new Active Pokémon to its owner; "switch in" is the
/// acting player's choice.
fn switch_out(i: &mut Input) -> Option<Effect> {
    let chooser = i.pick(&[
        (
            "switch out your opponent's active pokémon to the bench",
            Role::Opponent,
        ),
        (
            "switch in 1 of your opponent's benched pokémon to the active spot",
            Role::Acting,
        ),
    ])?;
    Some(Effect::Op(Operation::Switch {
        side: Role::Opponent,
        chooser,
        of_type: Types::ANY,
    }))
}

/// "switch in 1 of your opponent's Benched Pokémon that has 90 HP or less remaining to the
/// Active Spot": the acting player picks one of the group its relative clause narrows, which
/// switches in (none there, nothing is switched).
fn switch_in_narrowed(i: &mut Input) -> Option<Vec<Effect>> {
    i.tag("switch in 1 of").then_some(())?;
    let group = group(i)?;
    (group.side == Side::Of(Role::Opponent) && group.zone == Zone::Bench && group.which.is_some())
        .then_some(())?;
    i.tag("to the active spot").then_some(vec![
        Effect::Op(Operation::Choose(Pick {
            chooser: Role::Acting,
            count: 1,
            group,
        })),
        Effect::Op(Operation::SwitchInThat),
    ])
}

/// "Choose 1 of <a side's> Benched Pokémon[,] and switch it with <its Active Pokémon>" ("1 of
/// them" after a test is read with it: `them`).
fn chosen(i: &mut Input) -> Option<Effect> {
    i.tag("choose").then_some(())?;
    let (side, of_type) = benched(i)?;
    i.tag(",");
    i.tag("and").then_some(())?;
    switch_it_with(i, side, Role::Acting, of_type)
}

/// "switch it with <the side's Active Pokémon>", "switches it with …": the Pokémon chosen
/// before, of the side's Bench (of a type, if named), switched in.
pub(super) fn switch_it_with(
    i: &mut Input,
    side: Role,
    chooser: Role,
    of_type: Types,
) -> Option<Effect> {
    i.any(&["switch it with", "switches it with"])
        .then_some(())?;
    (active(i)? == side).then_some(Effect::Op(Operation::Switch {
        side,
        chooser,
        of_type,
    }))
}

/// "Switch 1 of your Active Pokémon that has δ on its card with 1 of your Benched Pokémon": the
/// switch, done only while the Active Pokémon is such a one.
fn of_active_with(i: &mut Input) -> Option<Effect> {
    i.tag("switch 1 of").then_some(())?;
    let active = group(i)?;
    let yours = Group::new(Side::Of(Role::Acting), Zone::Active);
    // Narrowed: of a kind, a type or a relative clause (else it is the common shape).
    (active.side == yours.side && active.zone == Zone::Active && active != yours).then_some(())?;
    i.tag("with").then_some(())?;
    let (side, of_type) = benched(i)?;
    (side == Role::Acting).then_some(Effect::Control(Control::If {
        condition: Condition::Counted(
            Count::InPlay {
                group: active,
                filter: CardFilter::Pokemon,
            },
            Compare::AtLeast(1),
        ),
        then: vec![Effect::Op(Operation::Switch {
            side,
            chooser: Role::Acting,
            of_type,
        })],
        otherwise: Vec::new(),
    }))
}

/// The common shape, in either order; both Pokémon must be on one side. The next sentence may
/// give the opponent the pick of their Benched Pokémon: "Your opponent chooses (picks) the
/// Benched Pokémon to switch."
fn general(i: &mut Input) -> Option<Effect> {
    let mut chooser = if i.any(&["your opponent switches", "have your opponent switch"]) {
        Role::Opponent
    } else {
        i.tag("you");
        i.tag("switch").then_some(Role::Acting)?
    };
    let (side, of_type) = i
        .attempt(|i| {
            let side = active(i)?;
            i.tag("with").then_some(())?;
            let (benched, of_type) = benched(i)?;
            (benched == side).then_some((side, of_type))
        })
        .or_else(|| {
            let (side, of_type) = benched(i)?;
            i.tag("with").then_some(())?;
            (active(i)? == side).then_some((side, of_type))
        })?;
    i.tag(", if any");
    if side == Role::Opponent
        && i.any(&[
            ". your opponent chooses the benched pokémon to switch",
            ". your opponent picks the benched pokémon to switch",
        ])
    {
        chooser = Role::Opponent;
    }
    Some(Effect::Op(Operation::Switch {
        side,
        chooser,
        of_type,
    }))
}

/// "1 of <side> Benched [type] Pokémon": whose, and of which type.
fn benched(i: &mut Input) -> Option<(Role, Types)> {
    i.tag("1 of").then_some(())?;
    let found = group(i)?;
    match found.side {
        // Of a type at most: no kind, no relative clause.
        Side::Of(side)
            if found
                == (Group {
                    of_type: found.of_type,
                    ..Group::new(Side::Of(side), Zone::Bench)
                }) =>
        {
            Some((side, found.of_type))
        }
        _ => None,
    }
}

/// An Active Pokémon named: whose.
pub(super) fn active(i: &mut Input) -> Option<Role> {
    if let Some(side) = i.pick(&[
        ("this pokémon", Role::Acting),
        ("it", Role::Acting),
        ("the defending pokémon", Role::Opponent),
        ("1 of the defending pokémon", Role::Opponent),
        ("1 of his or her defending pokémon", Role::Opponent),
    ]) {
        return Some(side);
    }
    i.tag("1 of");
    let found = group(i)?;
    match found.side {
        Side::Of(side) if found == Group::new(Side::Of(side), Zone::Active) => Some(side),
        _ => None,
    }
}
