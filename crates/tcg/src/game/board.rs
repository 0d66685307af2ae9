//! Questions about the game, asked by effects, checks, turns, views and players; nothing here
//! changes the game but `memory`, which keeps what texts ask about the past. Which Pokémon a
//! text names (`pokemon`), which cards a filter accepts (`filters`), whether a condition holds
//! (`holds`), amounts and counts (`tallies`), a Pokémon's lasting effects (`lastings`, with
//! other cards' `passives`), its HP (`hp`), Retreat Cost (`retreat_cost`) and the attacks it
//! may use (`machines`), the abilities it has (`abilities`, the one gate where an effect
//! switches abilities or Tools off), and how many Pokémon its owner's Bench holds
//! (`bench_limit`).

pub(super) mod abilities;
pub(super) mod bench_limit;
pub(super) mod filters;
pub(super) mod holds;
pub(super) mod hp;
pub(super) mod lastings;
pub(super) mod machines;
pub(super) mod memory;
pub(super) mod passives;
pub(super) mod pokemon;
pub(super) mod reckoned;
pub(super) mod retreat_cost;
pub(super) mod tallies;
pub(super) mod types;
