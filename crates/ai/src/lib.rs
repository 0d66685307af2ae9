//! Players for any seat of any format, generic over core's [`Game`](altplay_core::Game).

pub use altplay_core::{Policy, RandomPolicy};
