//! One module per format: its `play`, `simulate`, `bench` and `replay` commands.

pub mod raid_battle;
