//! What a seat may see, and a game dealt from what a seat sees (IS-MCTS).

pub(super) mod sample;
pub(super) mod view;
