//! Questions about the game asked by every other room: which Pokémon a text names, what passes a
//! filter, counts and conditions, HP, passive effects, the attacks a Pokémon may use, what texts
//! remember.

pub(super) mod board;
pub(super) mod hp;
pub(super) mod lastings;
pub(super) mod machines;
pub(super) mod memory;
pub(super) mod passives;
pub(super) mod retreat_cost;
pub(super) mod tallies;
