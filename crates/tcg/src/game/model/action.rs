//! The actions: small steps, a choice of several cards answered one pick at a time (TCG-16).

use altplay_core::Seat;
use serde::{Deserialize, Serialize};

use super::ids::{CardId, Uid};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "do", deny_unknown_fields)]
pub enum Action {
    // Set-up (TCG-3 to TCG-5).
    /// The coin flip's winner goes first (`true`) or second.
    GoFirst {
        first: bool,
    },
    /// Draw one more card for an opponent's mulligan.
    DrawExtra,
    /// Put a Basic from the hand face down as the Active Pokémon, or onto the Bench.
    Place {
        card: CardId,
    },

    // A turn (TCG-7, TCG-8).
    /// Put a Basic Pokémon from the hand onto the Bench.
    Bench {
        card: CardId,
    },
    /// Evolve a Pokémon in play with a card from the hand.
    Evolve {
        card: CardId,
        target: Uid,
    },
    /// Attach an Energy card from the hand (once a turn).
    Attach {
        card: CardId,
        target: Uid,
    },
    /// Attach a Pokémon Tool from the hand.
    Tool {
        card: CardId,
        target: Uid,
    },
    /// Play an Item, a Supporter or a Stadium from the hand.
    Play {
        card: CardId,
    },
    /// Play an Item or a Supporter from the hand at a table of teams, "you" being `you` (the
    /// player or their teammate) and "your opponent" `opponent` (TB-11): offered instead of
    /// `Play` when there is more than one way to say who they are.
    PlayFor {
        card: CardId,
        you: Seat,
        opponent: Seat,
    },
    /// Retreat the Active Pokémon, this Benched Pokémon taking its place.
    Retreat {
        to: Uid,
    },
    /// Use an ability of a Pokémon in play.
    Ability {
        pokemon: Uid,
        index: u8,
    },
    /// Use an ability whose text names "your opponent", `opponent` being the one (TB-11):
    /// offered instead of `Ability` when there are several opponents.
    AbilityAt {
        pokemon: Uid,
        index: u8,
        opponent: Seat,
    },
    /// Use the action of the Stadium in play (once during each player's turn).
    Stadium,
    /// Use the Stadium's action, whose text names "your opponent", `opponent` being the one
    /// (TB-11): offered instead of `Stadium` when there are several opponents.
    StadiumAt {
        opponent: Seat,
    },
    /// Use the Active Pokémon's attack (on the one opponent's Active Pokémon there is).
    Attack {
        index: u8,
    },
    /// Use the Active Pokémon's attack on the Active Pokémon of the opponent `target`, when
    /// there are several opponents: "the Defending Pokémon" and "your opponent" are theirs
    /// (TB-11).
    AttackAt {
        index: u8,
        target: Seat,
    },
    EndTurn,

    // Answers to a choice.
    /// A Pokémon in play.
    PickPokemon {
        pokemon: Uid,
    },
    /// A card of the zone the choice is from.
    PickCard {
        card: CardId,
    },
    /// An option of a "Choose 1 or both" (from 0).
    PickOption {
        index: u8,
    },
    /// "You may": do it.
    Yes,
    /// "You may": don't; or "up to": no more.
    Done,
    /// Promote this Benched Pokémon to the Active Spot (TCG-11).
    Promote {
        pokemon: Uid,
    },
    /// Use the ability `index` of a card in the hand or the discard pile of the seat to act,
    /// one its text lets be used there ("if this Pokémon is in your discard pile, you may put
    /// it onto your Bench").
    PileAbility {
        card: CardId,
        index: u8,
    },
    /// Use the attack `index` of the Benched Pokémon `pokemon`, one its text lets be used from
    /// the Bench ("This attack can be used even if this Pokémon is on the Bench"), on the one
    /// opponent's Active Pokémon there is.
    AttackFromBench {
        pokemon: Uid,
        index: u8,
    },
    /// [`Action::AttackFromBench`] on the Active Pokémon of the opponent `target`, when there
    /// are several opponents (TB-11, as [`Action::AttackAt`]).
    AttackFromBenchAt {
        pokemon: Uid,
        index: u8,
        target: Seat,
    },
}

impl Action {
    /// The card the action names, if it names one.
    pub fn card(&self) -> Option<CardId> {
        match *self {
            Action::Place { card }
            | Action::Bench { card }
            | Action::Evolve { card, .. }
            | Action::Attach { card, .. }
            | Action::Tool { card, .. }
            | Action::Play { card }
            | Action::PlayFor { card, .. }
            | Action::PickCard { card }
            | Action::PileAbility { card, .. } => Some(card),
            _ => None,
        }
    }

    /// The action using the attack `index` of the Active Pokémon, or of the Benched Pokémon
    /// `from_bench`, on `target`'s Active Pokémon when it names one of several opponents.
    pub fn attack(from_bench: Option<Uid>, index: u8, target: Option<Seat>) -> Action {
        match (from_bench, target) {
            (None, None) => Action::Attack { index },
            (None, Some(target)) => Action::AttackAt { index, target },
            (Some(pokemon), None) => Action::AttackFromBench { pokemon, index },
            (Some(pokemon), Some(target)) => Action::AttackFromBenchAt {
                pokemon,
                index,
                target,
            },
        }
    }

    /// What an attack names, the other way from [`Action::attack`]: the Benched Pokémon (none:
    /// the Active one), the attack and the opponent named; none for any other action.
    pub fn attack_parts(&self) -> Option<(Option<Uid>, u8, Option<Seat>)> {
        match *self {
            Action::Attack { index } => Some((None, index, None)),
            Action::AttackAt { index, target } => Some((None, index, Some(target))),
            Action::AttackFromBench { pokemon, index } => Some((Some(pokemon), index, None)),
            Action::AttackFromBenchAt {
                pokemon,
                index,
                target,
            } => Some((Some(pokemon), index, Some(target))),
            _ => None,
        }
    }
}
