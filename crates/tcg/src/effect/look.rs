//! Looking at cards of a deck and sorting them: what is looked at, and where the rest go.

use serde::{Deserialize, Serialize};

/// Which end of a deck.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DeckEnd {
    Top,
    Bottom,
}

/// Where the cards looked at and not taken go.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Rest {
    /// Shuffled back into the deck.
    Shuffle,
    /// Back on top of the deck, in the order the acting player likes.
    Top,
    /// On the bottom of the deck, in the order the acting player likes.
    Bottom,
    /// Into the discard pile.
    Discard,
    /// Into the Lost Zone ("Put the other cards in the Lost Zone").
    LostZone,
    /// Shuffled, then on the bottom of the deck ("Shuffle the other cards and put them on the
    /// bottom of your deck"): their order there is the shuffle's, not the player's.
    BottomShuffled,
    /// Back among their owner's face-down Prize cards, which are shuffled ("Then, shuffle your
    /// face-down Prize cards", Hisuian Heavy Ball): the acting player has seen each of them.
    Prizes,
    /// Into their owner's hand (a card picked from a hand and not switched, Team Rocket's
    /// Bother-Bot).
    Hand,
}
