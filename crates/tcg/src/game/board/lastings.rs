//! The lasting effects on a Pokémon now: those of attacks on it for this turn, its Pokémon
//! Tools', Special Energy's and own abilities' passive effects, and other cards' in play
//! (`passives.rs`). Read wherever damage, Weakness, Retreat Cost, attack costs and HP are
//! worked out.

use arrayvec::ArrayVec;

use crate::effect::{Lasting, Pokemon};
use crate::game::model::card::AbilityDef;
use crate::game::model::frame::TextRef;
use crate::game::model::ids::{CardId, Uid};
use crate::game::model::state::{InPlay, Tcg};

/// The lasting effects on one Pokémon now.
pub type Lastings = ArrayVec<(Lasting, u8), 12>;

impl Tcg {
    /// What holds for a Pokémon now: effects of attacks on it for this turn, its Pokémon
    /// Tools' and its own abilities' passive effects, and those of other cards in play
    /// (`passives.rs`). Each with the attack it names, if any.
    // Inlined: asked for the Active Pokémon at every listing of a turn's actions.
    #[inline(always)]
    pub(in crate::game) fn lastings(&self, pokemon: &InPlay) -> Lastings {
        self.lastings_of(pokemon, |_| true)
    }

    /// [`Tcg::lastings`] of the kind `keep` says, whose conditions alone are tested: a
    /// question asked inside a condition (a Pokémon's HP) does not ask it again.
    // Inlined: most Pokémon have none, answered at the call.
    #[inline(always)]
    pub(in crate::game) fn lastings_of(
        &self,
        pokemon: &InPlay,
        keep: fn(&Lasting) -> bool,
    ) -> Lastings {
        // Most Pokémon have none: answered where the call is, without building the list.
        let passive = |a: &AbilityDef| matches!(a, AbilityDef::Passive { .. });
        let top = self.top(pokemon);
        if pokemon.lasting.is_empty()
            && pokemon.tools.is_empty()
            && (!self.cards.energy_passives || pokemon.energy.is_empty())
            && !self.cards.passives_on_others
            && !self.cards.side_lastings
            && !top.abilities.iter().any(passive)
            && !top.kinds.tera
        {
            return Lastings::new();
        }
        self.lastings_found(pokemon, keep)
    }

    /// Whether a Pokémon may be evolved by a card played from the hand (Rare Candy's way
    /// too), which "Pokémon can't be played from your opponent's hand to evolve the Defending
    /// Pokémon" forbids.
    pub(in crate::game) fn evolves_from_hand(&self, pokemon: &InPlay) -> bool {
        let barred =
            |l: &Lasting| matches!(l, Lasting::NoEvolvingFromHand(_) | Lasting::NoEvolving(_));
        self.lastings_of(pokemon, barred).is_empty()
    }

    /// Whether a Pokémon may evolve by an effect, which "(That Pokémon can't evolve this turn.)"
    /// forbids.
    pub(in crate::game) fn evolves_at_all(&self, pokemon: &InPlay) -> bool {
        let barred = |l: &Lasting| matches!(l, Lasting::NoEvolving(_));
        self.lastings_of(pokemon, barred).is_empty()
    }

    /// Whether an Energy card may be attached from the hand to a Pokémon, which "Energy cards
    /// can't be attached from your opponent's hand to the Defending Pokémon" forbids.
    pub(in crate::game) fn takes_energy_from_hand(&self, pokemon: &InPlay) -> bool {
        let barred = |l: &Lasting| matches!(l, Lasting::NoEnergyFromHand(_));
        self.lastings_of(pokemon, barred).is_empty()
    }

    /// [`Tcg::lastings_of`] for a Pokémon that may have some.
    /// Whether a Special Energy whose effects apply once to a Pokémon has a copy among the
    /// Energy attached before it.
    fn applied_already(&self, before: &[CardId], energy: CardId) -> bool {
        let def = self.def(energy);
        def.energy().is_some_and(|e| e.once_on_each_pokemon)
            && before.iter().any(|&c| self.def(c).name_id == def.name_id)
    }

    /// Whether the Pokémon `uid` is in an Active Spot and has not moved up to it since turn
    /// `since`: it has stayed there since then, if it was there then.
    fn stayed_active(&self, uid: Uid, since: u16) -> bool {
        self.rules.seats().any(|s| {
            self.boards[s.index()]
                .active
                .as_ref()
                .is_some_and(|p| p.uid == uid && p.moved_up <= since)
        })
    }

    fn lastings_found(&self, pokemon: &InPlay, keep: fn(&Lasting) -> bool) -> Lastings {
        let mut out = Lastings::new();
        for t in &pokemon.lasting {
            let faced = t.facing.is_none_or(|u| {
                self.rules
                    .seats()
                    .any(|s| self.boards[s.index()].is_active(u))
            });
            let stays = t.while_active.is_none_or(|u| self.stayed_active(u, t.from));
            if faced && stays && t.from <= self.turn && self.turn <= t.until && keep(&t.what) {
                let _ = out.try_push((t.what, t.attack));
            }
        }
        let tools = pokemon.tools.iter().filter(|_| !self.tools_off(pokemon));
        for &tool in tools {
            if let Some(t) = self.def(tool).trainer() {
                for (l, conditions) in &t.passive {
                    // One on a group is found on each of the group's Pokémon (`passives.rs`).
                    let own = !matches!(l.target(), Some(Pokemon::Each(_)));
                    if own
                        && keep(l)
                        && self.passive_holds(pokemon, tool, TextRef::Trainer, conditions)
                    {
                        let _ = out.try_push((*l, u8::MAX));
                    }
                }
            }
        }
        if self.cards.energy_passives {
            for (i, &energy) in pokemon.energy.iter().enumerate() {
                if self.applied_already(&pokemon.energy[..i], energy)
                    || self.energy_switched_off(pokemon, energy)
                {
                    continue;
                }
                for (l, conditions) in self.def(energy).energy().map_or(&[][..], |e| &e.passive) {
                    if keep(l) && self.passive_holds(pokemon, energy, TextRef::Energy, conditions) {
                        let _ = out.try_push((*l, u8::MAX));
                    }
                }
            }
        }
        // TCG-19: a Tera Pokémon on the Bench, by its rule box rather than an ability, so no
        // effect on abilities stops it.
        let tera = Lasting::PreventFromAll { to: Pokemon::This };
        if self.top(pokemon).kinds.tera && keep(&tera) && self.on_a_bench(pokemon.uid) {
            let _ = out.try_push((tera, u8::MAX));
        }
        for (index, ability) in self.abilities(pokemon).iter().enumerate() {
            if let AbilityDef::Passive {
                lasting,
                conditions,
                ..
            } = ability
                && keep(lasting)
                && matches!(lasting.target(), Some(Pokemon::This | Pokemon::Holder))
                && self.ability_holds(pokemon, index, conditions)
            {
                let _ = out.try_push((*lasting, u8::MAX));
            }
        }
        self.passives_on(pokemon, keep, &mut out);
        out
    }
}
