//! The TCG's parts of the command line, built with the feature `cli` (the CLI's): the table's
//! options (`args.rs`, with `DataFolder`, the card data folder every format of the engine takes
//! and the decks read with it), its parts of `simulate` (with `gauntlet.rs`, a deck against a
//! list), `bench` and `play` at the terminal, and what a simulation counts of the engine's games
//! (`played.rs`).

mod args;
mod bench;
mod gauntlet;
mod played;
mod sealed_args;
mod simulate;
mod terminal;

pub use args::{DataFolder, TableArgs};
pub use played::{Played, Ways};
pub use sealed_args::SealedArgs;
