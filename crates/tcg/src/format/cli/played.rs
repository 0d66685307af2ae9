//! What a simulation counts of games of the engine, whatever format plays them (`tcg`, Team
//! Battle): how they ended, their turns, and how they were decided.

use std::fmt::{self, Display};
use std::ops::AddAssign;

use altplay_core::{Outcome, Team};
use altplay_format::Results;
use serde::{Serialize, Serializer};

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
    /// Won by a card's effect ("you win this game"): left out of the figures while none was,
    /// as it was before any card could.
    #[serde(skip_serializing_if = "is_zero")]
    pub card_effect: u64,
}

fn is_zero(n: &u64) -> bool {
    *n == 0
}

impl Ways {
    /// The counts in the order of their names (Team Battle's summary, which once wrote them as
    /// a JSON object), for `#[serde(serialize_with)]`.
    pub fn by_name<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct ByName {
            #[serde(skip_serializing_if = "is_zero")]
            card_effect: u64,
            deck_out: u64,
            no_pokemon: u64,
            prizes: u64,
        }
        let by_name = ByName {
            card_effect: self.card_effect,
            deck_out: self.deck_out,
            no_pokemon: self.no_pokemon,
            prizes: self.prizes,
        };
        by_name.serialize(serializer)
    }
}

/// "Prize cards 120, no Pokémon 30, deck out 2[, card effect 1]".
impl Display for Ways {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (prizes, no_pokemon, deck_out) = (self.prizes, self.no_pokemon, self.deck_out);
        write!(
            f,
            "Prize cards {prizes}, no Pokémon {no_pokemon}, deck out {deck_out}"
        )?;
        match self.card_effect {
            0 => Ok(()),
            n => write!(f, ", card effect {n}"),
        }
    }
}

impl Played {
    /// Counts `game`, finished with `outcome` (the format's); the team that won, if one did.
    pub fn count(&mut self, game: &Tcg, outcome: Option<Outcome>) -> Option<Team> {
        self.turns += u64::from(game.turn);
        match game.decided {
            Some(Decided::Prizes) => self.decided.prizes += 1,
            Some(Decided::NoPokemon) => self.decided.no_pokemon += 1,
            Some(Decided::DeckOut) => self.decided.deck_out += 1,
            Some(Decided::CardEffect) => self.decided.card_effect += 1,
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
        self.decided.card_effect += other.decided.card_effect;
    }
}
