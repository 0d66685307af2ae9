//! Raid Format (Alternative Play Handbook, 2022; rules `../shared/spec/raid-format.md`, RF-1 to
//! RF-26): 1 to 5 players with real decks against a boss the engine plays by itself.
//!
//! Each player's game is their own board plus the boss's (RF-8), so each player plays a game of
//! the standard engine (`altplay-tcg`) with two seats: seat 1 the player, seat 2 the boss, which
//! that engine plays as an automated seat. The boss itself, its deck and the Stadium are shared:
//! this crate keeps the one true boss board and lends it to the player's game an action is taken
//! in. The players' turn is shared (RF-7); the boss's turn is the automaton (`boss_turn.rs`).

mod assistant;
mod board;
mod boss_choice;
pub mod boss_data;
mod boss_turn;
mod config;
mod event;
mod format;
mod game_impl;
mod judge;
mod mill;
mod players;
mod players_turn;
mod redeal;
mod start;
mod state;
mod view;

pub use board::{Boss, Player, RaidBoard};
pub use boss_choice::{BossChoice, BossRequest};
pub use config::{Config, DIVISORS, LocalRules, Setup};
pub use event::{BossEvent, Entry};
pub use format::calibrate::{Calibration, Point};
#[cfg(feature = "cli")]
pub use format::cli::SimulateArgs;
pub use mill::{Mill, mill_count};
pub use players::RaidPlayer;
pub use state::{Action, MAX_PLAYERS, Phase, RaidFormat};
pub use view::{BossView, PlayerView, RaidView};

#[cfg(test)]
mod tests;
