//! A Pokémon whose Knock Out gives no Prize card: "When this Pokémon is Knocked Out, your
//! opponent doesn't take any Prize cards", "If this Pokémon is Knocked Out, your opponent can't
//! take any Prize cards for it", "If this Pokémon is Confused and is Knocked Out, your opponent
//! can't take a Prize card" (only while the test holds).

use super::condition::state;
use super::pokemon::pokemon;
use crate::effect::{Control, Effect, Lasting, Passive, Pokemon};
use crate::text::input::Input;

pub(super) fn sentence(i: &mut Input) -> Option<Vec<Effect>> {
    i.any(&["when", "if"]).then_some(())?;
    let who = pokemon(i).filter(|p| *p == Pokemon::This)?;
    i.tag("is").then_some(())?;
    let test = i.attempt(|i| {
        let test = state(i, who)?;
        i.tag("and is").then_some(test)
    });
    i.tag("knocked out, your opponent").then_some(())?;
    i.any(&[
        "doesn't take any prize cards",
        "can't take any prize cards",
        "can't take a prize card",
    ])
    .then_some(())?;
    i.tag("for it");
    let none = Effect::Passive(Passive::Always(Lasting::NoPrizes(who)));
    Some(vec![match test {
        Some(condition) => Effect::Control(Control::If {
            condition,
            then: vec![none],
            otherwise: Vec::new(),
        }),
        None => none,
    }])
}
