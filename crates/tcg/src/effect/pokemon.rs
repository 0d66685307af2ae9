//! Which Pokémon an effect acts on.

use serde::{Deserialize, Serialize};

use super::{EnergyFilter, EnergyType, NameMark, PokemonKind, PokemonName, Role, SpecialCondition};

/// Whose Pokémon a group holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    /// One role's Pokémon.
    Of(Role),
    /// Everyone's ("both yours and your opponent's").
    Both,
}

/// Where in play a group's Pokémon are.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Zone {
    /// The Active Spot.
    Active,
    /// The Bench.
    Bench,
    /// Active and Bench.
    InPlay,
}

/// A set of types ("Fire Pokémon and Metal Pokémon", "Psychic or Darkness Energy"), as bits in
/// the order of [`EnergyType::ALL`].
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Types(u16);

impl Types {
    /// No type named: a group of this is of any type.
    pub const ANY: Types = Types(0);

    fn bit(t: EnergyType) -> u16 {
        1 << EnergyType::ALL.iter().position(|&x| x == t).unwrap_or(0)
    }

    pub fn of(t: EnergyType) -> Self {
        Types(Self::bit(t))
    }

    pub fn with(self, t: EnergyType) -> Self {
        Types(self.0 | Self::bit(t))
    }

    /// The set of these types.
    pub fn of_all(types: &[EnergyType]) -> Self {
        types.iter().fold(Types::ANY, |all, &t| all.with(t))
    }

    /// Every type but `t` ("except for Grass Pokémon").
    pub fn all_but(t: EnergyType) -> Self {
        let all = (1u16 << EnergyType::ALL.len()) - 1;
        Types(all & !Self::bit(t))
    }

    pub fn contains(self, t: EnergyType) -> bool {
        self.0 & Self::bit(t) != 0
    }

    /// How many types are named.
    pub fn count(self) -> u32 {
        self.0.count_ones()
    }

    pub fn is_any(&self) -> bool {
        self.0 == 0
    }

    /// Whether the two sets have a type in common.
    pub fn shares(self, other: Types) -> bool {
        self.0 & other.0 != 0
    }

    /// The types of either set.
    pub fn union(self, other: Types) -> Types {
        Types(self.0 | other.0)
    }
}

/// A set of Pokémon in play: "your opponent's Benched Pokémon", "your Benched Water Pokémon",
/// "each Pokémon (both yours and your opponent's) that has any Psychic or Darkness Energy
/// attached to it".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Group {
    /// Whose.
    pub side: Side,
    /// Where.
    pub zone: Zone,
    /// Only the Pokémon of these types ("Water Pokémon", "Fire Pokémon and Metal Pokémon",
    /// "Grass, Fire, or Water Pokémon"), or of any.
    #[serde(default, skip_serializing_if = "Types::is_any")]
    pub of_type: Types,
    /// Only the Pokémon of this kind, named before "Pokémon" ("your Basic Pokémon"), or any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kind: Option<PokemonKind>,
    /// Only the Pokémon a relative clause after "Pokémon" allows ("that has any damage
    /// counters on it"), or any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub which: Option<Which>,
    /// "your other Pokémon": all but the Pokémon whose text it is.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub other: bool,
}

impl Group {
    /// Every Pokémon of a side in a zone, of any type and kind.
    pub const fn new(side: Side, zone: Zone) -> Group {
        Group {
            side,
            zone,
            of_type: Types::ANY,
            kind: None,
            which: None,
            other: false,
        }
    }
}

/// What a relative clause after a group's "Pokémon" asks of each of them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Which {
    /// "that has any damage counters on it".
    Damaged,
    /// "that has any Water Energy attached to it", "that has any Psychic or Darkness Energy
    /// attached to it".
    HasEnergy(EnergyFilter),
    /// "that shares a type with your opponent's Active Pokémon".
    SharesTypeWithDefending,
    /// "that isn't a Pokémon-GX", "that isn't a Pokémon-GX or Pokémon-EX" (`GxOrEx`).
    IsNot(PokemonKind),
    /// "that is Poisoned", "that remains Poisoned" (between turns, after the Checkup).
    Affected(SpecialCondition),
    /// "with Dark in its name", "if it has Misty in its name".
    NameHas(NameMark),
    /// "that does not have Team Aqua in its name".
    NameLacks(NameMark),
    /// A Pokémon that may evolve now: not during its owner's first turn nor the turn it came
    /// into play (TCG-7), unless the text says it may ([`crate::effect::Usage::EvolvesAnyTime`]).
    CanEvolve,
    /// A Pokémon that may evolve now ([`Which::CanEvolve`]) into a Stage 2 card of its owner's
    /// hand, skipping the Stage 1 ([`super::CardFilter::Stage2FromThat`], Rare Candy).
    CanSkipToStage2,
    /// A Pokémon that has an Ability, other than those named as the text's own Pokémon ("each
    /// Pokémon that has an Ability …, except any Froslass").
    HasAbilityUnlikeThis,
    /// "that has an Ability": its card prints one.
    HasAbility,
    /// A Pokémon with more HP remaining than this: one that this much damage would not Knock
    /// Out ("You can't use this Ability on a Pokémon that would be Knocked Out", after 2 damage
    /// counters put on it).
    RemainingHpMoreThan(u16),
    /// "that has 30 HP or less remaining".
    RemainingHpAtMost(u16),
    /// "that has exactly 6 damage counters on it".
    CountersExactly(u8),
    /// "that have 2 or less Energy attached": Energy cards attached, whatever they provide.
    EnergyAtMost(u8),
    /// "that has the least HP remaining": the group's Pokémon with the least remaining HP (all
    /// of them when tied), the group's other tests applied first.
    LeastHpRemaining,
    /// A Pokémon of this name ("each Psyduck in play", "each of your Drifloon").
    Named(PokemonName),
}

/// A choice of Pokémon out of a group, made by `chooser` when the effect resolves (TCG-16).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Pick {
    /// Who picks.
    pub chooser: Role,
    /// How many ("1 of", "2 of").
    pub count: u8,
    /// Out of which Pokémon.
    pub group: Group,
}

/// The Pokémon an effect acts on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Pokemon {
    /// The Pokémon whose card the text is on ("this Pokémon", "itself", its own name).
    This,
    /// The opponent's Active Pokémon ("the Defending Pokémon", "your opponent's Active Pokémon").
    Defending,
    /// "Each Defending Pokémon": the Active Pokémon of every opponent (TB-11's wording for 2-on-2
    /// battles; the Defending Pokémon in the two-player game).
    EachDefending,
    /// The Pokémon an earlier effect of the same text picked or named ("that Pokémon", "each of
    /// them", "the new Active Pokémon").
    That,
    /// The Pokémon that attacked, in a trigger's effects ("the Attacking Pokémon").
    Attacking,
    /// The Pokémon a Pokémon Tool or a Special Energy is attached to ("the Pokémon this card is
    /// attached to", "the Pokémon you attach it to").
    Holder,
    /// Pokémon picked now.
    Picked(Pick),
    /// Every Pokémon of a group, one after another.
    Each(Group),
    /// Every Pokémon of a group but those an earlier effect of the same text picked ("your
    /// other Benched Pokémon" after "choose 3 of your Benched Pokémon").
    Others(Group),
}
