//! The abilities a Pokémon has now, and whether its Tools have any effect: the one gate every
//! use of an ability or a Tool's effect goes through. Its own card's abilities, unless the
//! Stadium says it has none ("Colorless Pokémon in play (both yours and your opponent's) have no
//! Abilities"), then those its Tools lend it (a Seal Stone's VSTAR Power), unless the Stadium
//! says its Tools have no effect ("Pokémon Tools attached to each Pokémon … have no effect").
//! An ability action's index counts through them in that order.

use arrayvec::ArrayVec;

use crate::effect::{AbilitiesKept, Lasting};
use crate::game::model::card::{AbilityDef, Conditions, PokemonDef};
use crate::game::model::ids::CardId;
use crate::game::model::limits::MAX_TOOLS;
use crate::game::model::state::{InPlay, Tcg};

/// The cards whose abilities one Pokémon has, each with them: its own, then its Tools'.
type AbilityCards<'a> = ArrayVec<(CardId, &'a [AbilityDef]), { 1 + MAX_TOOLS }>;

impl Tcg {
    /// The abilities printed on the Pokémon's own card, none while an effect says it has no
    /// Abilities.
    pub(in crate::game) fn abilities(&self, p: &InPlay) -> &[AbilityDef] {
        match self.abilities_off(p) {
            true => &[],
            false => self.own_abilities(p),
        }
    }

    /// The abilities of the Pokémon's own card, switched off or not: those printed, and those
    /// its attacks give it once one has ([`Lasting::HasGainedAbility`]).
    // Inlined: asked with every ability looked for, and most cards have none to gain.
    #[inline(always)]
    pub(in crate::game) fn own_abilities(&self, p: &InPlay) -> &[AbilityDef] {
        let top = self.top(p);
        if top.gained == 0 {
            return &top.abilities;
        }
        Self::gained_or_printed(top, p)
    }

