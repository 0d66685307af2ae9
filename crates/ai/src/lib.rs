//! Players for any seat of any format, generic over core's [`Game`](altplay_core::Game): random,
//! MCTS (UCT) for perfect information, IS-MCTS for hidden information, the policy spec strings
//! the command line parses, and connect four as a small reference game for the search.

pub mod bench;
mod budget;
pub mod connect_four;
mod ismcts;
mod mcts;
mod player;
mod spec;
mod tree;

pub use altplay_core::{Policy, RandomPolicy};
pub use budget::{Budget, Halt, SearchConfig, Turns};
pub use ismcts::IsMcts;
pub use mcts::{Mcts, SearchStats};
pub use player::{NoSampler, Player};
pub use spec::{EffortCap, OverCap, PolicySpec, SpecError};
