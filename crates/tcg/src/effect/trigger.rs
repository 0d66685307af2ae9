//! When an ability's or a Pokémon Tool's effects happen, other than being used once a turn.

use serde::{Deserialize, Serialize};

use super::{EnergyFilter, Group, Pokemon};

/// What sets off a [`Passive::When`](super::Passive::When).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Trigger {
    /// The acting player plays this Pokémon from their hand to evolve one of their Pokémon,
    /// during their turn.
    EvolvedFromHand,
    /// The acting player plays this Pokémon from their hand onto their Bench, during their turn.
    PlayedToBench,
    /// The acting player plays this Pokémon from their hand, onto their Bench or to evolve
    /// ("When you play this Pokémon from your hand, …").
    PlayedFromHand,
    /// A Pokémon (this one, or the one a Tool is attached to), as its owner's Active Pokémon,
    /// is damaged by an opponent's attack (even if it is Knocked Out);
    /// [`Pokemon::Attacking`] is the attacker.
    DamagedWhileActive(Pokemon),
    /// This Pokémon, Active or Benched, is damaged by an opponent's attack (even if it is
    /// Knocked Out); [`Pokemon::Attacking`] is the attacker.
    DamagedByAttack(Pokemon),
    /// A Pokémon (this one, or the one a Tool is attached to), as its owner's Active Pokémon,
    /// is Knocked Out by damage from an opponent's attack; it is [`Pokemon::That`].
    KnockedOutWhileActive(Pokemon),
    /// One of the Pokémon named (its owner's, Active or in play; or this Pokémon itself, as
    /// [`Pokemon::This`]) is Knocked Out by damage from an opponent's attack; it is
    /// [`Pokemon::That`].
    KnockedOut(Pokemon),
    /// Its owner attaches an Energy card of this kind from their hand to this Pokémon ("When
    /// you attach a Water Energy card from your hand to this Pokémon").
    EnergyAttachedFromHand(EnergyFilter),
    /// Its owner attaches an Energy card from their hand to any of their Pokémon, which is then
    /// [`Pokemon::That`] ("whenever you attach an Energy card from your hand to 1 of your
    /// Pokémon").
    EnergyAttachedToYours,
    /// Its owner attaches this card (a Special Energy) from their hand to one of their Pokémon,
    /// which is then [`Pokemon::Holder`] and [`Pokemon::That`].
    AttachedFromHand,
    /// An opponent has played a Supporter card from their hand (once its text is done).
    OpponentPlayedSupporter,
    /// An opponent's Active Pokémon retreats; it is [`Pokemon::That`].
    OpponentRetreated,
    /// At any time during its owner's turn, before their attack, as often as they like.
    AsOftenAsYouLike,
    /// At any time between turns.
    BetweenTurns,
    /// At the end of its owner's turn, before the Pokémon Checkup.
    EndOfYourTurn,
    /// At the end of each turn, before the Pokémon Checkup.
    EndOfEachTurn,
    /// This Pokémon moves from its owner's Bench to the Active Spot during their turn (a
    /// switch, a retreat, a promotion), the first time that turn.
    MovedToActive,
    /// This Pokémon moves from its owner's Active Spot to their Bench during their turn (a
    /// switch, a retreat), the first time that turn.
    MovedToBench,
    /// An opponent attaches an Energy card from their hand to one of their Pokémon, which is
    /// then [`Pokemon::That`] ("Whenever your opponent attaches an Energy card from their hand
    /// to 1 of their Pokémon").
    OpponentAttachedEnergy,
    /// Any player attaches an Energy card from their hand to one of their Pokémon, which is then
    /// [`Pokemon::That`] ("Whenever any player attaches an Energy card from their hand to 1 of
    /// their Pokémon V").
    AnyoneAttachedEnergy,
    /// A Pokémon is put onto its owner's Bench during their turn, from the hand or by an
    /// effect; it is [`Pokemon::That`] (a Stadium's "Whenever any player puts a Basic
    /// non-Darkness Pokémon onto their Bench during their turn").
    BenchedInTurn,
    /// An opponent plays a Pokémon from their hand to evolve one of their Pokémon, which is
    /// then [`Pokemon::That`] ("Whenever your opponent plays a Pokémon from their hand to evolve
    /// 1 of their Pokémon").
    OpponentEvolved,
    /// An opponent's Active Pokémon moves to their Bench during their turn (a switch, a
    /// retreat); their new Active Pokémon is [`Pokemon::That`] ("Whenever your opponent's
    /// Active Pokémon moves to the Bench during their turn").
    OpponentMovedToBench,
    /// One of its owner's Pokémon of the group (side and zone aside: "your Mega Latias ex")
    /// moves from their Bench to the Active Spot during their turn, the first time that turn
    /// for that Pokémon; it is [`Pokemon::That`]. Once set off, the text is not set off again
    /// that turn ("Once during your turn, when your Mega Latias ex moves from your Bench to
    /// the Active Spot, you may use this Ability").
    GroupMovedToActive(Group),
}

impl Trigger {
    /// Its kind (the variant, whatever it watches) as one bit: a set of them answers "does any
    /// card of the game watch for this?" before each Pokémon in play is asked.
    pub fn kind_bit(self) -> u32 {
        use Trigger::*;
        let index = match self {
            EvolvedFromHand => 0,
            PlayedToBench => 1,
            PlayedFromHand => 2,
            DamagedWhileActive(_) => 3,
            DamagedByAttack(_) => 4,
            KnockedOutWhileActive(_) => 5,
            KnockedOut(_) => 6,
            EnergyAttachedFromHand(_) => 7,
            EnergyAttachedToYours => 8,
            AttachedFromHand => 9,
            OpponentPlayedSupporter => 10,
            OpponentRetreated => 11,
            AsOftenAsYouLike => 12,
            BetweenTurns => 13,
            EndOfYourTurn => 14,
            EndOfEachTurn => 15,
            MovedToActive => 16,
            OpponentAttachedEnergy => 17,
            AnyoneAttachedEnergy => 18,
            BenchedInTurn => 19,
            MovedToBench => 20,
            OpponentEvolved => 25,
            OpponentMovedToBench => 26,
            GroupMovedToActive(_) => 21,
        };
        1 << index
    }
}
