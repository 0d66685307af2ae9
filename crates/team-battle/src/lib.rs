//! Team Battle (tournament rules 14.3; rules `../shared/spec/team-battle.md`, TB-1 to TB-12): two
//! teams of two play one game of the Pokémon TCG, seated clockwise A1, B1, A2, B2.
//!
//! The game is the standard engine's (`altplay-tcg`) on a table of four seats in two teams
//! ([`RULES`]): it seats the teams, alternates their turns, targets an opponent with each attack,
//! overflows Prize cards to a teammate, removes a player who cannot draw and checks the boards
//! before and after each turn. This crate adds what happens between people at the table: TB-6's
//! yes/no questions from the player whose turn it is to their teammate ([`Action::Ask`], answered
//! with [`Action::Answer`]), at most [`MAX_QUESTIONS`] a turn, each question and answer a line of
//! the log.
//!
//! A question is free text, so [`altplay_core::Game::legal_actions`] cannot list it: it lists
//! every other action the rules accept, and `Ask` only when a person types one (AI players never
//! ask). While a question waits, its answers (yes, no, or that the teammate cannot answer) are
//! the only legal actions. The app offers [`StandardQuestion`]s; the `greedy` and `ismcts`
//! players answer those truthfully from their own hand and board and say they cannot answer any
//! other text, and `random` answers at random.

mod action;
mod board;
mod config;
mod format;
mod game_impl;
mod players;
mod questions;
mod seating;
mod state;
mod talk;
mod view;

pub use action::Action;
pub use board::{Place, TeamBoard};
pub use config::{Config, Setup};
pub use players::{Sampler, TeamGreedy, TeamPlayer, TeamRandom};
pub use questions::StandardQuestion;
pub use seating::{RULES, SEAT_NAMES, seat_name, team_letter, team_name};
pub use state::{Asked, Said, Talk, TeamBattle};
pub use talk::{MAX_QUESTION_CHARS, MAX_QUESTIONS};
pub use view::{CardKind, CardView, SeatView, TeamView};

#[cfg(test)]
mod tests;
