//! Who sits where and who "your opponent" is: decided here, in one place (TCG-17). Cards name
//! roles; this file turns a role into a seat.

use altplay_core::{Seat, Team};
use serde::{Deserialize, Serialize};

use super::limits::MAX_SEATS;

/// The table: seats, teams and the sizes a format may change.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Rules {
    pub seats: u8,
    /// The team of each seat.
    pub teams: [u8; MAX_SEATS],
    /// TCG-4: 5 unless a card or format changes it.
    pub bench_size: u8,
    /// TCG-4: 6.
    pub prizes: u8,
    /// TCG-3: 7.
    pub hand: u8,
    /// Seats the format plays itself, as bits of the seat's index (Raid Format's boss, RF-1,
    /// RF-2): dealt no hand and no Prize cards, asked nothing at set-up, and their Pokémon have
    /// no HP to be Knocked Out by.
    pub automated: u8,
    /// TCG-5's limits on the first turn: no Supporter and no attack for the player going first,
    /// no evolution on a player's first turn (RF-6 lifts them).
    pub first_turn_limits: bool,
    /// The format, not the engine, begins each turn and ends the game: the engine stops between
    /// turns ([`crate::game::Step::Between`]), a seat that cannot draw draws nothing, and taking the
    /// last Prize card or having no Pokémon left ends nothing by itself.
    pub format_runs_turns: bool,
    /// A Knocked Out Pokémon's owner takes the Prize cards for it (RF-19), not its opponent.
    pub own_prizes: bool,
    /// A text that counts Prize cards counts "your" and "your opponent's" the other way round
    /// (RF-22: the players' Prize cards count their losses, the boss's their wins).
    pub prizes_swapped: bool,
    /// The turns of the game, from the first, in which no attack is made (TCG-5: the first; a
    /// format with teams may forbid it on each team's first turn).
    pub no_attack_turns: u16,
    /// Two players facing each other who both mulligan draw nothing extra for it (TB-4).
    pub mulligans_cancel: bool,
    /// The extra draws for the opponent's mulligans come once every player has placed their
    /// Prize cards (TB-4), rather than before the drawer places their Pokémon.
    pub mulligan_draws_after_prizes: bool,
    /// A player who has too few Prize cards left for a Knock Out has their teammate take the
    /// rest (TB-7).
    pub prizes_overflow: bool,
    /// A player with no Pokémon in play puts a Basic into the Active Spot at the first chance, one
    /// drawn during their turn too (TB-8), not only at the start of their turn (RF-21).
    pub first_basic_at_once: bool,
    /// A player who cannot draw at the start of their turn is removed from the game rather than
    /// losing it; their teammate sets aside as many Prize cards from the bottom of their deck as
    /// the removed player had left (TB-9).
    pub deck_out_removes: bool,
}

impl Rules {
    /// The two-player game: one seat per team.
    pub const TWO_PLAYERS: Rules = Rules {
        seats: 2,
        teams: [0, 1, 0, 0, 0],
        bench_size: 5,
        prizes: 6,
        hand: 7,
        automated: 0,
        first_turn_limits: true,
        format_runs_turns: false,
        own_prizes: false,
        prizes_swapped: false,
        no_attack_turns: 1,
        mulligans_cancel: false,
        mulligan_draws_after_prizes: false,
        prizes_overflow: false,
        first_basic_at_once: false,
        deck_out_removes: false,
    };

    /// The seat facing `seat` across the table: the other seat of two, and with four seats
    /// clockwise A1, B1, A2, B2, A1 faces B2 and B1 faces A2 (TB-1).
    pub fn across(&self, seat: Seat) -> Seat {
        Seat(self.seats - 1 - seat.0)
    }

    /// The other seat of `seat`'s team, if its team has one.
    pub fn partner_of(&self, seat: Seat) -> Option<Seat> {
        let mine = self.team_of(seat);
        self.seats().find(|&s| s != seat && self.team_of(s) == mine)
    }

    /// The seat whose Prize cards a text counting `seat`'s counts ([`Rules::prizes_swapped`]).
    pub fn prizes_counted(&self, seat: Seat) -> Seat {
        if self.prizes_swapped {
            self.opponent_of(seat)
        } else {
            seat
        }
    }

    /// Whether the format plays `seat` itself.
    pub fn is_automated(&self, seat: Seat) -> bool {
        self.automated & 1 << seat.0 != 0
    }

    pub fn team_of(&self, seat: Seat) -> Team {
        Team(self.teams[seat.index()])
    }

    pub fn seats(&self) -> impl Iterator<Item = Seat> + use<> {
        (0..self.seats).map(Seat)
    }

    /// Whether `a` and `b` are opponents: on different teams. The one place "opponent" is
    /// decided; a teammate, or the seat itself, is not one.
    #[inline]
    pub fn are_opponents(&self, a: Seat, b: Seat) -> bool {
        self.team_of(a) != self.team_of(b)
    }

    /// `seat`'s opponents, in seat order.
    pub fn opponents(&self, seat: Seat) -> impl Iterator<Item = Seat> + use<> {
        let rules = *self;
        self.seats().filter(move |&s| rules.are_opponents(seat, s))
    }

    /// Whether a player may have several opponents or a teammate, so that who "you" and "your
    /// opponent" are is designated (TB-11): not in the two-player game.
    pub fn designates(&self) -> bool {
        self.seats > 2
    }

    /// The seat after `seat` in turn order (clockwise).
    pub fn next(&self, seat: Seat) -> Seat {
        // No division: "your opponent" is found this way in hot paths.
        if seat.0 + 1 >= self.seats {
            Seat(0)
        } else {
            Seat(seat.0 + 1)
        }
    }

    /// "Your opponent" for `seat`: the seat after it not on its team. In the two-player game
    /// it is the other seat; a format with several opponents designates one through its own
    /// rules before an effect resolves.
    #[inline]
    pub fn opponent_of(&self, seat: Seat) -> Seat {
        let mine = self.team_of(seat);
        let mut other = self.next(seat);
        while self.team_of(other) == mine && other != seat {
            other = self.next(other);
        }
        other
    }
}
