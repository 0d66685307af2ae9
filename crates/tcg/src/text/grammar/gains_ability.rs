//! An Ability an attack gives its Pokémon until it leaves play, a VSTAR Power: "Until this
//! Pokémon leaves play, it gains an Ability that has the effect "Your opponent's Pokémon V in
//! play, except any this Pokémon, have no Abilities." (You can't use more than 1 VSTAR Power in a
//! game.)". The quoted effect is read as an ability's text is; only passive effects are taken,
//! the one kind the engine gives this way.

use crate::effect::{Control, Effect, Passive};
use crate::text::input::Input;

/// The whole text, its quoted effect spanning one sentence or more.
pub(super) fn sentence(text: &str) -> Option<Vec<Effect>> {
    let rest = text.strip_prefix(
        "until this pokémon leaves play, it gains an ability that has the effect \"",
    )?;
    let (quoted, after) = rest.split_once('"')?;
    let effects = super::sentence(quoted.trim())?;
    let passive = |e: &Effect| matches!(e, Effect::Passive(Passive::Always(_)));
    (!effects.is_empty() && effects.iter().all(passive)).then_some(())?;
    let mut all = vec![Effect::Control(Control::GainsAbility(effects))];
    let after = after.trim();
    if !after.is_empty() {
        all.extend(Input::new(after).whole(super::reminder::sentence)?);
    }
    Some(all)
}
