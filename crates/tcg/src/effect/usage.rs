//! Usage metadata: when a card's attack, ability or Trainer text may be used or played (a
//! condition it needs, once a turn, the first turn, set-up), read before it is used rather than
//! done when it resolves.

use serde::{Deserialize, Serialize};

use super::{Condition, Effect, EnergyType, Source};

/// When and how a text may be used.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Usage {
    /// The card's power can't be used, or the Trainer card can't be played, while a condition
    /// holds ("This power can't be used if this Pokémon is affected by a Special Condition",
    /// "If you have no cards in your deck, you can't play this card").
    UnusableIf(Condition),
    /// The card's attack or power can be used, or the Trainer card played, only while a
    /// condition holds ("You can play this card only if you have more Prize cards remaining
    /// than your opponent").
    UsableOnlyIf(Condition),
    /// An ability the acting player may use once during each of their turns ("Once during your
    /// turn (before your attack), you may …").
    OncePerTurn(Vec<Effect>),
    /// This Pokémon may be put face down at set-up as if it were a Basic Pokémon: as the Active
    /// Pokémon, or on the Bench too when `bench`; only by a player going second when
    /// `going_second` (TCG-4's exception).
    PlaceAtSetUp { going_second: bool, bench: bool },
    /// The attack may be used on the first turn of the player who goes first (TCG-5's
    /// exception).
    UsableOnFirstTurn,
    /// A VSTAR Power, an attack or ability marked so: a player uses one a game (TCG-19, "You
    /// can't use more than 1 VSTAR Power in a game").
    VstarPower,
    /// The Pokémon the text evolves may evolve during its owner's first turn or the turn it
    /// came into play (TCG-7's exception: "You can use this card during your first turn or on a
    /// Pokémon that was put into play this turn").
    EvolvesAnyTime,
    /// While the Pokémon has damage counters on it, the attack costs these symbols instead of
    /// its printed cost ("If this Pokémon has any damage counters on it, this attack can be
    /// used for Darkness").
    CostWhileDamaged(Vec<EnergyType>),
    /// The ability is used while its card is in its owner's hand or discard pile, not in play
    /// ("Once during your turn, if this Pokémon is in your discard pile, you may put it onto
    /// your Bench"); [`super::Operation::BenchThisCard`] brings it into play.
    UsedFrom(Source),
    /// The Trainer card may also be used from its owner's hand or discard pile during their
    /// turn, doing `then` there ("During your turn, if this Grant is in your discard pile, you
    /// may discard 2 cards, except any Grant, from your hand. If you do, put this Grant into
    /// your hand."); [`super::Operation::PileCardToHand`] takes it from there.
    AlsoFrom { from: Source, then: Vec<Effect> },
    /// The attack may be used by its Pokémon on the Bench too, not only in the Active Spot
    /// ("This attack can be used even if this Pokémon is on the Bench.").
    UsableFromBench,
}
