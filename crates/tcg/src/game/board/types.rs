//! The types a Pokémon in play is of now: its card's, unless its own ability says others ("As
//! long as this Pokémon is in play, it is Grass and Fire type").

use std::cell::Cell;

use super::abilities::passive;
use crate::effect::{Lasting, Types};
use crate::game::model::state::{InPlay, Tcg};

thread_local! {
    /// Set while a type-changing ability is asked whether it is switched off or holds: what
    /// that asks of types is asked of the printed ones (an effect switching off the abilities
    /// of Pokémon of a type would otherwise ask the change again, and again).
    static ASKING: Cell<bool> = const { Cell::new(false) };
}

/// Ends the asking when dropped, so that a panic while asking (a bug) does not leave every later
/// question on this thread answered with the printed types.
struct Asking;

impl Drop for Asking {
    fn drop(&mut self) {
        ASKING.set(false);
    }
}

impl Tcg {
    /// The types `p` is of now. Only its own passive ability changes them, looked for only
    /// when some card of the table has one.
    pub(in crate::game) fn types_of(&self, p: &InPlay) -> Types {
        let printed = self.top(p).type_set;
        if !self.cards.types_changed {
            return printed;
        }
        self.changed_types(p).unwrap_or(printed)
    }

    /// The types `p`'s own ability gives it, while the ability is on and its test holds.
    fn changed_types(&self, p: &InPlay) -> Option<Types> {
        let abilities = self.own_abilities(p).iter().enumerate();
        let (index, types, conditions) = (abilities.filter_map(passive)).find_map(
            |(index, lasting, conditions)| match lasting {
                Lasting::IsTypes { types, .. } => Some((index, *types, conditions)),
                _ => None,
            },
        )?;
        if ASKING.replace(true) {
            return None;
        }
        let _asking = Asking;
        let on = !self.abilities_off(p) && self.ability_holds(p, index, conditions);
        on.then_some(types)
    }
}
