//! The table's cards made once from the printed ones: texts parsed and compiled, and what the
//! engine does not play yet.

pub(super) mod compile;
pub(super) mod emit;
pub(super) mod fossil;
pub(super) mod support;
