//! What a simulation counts of games of the engine, whatever format plays them (`tcg`, Team
//! Battle): how they ended, their turns, and how they were decided.

use std::ops::AddAssign;

use altplay_core::{Outcome, Team};
use altplay_format::Results;
use serde::Serialize;

use crate::game::{Decided, Tcg};

/// Games of the engine, counted.
#[derive(Debug, Default, Clone, Copy)]
pub struct Played {
    pub results: Results,
    pub turns: u64,
    pub decided: Ways,
}

/// How many games were decided each way (TCG-14).
#[derive(Debug, Default, Clone, Copy, Serialize)]
pub struct Ways {
    pub prizes: u64,
    pub no_pokemon: u64,
    pub deck_out: u64,
}

impl Played {
    /// Counts `game`, finished with `outcome` (the format's); the team that won, if one did.
    pub fn count(&mut self, game: &Tcg, outcome: Option<Outcome>) -> Option<Team> {
        self.turns += u64::from(game.turn);
        match game.decided {
            Some(Decided::Prizes) => self.decided.prizes += 1,
            Some(Decided::NoPokemon) => self.decided.no_pokemon += 1,
            Some(Decided::DeckOut) => self.decided.deck_out += 1,
            None => {}
        }
        self.results.count(outcome)
    }
}

impl AddAssign for Played {
    fn add_assign(&mut self, other: Self) {
        self.results += other.results;
        self.turns += other.turns;
        self.decided.prizes += other.decided.prizes;
        self.decided.no_pokemon += other.decided.no_pokemon;
        self.decided.deck_out += other.decided.deck_out;
    }
}
