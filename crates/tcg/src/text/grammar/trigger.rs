//! The lead-ins of triggered abilities and Pokémon Tools: "When you play this Pokémon from your
//! hand to evolve 1 of your Pokémon during your turn, …", "If this Pokémon is your Active
//! Pokémon and is damaged by an opponent's attack (even if this Pokémon is Knocked Out), …",
//! "As often as you like during your turn (before your attack), …".

use super::energy::{energy_noun, energy_type};
use super::pokemon::{group, pokemon};
use super::proper_name::name;
use crate::effect::{
    CardFilter, Condition, Control, Effect, EnergyFilter, Operation, Passive, Pokemon, PokemonKind,
    Trigger, Types,
};
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
            .or_else(|| i.attempt(|i| attached(i).map(|t| (t, None))))
            .or_else(|| i.attempt(|i| moved_up(i).map(|t| (t, None))))
            .or_else(|| i.attempt(|i| moved_down(i).map(|t| (t, None))))?;
        return i.tag(",").then_some((trigger, unless));
    }
    let (trigger, unless) = i
        .attempt(played)
        .or_else(|| i.attempt(damaged).map(|t| (t, None)))
        .or_else(|| i.attempt(damaged_anywhere).map(|t| (t, None)))
        .or_else(|| i.attempt(attached).map(|t| (t, None)))
        .or_else(|| i.attempt(others_attach))
        .or_else(|| i.attempt(knocked_out).map(|t| (t, None)))
        .or_else(|| i.attempt(end_of_turn))
        .or_else(|| {
            i.pick(&[
                (
                    "if your opponent's active pokémon retreats",
                    Trigger::OpponentRetreated,
                ),
                (
                    "whenever your opponent's active pokémon moves to the bench during their turn",
                    Trigger::OpponentMovedToBench,
                ),
                (
                    "whenever your opponent plays a pokémon from their hand to evolve 1 of their \
                     pokémon",
                    Trigger::OpponentEvolved,
                ),
            ])
            .map(|t| (t, None))
        })
        .or_else(|| {
            i.any(&[
                "after your opponent plays a supporter card from his or her hand",
                "after your opponent plays a supporter card from their hand",
            ])
            .then_some((Trigger::OpponentPlayedSupporter, None))
        })
        .or_else(|| i.attempt(any_time).map(|t| (t, None)))?;
    i.tag(",").then_some((trigger, unless))
}

/// "when this Pokémon moves from the Active Spot to your Bench", which "Once during your turn"
/// before it limits to the first time each turn.
fn moved_down(i: &mut Input) -> Option<Trigger> {
    i.tag("when").then_some(())?;
    itself(i)?;
    i.tag("moves from the active spot to your bench")
        .then_some(Trigger::MovedToBench)
}

/// "when this Pokémon moves from your Bench to the Active Spot", which "Once during your turn"
/// before it limits to the first time each turn.
fn moved_up(i: &mut Input) -> Option<Trigger> {
    i.tag("when").then_some(())?;
    itself(i)?;
    i.tag("moves from your bench to the active spot")
        .then_some(Trigger::MovedToActive)
}

/// "When you play this Pokémon from your hand [to evolve 1 of your [Active / Benched] Pokémon /
/// onto your Bench] [during your turn]".
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
    } else if i.tag("onto your bench") {
        (Trigger::PlayedToBench, None)
    } else {
        (Trigger::PlayedFromHand, None)
    };
    i.tag("during your turn");
    Some(played)
}

