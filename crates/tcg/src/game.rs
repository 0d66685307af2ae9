//! The normal game (TCG-3 to TCG-17) for N seats in teams, in rooms by job: `model` the plain
//! data every other room reads (the state, events, frames, actions, rules, the cards as the
//! engine plays them), `cards` those cards made once from the printed ones, `board` the
//! questions asked of the game, `effects` card texts resolved step by step, `legality` the
//! actions allowed and offered, `flow` the game moving on (actions applied, turns, teams, texts
//! set off), `setup` how a game begins, and `views` what each seat sees.

mod board;
mod cards;
mod effects;
mod flow;
mod legality;
mod model;
mod setup;
#[cfg(feature = "testing")]
mod testing;
mod views;

pub use cards::compile::{NotPlayable, compile, engine_refusals};
pub use effects::guessing::{GUESSES, guessed_hp};
pub use flow::hosting::{Interlude, MAX_ATTACKS};
pub use model::action::Action;
pub use model::card::{AttackDef, CardDef, CardTable, DefKind, Kinds};
pub use model::energy::{Cost, type_index};
pub use model::event::{Event, Mon};
pub use model::frame::{Filter, Frame, Goes, PlayedCard, TextRef, Wait, Zone};
pub use model::ids::{CardId, Uid};
pub use model::policies::{
    DeckOut, EmptyActive, FirstTurn, Mulligans, PrizeShortfall, PrizeTaker, Seating, Turns,
};
pub use model::program::{Op, Program};
pub use model::rules::Rules;
pub use model::state::{Board, Decided, InPlay, Lock, Step, Tcg, Timed, TurnFlags, UsedAttack};
pub use setup::position::PositionError;
pub use setup::table::{Table, TableError};
pub use views::view::{BoardView, View};

#[cfg(test)]
mod tests;
