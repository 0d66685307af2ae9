//! The shared vocabulary of every altplay format: the [`Game`] trait, seats and teams, outcomes,
//! the seeded random source, decks, the event log, replays and rule errors.
//!
//! Nothing here does I/O or reads a clock: engines built on it are pure and deterministic.

mod data_file;
mod deck;
pub mod embedded;
mod error;
mod event;
mod game;
pub mod golden;
mod policy;
mod replay;
mod rng;
pub mod stats;
mod tally;

pub use data_file::{DataError, parse_toml};
pub use deck::Deck;
pub use error::RuleError;
pub use event::EventLog;
pub use game::{Game, Outcome, Seat, SeatSet, Team, ToMove};
pub use policy::{Policy, RandomPolicy};
pub use replay::{Replay, ReplayError};
pub use rng::{GameRng, derive_seed};
pub use tally::Tally;