/// "If this Pokémon (the Pokémon this card is attached to) is your Active Pokémon and is
/// damaged by an opponent's attack (even if it is Knocked Out)", "Whenever … is in the Active
/// Spot and is damaged by an attack from your opponent's Pokémon", "During your opponent's
/// turn, if … is your Active Pokémon and an opponent's attack damages it", "… and is Knocked Out
/// by damage from an opponent's attack"; "If this Pokémon is damaged by an attack from your
/// opponent's Pokémon", Active or Benched.
fn damaged(i: &mut Input) -> Option<Trigger> {
    if let Some(who) = i.attempt(attack_does_damage) {
        return Some(Trigger::DamagedWhileActive(who));
    }
    // Only an opponent's attack sets it off: during the opponent's turn anyway.
    i.tag("during your opponent's turn,");
    i.any(&["if", "whenever", "when"]).then_some(())?;
    // "If your Active Chesnaught V is damaged by …": the card's own name read as itself.
    if i.tag("your active") {
        let who = itself(i)?;
        i.tag("is damaged by").then_some(())?;
        by_opponent(i).then_some(())?;
        even_if_knocked_out(i);
        return Some(Trigger::DamagedWhileActive(who));
    }
    let who = itself(i)?;
    // "If this Pokémon is damaged by an attack from your opponent's Pokémon": Active or
    // Benched.
    if i.tag("is damaged by") {
        by_opponent(i).then_some(())?;
        even_if_knocked_out(i);
        return Some(Trigger::DamagedByAttack(who));
    }
    i.any(&["is your active pokémon and", "is in the active spot and"])
        .then_some(())?;
    if i.tag("is knocked out by") {
        // "… by an opponent's attack" says "by damage from" without the words.
        i.tag("damage from");
        return by_opponent(i).then_some(Trigger::KnockedOutWhileActive(who));
    }
    let damaged = i.tag("is damaged by") && by_opponent(i)
        || i.attempt(|i| (by_opponent(i) && i.tag("damages it")).then_some(()))
            .is_some();
    damaged.then_some(())?;
    even_if_knocked_out(i);
    Some(Trigger::DamagedWhileActive(who))
}

/// "If an attack does damage to this Pokémon while it's your Active Pokémon (even if it's
/// Knocked Out)": an opponent's attack, as the Active Pokémon is damaged by no other.
fn attack_does_damage(i: &mut Input) -> Option<Pokemon> {
    i.tag("if an attack does damage to").then_some(())?;
    let who = itself(i)?;
    i.tag("while it's your active pokémon").then_some(())?;
    even_if_knocked_out(i);
    Some(who)
}

/// "Whenever your opponent's attack damages this Pokémon (even if …)": Active or Benched.
fn damaged_anywhere(i: &mut Input) -> Option<Trigger> {
    i.any(&["whenever", "if", "when"]).then_some(())?;
    by_opponent(i).then_some(())?;
    i.tag("damages").then_some(())?;
    let who = itself(i)?;
    even_if_knocked_out(i);
    Some(Trigger::DamagedByAttack(who))
}

/// "(even if this Pokémon / it / that Pokémon is Knocked Out)", which restates that the trigger
/// comes before Knock Outs are checked.
fn even_if_knocked_out(i: &mut Input) {
    i.attempt(|i| {
        i.tag("(even if").then_some(())?;
        let it = i.tag("it's");
        if !it {
            i.any(&["this pokémon", "it", "that pokémon"])
                .then_some(())?;
            i.tag("is").then_some(())?;
        }
        i.tag("knocked out)").then_some(())
    });
}

/// "an opponent's attack", "your opponent's attack", "an attack from your opponent's Pokémon".
fn by_opponent(i: &mut Input) -> bool {
    i.any(&[
        "an opponent's attack",
        "your opponent's attack",
        "an attack from your opponent's pokémon",
    ])
}

/// "When/Whenever you attach an Energy card (a Water Energy card) from your hand to this
/// Pokémon (the Pokémon this card is attached to)"; a Special
/// Energy's own "When you attach this card from your hand to 1 of your Pokémon" ("… to a
/// Pokémon"), "If you play this card from your hand".
fn attached(i: &mut Input) -> Option<Trigger> {
    if i.tag("if you play this card from your hand") {
        return Some(Trigger::AttachedFromHand);
    }
    i.any(&["whenever", "when"]).then_some(())?;
    if i.tag("you attach this card from your hand to") {
        // "to a Pokémon": a player attaches only to their own.
        if i.tag("a pokémon") {
            return Some(Trigger::AttachedFromHand);
        }
        i.number()?;
        return i
            .tag("of your pokémon")
            .then_some(Trigger::AttachedFromHand);
    }
    i.tag("you attach").then_some(())?;
    i.any(&["an", "a"]).then_some(())?;
    let energy = energy_noun(i)?;
    i.tag("from your hand to").then_some(())?;
    if energy == EnergyFilter::Any && i.tag("1 of your pokémon") {
        return Some(Trigger::EnergyAttachedToYours);
    }
    // "… to the Pokémon this card is attached to": a Tool's holder is its "this Pokémon".
    itself(i).map(|_| Trigger::EnergyAttachedFromHand(energy))
}

