//! How a game begins: a table of checked decks, the set-up (and Sudden Death's), a position file.

pub(super) mod position;
pub(super) mod start;
pub(super) mod table;
