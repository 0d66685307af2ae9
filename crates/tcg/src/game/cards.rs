//! The table's cards made once from the printed ones (`compile`): texts parsed, abilities and
//! passive effects told apart, effects compiled into programs (`emit`), and what the engine does
//! not play yet named (`support`, `reasons`), so such a card is refused, never played as nothing.

pub(super) mod abilities;
pub(super) mod compile;
pub(super) mod emit;
pub(super) mod fossil;
pub(super) mod passive;
pub(super) mod reasons;
pub(super) mod support;
