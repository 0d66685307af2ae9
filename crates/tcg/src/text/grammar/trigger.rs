//! The lead-ins of triggered abilities and Pokémon Tools: "When you play this Pokémon from your
//! hand to evolve 1 of your Pokémon during your turn, …", "If this Pokémon is your Active
//! Pokémon and is damaged by an opponent's attack (even if this Pokémon is Knocked Out), …",
//! "As often as you like during your turn (before your attack), …".

use super::energy::energy_noun;
use super::pokemon::{group, pokemon};
use crate::effect::{Condition, Pokemon, Trigger};
use crate::text::input::Input;

/// A trigger with its comma, and when it does nothing though it happened ("to evolve 1 of your
/// Active Pokémon": when this Pokémon is on the Bench). "Once during your turn" before a
/// trigger that can't happen twice a turn (evolving this Pokémon, the one attachment of Energy
/// from the hand) adds nothing.
pub(super) fn lead_in(i: &mut Input) -> Option<(Trigger, Option<Condition>)> {
    if i.tag("once during your turn") {
        i.tag("(before your attack)");
        i.tag(",").then_some(())?;
        let (trigger, unless) = i
            .attempt(played)
            .or_else(|| i.attempt(|i| attached(i).map(|t| (t, None))))?;
        return i.tag(",").then_some((trigger, unless));
    }
    let (trigger, unless) = i
        .attempt(played)
        .or_else(|| i.attempt(damaged).map(|t| (t, None)))
        .or_else(|| i.attempt(attached).map(|t| (t, None)))
        .or_else(|| i.attempt(knocked_out).map(|t| (t, None)))
        .or_else(|| {
            i.tag("if your opponent's active pokémon retreats")
                .then_some((Trigger::OpponentRetreated, None))
        })
        .or_else(|| i.attempt(any_time).map(|t| (t, None)))?;
    i.tag(",").then_some((trigger, unless))
}

/// "When you play this Pokémon from your hand to evolve 1 of your [Active / Benched] Pokémon /
/// onto your Bench during your turn".
fn played(i: &mut Input) -> Option<(Trigger, Option<Condition>)> {
    i.tag("when you play this pokémon from your hand")
        .then_some(())?;
    let played = if i.tag("to evolve") {
        i.number()?;
        i.tag("of your").then_some(())?;
        let unless = i.pick(&[
            ("active", Condition::OnBench(Pokemon::This)),
            ("benched", Condition::InActiveSpot(Pokemon::This)),
        ]);
        i.tag("pokémon")
            .then_some((Trigger::EvolvedFromHand, unless))?
    } else {
        i.tag("onto your bench")
            .then_some((Trigger::PlayedToBench, None))?
    };
    i.tag("during your turn");
    Some(played)
}

/// "If this Pokémon (the Pokémon this card is attached to) is your Active Pokémon and is
/// damaged by an opponent's attack (even if it is Knocked Out)", "… and is Knocked Out by damage
/// from an opponent's attack".
fn damaged(i: &mut Input) -> Option<Trigger> {
    i.tag("if").then_some(())?;
    let who = pokemon(i).filter(|who| matches!(who, Pokemon::This | Pokemon::Holder))?;
    i.tag("is your active pokémon and is").then_some(())?;
    if i.tag("knocked out by") {
        // "… by an opponent's attack" says "by damage from" without the words.
        i.tag("damage from");
        return by_opponent(i).then_some(Trigger::KnockedOutWhileActive(who));
    }
    i.tag("damaged by").then_some(())?;
    by_opponent(i).then_some(())?;
    if i.tag("(even if") {
        i.any(&["this pokémon", "it", "that pokémon"])
            .then_some(())?;
        i.tag("is knocked out)").then_some(())?;
    }
    Some(Trigger::DamagedWhileActive(who))
}

/// "an opponent's attack", "your opponent's attack".
fn by_opponent(i: &mut Input) -> bool {
    i.any(&["an opponent's attack", "your opponent's attack"])
}

/// "When/Whenever you attach an Energy card (a Water Energy card) from your hand to this
/// Pokémon"; a Special
/// Energy's own "When you attach this card from your hand to 1 of your Pokémon", "If you play
/// this card from your hand".
fn attached(i: &mut Input) -> Option<Trigger> {
    if i.tag("if you play this card from your hand") {
        return Some(Trigger::AttachedFromHand);
    }
    i.any(&["whenever", "when"]).then_some(())?;
    if i.tag("you attach this card from your hand to") {
        i.number()?;
        return i
            .tag("of your pokémon")
            .then_some(Trigger::AttachedFromHand);
    }
    i.tag("you attach").then_some(())?;
    i.any(&["an", "a"]).then_some(())?;
    let energy = energy_noun(i)?;
    i.tag("from your hand to this pokémon")
        .then_some(Trigger::EnergyAttachedFromHand(energy))
}

/// "When 1 of your Pokémon is Knocked Out by damage from an opponent's attack", "When your
/// Active Pokémon is Knocked Out …": any of them; "When this Pokémon is Knocked Out …": itself,
/// Active or Benched.
fn knocked_out(i: &mut Input) -> Option<Trigger> {
    // "If this Pokémon would be Knocked Out by damage from an opponent's attack, …" is done as
    // it is Knocked Out: nothing it does keeps it in play.
    // "During your opponent's turn," restates that the attack is an opponent's.
    i.tag("during your opponent's turn,");
    if i.tag("if this pokémon would be knocked out by damage from") {
        return by_opponent(i).then_some(Trigger::KnockedOut(Pokemon::This));
    }
    i.tag("when").then_some(())?;
    i.attempt(|i| i.number().and_then(|_| i.tag("of").then_some(())));
    let who = i
        .attempt(|i| pokemon(i).filter(|p| *p == Pokemon::This))
        .or_else(|| group(i).map(Pokemon::Each))?;
    i.tag("is knocked out by damage from").then_some(())?;
    by_opponent(i).then_some(Trigger::KnockedOut(who))
}

/// "As often as you like during your turn (before your attack)", "At any time between turns".
fn any_time(i: &mut Input) -> Option<Trigger> {
    // "At any times" is a misprint the data keeps (Root Fossil, ex13).
    if i.any(&["at any time between turns", "at any times between turns"]) {
        return Some(Trigger::BetweenTurns);
    }
    i.tag("as often as you like during your turn")
        .then_some(())?;
    i.tag("(before your attack)");
    Some(Trigger::AsOftenAsYouLike)
}