    /// The abilities of a card with abilities to gain: all of them once `p` has gained them.
    fn gained_or_printed<'a>(top: &'a PokemonDef, p: &InPlay) -> &'a [AbilityDef] {
        let gained = (p.lasting.iter()).any(|t| matches!(t.what, Lasting::HasGainedAbility(_)));
        match gained {
            true => &top.abilities,
            false => top.printed_abilities(),
        }
    }

    /// The cards whose abilities the Pokémon has now, in the order an ability's index counts
    /// through them.
    pub(in crate::game) fn ability_cards(&self, p: &InPlay) -> AbilityCards<'_> {
        let mut cards = AbilityCards::new();
        cards.push((p.stack[p.stack.len() - 1], self.abilities(p)));
        if p.tools.is_empty() || self.abilities_off(p) || self.tools_off(p) {
            return cards;
        }
        for &tool in &p.tools {
            if let Some(t) = self.def(tool).trainer()
                && !t.abilities.is_empty()
                && t.abilities_for.is_none_or(|kind| self.is_kind(p, kind))
            {
                let _ = cards.try_push((tool, &t.abilities[..]));
            }
        }
        cards
    }

    /// The ability `index` of the Pokémon: the card it is printed on, its index there, and it.
    pub(in crate::game) fn usable_ability(
        &self,
        p: &InPlay,
        index: u8,
    ) -> Option<(CardId, u8, &AbilityDef)> {
        let mut at = usize::from(index);
        for (card, abilities) in self.ability_cards(p) {
            if let Some(ability) = abilities.get(at) {
                return Some((card, at as u8, ability));
            }
            at -= abilities.len();
        }
        None
    }

    /// The ability `index` of the Pokémon (its own or lent), for players and words.
    pub fn ability_of(&self, p: &InPlay, index: u8) -> Option<&AbilityDef> {
        self.usable_ability(p, index).map(|(_, _, ability)| ability)
    }

    /// Whether `tool` lends abilities, but none to `p` (a Seal Stone on a Pokémon that is not a
    /// Pokémon V): attached there, it does nothing.
    pub fn lends_nothing_to(&self, tool: CardId, p: &InPlay) -> bool {
        self.def(tool).trainer().is_some_and(|t| {
            !t.abilities.is_empty() && t.abilities_for.is_some_and(|kind| !self.is_kind(p, kind))
        })
    }

    /// Whether the Stadium in play, a lasting effect on a group of Pokémon that takes in new
    /// ones (Canceling Cologne), or another Pokémon's ability (Iron Thorns ex's "Pokémon with a
    /// Rule Box in play … have no Abilities") says the Pokémon has no Abilities.
    // Inlined: asked of every Pokémon at every listing of a turn's actions, and most tables
    // have no card that could say so.
    #[inline(always)]
    pub(in crate::game) fn abilities_off(&self, p: &InPlay) -> bool {
        let cards = &self.cards;
        if !(cards.passives_on_others || cards.side_lastings || cards.ability_locks) {
            return false;
        }
        self.abilities_off_but_by_abilities(p)
            || (cards.ability_locks && self.abilities_off_by_ability(p))
    }

    /// Whether the Stadium in play or a lasting effect on a group says the Pokémon has no
    /// Abilities.
    fn abilities_off_but_by_abilities(&self, p: &InPlay) -> bool {
        let stadium = self.stadium.map(|(card, _)| card);
        let switches_off = |l: &Lasting| self.switches_off(l, stadium, p);
        self.stadium_says(p, switches_off)
            || (self.side_lastings_now()
                && self.locate(p.uid).is_some_and(|(seat, _)| {
                    self.side_lastings_on(seat, p)
                        .any(|l| self.switches_off(l, None, p))
                }))
    }

    /// Whether a passive ability of a Pokémon in play switches off the abilities of `p`. Such
    /// an ability is itself switched off by the Stadium or a lasting effect only, never by
    /// another such ability: two that would switch each other off both hold (the rules are
    /// silent; this keeps the gate from going round in a loop).
    fn abilities_off_by_ability(&self, p: &InPlay) -> bool {
        let Some((seat, _)) = self.locate(p.uid) else {
            return false;
        };
        self.rules.seats().any(|owner| {
            self.boards[owner.index()].in_play().any(|source| {
                let abilities = self.own_abilities(source).iter().enumerate();
                !self.abilities_off_but_by_abilities(source)
                    && abilities
                        .filter_map(passive)
                        .any(|(index, lasting, conditions)| {
                            self.switches_off(lasting, Some(source.card()), p)
                                && self.covers(lasting, owner, Some(source.uid), seat, p)
                                && self.ability_holds(source, index, conditions)
                        })
            })
        })
    }

    /// Whether `lasting`, of the text of `source` where it covers `p`, switches off its
    /// abilities: "has no Abilities", unless its exception leaves them on ("except for Pokémon
    /// ex", "except for Midnight Fluttering": a Pokémon with an Ability of that name keeps its
    /// Abilities, every card printing one having no other; "except any Aerodactyl VSTAR": a
    /// Pokémon of `source`'s name).
    fn switches_off(&self, lasting: &Lasting, source: Option<CardId>, p: &InPlay) -> bool {
        match *lasting {
            Lasting::NoAbilities(_) => true,
            Lasting::NoAbilitiesExcept { except, .. } => match except {
                AbilitiesKept::Kind(kind) => !self.is_kind(p, kind),
                AbilitiesKept::Named(name) => {
                    !self.own_abilities(p).iter().any(|a| name.is(a.name()))
                }
                AbilitiesKept::ThisName => {
                    source.is_none_or(|card| self.def(card).name_id != self.def(p.card()).name_id)
                }
            },
            _ => false,
        }
    }

    /// Whether the Stadium in play says the Tools attached to the Pokémon have no effect.
    pub(in crate::game) fn tools_off(&self, p: &InPlay) -> bool {
        self.stadium_says(p, |l: &Lasting| matches!(l, Lasting::ToolsHaveNoEffect(_)))
    }

    /// Whether `card`, attached to `p`, is a Special Energy with no effect but the Energy it
    /// provides, for the Stadium in play (Temple of Sinnoh).
    pub(in crate::game) fn energy_switched_off(&self, p: &InPlay, card: CardId) -> bool {
        self.cards.special_energy_off
            && self.def(card).energy().is_some_and(|e| !e.basic)
            && self.stadium_says(p, |l: &Lasting| {
                matches!(l, Lasting::SpecialEnergyHasNoEffect(_))
            })
    }

    /// Whether a passive effect of the Stadium in play that `which` accepts covers `p`.
    fn stadium_says(&self, p: &InPlay, which: impl Fn(&Lasting) -> bool) -> bool {
        if !self.cards.passives_on_others {
            return false;
        }
        let Some((stadium, owner)) = self.stadium else {
            return false;
        };
        let Some(trainer) = self.def(stadium).trainer() else {
            return false;
        };
        let Some((seat, _)) = self.locate(p.uid) else {
            return false;
        };
        (trainer.passive.iter()).any(|(l, _)| which(l) && self.covers(l, owner, None, seat, p))
    }
}

/// A passive ability with its index: what it does and the conditions it holds under.
pub(in crate::game) fn passive(
    (index, ability): (usize, &AbilityDef),
) -> Option<(usize, &Lasting, &Conditions)> {
    match ability {
        AbilityDef::Passive {
            lasting,
            conditions,
            ..
        } => Some((index, lasting, conditions)),
        _ => None,
    }
}
