//! The effects of the opponent's texts other than attacks prevented on a Pokémon: their
//! Pokémon's Abilities, the Item and Supporter cards they play.

use crate::effect::{EffectsOf, Lasting};
use crate::text::grammar::passives::subject_but_this;
use crate::text::input::Input;

/// "prevent all effects of your opponent's Pokémon's Abilities done to <P>", "whenever your
/// opponent plays an Item or Supporter card from their hand, prevent all effects of that card
/// done to <P>"; <P> may be a group "…, except any this Pokémon" (Enamorus V).
pub(in crate::text::grammar) fn prevent_effects_of(i: &mut Input) -> Option<Lasting> {
    let of = if i.tag("prevent all effects of your opponent's pokémon's abilities done to") {
        EffectsOf::Abilities
    } else {
        i.tag("whenever your opponent plays").then_some(())?;
        let of = i.pick(&[
            ("an item or supporter card", EffectsOf::ItemsAndSupporters),
            ("a supporter card", EffectsOf::Supporters),
        ])?;
        i.tag("from their hand, prevent all effects of that card done to")
            .then_some(of)?
    };
    Some(Lasting::PreventEffectsOf {
        to: subject_but_this(i)?,
        of,
    })
}
