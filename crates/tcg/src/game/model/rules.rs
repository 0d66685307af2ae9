//! Who sits where and who "your opponent" is: decided here, in one place (TCG-17). Cards name
//! roles; this file turns a role into a seat.

use super::limits::MAX_SEATS;
use super::policies::{
    DeckOut, EmptyActive, FirstTurn, Mulligans, PrizeShortfall, PrizeTaker, Seating, Turns,
};
use altplay_core::{Seat, Team};

/// The table and what a format changes of the normal game: seats, teams, sizes and policies.
/// Built only by a format's constructor, so every combination is one a format plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Rules {
    pub(crate) seats: u8,
    /// The team of each seat.
    pub(crate) teams: [u8; MAX_SEATS],
    /// Seats the format plays itself, as bits of the seat's index (Raid Format's boss, RF-1,
    /// RF-2): dealt no hand and no Prize cards, asked nothing at set-up, and their Pokémon have
    /// no HP to be Knocked Out by.
    pub(crate) automated: u8,
    /// TCG-4: 5 unless a card or format changes it.
    pub(crate) bench_size: u8,
    /// TCG-4: 6.
    pub(crate) prizes: u8,
    /// TCG-3: 7.
    pub(crate) hand: u8,
    /// The turns of the game, from the first, in which no attack is made (TCG-5: the first; a
    /// format with teams may forbid it on each team's first turn).
    pub(crate) no_attack_turns: u16,
    pub(crate) turns: Turns,
    pub(crate) prize_taker: PrizeTaker,
    pub(crate) shortfall: PrizeShortfall,
    pub(crate) deck_out: DeckOut,
    pub(crate) mulligans: Mulligans,
    pub(crate) first_turn: FirstTurn,
    pub(crate) empty_active: EmptyActive,
    /// The seat that goes first with no coin flipped, when a designer fixes the order (the
    /// simulator's `--first alternate`); none at a table, where the coin decides (TCG-5).
    pub(crate) goes_first: Option<Seat>,
}

impl Rules {
    /// The two-player game: one seat per team.
    pub const fn two_players() -> Rules {
        Rules::seated(Seating::TwoPlayers)
    }

    /// Team Battle (TB-1 to TB-9): two teams of two across the table, Bench 4 and 3 Prize
    /// cards (TB-3), no attack on each team's first turn (TB-5), mulligan draws cancelled
    /// across and given after the Prize cards (TB-4), Prize cards overflowing to the teammate
    /// (TB-7), a player with no Pokémon putting in a Basic at the first chance (TB-8), a player
    /// who cannot draw removed (TB-9).
    pub const fn team_battle() -> Rules {
        Rules {
            bench_size: 4,
            prizes: 3,
            no_attack_turns: 2,
            mulligans: Mulligans::CancelAndDrawAfterPrizes,
            shortfall: PrizeShortfall::TeammateTakesRest,
            empty_active: EmptyActive::AtOnce,
            deck_out: DeckOut::RemovedFromGame,
            ..Rules::seated(Seating::TwoTeamsAcross)
        }
    }

    /// A Raid Format player's game: the player against the boss, which the format plays
    /// (RF-1, RF-2); no first-turn limits (RF-6); the player takes their own Prize cards
    /// (RF-19), counted the other way round by texts when `counted_swapped` (RF-22); the format
    /// begins the turns and ends the game, so a player who cannot draw draws nothing.
    pub const fn raid_format(counted_swapped: bool) -> Rules {
        Rules::raid_format_seated(Seating::AgainstAutomated, counted_swapped)
    }

    /// A Raid Format board the engine does not hold: a player with physical cards, or the
    /// boss's own board where its cards do their part on the boss alone. Both seats are the
    /// format's: no cards, no set-up.
    pub const fn raid_format_empty_board() -> Rules {
        Rules::raid_format_seated(Seating::AllAutomated, false)
    }

    const fn raid_format_seated(seating: Seating, counted_swapped: bool) -> Rules {
        Rules {
            first_turn: FirstTurn::Unlimited,
            turns: Turns::FormatRuns,
            prize_taker: PrizeTaker::Owner { counted_swapped },
            deck_out: DeckOut::DrawsNothing,
            ..Rules::seated(seating)
        }
    }

    /// The normal game's sizes and policies at `seating`.
    const fn seated(seating: Seating) -> Rules {
        let (seats, teams, automated) = match seating {
            Seating::TwoPlayers => (2, [0, 1, 0, 0, 0], 0),
            Seating::TwoTeamsAcross => (4, [0, 1, 0, 1, 0], 0),
            Seating::AgainstAutomated => (2, [0, 1, 0, 0, 0], 0b10),
            Seating::AllAutomated => (2, [0, 1, 0, 0, 0], 0b11),
        };
        Rules {
            seats,
            teams,
            automated,
            bench_size: 5,
            prizes: 6,
            hand: 7,
            no_attack_turns: 1,
            turns: Turns::EngineRuns,
            prize_taker: PrizeTaker::Opponent,
            shortfall: PrizeShortfall::GameGoesOn,
            deck_out: DeckOut::Loses,
            mulligans: Mulligans::EachDrawsBeforePlacing,
            first_turn: FirstTurn::Limited,
            empty_active: EmptyActive::AtTurnStart,
            goes_first: None,
        }
    }

    /// These rules played Limited (TB-13): Limited's 4 Prize cards each, half of them (2) at a
    /// table with teams.
    pub const fn limited(self) -> Rules {
        Rules {
            prizes: if self.seats > 2 { 2 } else { 4 },
            ..self
        }
    }

    /// These rules with `seat` going first and no coin flipped.
    pub const fn with_first(self, seat: Seat) -> Rules {
        Rules {
            goes_first: Some(seat),
            ..self
        }
    }

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

    /// The seat whose Prize cards a text counting `seat`'s counts ([`PrizeTaker::Owner`]'s
    /// `counted_swapped`).
    pub fn prizes_counted(&self, seat: Seat) -> Seat {
        if let PrizeTaker::Owner {
            counted_swapped: true,
        } = self.prize_taker
        {
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
