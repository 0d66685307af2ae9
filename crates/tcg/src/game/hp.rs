//! A Pokémon's HP now: its printed HP and what passive effects add ("gets +20 HP").

use super::state::{InPlay, Tcg};
use crate::effect::Lasting;

impl Tcg {
    /// The HP of a Pokémon in play now: printed, plus the passive effects on it.
    pub fn hp(&self, pokemon: &InPlay) -> u16 {
        let printed = self.top(pokemon).hp;
        let more_hp = |l: &Lasting| matches!(l, Lasting::MoreHp { .. });
        self.lastings_of(pokemon, more_hp)
            .iter()
            .map(|(l, _)| match *l {
                Lasting::MoreHp { amount, .. } => amount,
                _ => 0,
            })
            .fold(printed, u16::saturating_add)
    }

    /// Whether a Pokémon's damage reaches its HP now. A passive effect only adds HP, so
    /// damage under the printed HP answers without looking for one.
    pub(super) fn damage_reaches_hp(&self, pokemon: &InPlay) -> bool {
        pokemon.damage >= self.top(pokemon).hp && pokemon.damage >= self.hp(pokemon)
    }
}
