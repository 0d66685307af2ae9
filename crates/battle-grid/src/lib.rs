//! Battle Grid (spec: `battle-grid.md`, rules BG-1 to BG-16): two players place Pokémon on a 5×3
//! board, spread influence tokens, take over the opponent's, and score columns by HP.
//!
//! The state is fixed arrays and 15-bit masks with one shared pointer to the card table, so
//! search can copy it every iteration; hands are counts per distinct card; move generation reads
//! precomputed reach and influence-set tables.

pub mod board;
#[cfg(feature = "cli")]
mod cli;
mod config;
#[cfg(test)]
mod rule_tests;

mod deck;
mod event;
mod format;
mod hand;
mod hidden;
mod hosted;
mod movegen;
mod players;
mod policy;
mod rules;
pub mod sample;
mod samples;
pub mod score;
mod state;
mod view;
pub mod words;

pub use config::{
    CardInfo, Config, DECK_SIZE, MAX_COPIES, Options, PlacementCost, Setup, SpecialEffect,
    check_deck,
};
pub use deck::{Deck, DeckError, DeckFile, load_deck, parse_deck};
pub use event::Event;
pub use hand::{Entry, Hand};
pub use hosted::{Board, GridRequest};
pub use players::{GridPlayer, ReadsHiddenHand, check_spec, player};
pub use policy::{Greedy, RandomPlacement, greedy_value};
pub use rules::class_name;
pub use samples::{SAMPLE_DECKS, sample_deck, sample_names};
pub use state::{Action, BattleGrid, Placement};
pub use view::{HandView, SpaceView, View};

/// The format's name in replays and on the command line.
pub const FORMAT: &str = "battle-grid";
