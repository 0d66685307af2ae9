//! Hidden cards a text shows (TCG-16): Prize cards looked at, seen by the seat that looked
//! alone, and a hand revealed, seen by everyone until it changes, with what the text does with
//! the cards found there; Prize cards dealt again from the deck, seen by no one.

use super::resolve::Flow;
use crate::effect::{CardCount, CardFilter, Role};
use crate::game::model::event::Event;
use crate::game::model::frame::{Filter, Goes, TextRef};
use crate::game::model::ids::CardId;
use crate::game::model::state::Tcg;

impl Tcg {
    /// The acting player looks at `count` of a player's face-down Prize cards. Face down, one
    /// card is as good as another to pick, so the engine shows the ones not seen yet first
    /// (what a player picking one blind would do).
    pub(in crate::game) fn look_at_prizes(&mut self, whose: Role, count: CardCount) {
        let frame = self.frame();
        let (looker, owner) = (frame.actor, Self::seat_of(frame, whose));
        let bit = 1 << looker.index();
        let board = &mut self.boards[owner.index()];
        let looked = match count {
            CardCount::Exactly(n) | CardCount::UpTo(n) => n,
            CardCount::All => u8::MAX,
        }
        .min(board.prizes.len() as u8);
        let mut left = looked;
        for seen in board.prizes_seen.iter_mut().take(board.prizes.len()) {
            if left > 0 && *seen & bit == 0 {
                *seen |= bit;
                left -= 1;
            }
        }
        self.record(|| Event::LookedAtPrizes {
            seat: looker,
            whose: owner,
            count: looked,
        });
    }

    /// One of a player's face-down Prize cards is turned face up: every seat sees it until it
    /// is taken ("You may turn 1 of your face-down Prize cards face up"). Face down, one is as
    /// good as another to pick, as in [`Tcg::look_at_prizes`]: the first that some seat has not
    /// seen. Whether one was turned is what "If you do" asks; which one, what a switch after it
    /// takes ([`Tcg::looked_swapped_with_prize`]).
    pub(in crate::game) fn turn_prize_face_up(&mut self, whose: Role) {
        let every = (1u8 << self.rules.seats) - 1;
        let owner = Self::seat_of(self.frame(), whose);
        let board = &mut self.boards[owner.index()];
        let face_down =
            (board.prizes_seen.iter().take(board.prizes.len())).position(|&seen| seen != every);
        if let Some(i) = face_down {
            board.prizes_seen[i] = every;
        }
        let frame = self.frame_mut();
        frame.did = face_down.is_some();
        frame.turned_prize = face_down.map(|i| i as u8);
    }

    /// The acting player's Prize cards, shuffled, go under their deck, and as many cards from
    /// the deck's top become their Prize cards, face down and seen by no one (Redeemable
    /// Ticket). Whether there were any is what "If you do" asks.
    pub(in crate::game) fn prizes_redealt(&mut self) {
        let seat = self.frame().actor;
        let board = &mut self.boards[seat.index()];
        let mut prizes = std::mem::take(&mut board.prizes);
        let count = prizes.len();
        self.rng.shuffle(&mut prizes);
        let board = &mut self.boards[seat.index()];
        // The deck's top is its last card: the Prize cards go in front.
        let deck = std::mem::take(&mut board.deck);
        board.deck.extend(prizes.into_iter().chain(deck));
        for _ in 0..count {
            board.prizes.extend(board.deck.pop());
        }
        board.prizes_seen = [0; 6];
        self.frame_mut().did = count > 0;
    }

    /// A player's hand is shown to every seat until it changes; the text finds cards there.
    pub(in crate::game) fn reveal_hand(&mut self, whose: Role) {
        let seat = Self::seat_of(self.frame(), whose);
        self.boards[seat.index()].hand_revealed = true;
        let frame = self.frame_mut();
        frame.looked_owner = seat;
        frame.looked_hand = true;
        frame.looked_deck = false;
        // Only a game keeping its log copies the hand into an event.
        if let Some(log) = &mut self.log {
            log.push(Event::HandRevealed {
                seat,
                cards: self.boards[seat.index()].hand.to_vec(),
            });
        }
    }

    /// The acting player picks a Supporter card found (in a revealed hand) and the attack goes
    /// on with that card's text, "you" still the attacker; the card stays where it is.
    pub(in crate::game) fn use_found_supporter(&mut self) -> Flow {
        let zone = Self::found_zone(self.frame());
        let actor = self.frame().actor;
        let supporter = Filter::Card(CardFilter::Supporter);
        let once = CardCount::Exactly(1);
        if let Err(wait) = self.pick_cards(actor, zone, supporter, once, false, Goes::Hold) {
            return Flow::Wait(wait);
        }
        let Some((card, _)) = self.frame().holding else {
            return Flow::Next;
        };
        self.use_supporter(card)
    }

    /// The acting player uses the effect of a Supporter card the text discarded (among the
    /// last cards of their discard pile, as many as it discarded) as the attack's effect, if
    /// there is one.
    pub(in crate::game) fn use_discarded_supporter(&mut self) -> Flow {
        let frame = self.frame();
        let supporter = Filter::Card(CardFilter::Supporter);
        let pile = &self.boards[frame.actor.index()].discard;
        let discarded = pile.iter().rev().take(usize::from(frame.discarded));
        match discarded
            .copied()
            .find(|&c| self.passes(c, supporter, Some(frame)))
        {
            Some(card) => self.use_supporter(card),
            None => Flow::Next,
        }
    }

    /// The attack goes on with `card`'s text, a Supporter's, "you" still the attacker.
    fn use_supporter(&mut self, card: CardId) -> Flow {
        let frame = self.frame_mut();
        frame.card = card;
        frame.text = TextRef::SupporterForAttack;
        Flow::Goto(0)
    }
}
