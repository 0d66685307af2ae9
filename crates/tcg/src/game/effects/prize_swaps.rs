//! Prize cards switched with other cards (TCG-16): the face-down ones set apart and put back
//! shuffled (Hisuian Heavy Ball), one switched with a card looked at (Arc Phone, Team Rocket's
//! Bother-Bot). Who has seen each Prize card stays true: a face-up one stays face up, a card
//! the acting player looked at is seen by them, and a switched-out card is the looked cards'.

use super::moves::done;
use crate::effect::{CardCount, CardFilter};
use altplay_core::Seat;
use arrayvec::ArrayVec;

use crate::game::model::frame::{Filter, Goes, LOOKED_MAX, PlayedCard, Wait, Zone};
use crate::game::model::ids::CardId;
use crate::game::model::state::Tcg;

type Looked = ArrayVec<CardId, LOOKED_MAX>;

impl Tcg {
    /// Every seat's bits: a Prize card seen by all of them is face up.
    fn every_seat(&self) -> u8 {
        (1u8 << self.rules.seats) - 1
    }

    /// The acting player's face-down Prize cards are set apart as the cards looked at; the
    /// face-up ones stay, in their order.
    pub(in crate::game) fn prizes_aside(&mut self) {
        let (actor, every) = (self.frame().actor, self.every_seat());
        let board = &mut self.boards[actor.index()];
        let (prizes, seen) = (std::mem::take(&mut board.prizes), board.prizes_seen);
        board.prizes_seen = [0; 6];
        let mut aside = Vec::new();
        for (card, seen) in prizes.into_iter().zip(seen) {
            if seen == every {
                board.prizes_seen[board.prizes.len()] = seen;
                board.prizes.push(card);
            } else {
                aside.push(card);
            }
        }
        let frame = self.frame_mut();
        frame.looked_owner = actor;
        frame.looked_hand = false;
        for card in aside {
            let _ = frame.looked.try_push(card);
        }
    }

    /// The acting player may take a card of `filter` from the cards looked at into their hand;
    /// the Trainer played then takes its place among them.
    pub(in crate::game) fn found_for_this_card(&mut self, filter: CardFilter) -> Result<(), Wait> {
        let actor = self.frame().actor;
        let once = CardCount::UpTo(1);
        self.pick_cards(
            actor,
            Zone::Looked,
            Filter::Card(filter),
            once,
            true,
            Goes::Hand,
        )?;
        let frame = self.frame_mut();
        if done(once, frame.moved) {
            let _ = frame.looked.try_push(frame.card);
            frame.played_card = PlayedCard::Elsewhere;
        }
        Ok(())
    }

    /// The (first) card looked at and one of its owner's Prize cards switch places: the one
    /// this text turned face up, else a face-down one, the first the acting player has not
    /// seen (face down, one is as good as another) or the first face-down one. Whether they
    /// switched is what "If you do" asks.
    pub(in crate::game) fn looked_swapped_with_prize(&mut self) {
        let (frame, every) = (self.frame(), self.every_seat());
        let (owner, bit) = (frame.looked_owner, 1u8 << frame.actor.index());
        let (card, turned) = (frame.looked.first().copied(), frame.turned_prize);
        let board = &self.boards[owner.index()];
        let seen = &board.prizes_seen[..board.prizes.len()];
        let face_down = || seen.iter().position(|&s| s != every);
        let at = turned
            .map(usize::from)
            .or_else(|| seen.iter().position(|&s| s != every && s & bit == 0))
            .or_else(face_down);
        let (Some(card), Some(at)) = (card, at) else {
            self.frame_mut().did = false;
            return;
        };
        let board = &mut self.boards[owner.index()];
        let prize = std::mem::replace(&mut board.prizes[at], card);
        // A face-up Prize card stays face up; a face-down one holds a card the actor has seen.
        if board.prizes_seen[at] != every {
            board.prizes_seen[at] = bit;
        }
        let frame = self.frame_mut();
        frame.looked[0] = prize;
        frame.did = true;
    }

    /// The cards looked at go back among their owner's Prize cards, and the face-down ones are
    /// shuffled: the acting player has seen each of them, and where each is no one knows.
    pub(in crate::game) fn looked_to_prizes(&mut self, owner: Seat, looked: Looked) {
        let (bit, every) = (1u8 << self.frame().actor.index(), self.every_seat());
        let board = &mut self.boards[owner.index()];
        for card in looked {
            if board.prizes.try_push(card).is_err() {
                break;
            }
        }
        let n = board.prizes.len();
        let face_down: Vec<usize> = (0..n).filter(|&i| board.prizes_seen[i] != every).collect();
        let mut cards: Vec<_> = face_down.iter().map(|&i| board.prizes[i]).collect();
        self.rng.shuffle(&mut cards);
        let board = &mut self.boards[owner.index()];
        for (&i, card) in face_down.iter().zip(cards) {
            board.prizes[i] = card;
            board.prizes_seen[i] = bit;
        }
    }
}
