//! Set-up (TCG-3 to TCG-5): shuffle and draw 7 with mulligans, who goes first, the extra draws
//! for mulligans, Active and Bench placed, Prize cards set aside; and Sudden Death (TCG-14).

use std::sync::Arc;

use altplay_core::{GameRng, Seat};
use arrayvec::ArrayVec;

use crate::game::model::card::CardTable;
use crate::game::model::event::Event;
use crate::game::model::ids::CardId;
use crate::game::model::limits::DECK;
use crate::game::model::policies::Mulligans;
use crate::game::model::rules::Rules;
use crate::game::model::state::{Board, Step, Tcg, TurnFlags};

impl Tcg {
    /// A new game: `decks` are each seat's 60 cards (checked by the caller), `seed` all its
    /// chance, `record` whether it keeps its event log.
    pub fn new(
        cards: Arc<CardTable>,
        rules: Rules,
        decks: &[Vec<CardId>],
        seed: u64,
        record: bool,
    ) -> Self {
        let mut game = Tcg {
            cards,
            rules,
            boards: ArrayVec::new(),
            stadium: None,
            current: Seat(0),
            first: Seat(0),
            turn: 0,
            step: Step::Turn,
            flags: TurnFlags::default(),
            ending: Default::default(),
            extra_turn: false,
            skip_checkup: false,
            frame: None,
            set_offs: ArrayVec::new(),
            next_uid: 0,
            prize_count: rules.prizes,
            rng: GameRng::from_seed(seed),
            log: record.then(Vec::new),
            decided: None,
        };
        // Each board is made in place: the state is large, and copying it is much of a short
        // game's cost.
        for deck in decks {
            game.boards
                .push(Board::new(deck.iter().copied().take(DECK)));
        }
        game.deal();
        game
    }

    /// TCG-3: shuffle, draw 7, mulligan until a Basic is in hand; TCG-5: the coin flip.
    fn deal(&mut self) {
        for seat in self.rules.seats() {
            if self.rules.is_automated(seat) {
                // The format plays it: nothing to deal, nothing to place.
                self.boards[seat.index()].ready = true;
                continue;
            }
            loop {
                self.shuffle_deck(seat);
                self.draw(seat, self.rules.hand);
                let board = &self.boards[seat.index()];
                if board.hand.iter().any(|&c| self.cards.get(c).is_basic()) {
                    break;
                }
                let board = &mut self.boards[seat.index()];
                board.mulligans = board.mulligans.saturating_add(1);
                let hand = std::mem::take(board.hand_mut());
                // TCG-3: the hand is shown, then shuffled back.
                self.record(|| Event::Mulligan {
                    seat,
                    hand: hand.to_vec(),
                });
                self.boards[seat.index()].deck.extend(hand);
            }
        }
        if self.rules.automated != 0 {
            // The players go first (RF-6): the first seat the format does not play.
            let first = self.rules.seats().find(|&s| !self.rules.is_automated(s));
            self.first_chosen(first.unwrap_or(Seat(0)));
            return;
        }
        if let Some(first) = self.rules.goes_first {
            self.first_chosen(first);
            return;
        }
        let winner = Seat(self.rng.below(u32::from(self.rules.seats)) as u8);
        self.current = winner;
        self.step = Step::ChooseFirst(winner);
    }

    /// The coin flip's winner has chosen: set-up goes on from the player going first.
    pub(in crate::game) fn first_chosen(&mut self, first: Seat) {
        self.first = first;
        self.record(|| Event::GoesFirst { seat: first });
        self.next_setup_step();
    }

