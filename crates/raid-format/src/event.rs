//! The one ordered log of a Raid Format game (RF-26): what the boss does, and what happens on
//! each player's board.

use altplay_tcg::game::{CardId, Event};
use serde::Serialize;

/// A line of the log.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub enum Entry {
    /// On player k's board (their game of the standard engine, the boss at its seat 2).
    Board(u8, Event),
    Boss(BossEvent),
}

/// What the boss side does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum BossEvent {
    /// The players' shared turn begins (RF-7).
    PlayersTurn { turn: u16 },
    /// The boss's turn begins: it draws this many cards (RF-13).
    BossTurn { turn: u16, draws: u8 },
    /// The boss turned this card face up (RF-13).
    Drew { card: CardId },
    /// Its deck was empty: its discard pile became its deck (RF-14).
    Reshuffled,
    /// Its deck was empty and it had reshuffled this turn: no more draws (RF-14).
    DrewNothing,
    /// An Energy card attached to the boss (RF-15).
    Attached { card: CardId },
    /// A Trainer card resolved on each player's board (RF-15).
    Resolved { card: CardId },
    /// The boss used its attack of this index on every player (RF-16); `bonus` is what its
    /// lasting effects then added to the attack's damage before Weakness and Resistance (its
    /// Trainers of the turn: Leon's 30), none when one counted something as the attack resolved.
    Attacks { index: u8, bonus: Option<i32> },
    /// No attack of the boss's attached Energy pays (RF-16).
    NoAttack,
    /// After attacking it discarded this many Energy (RF-16).
    DiscardedEnergy { count: u8 },
    /// A player without an Active Pokémon took a Prize card for the boss's attack (RF-21).
    NoActivePrize { player: u8 },
    /// The boss recovered from every Special Condition (RF-4).
    Recovered,
    /// Cards milled to the Lost Zone, damage left on the boss (RF-17).
    Milled { cards: u8, damage_left: u16 },
    /// A player took their last Prize card: they are out (RF-19).
    Out { player: u8 },
    /// Player `from` gave their Supporter's effect to player `to` (RF-10).
    Gave { from: u8, card: CardId, to: u8 },
    /// A player with physical cards reported damage done to the boss (RF-25, RF-12).
    DamageReported { player: u8, damage: u16 },
    /// … a Supporter played (RF-10).
    SupporterReported { player: u8 },
    /// … Prize cards taken (RF-19).
    PrizesReported { player: u8, count: u8 },
}