/// "Whenever your opponent attaches an Energy card from their hand to 1 of their Pokémon",
/// "Whenever any player attaches … to 1 of their Pokémon V" (done for no other kind).
fn others_attach(i: &mut Input) -> Option<(Trigger, Option<Condition>)> {
    i.tag("whenever").then_some(())?;
    let trigger = i.pick(&[
        ("your opponent attaches", Trigger::OpponentAttachedEnergy),
        ("any player attaches", Trigger::AnyoneAttachedEnergy),
    ])?;
    i.tag("an energy card from their hand to 1 of their pokémon")
        .then_some(())?;
    let unless = i
        .tag("v")
        .then_some(Condition::IsNot(Pokemon::That, PokemonKind::V));
    Some((trigger, unless))
}

/// "When 1 of your Pokémon is Knocked Out by damage from an opponent's attack", "When your
/// Active Pokémon is Knocked Out …": any of them; "When/If this Pokémon (the Pokémon this card is
/// attached to) is Knocked Out …": itself, Active or Benched.
fn knocked_out(i: &mut Input) -> Option<Trigger> {
    // "If this Pokémon would be Knocked Out by damage from an opponent's attack, …" is done as
    // it is Knocked Out: nothing it does keeps it in play.
    // "During your opponent's turn," restates that the attack is an opponent's.
    i.tag("during your opponent's turn,");
    if i.tag("if this pokémon would be knocked out by damage from") {
        return by_opponent(i).then_some(Trigger::KnockedOut(Pokemon::This));
    }
    let when = i.tag("when");
    if !when {
        i.tag("if").then_some(())?;
    }
    i.attempt(|i| i.number().and_then(|_| i.tag("of").then_some(())));
    let who = i
        .attempt(itself)
        .or_else(|| when.then(|| group(i).map(Pokemon::Each)).flatten())?;
    i.tag("is knocked out by damage from").then_some(())?;
    // "from an attack": the engine sets it off for an opponent's (a Pokémon Knocked Out by
    // its own attack's damage to itself sets off nothing).
    (by_opponent(i) || i.tag("an attack")).then_some(Trigger::KnockedOut(who))
}

/// "If the Pokémon this card is attached to is your Active Pokémon at the end of your turn",
/// "At the end of your turn, if the Pokémon this card is attached to is in the Active Spot":
/// done then unless it is on the Bench; "At the end of each turn". (A bare "At the end of your
/// turn, discard this card" is PlusPower's, `attached.rs`.)
fn end_of_turn(i: &mut Input) -> Option<(Trigger, Option<Condition>)> {
    // "Once at the end of your turn (after your attack)": a turn ends once, after its attack;
    // with no "if" after it, it is done wherever the Pokémon is (Radiant Venusaur).
    let end = |i: &mut Input| {
        let once = i.tag("once");
        i.tag("at the end of").then_some(())?;
        let end = i.pick(&[
            ("your turn", Trigger::EndOfYourTurn),
            ("each turn", Trigger::EndOfEachTurn),
        ])?;
        i.tag("(after your attack)");
        Some((end, once))
    };
    let active = |i: &mut Input| {
        let who = itself(i)?;
        i.any(&["is your active pokémon", "is in the active spot"])
            .then_some(Condition::OnBench(who))
    };
    if i.tag("if") {
        let unless = active(i)?;
        return Some((end(i)?.0, Some(unless)));
    }
    let (trigger, once) = end(i)?;
    if trigger == Trigger::EndOfEachTurn {
        return Some((trigger, None));
    }
    if i.tag(", if") {
        return Some((trigger, Some(active(i)?)));
    }
    once.then_some((trigger, None))
}

