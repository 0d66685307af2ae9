//! Reminder text: a sentence in parentheses that restates a rule the engine applies anyway
//! (TCG-9's Weakness and Resistance only on the Active Pokémon; the one-GX-attack limit, which
//! the engine applies to every attack whose name ends in GX; "switch out" leaving the choice of
//! the new Active Pokémon to its owner; an evolution by search still being evolution; a lasting
//! effect ending when its Pokémon leaves the Active Spot; a switch skipped without a Bench; a
//! Weakness changed to another type keeping its amount; Special Conditions removed from a
//! Pokémon that can't be affected by them). It
//! is understood and adds nothing, as is a sentence outside parentheses that restates the one
//! before it. The one-VSTAR-Power limit is read as the text's usage, a VSTAR Power (TCG-19).

use crate::effect::{Effect, Usage};
use crate::text::input::Input;

/// A reminder, read to its closing parenthesis.
pub(super) fn sentence(i: &mut Input) -> Option<Vec<Effect>> {
    if i.attempt(usable_anyway).is_some() {
        return Some(Vec::new());
    }
    if !i.tag("(") {
        return restated(i);
    }
    // After "Shuffle the other revealed cards back into your deck": with none found, all the
    // cards revealed are the others.
    if i.tag("if you don't reveal") {
        i.any(&["an", "a"]);
        super::card_filter::filter(i)?;
        return i
            .tag(", shuffle all the revealed cards back into your deck")
            .then(Vec::new);
    }
    if i.tag("you can't use more than") {
        i.number()?;
        if i.tag("vstar power in a game") {
            return Some(vec![Effect::Usage(Usage::VstarPower)]);
        }
        return i.tag("gx attack in a game").then(Vec::new);
    }
    i.any(&[
        "don't apply weakness and resistance for benched pokémon",
        // After damage done by a power, or by an attack to a Pokémon by name: damage other
        // than the attack's own to the Defending Pokémon applies neither (TCG-9).
        "don't apply weakness and resistance",
        "don't apply weakness or resistance for benched pokémon",
        "any other effects of attacks still happen",
        "any other effects of opponent's attacks still happen",
        // After "Each player either draws or discards …", which has the opponent go first.
        "your opponent does this first",
        "any other effects that would happen after applying weakness and resistance still happen",
        "do the damage before switching the pokémon",
        "your opponent chooses the new active pokémon",
        "this counts as evolving this pokémon",
        "this counts as evolving that pokémon",
        "the amount of weakness doesn't change",
        "benching either pokémon ends this effect",
        "benching or evolving either pokémon ends this effect",
        "if a player does not have a benched pokémon, that player doesn't switch pokémon",
        "if a player does not have a benched pokémon, they don't switch pokémon",
        // The reminder's first sentence, when it has two.
        "your opponent switches first",
        // After "… can't be affected by any Special Conditions": the engine removes those a
        // passive effect keeps off (`conditions.rs`).
        "remove any special conditions affecting those pokémon",
        "remove any special conditions affecting that pokémon",
        // After a text that names Pokémon with or without a Rule Box, which the engine reads
        // off each card (TCG-19).
        "pokémon ex, pokémon v, etc. have rule boxes",
        "pokémon v, pokémon-gx, etc. have rule boxes",
        // After a protection from effects of attacks, which removes none in place (Mist
        // Energy); its second sentence is read by `restated`.
        "existing effects are not removed",
        // After a protection from the effects of attacks, which the engine reads as sparing
        // their damage (`Lasting::PreventEffects`).
        "damage is not an effect",
        // After searches onto each player's Bench, which a full Bench stops anyway.
        "a player can't do any of this if his or her bench is full",
        "a player can't do any of this if their bench is full",
    ])
    .then(Vec::new)
}

/// A sentence outside parentheses that restates what the sentence before it already says:
/// "Your opponent switches first." after "Each player switches …", which has the opponent
/// switch first; "If this Pokémon has fewer damage counters than that, remove all of them."
/// after a heal, which never removes more than there is; "If you don't have that many basic
/// Energy cards in your discard pile, put all of them into your hand." after cards taken from
/// it; "Return that Prize card face down." after looking at one.
fn restated(i: &mut Input) -> Option<Vec<Effect>> {
    if i.attempt(fewer_counters_than_that).is_some() {
        return Some(Vec::new());
    }
    i.any(&[
        "your opponent switches first",
        // After a trade of cards between the hand and the deck, both of them seen.
        "show both cards to your opponent",
        // After looking at a Prize card, which stays face down.
        "return that prize card face down",
        // After cards taken from the discard pile, which never takes more than there is.
        "if you don't have that many basic energy cards in your discard pile, put all of them into your hand",
        // What the next sentence compares ("If the Defending Pokémon has fewer remaining HP
        // than this Pokémon's, …"), before the damage as any change to it.
        "before doing damage, count the remaining hp of the defending pokémon and this pokémon",
        // With one Active Pokémon a side, there is one Defending Pokémon to switch.
        "your opponent chooses the defending pokémon to switch",
        // The end of Mist Energy's reminder: a protection from effects leaves damage alone.
        "damage is not an effect",
        // The end of a two-sentence reminder that "(Your opponent switches first." opened.
        "if a player does not have a benched pokémon, he or she doesn't switch pokémon",
        // After "<P> may use an attack it has twice": the Knock Outs of the first and the
        // promotions they call for come before the second (`Lasting::AttacksTwice`).
        "if the first attack knocks out your opponent's active pokémon, you may attack again after your opponent chooses a new active pokémon",
    ])
    .then(Vec::new)
}

/// "If this Pokémon has fewer damage counters than that, remove all of them", "If your Active
/// Pokémon has …", after a heal, which never removes more than there is.
fn fewer_counters_than_that(i: &mut Input) -> Option<()> {
    i.tag("if").then_some(())?;
    super::pokemon::pokemon(i)?;
    i.tag("has fewer damage counters than that, remove all of them")
        .then_some(())
}

/// "This power can be used even if this Pokémon is Asleep, Confused, or Paralyzed", "(This
/// power works even while …)": a Poké-Power's or Poké-Body's reminder that the Special
/// Conditions which stopped older powers don't stop this one; the engine stops a power only
/// when its text says so.
fn usable_anyway(i: &mut Input) -> Option<()> {
    let parenthesis = i.tag("(");
    i.any(&[
        "this power can be used even if",
        "this power works even if",
        "this power works even while",
    ])
    .then_some(())?;
    i.tag("this pokémon is asleep, confused, or paralyzed")
        .then_some(())?;
    (!parenthesis || i.tag(".)")).then_some(())
}