    /// Mulligan draws first (TCG-3), then each seat places its Pokémon (TCG-4), in turn order
    /// from the player going first; then the Prize cards and the first turn. When the rules
    /// say so (TB-4), the mulligan draws come after the Prize cards instead.
    pub(in crate::game) fn next_setup_step(&mut self) {
        let after = self.rules.mulligans == Mulligans::CancelAndDrawAfterPrizes;
        let mut seat = self.first;
        for _ in 0..self.rules.seats {
            let board = &self.boards[seat.index()];
            if !board.ready {
                if board.active.is_some() {
                    self.step = Step::PlaceBench(seat);
                } else if after || !self.offer_mulligan_draws(seat) {
                    self.step = Step::PlaceActive(seat);
                }
                self.current = seat;
                return;
            }
            seat = self.rules.next(seat);
        }
        if !after {
            self.set_prizes();
            return self.begin_turn(self.first);
        }
        // Draws are offered only once the Prize cards are set: an offer made says they are.
        if !self.boards.iter().any(|b| b.offered) {
            self.set_prizes();
        }
        for _ in 0..self.rules.seats {
            if self.offer_mulligan_draws(seat) {
                self.current = seat;
                return;
            }
            seat = self.rules.next(seat);
        }
        self.begin_turn(self.first);
    }

    /// Offers `seat` the draws its opponent's mulligans give it, unless offered before or
    /// there are none (TCG-3): whether it did.
    fn offer_mulligan_draws(&mut self, seat: Seat) -> bool {
        let others = self.mulligan_draws(seat);
        let board = &mut self.boards[seat.index()];
        if board.offered || others == 0 {
            return false;
        }
        board.offered = true;
        self.step = Step::MulliganDraws { seat, left: others };
        true
    }

    /// The cards `seat` may draw for mulligans: one for each of the opponent's across the table
    /// (TCG-3), none when both of them mulliganed and the rules cancel those (TB-4).
    pub(in crate::game) fn mulligan_draws(&self, seat: Seat) -> u8 {
        let across = self.rules.across(seat);
        if self.rules.is_automated(across) || !self.rules.are_opponents(across, seat) {
            return 0;
        }
        let theirs = self.boards[across.index()].mulligans;
        if self.rules.mulligans == Mulligans::CancelAndDrawAfterPrizes
            && self.boards[seat.index()].mulligans > 0
        {
            return 0;
        }
        theirs
    }

    /// TCG-4: the table's number of Prize cards (6 in the normal game) from each deck's top.
    fn set_prizes(&mut self) {
        let rules = self.rules;
        for (s, board) in self.boards.iter_mut().enumerate() {
            if rules.is_automated(Seat(s as u8)) {
                continue;
            }
            for _ in 0..self.prize_count {
                if let Some(card) = board.deck.pop() {
                    board.prizes.push(card);
                }
            }
        }
    }

    /// TCG-14: both players won at once: a new game with 1 Prize card each.
    pub(in crate::game) fn sudden_death(&mut self) {
        self.record(|| Event::SuddenDeath);
        for board in &mut self.boards {
            let mut all: ArrayVec<CardId, DECK> = ArrayVec::new();
            all.extend(board.deck.drain(..));
            all.extend(board.hand_mut().drain(..));
            all.extend(board.discard.drain(..));
            all.extend(board.prizes.drain(..));
            for p in board.active.take().into_iter().chain(board.bench.drain(..)) {
                all.extend(p.stack.iter().chain(&p.energy).chain(&p.tools).copied());
            }
            board.deck = all;
            board.turns = 0;
            board.mulligans = 0;
            board.offered = false;
            board.ready = false;
            board.locks.clear();
            board.side_lastings.clear();
            board.last_attack = None;
            board.attack_before = None;
            board.prizes_seen = [0; 6];
            board.gx_used = false;
            board.vstar_used = false;
        }
        if let Some((card, seat)) = self.stadium.take() {
            self.boards[seat.index()].deck.push(card);
        }
        self.prize_count = 1;
        self.extra_turn = false;
        self.skip_checkup = false;
        self.turn = 0;
        self.flags = TurnFlags::default();
        self.ending = Default::default();
        self.frame = None;
        self.deal();
    }
}
