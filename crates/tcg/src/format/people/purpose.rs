//! What the step of a text waiting on a choice is for, read from the compiled text: the
//! operation at the step (or, after a "choose" step, the one that uses the choice), in words a
//! prompt ends with. Where no words fit, none: the prompt stays generic.

use crate::effect::{CardCount, Effect, Operation};
use crate::game::{Op, Program};

/// The operation of the step at `pc`, if it is one.
pub(super) fn at(program: &Program, pc: u16) -> Option<&Operation> {
    match program.ops.get(usize::from(pc)) {
        Some(Op::Do(Effect::Op(op))) => Some(op),
        _ => None,
    }
}

/// The first operation after the step at `pc`: what a "you may", or a choice made for later
/// steps, leads to.
pub(super) fn after(program: &Program, pc: u16) -> Option<&Operation> {
    (program.ops.iter().skip(usize::from(pc) + 1)).find_map(|op| match op {
        Op::Do(Effect::Op(op)) => Some(op),
        _ => None,
    })
}

/// The operation a pick of Pokémon at `pc` is for: the step itself, or after a choice the step
/// that uses it.
pub(super) fn of_pick(program: &Program, pc: u16) -> Option<&Operation> {
    match at(program, pc)? {
        Operation::Choose(_) | Operation::ChooseOnly { .. } => after(program, pc),
        op => Some(op),
    }
}

/// What a Pokémon picked for `op` is picked for: " to heal".
pub(super) fn for_pokemon(op: &Operation) -> &'static str {
    use Operation::*;
    match op {
        Heal { .. } => " to heal",
        Damage { .. } | DamageNow => " to damage",
        PutCounters { .. } | SpreadCounters { .. } => " to put damage counters on",
        Inflict { .. } => " to get a Special Condition",
        Cure(_) | CureOne { .. } => " to recover from Special Conditions",
        AttachEnergy { .. } => " to attach Energy to",
        DiscardEnergy { .. } => " to discard Energy from",
        MoveEnergy { .. } => " to move Energy",
        EnergyToHand { .. } => " to return Energy from",
        Switch { .. } => " to switch into the Active Spot",
        ReturnToHand(_) | ReturnToHandAlone(_) => " to return to the hand",
        ShuffleIntoDeck(_) => " to shuffle into the deck",
        DiscardPokemon(_) => " to discard",
        KnockOut(_) => " to Knock Out",
        AttachThisCard(_) => " to attach this card to",
        DiscardTools(_) => " to discard its Pokémon Tools",
        _ => "",
    }
}

/// What a "you may" leads to, said after "you may": "heal".
pub(super) fn may(op: &Operation) -> Option<&'static str> {
    use Operation::*;
    Some(match op {
        Heal { .. } => "heal",
        Draw { .. } | DrawBottom { .. } | DrawUntil { .. } | DrawUntilAsMany { .. } => "draw cards",
        Search { .. } => "search the deck",
        TakeLooked { .. } => "take cards from those looked at",
        Switch { .. } | SwitchInThis => "switch Pokémon",
        AttachEnergy { .. } => "attach Energy",
        MoveEnergy { .. } => "move Energy",
        DiscardEnergy { .. } => "discard Energy",
        DiscardFromHand { .. } => "discard cards from the hand",
        Flip(_) => "flip a coin",
        Damage { .. } | PutCounters { .. } | SpreadCounters { .. } => "damage a Pokémon",
        DiscardToHand { .. } => "put cards from the discard pile into the hand",
        ShuffleHandIntoDeck(_) | RedrawHand(_) => "shuffle the hand into the deck",
        _ => return None,
    })
}

/// How many cards the step `op` takes, when it says.
pub(super) fn card_count(op: &Operation) -> Option<CardCount> {
    use Operation::*;
    match *op {
        Search { count, .. }
        | TakeLooked { count, .. }
        | DiscardFromHand { count, .. }
        | DiscardToHand { count, .. }
        | DiscardToBench { count, .. }
        | DiscardToDeck { count, .. }
        | DiscardToDeckTop { count, .. }
        | HandToDeck { count, .. }
        | DiscardEnergy { count, .. }
        | DiscardEnergyAmong { count, .. }
        | EnergyToLostZone { count, .. }
        | EnergyToLostZoneAmong { count, .. }
        | MoveEnergy { count, .. }
        | AttachEnergy { count, .. }
        | EnergyToHand { count, .. }
        | EnergyToDeck { count, .. } => Some(count),
        LookedChosenByOpponent { count, .. } => Some(CardCount::Exactly(count)),
        _ => None,
    }
}
