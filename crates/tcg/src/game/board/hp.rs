//! A Pokémon's HP now: its printed HP and what passive effects add ("gets +20 HP").

use crate::effect::{Amount, Lasting};
use crate::game::model::frame::{Frame, TextRef};
use crate::game::model::state::{InPlay, Tcg};

impl Tcg {
    /// The HP of a Pokémon in play now: printed, plus and minus the passive effects on it.
    pub fn hp(&self, pokemon: &InPlay) -> u16 {
        let printed = self.top(pokemon).hp;
        let hp = |l: &Lasting| matches!(l, Lasting::MoreHp { .. } | Lasting::LessHp { .. });
        let lastings = self.lastings_of(pokemon, hp);
        let more = lastings.iter().map(|(l, _)| match *l {
            Lasting::MoreHp { amount, .. } => self.own_amount(pokemon, amount),
            _ => 0,
        });
        let less = lastings.iter().map(|(l, _)| match *l {
            Lasting::LessHp { amount, .. } => amount,
            _ => 0,
        });
        more.fold(printed, u16::saturating_add)
            .saturating_sub(less.fold(0, u16::saturating_add))
    }

    /// An amount a Pokémon's own passive effect counts, "you" being its owner ("for each
    /// Nidoqueen you have in play", "for each of your opponent's Team Plasma Pokémon in
    /// play"); only its abilities count one (`support.rs`).
    pub(in crate::game) fn own_amount(&self, pokemon: &InPlay, amount: Amount) -> u16 {
        if let Amount::Fixed(n) = amount {
            return n;
        }
        let Some((owner, _)) = self.locate(pokemon.uid) else {
            return 0;
        };
        let frame = Frame::new(
            pokemon.stack[pokemon.stack.len() - 1],
            TextRef::Ability(0),
            owner,
            self.default_opponent(owner),
            Some(pokemon.uid),
        );
        self.amount(&frame, amount)
    }

    /// Whether a Pokémon's damage reaches its HP now. Most Pokémon are undamaged: they answer
    /// before their card is looked up; a passive effect only adds HP, so damage under the
    /// printed HP answers without looking for one.
    pub(in crate::game) fn damage_reaches_hp(&self, pokemon: &InPlay) -> bool {
        pokemon.damage > 0
            && pokemon.damage >= self.top(pokemon).hp
            && pokemon.damage >= self.hp(pokemon)
    }
}
