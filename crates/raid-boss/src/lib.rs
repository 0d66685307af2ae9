//! Raid Boss (spec `raid-boss.md`, rules RX-1 to RX-17): four heroes against a data-driven boss
//! and its 21-card deck. Heroes, bosses and decks are TOML data in a typed effect vocabulary.

mod action;
mod board;
pub mod builtin;
mod changes;
#[cfg(feature = "cli")]
mod cli;
pub mod data;
mod effects;
mod event;
mod flow;
mod format;
mod game;
mod hosted;
pub mod policy;
mod redeal;
mod roll;
mod rules;
mod state;
mod triggers;
mod view;
pub mod words;

pub use action::Action;
pub use board::{AbilityBoard, Board, BossBoard, CardBoard, DiceBoard, DieBoard, HeroBoard};
pub use data::{Library, check_data, check_file};
pub use effects::Ctx;
pub use event::Event;
pub use format::{Setup, TeamPlayer};
pub use game::{RaidBoss, Victory};
pub use rules::{Config, Rules};
pub use state::{
    CHAIN_BOUND, Die, Ending, HeroState, MAX_DICE, MAX_ROUNDS, Slot, State, Step, Window,
};
pub use view::{HeroView, View};

/// The format's name in replays and on the command line.
pub const FORMAT: &str = "raid-boss";
