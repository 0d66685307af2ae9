//! The game state: fixed arrays and bit masks only, plus one shared pointer to the unchanging
//! card table, so a copy for search costs a small memcpy.

use std::sync::Arc;

use altplay_core::{EventLog, GameRng, Seat};
use serde::{Deserialize, Serialize};

use crate::board::{ALL, SPACES, column, starting_row};
use crate::config::{CardInfo, Options, Setup, Shared};
use crate::event::Event;
use crate::hand::Hand;
use crate::score;

/// Marks an empty space in `occupant`.
pub(crate) const EMPTY: u16 = u16::MAX;

/// BG-15: a placement (card, space, influence set) or a pass.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    Place(Placement),
    Pass,
}

/// `card` is an index into the game's card table; `influence` is a mask of spaces (bit `s` is
/// space `s`, see [`crate::board`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Placement {
    pub card: u16,
    pub space: u8,
    pub influence: u16,
}

/// One game of Battle Grid.
#[derive(Debug, Clone, PartialEq)]
pub struct BattleGrid {
    pub(crate) shared: Arc<Shared>,
    pub(crate) occupant: [u16; SPACES],
    /// Spaces holding each seat's Pokémon.
    pub(crate) pokemon: [u16; 2],
    pub(crate) tokens: [u8; SPACES],
    /// Spaces holding each seat's tokens (never both: BG-11).
    pub(crate) token_mask: [u16; 2],
    pub(crate) hands: [Hand; 2],
    /// HP sums per seat and column, kept up to date for scoring.
    pub(crate) columns: [[u32; 3]; 2],
    pub(crate) turns: [u8; 2],
    pub(crate) to_move: u8,
    pub(crate) first: u8,
    pub(crate) passes: u8,
    pub(crate) over: bool,
    pub(crate) events: EventLog<Event>,
}

impl Setup {
    /// A new game: BG-5's coin flip from `seed` unless the options fix who goes first.
    /// `record_events` off is for the simulator and search.
    pub fn start(&self, seed: u64, record_events: bool) -> BattleGrid {
        let first = match self.shared.options.first {
            Some(seat) => seat.0.min(1),
            None => u8::from(GameRng::from_seed(seed).coin()),
        };
        let mut events = EventLog::new(record_events);
        events.record(Event::FirstPlayer { seat: Seat(first) });
        BattleGrid {
            shared: Arc::clone(&self.shared),
            occupant: [EMPTY; SPACES],
            pokemon: [0; 2],
            tokens: [0; SPACES],
            token_mask: [0; 2],
            hands: self.hands,
            columns: [[0; 3]; 2],
            turns: [0; 2],
            to_move: first,
            first,
            passes: 0,
            over: false,
            events,
        }
    }
}

impl BattleGrid {
    pub fn cards(&self) -> &[CardInfo] {
        &self.shared.cards
    }

    pub fn card(&self, card: u16) -> &CardInfo {
        &self.shared.cards[card as usize]
    }

    pub fn options(&self) -> Options {
        self.shared.options
    }

    pub fn events(&self) -> &[Event] {
        self.events.events()
    }

    pub fn hand(&self, seat: Seat) -> &Hand {
        &self.hands[seat.index()]
    }

    /// The seat that placed first.
    pub fn first(&self) -> Seat {
        Seat(self.first)
    }

    /// The Pokémon on a space, with its owner.
    pub fn occupant(&self, space: u8) -> Option<(Seat, u16)> {
        let card = self.occupant[space as usize];
        (card != EMPTY).then(|| (Seat(u8::from(self.pokemon[1] >> space & 1 == 1)), card))
    }

    /// The tokens on a space, with their owner.
    pub fn tokens(&self, space: u8) -> Option<(Seat, u8)> {
        let n = self.tokens[space as usize];
        (n > 0).then(|| (Seat(u8::from(self.token_mask[1] >> space & 1 == 1)), n))
    }

    /// HP sums per column for a seat (BG-13).
    pub fn column_hp(&self, seat: Seat) -> [u32; 3] {
        self.columns[seat.index()]
    }

    /// Current totals if the game were scored now.
    pub fn totals(&self) -> [u32; 2] {
        score::totals(&self.columns)
    }

    pub fn is_first_turn(&self, seat: Seat) -> bool {
        self.turns[seat.index()] == 0
    }

    /// Per class (Basic … Rule box), the empty spaces where `seat` may place now (BG-8, BG-9).
    #[inline]
    pub fn placeable(&self, seat: usize) -> [u16; 4] {
        let empty = ALL & !(self.pokemon[0] | self.pokemon[1]);
        let mut ge = [0u16; 4];
        let mut m = self.token_mask[seat] & empty;
        while m != 0 {
            let s = m.trailing_zeros();
            m &= m - 1;
            let t = self.tokens[s as usize];
            for (k, mask) in ge.iter_mut().enumerate() {
                *mask |= u16::from(t > k as u8) << s;
            }
        }
        if self.turns[seat] == 0 {
            ge[0] |= starting_row(seat) & empty;
        }
        ge
    }

    pub(crate) fn add_pokemon(&mut self, seat: usize, card: u16, hp: u16, space: u8) {
        self.occupant[space as usize] = card;
        self.pokemon[seat] |= 1 << space;
        self.columns[seat][column(space) as usize] += u32::from(hp);
    }
}
