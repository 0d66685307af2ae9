//! The AI players of each format, built from a [`PolicySpec`], shared by the terminal commands
//! and the table server so that "ismcts:iters=2000" means the same player everywhere.

pub mod battle_grid;

pub use altplay_ai::PolicySpec;