/// "As often as you like during your turn (before your attack)", "At any time between turns";
/// and "During your turn", a VSTAR Power's lead-in, which sets no limit of its own (its
/// VSTAR Power's is one a game).
fn any_time(i: &mut Input) -> Option<Trigger> {
    // "At the start of each turn" (Berry's) is as the turn begins: between turns, after the
    // Checkup. "At any times" is a misprint the data keeps (Root Fossil, ex13).
    if i.any(&[
        "at any time between turns",
        "at any times between turns",
        "at the start of each turn",
    ]) {
        return Some(Trigger::BetweenTurns);
    }
    i.any(&["as often as you like during your turn", "during your turn"])
        .then_some(())?;
    i.tag("(before your attack)");
    Some(Trigger::AsOftenAsYouLike)
}

/// A Stadium's lead-in on every player's Pokémon, with the test on the Pokémon's name and
/// whether it must hold: "Whenever any player plays a Basic Pokémon that doesn't have Team Magma
/// in its name from his or her hand" (the Pokémon benched is "that Pokémon"), "Whenever a
/// Pokémon with Giovanni in its name evolves" (from the hand); "Whenever either player puts a
/// Basic Pokémon from their hand onto their Bench", with no test; "Whenever any player puts a
/// Basic non-Darkness Pokémon onto their Bench during their turn" (from the hand or by an
/// effect).
pub(super) fn anyones(i: &mut Input) -> Option<(Trigger, Option<Condition>, bool)> {
    const ENDS: [&str; 1] = ["in its name"];
    let named = |i: &mut Input| {
        let word = name(i, &ENDS)?;
        i.tag("in its name")
            .then_some(Condition::Card(Pokemon::That, CardFilter::NameHas(word)))
    };
    i.tag("whenever").then_some(())?;
    if i.tag("either player puts a basic pokémon from their hand onto their bench,") {
        return Some((Trigger::PlayedToBench, None, true));
    }
    if i.tag("any player puts a basic non-") {
        let not = energy_type(i)?;
        i.tag("pokémon onto their bench during their turn,")
            .then_some(())?;
        let basic = PokemonKind::BasicOfTypes(Types::all_but(not));
        return Some((
            Trigger::BenchedInTurn,
            Some(Condition::Is(Pokemon::That, basic)),
            true,
        ));
    }
    let (trigger, test, holds) = if i.tag("any player plays a basic pokémon that doesn't have") {
        let test = named(i)?;
        i.any(&["from his or her hand", "from their hand"])
            .then_some(())?;
        (Trigger::PlayedToBench, test, false)
    } else {
        i.tag("a pokémon with").then_some(())?;
        let test = named(i)?;
        i.tag("evolves").then_some(())?;
        (Trigger::EvolvedFromHand, test, true)
    };
    i.tag(",").then_some((trigger, Some(test), holds))
}

/// "this Pokémon", or "the Pokémon this card is attached to" (a Tool's holder is its "this
/// Pokémon"): the text's own Pokémon.
fn itself(i: &mut Input) -> Option<Pokemon> {
    pokemon(i).filter(|who| matches!(who, Pokemon::This | Pokemon::Holder))
}

/// A Special Energy's "When you attach this card from your hand to 1 of your Benched Pokémon,
/// <clauses>" (Jet Energy): what follows, done only when "that Pokémon" it was attached to is
/// on the Bench. "Switch that Pokémon with your Active Pokémon" switches in the Pokémon the
/// Energy's text is on.
pub(super) fn attached_to_benched(
    i: &mut Input,
    led: fn(&mut Input) -> Option<Vec<Effect>>,
) -> Option<Vec<Effect>> {
    i.tag("when you attach this card from your hand to 1 of your benched pokémon,")
        .then_some(())?;
    let then = if i.tag("switch that pokémon with your active pokémon") {
        vec![Effect::Op(Operation::SwitchInThis)]
    } else {
        led(i)?
    };
    Some(vec![Effect::Passive(Passive::When {
        trigger: Trigger::AttachedFromHand,
        then: vec![Effect::Control(Control::If {
            condition: Condition::OnBench(Pokemon::That),
            then,
            otherwise: Vec::new(),
        })],
    })])
}
