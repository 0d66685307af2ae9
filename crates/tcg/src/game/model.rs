//! The plain data every other room reads: the state, its events, the frame of a text being
//! resolved, actions, the seating rules, and the cards of a table as the engine plays them.

pub(super) mod action;
pub(super) mod card;
pub(super) mod energy;
pub(super) mod event;
pub(super) mod frame;
pub(super) mod ids;
pub(super) mod limits;
pub(super) mod policies;
pub(super) mod program;
mod readers;
pub(super) mod rules;
pub(super) mod set_off;
pub(super) mod state;
