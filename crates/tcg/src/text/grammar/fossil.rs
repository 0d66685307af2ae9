//! The rules of a Trainer card played as a Pokémon (the Fossils), read on its Trainer text where
//! its name is "this card":
//!
//! ```text
//! fossil := "play this card as if it were a" basic
//!         | "while in play[,] this card counts as a" [type] "pokémon" ("(as well as a trainer card)"
//!           | "(instead of a trainer card)")
//!         | "this card" traits
//!         | "if this card is in your hand when you are setting up to play, you may put it face
//!            down in the active spot or on your bench as if it were a" basic
//!         | "if this card is knocked out, it doesn't count as a knocked out pokémon"
//!         | "if this card is knocked out, your opponent can't take any prize cards for it"
//!         | "at any time during your turn" ["before your attack" | "(before your attack)"]
//!           ", you may discard this card" ["from play"]
//!         | "(discard it anyway.)" | "(this doesn't count as a knocked out pokémon.)"
//!         | "(you can do this only when you are setting up to play.)"
//!         | "(this card counts as a trainer card as well, but if this card is knocked out, this
//!            counts as a knocked out pokémon.)"
//! basic  := [N ("-hp" | "hp")] ([type] "basic pokémon" | "basic" type "pokémon")
//! traits := trait ((", and" | "," | "and") trait)*
//! trait  := "has no attacks [of its own]" | "can't retreat"
//!         | "can't be affected by any special conditions"
//!         | "can't be asleep, confused, paralyzed, or poisoned"
//! ```
//!
//! The discard is an ability used as often as one likes: each use takes the Fossil out of play.
//! One put down only at set-up (Snorlax Doll) comes into play no other way (`IntoPlay::AtSetUp`).

use super::energy::energy_type;
use crate::effect::{
    Effect, IntoPlay, Lasting, Operation, Passive, Pokemon, SpecialCondition, Trigger,
};
use crate::text::input::Input;

/// One sentence of a Fossil's rules.
pub(super) fn sentence(i: &mut Input) -> Option<Vec<Effect>> {
    if i.tag("play this card as if it were a") {
        return Some(vec![as_basic(i)?]);
    }
    if i.tag(
        "if this card is in your hand when you are setting up to play, you may put it face down \
         in the active spot or on your bench as if it were a",
    ) {
        let at_set_up = Effect::Passive(Passive::IntoPlayOnly(IntoPlay::AtSetUp));
        return Some(vec![as_basic(i)?, at_set_up]);
    }
    if i.tag("while in play") {
        i.tag(",");
        i.tag("this card counts as a").then_some(())?;
        let of_type = i.attempt(energy_type);
        i.tag("pokémon").then_some(())?;
        i.any(&["(as well as a trainer card)", "(instead of a trainer card)"])
            .then_some(())?;
        return Some(vec![Effect::Passive(Passive::PlayAsBasic {
            of_type,
            hp: None,
        })]);
    }
    // A whole sentence, as "discard this card" elsewhere is a Trainer's own discard (Clefairy
    // Doll's says "from play" nowhere).
    if i.attempt(|i| {
        i.tag("at any time during your turn").then_some(())?;
        i.any(&["before your attack,", "(before your attack),", ","])
            .then_some(())?;
        i.tag("you may discard this card").then_some(())
    })
    .is_some()
    {
        i.tag("from play");
        return Some(vec![Effect::Passive(Passive::When {
            trigger: Trigger::AsOftenAsYouLike,
            then: vec![Effect::may(vec![Effect::Op(Operation::DiscardPokemon(
                Pokemon::This,
            ))])],
        })]);
    }
    if i.any(&[
        "if this card is knocked out, it doesn't count as a knocked out pokémon",
        "if this card is knocked out, your opponent can't take any prize cards for it",
    ]) {
        return Some(vec![Effect::Passive(Passive::NoPrizeWhenKnockedOut)]);
    }
    // What the engine does anyway: a Fossil Knocked Out is discarded, one discarded from play
    // is not Knocked Out, and one that is Knocked Out where the text says nothing more gives
    // its Prize card.
    if i.tag("(")
        && i.any(&[
            "discard it anyway",
            "this doesn't count as a knocked out pokémon",
            "you can do this only when you are setting up to play",
            "this card counts as a trainer card as well, but if this card is knocked out, this \
             counts as a knocked out pokémon",
        ])
    {
        return Some(Vec::new());
    }
    i.tag("this card").then_some(())?;
    let mut effects = traits(i)?;
    while let Some(more) = i.attempt(|i| {
        i.any(&[", and", ",", "and"]).then_some(())?;
        traits(i)
    }) {
        effects.extend(more);
    }
    Some(effects)
}

/// The Pokémon a Trainer card is played as, after "as if it were a": its HP where printed, and
/// its type.
fn as_basic(i: &mut Input) -> Option<Effect> {
    let hp = i.attempt(|i| {
        let hp = i.number()?;
        i.any(&["-hp", "hp"]).then_some(hp)
    });
    let of_type = match i.attempt(energy_type) {
        Some(t) => i.tag("basic pokémon").then_some(Some(t))?,
        None => {
            i.tag("basic").then_some(())?;
            let of_type = i.attempt(energy_type);
            i.tag("pokémon").then_some(of_type)?
        }
    };
    Some(Effect::Passive(Passive::PlayAsBasic { of_type, hp }))
}

/// One thing a Fossil is while in play.
fn traits(i: &mut Input) -> Option<Vec<Effect>> {
    if i.tag("has no attacks") {
        // Its card prints none.
        i.tag("of its own");
        return Some(Vec::new());
    }
    if i.tag("can't retreat") {
        return Some(vec![Effect::Passive(Passive::Always(
            Lasting::CantRetreat(Pokemon::This),
        ))]);
    }
    if i.tag("can't be affected by any special conditions") {
        return Some(vec![Effect::Passive(Passive::Always(
            Lasting::Unaffected {
                who: Pokemon::This,
                condition: None,
            },
        ))]);
    }
    // The base set's wording: each Special Condition it names.
    i.tag("can't be asleep, confused, paralyzed, or poisoned")
        .then_some(())?;
    let unaffected = |c| {
        Effect::Passive(Passive::Always(Lasting::Unaffected {
            who: Pokemon::This,
            condition: Some(c),
        }))
    };
    use SpecialCondition::{Asleep, Confused, Paralyzed, Poisoned};
    Some(
        [Asleep, Confused, Paralyzed, Poisoned]
            .map(unaffected)
            .to_vec(),
    )
}
