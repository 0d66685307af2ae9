//! One module per format: its `play`, `simulate`, `bench` and `replay` commands.

pub mod battle_grid;
pub mod connect_four;
pub mod raid_battle;
pub mod raid_boss;
