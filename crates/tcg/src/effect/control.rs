//! Control flow: the effects that decide whether, how often and in which order other effects
//! are done (a condition, a choice to do them, a count, a choice among options, a cost paid
//! first, effects before the attack's damage).

use serde::{Deserialize, Serialize};

use super::{Condition, Count, Effect, Role};

/// How a text's effects are sequenced: each holds the effects it runs.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Control {
    /// Effects done before the attack's damage ("Before doing damage, discard all Pokémon Tool
    /// cards attached to your opponent's Active Pokémon").
    BeforeDamage(Vec<Effect>),
    /// Effects done only when a condition holds, others when it does not.
    If {
        condition: Condition,
        then: Vec<Effect>,
        otherwise: Vec<Effect>,
    },
    /// Effects `chooser` may do or skip ("You may …", "Your opponent may draw a card").
    May { chooser: Role, then: Vec<Effect> },
    /// Effects done once for each thing counted ("For each heads, …").
    Repeat { times: Count, then: Vec<Effect> },
    /// `chooser` picks at least one and at most `at_most` of the options and does them in
    /// order ("Choose 1 or both: • … • …").
    ChooseOptions {
        chooser: Role,
        at_most: u8,
        options: Vec<Vec<Effect>>,
    },
    /// Effects that are the attack's cost: if they cannot be done, the attack cannot be used
    /// ("Discard 2 Fire Energy attached to this Pokémon in order to use this attack").
    Cost(Vec<Effect>),
    /// The Pokémon whose text this is gains an Ability with these effects until it leaves play
    /// ("Until this Pokémon leaves play, it gains an Ability that has the effect \"…\""): the
    /// card's abilities hold it from the start, and it is the Pokémon's only once the text is
    /// done ([`super::Lasting::HasGainedAbility`]).
    GainsAbility(Vec<Effect>),
}

impl Effect {
    /// Effects the acting player may do or skip ("You may …").
    pub fn may(then: Vec<Effect>) -> Effect {
        Effect::Control(Control::May {
            chooser: Role::Acting,
            then,
        })
    }
}
