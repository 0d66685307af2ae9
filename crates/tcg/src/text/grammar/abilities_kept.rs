//! What "… have no Abilities, except for …" leaves on: a kind of Pokémon ("except for Future
//! Pokémon", "except for Pokémon ex") or an Ability by its name ("except for Midnight
//! Fluttering").

use super::pokemon::zone;
use super::proper_name::name;
use crate::effect::{AbilitiesKept, Side, Types};
use crate::text::input::Input;

/// ", except for <kind of Pokémon or Ability's name>", to the sentence's end.
pub(super) fn abilities_kept(i: &mut Input) -> Option<AbilitiesKept> {
    i.tag(", except for").then_some(())?;
    let kind = i.attempt(|i| {
        let group = zone(i, Side::Both)?;
        let only_kind = group.of_type == Types::ANY && group.which.is_none();
        (only_kind && i.at_end()).then_some(group.kind?)
    });
    kind.map(AbilitiesKept::Kind)
        .or_else(|| name(i, &[""]).map(AbilitiesKept::Named))
}
