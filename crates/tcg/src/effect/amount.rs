//! Numbers that depend on the board: "30 damage for each Energy attached to this Pokémon".

use serde::{Deserialize, Serialize};

use super::{CardFilter, EnergyFilter, Pokemon, PokemonKind, Side};

/// An amount of damage (or counters, or cards): a fixed number, or so much per thing counted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Amount {
    /// Exactly this much.
    Fixed(u16),
    /// `each` times what `count` counts when the effect resolves.
    Per { each: u16, count: Count },
}

/// What a "for each …" or "times the number of …" counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Count {
    /// Heads among the coins flipped last.
    Heads,
    /// Energy attached to a Pokémon (of a type, or any).
    EnergyAttached { on: Pokemon, energy: EnergyFilter },
    /// Energy attached to a Pokémon beyond what pays for this attack's cost ("… but not used to
    /// pay for this attack's Energy cost").
    EnergyBeyondCost { on: Pokemon, energy: EnergyFilter },
    /// Damage counters on a Pokémon.
    DamageCounters { on: Pokemon },
    /// A side's Pokémon in play of a kind ("each of their Pokémon-GX and Pokémon-EX in play").
    InPlay { side: Side, kind: PokemonKind },
    /// Benched Pokémon of a side.
    Benched { side: Side },
    /// Prize cards a side has taken.
    PrizesTaken { side: Side },
    /// Cards in a side's hand.
    CardsInHand { side: Side },
    /// Colorless symbols in a Pokémon's Retreat Cost.
    RetreatCost { of: Pokemon },
    /// Cards discarded by an earlier effect of the same text ("in this way").
    DiscardedThisWay,
    /// Cards of a kind in a side's discard pile ("Pokémon in your opponent's discard pile").
    InDiscard { side: Side, filter: CardFilter },
}
