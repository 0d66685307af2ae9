//! Numbers that depend on the board: "30 damage for each Energy attached to this Pokémon".

use serde::{Deserialize, Serialize};

use super::{CardFilter, EnergyFilter, Group, Pokemon, Side};

/// An amount of damage (or counters, or cards): a fixed number, or so much per thing counted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Amount {
    /// Exactly this much.
    Fixed(u16),
    /// `each` times what `count` counts when the effect resolves.
    Per { each: u16, count: Count },
    /// [`Amount::Per`] up to `most` ("You can't reduce more than 30 damage in this way").
    PerUpTo { each: u16, count: Count, most: u16 },
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
    /// The damage an opponent's attacks did to the Pokémon the text is on during that
    /// opponent's last turn ("that much more damage").
    DamageByAttackLastTurn,
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
    /// Energy cards among them ("for each Energy card discarded in this way").
    EnergyDiscardedThisWay,
    /// Cards of a kind among those the acting player discarded by an earlier effect of the same
    /// text ("If you discarded a Pokémon with Team Aqua in its name").
    DiscardedOf(CardFilter),
    /// Pokémon of a group whose card passes a filter ("your Benched Pawniard", "your Houndour
    /// in play" on Houndour, "Evolution Pokémon on your Bench", "your Pokémon in play that has Alolan in its name", "each of
    /// their Pokémon-GX and Pokémon-EX in play", "your Pokémon that have damage counters on
    /// them").
    InPlay { group: Group, filter: CardFilter },
    /// Cards of a side's pile that pass a filter ("Leon card in your discard pile", "cards in
    /// your deck", "Prize cards remaining", "Pokémon in your opponent's discard pile").
    Cards {
        side: Side,
        pile: Pile,
        filter: CardFilter,
    },
    /// Types of basic Energy among the cards of a side's pile ("type of basic Energy card in
    /// your discard pile").
    BasicEnergyTypes { side: Side, pile: Pile },
    /// A Pokémon's remaining HP (its HP less its damage).
    RemainingHp { of: Pokemon },
    /// Half a Pokémon's HP rounded down to the nearest 10, in damage counters (Revive: "damage
    /// counters … equal to half its HP").
    HalfHpCounters { of: Pokemon },
    /// Pokémon Tools attached to Pokémon ("for each Pokémon Tool attached to all of your
    /// Pokémon").
    ToolsAttached { on: Pokemon },
    /// Special Conditions affecting Pokémon ("for each Special Condition affecting your
    /// opponent's Active Pokémon").
    SpecialConditions { on: Pokemon },
    /// The damage counters that leave a Pokémon with this much HP remaining, or none if it has
    /// as little already ("Put damage counters on … until its remaining HP is 50").
    CountersDownToHp { of: Pokemon, hp: u16 },
    /// Cards an earlier effect of the same text put in the Lost Zone ("for each card you put
    /// in the Lost Zone in this way").
    LostZonedThisWay,
    /// Tails among the coins flipped last ("80 damage … for each tails").
    Tails,
    /// Types among a group's Pokémon ("for each different type of Pokémon on your Bench").
    TypesIn(Group),
    /// Types of basic Energy among the Energy cards attached to a Pokémon ("for each type of
    /// basic Energy attached to this Pokémon").
    BasicEnergyTypesOn { on: Pokemon },
    /// Cards an earlier effect of the same text put from a hand into a deck ("Reveal up to 2
    /// Pokémon in your hand and put them into your deck. If you do, search your deck for up to
    /// that many Pokémon", Perrin).
    PutInDeckThisWay,
}

/// A player's cards out of play that a count looks at.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Pile {
    Deck,
    DiscardPile,
    Prizes,
    /// Cards put there stay out of the game, face up (TCG-1).
    LostZone,
    /// The hand (a Trainer card tested before it is played is not counted in it).
    Hand,
}
