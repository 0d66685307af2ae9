//! The effect vocabulary (TCG-15): what a card's text does, as plain data.
//!
//! Every value is `Clone + Eq + Hash + Serialize`, with no closures, so a game state that waits
//! on a choice inside an effect can be copied, compared and hashed. People are named by role
//! ([`Role`]), never by seat (TCG-17); a format decides who each role is. Choices name the role
//! that makes them, so the engine can ask for them pick by pick (TCG-16).
//!
//! A card's text is a sequence of [`Effect`]s, resolved in order: each an operation ([`Operation`]),
//! control flow around other effects ([`Control`]), when the text may be used ([`Usage`]), or
//! what holds while its card is in play ([`Passive`]).

mod amount;
mod cards;
mod condition;
mod control;
mod lasting;
mod look;
mod name;
mod op;
mod passive;
mod pokemon;
mod role;
mod trigger;
mod usage;

pub use amount::{Amount, Count, Pile};
pub use cards::{
    CardCount, CardFilter, CardTag, Destination, EnergyFilter, EnergyName, EnergyType, HandPick,
    PokemonCards, Provided,
};
pub use condition::{Compare, Condition, PokemonKind};
pub use control::Control;
pub use lasting::{AbilitiesKept, EffectsOf, Lasting, Turn};
pub use look::{DeckEnd, Rest};
pub use name::{Name, NameMark, PokemonName};
pub use op::{AttackCards, Coins, HealAmount, Ignored, Operation, Source, SpecialCondition};
pub use passive::{IntoPlay, Passive};
pub use pokemon::{Group, Pick, Pokemon, Side, Types, Which, Zone};
pub use role::Role;
pub use trigger::Trigger;
pub use usage::Usage;

use serde::{Deserialize, Serialize};

/// One step of a card's text, of one of four kinds.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Effect {
    /// Something the text makes happen.
    Op(Operation),
    /// Whether, how often or in which order other effects are done.
    Control(Control),
    /// When the text may be used.
    Usage(Usage),
    /// What holds while the card is in play, or what a trigger sets off.
    Passive(Passive),
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use crate::text::parse;

    /// A parsed text is plain data: it compares, hashes and goes through JSON unchanged.
    #[test]
    fn effects_are_plain_data() {
        let effects = parse(
            "Flip a coin. If heads, the Defending Pokémon is now Paralyzed; \
             if tails, this Pokémon does 10 damage to itself.",
        )
        .expect("understood");
        let json = serde_json::to_string(&effects).expect("serializes");
        let back: Vec<super::Effect> = serde_json::from_str(&json).expect("deserializes");
        assert_eq!(back, effects);
        let set: HashSet<_> = [effects.clone(), back].into_iter().collect();
        assert_eq!(set.len(), 1);
    }
}
