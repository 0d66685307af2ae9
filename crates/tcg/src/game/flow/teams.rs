//! What a table of teams adds to the flow (TB-7 to TB-10 where the rules ask for them): the
//! turn passing over a removed seat, a player with no Pokémon playing on and putting in the first
//! Basic they can, Prize cards taken by the teammate when one runs short, a seat removed when it
//! cannot draw, and a team losing only when none of its players has a Pokémon in play.

use altplay_core::{Seat, Team};
use arrayvec::ArrayVec;

use crate::game::model::event::Event;
use crate::game::model::policies::PrizeShortfall;
use crate::game::model::state::{Step, Tcg};

impl Tcg {
    /// The seat whose turn follows `seat`'s: the next in turn order still in the game.
    pub(in crate::game) fn next_seat_in(&self, seat: Seat) -> Seat {
        let mut next = self.rules.next(seat);
        while self.boards[next.index()].removed && next != seat {
            next = self.rules.next(next);
        }
        next
    }

    /// The boards checked between turns (TB-12): those of the seat whose turn ends and of the
    /// seat after it, so each player's are checked before and after their own turn (every board,
    /// with two seats).
    pub(in crate::game) fn checked_seats(&self) -> ArrayVec<usize, 2> {
        let (a, b) = (self.current.index(), self.rules.next(self.current).index());
        // In seat order, as the Checkup has always gone.
        let mut seats = ArrayVec::new();
        seats.push(a.min(b));
        if b != a {
            seats.push(a.max(b));
        }
        seats
    }

    /// The opponents of the seat whose turn it is that have an Active Pokémon to attack.
    pub(in crate::game) fn attack_targets(
        &self,
    ) -> ArrayVec<Seat, { crate::game::model::limits::MAX_SEATS }> {
        (self.rules.opponents(self.current))
            .filter(|s| self.boards[s.index()].active.is_some())
            .collect()
    }

    /// At the start of `seat`'s turn, a seat with no Pokémon in play puts a Basic Pokémon from
    /// its hand into the Active Spot, if it has one (TB-8, RF-21): the game waits for it.
    pub(in crate::game) fn refill_active(&mut self, seat: Seat) {
        let board = &self.boards[seat.index()];
        if !board.has_pokemon() && board.hand.iter().any(|&c| self.cards.get(c).is_basic()) {
            self.step = Step::PlaceActive(seat);
        }
    }

    /// Takes `count` Prize cards for a Knock Out: the taker's, then their teammate's when the
    /// rules say so and the taker runs short (TB-7); how many were taken.
    pub(in crate::game) fn take_prizes(&mut self, taker: Seat, count: u8) -> u8 {
        let mut taken = self.take_prizes_of(taker, count);
        // A player with none left takes none: only their teammate's are told (TB-7).
        if taken > 0 || self.rules.shortfall == PrizeShortfall::GameGoesOn {
            self.record(|| Event::PrizesTaken {
                seat: taker,
                count: taken,
            });
        }
        if self.rules.shortfall == PrizeShortfall::TeammateTakesRest
            && taken < count
            && let Some(partner) = self.rules.partner_of(taker)
        {
            let more = self.take_prizes_of(partner, count - taken);
            if more > 0 {
                self.record(|| Event::PrizesTaken {
                    seat: partner,
                    count: more,
                });
            }
            taken += more;
        }
        taken
    }

    /// Up to `count` of `seat`'s own Prize cards into their hand, or the Lost Zone where an
    /// ability says so; how many.
    fn take_prizes_of(&mut self, seat: Seat, count: u8) -> u8 {
        let lost = self.prizes_to_lost_zone(seat);
        let board = &mut self.boards[seat.index()];
        let count = count.min(board.prizes.len() as u8);
        for _ in 0..count {
            let prize = board.take_prize().expect("counted");
            match lost {
                true => board.lost_zone.push(prize),
                false => board.hand_mut().push(prize),
            }
        }
        count
    }

    /// Whether every seat of `team` has taken all its Prize cards.
    pub(in crate::game) fn took_every_prize(&self, team: Team) -> bool {
        self.rules
            .seats()
            .filter(|&s| self.rules.team_of(s) == team)
            .all(|s| self.boards[s.index()].prizes.is_empty())
    }

    /// Whether no seat of `team` has a Pokémon in play (TB-10; the one seat of the normal game).
    pub(in crate::game) fn team_has_no_pokemon(&self, team: Team) -> bool {
        self.rules
            .seats()
            .filter(|&s| self.rules.team_of(s) == team)
            .all(|s| !self.boards[s.index()].has_pokemon())
    }

    /// TB-9: `seat` cannot draw and leaves the game, its Pokémon with it; its teammate sets
    /// aside as many Prize cards from the bottom of their deck as `seat` had left.
    pub(in crate::game) fn remove_seat(&mut self, seat: Seat) {
        let board = &mut self.boards[seat.index()];
        board.removed = true;
        let left = board.prizes.len();
        let gone: Vec<_> = board
            .active
            .take()
            .into_iter()
            .chain(board.bench.drain(..))
            .collect();
        for p in gone {
            board
                .discard
                .extend(p.stack.iter().chain(&p.energy).chain(&p.tools).copied());
        }
        self.record(|| Event::Removed { seat });
        if let Some(partner) = self.rules.partner_of(seat) {
            let theirs = &mut self.boards[partner.index()];
            for _ in 0..left.min(theirs.deck.len()) {
                let card = theirs.deck.remove(0);
                let _ = theirs.prizes.try_push(card);
            }
        }
    }
}
