//! The game moving on: actions applied, turns, a table of teams, texts set off, who "you" and "your
//! opponent" are, and what a format built on the game calls.

pub(super) mod apply;
pub(super) mod bench_over;
pub(super) mod coins;
pub(super) mod designate;
pub(super) mod game_impl;
pub(super) mod hosting;
pub(super) mod teams;
pub(super) mod tools_over;
pub(super) mod triggers;
pub(super) mod turn;
