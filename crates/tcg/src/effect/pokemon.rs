//! Which Pokémon an effect acts on.

use serde::{Deserialize, Serialize};

use super::{EnergyFilter, EnergyType, PokemonKind, Role};

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

/// A set of Pokémon in play: "your opponent's Benched Pokémon", "your Benched Water Pokémon".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Group {
    /// Whose.
    pub side: Side,
    /// Where.
    pub zone: Zone,
    /// Only the Pokémon of this type ("Water Pokémon"), or any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub of_type: Option<EnergyType>,
    /// Only the Pokémon of this kind, named before "Pokémon" ("your Basic Pokémon"), or any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kind: Option<PokemonKind>,
    /// Only the Pokémon a relative clause after "Pokémon" allows ("that has any damage
    /// counters on it"), or any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub which: Option<Which>,
}

impl Group {
    /// Every Pokémon of a side in a zone, of any type and kind.
    pub const fn new(side: Side, zone: Zone) -> Group {
        Group {
            side,
            zone,
            of_type: None,
            kind: None,
            which: None,
        }
    }
}

/// A set of types ("Grass, Fire, or Water").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Types(u16);

impl Types {
    pub fn of(types: &[EnergyType]) -> Types {
        Types(types.iter().fold(0, |set, &t| set | 1 << t as u16))
    }

    pub fn contains(self, t: EnergyType) -> bool {
        self.0 & 1 << t as u16 != 0
    }
}

/// What a group's Pokémon must be besides their side, zone, type and kind: a relative clause
/// after "Pokémon", their own name, or one of several types.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Which {
    /// "that has any damage counters on it".
    Damaged,
    /// "that has any Water Energy attached to it".
    HasEnergy(EnergyFilter),
    /// "that isn't a Pokémon-GX", "that isn't a Pokémon-GX or Pokémon-EX".
    IsNot(PokemonKind, Option<PokemonKind>),
    /// Named as the Pokémon the text is on: its own name in its text ("each of your Houndour in
    /// play", read "each of your this Pokémon in play").
    SameNameAsThis,
    /// Of one of these types ("your Stage 2 Grass, Fire, or Water Pokémon").
    OfTypes(Types),
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
