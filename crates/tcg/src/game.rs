//! The normal game (TCG-3 to TCG-17) for N seats in teams: the state (`state`), set-up
//! (`start`), the actions offered and checked (`legal`, `check`, `apply`), card texts run step
//! by step (`program`, `resolve`, the effect families in `damage`, `conditions`, `moves`,
//! the board's counts in `tallies` and what texts ask of the past in `memory`; other cards'
//! passive effects in `passives`), the flow between turns (`turn`), and what each seat sees
//! (`view`). Cards come compiled from the printed data (`compile`, `card`), and the seats'
//! roles from `rules`.

mod action;
mod apply;
mod attached;
mod board;
mod card;
mod check;
mod choices;
mod compile;
mod conditions;
mod copying;
mod damage;
mod designate;
mod discard_among;
mod energy;
mod event;
mod fossil;
mod frame;
mod game_impl;
mod hosting;
mod hp;
mod leaving;
mod legal;
mod looking;
mod machines;
mod memory;
mod moves;
mod passives;
mod position;
mod program;
mod resolve;
mod revealing;
mod rules;
mod sample;
mod start;
mod state;
mod support;
mod table;
mod tallies;
mod teams;
mod triggers;
mod turn;
mod view;

pub use action::Action;
pub use card::{CardDef, CardId, CardTable, DefKind};
pub use compile::{NotPlayable, compile, engine_refusals};
pub use energy::{Cost, type_index};
pub use event::{Event, Mon};
pub use frame::{Filter, Frame, PlayedCard, TextRef, Wait, Zone};
pub use hosting::MAX_ATTACKS;
pub use moves::Goes;
pub use position::PositionError;
pub use program::{Op, Program};
pub use rules::Rules;
pub use state::{Board, InPlay, Step, Tcg, Timed, TurnFlags, Uid, UsedAttack};
pub use table::{Table, TableError};
pub use turn::Decided;
pub use view::{BoardView, View};

#[cfg(test)]
mod tests;
