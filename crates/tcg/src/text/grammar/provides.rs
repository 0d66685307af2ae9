//! What a Special Energy card provides: "This card provides Colorless Energy.", "Double
//! Colorless Energy provides ColorlessColorless Energy.", "While in play, this card provides
//! every type of Energy but provides only 1 Energy at a time.", "As long as this card is
//! attached to a Pokémon, it provides Psychic Energy.". An Energy card provides Energy only
//! while attached (TCG-15), so the lead-ins that say so add nothing.

use super::energy::energy_symbols;
use crate::effect::{Effect, Passive, Provided};
use crate::text::input::Input;

/// A "provides" sentence, read to its end.
pub(super) fn sentence(i: &mut Input) -> Option<Vec<Effect>> {
    i.any(&[
        "while in play,",
        "as long as this card is attached to a pokémon,",
        "while this card is attached to a pokémon,",
    ]);
    i.any(&["this card", "it"]);
    i.tag("provides").then_some(())?;
    let (energy, count) = if i.tag("every type of energy") {
        i.tag(",");
        i.tag("but provides only").then_some(())?;
        let count = i.small()?;
        i.tag("energy at a time").then_some(())?;
        (Provided::EveryType, count)
    } else {
        let (energy, count) = energy_symbols(i)?;
        i.tag("energy").then_some(())?;
        (Provided::Type(energy), count)
    };
    Some(vec![Effect::Passive(Passive::Provides { energy, count })])
}
