//! Looking at cards of a deck (TCG-16: shown to the acting player alone): the cards are set
//! apart in the frame, some taken, the rest put where the text says.

use crate::effect::{CardCount, CardFilter, DeckEnd, Destination, Rest, Role};
use crate::game::model::event::Event;
use crate::game::model::frame::{Filter, Frame, Goes, Wait, Zone};
use crate::game::model::ids::CardId;
use crate::game::model::state::Tcg;

impl Tcg {
    pub(in crate::game) fn look_at_deck(&mut self, whose: Role, count: u8, end: DeckEnd) {
        let seat = Self::seat_of(self.frame(), whose);
        // No more than the frame holds: a card drawn off the deck is never lost.
        let room = self.frame().looked.remaining_capacity();
        let deck = &mut self.boards[seat.index()].deck;
        let n = usize::from(count).min(deck.len()).min(room);
        let cards: Vec<_> = match end {
            DeckEnd::Top => deck.drain(deck.len() - n..).rev().collect(),
            DeckEnd::Bottom => deck.drain(..n).collect(),
        };
        let frame = self.frame_mut();
        frame.looked_owner = seat;
        frame.looked_hand = false;
        frame.looked_deck = true;
        for card in cards {
            let _ = frame.looked.try_push(card);
        }
    }

    pub(in crate::game) fn take_looked(
        &mut self,
        count: CardCount,
        filter: CardFilter,
        to: Destination,
    ) -> Result<(), Wait> {
        let zone = Self::found_zone(self.frame());
        if let Destination::Attach(to) = to {
            return self.attach_cards(zone, Filter::Card(filter), to, count);
        }
        let actor = self.frame().actor;
        // Cards looked at alone may be "not found"; in a hand shown to all, a card is found,
        // unless the text takes "up to" or "any number of" them.
        let optional = matches!(count, CardCount::UpTo(_))
            || (!matches!(count, CardCount::All) && zone == Zone::Looked);
        // Cards looked at and kept on top go straight back onto the deck.
        let goes = match to {
            Destination::DeckTop => Goes::Deck,
            to => to.into(),
        };
        self.pick_cards(actor, zone, Filter::Card(filter), count, optional, goes)
    }

    /// The cards looked at are shown to every seat and the acting player's opponent picks
    /// `count` of them, each going where `to` says.
    pub(in crate::game) fn looked_chosen_by_opponent(
        &mut self,
        count: u8,
        to: Destination,
    ) -> Result<(), Wait> {
        let frame = self.frame_mut();
        frame.looked_revealed = true;
        let opponent = frame.opponent;
        let any = Filter::Card(CardFilter::Any);
        let count = CardCount::Exactly(count);
        self.pick_cards(opponent, Zone::Looked, any, count, false, to.into())
    }

    /// Cards of a hand picked at random (or "without looking"), set apart like cards looked at
    /// until the text says where they go (`Operation::PickedIntoDeck`, `Operation::DiscardPicked`).
    pub(in crate::game) fn pick_at_random(&mut self, whose: Role, count: u8) {
        let seat = Self::seat_of(self.frame(), whose);
        for _ in 0..count {
            let hand = &self.boards[seat.index()].hand;
            if hand.is_empty() {
                break;
            }
            let at = self.rng.below(hand.len() as u32) as usize;
            let card = self.boards[seat.index()].hand.remove(at);
            let _ = self.frame_mut().looked.try_push(card);
        }
        let frame = self.frame_mut();
        frame.looked_owner = seat;
        frame.looked_hand = false;
        frame.looked_deck = false;
    }

    /// Cards of a hand its owner picks ("Your opponent chooses 3 cards from their hand"), set
    /// apart as [`Tcg::pick_at_random`] sets them.
    pub(in crate::game) fn pick_own_cards(&mut self, whose: Role, count: u8) -> Result<(), Wait> {
        let seat = Self::seat_of(self.frame(), whose);
        let frame = self.frame_mut();
        frame.looked_hand = false;
        frame.looked_deck = false;
        let any = Filter::Card(CardFilter::Any);
        let count = CardCount::Exactly(count);
        self.pick_cards(seat, Zone::Hand(seat), any, count, false, Goes::Aside)
    }

    /// Where the cards "you find there" are: a hand revealed, or the cards set apart.
    pub(in crate::game) fn found_zone(frame: &Frame) -> Zone {
        if frame.looked_hand {
            Zone::Hand(frame.looked_owner)
        } else {
            Zone::Looked
        }
    }

    /// The cards "you find there".
    pub(in crate::game) fn found_cards<'a>(&'a self, frame: &'a Frame) -> &'a [CardId] {
        match Self::found_zone(frame) {
            Zone::Hand(seat) => &self.boards[seat.index()].hand,
            _ => &frame.looked,
        }
    }

    /// The cards looked at and not taken go back (in the order they were, top first, as the
    /// engine does not ask for an order), to the discard pile or the Lost Zone, or are shuffled
    /// in.
    pub(in crate::game) fn looked_rest(&mut self, rest: Rest) {
        let owner = self.frame().looked_owner;
        let mut looked = std::mem::take(&mut self.frame_mut().looked);
        if rest == Rest::BottomShuffled {
            self.rng.shuffle(&mut looked[..]);
        }
        let board = &mut self.boards[owner.index()];
        match rest {
            Rest::Shuffle => {
                board.deck.extend(looked);
                self.shuffle_deck(owner);
            }
            Rest::Top => board.deck.extend(looked.into_iter().rev()),
            Rest::Bottom | Rest::BottomShuffled => {
                for (i, card) in looked.into_iter().enumerate() {
                    board.deck.insert(i, card);
                }
            }
            Rest::Discard => board.put_all_discarded(looked, &self.cards),
            Rest::Hand => board.hand_mut().extend(looked),
            Rest::Prizes => self.looked_to_prizes(owner, looked),
            Rest::LostZone => {
                board.lost_zone.extend(looked.iter().copied());
                let frame = self.frame_mut();
                frame.lost_zoned = frame.lost_zoned.saturating_add(looked.len() as u8);
                for card in looked {
                    self.record(|| Event::ToLostZone { seat: owner, card });
                }
            }
        }
    }

    /// The first card from the top of the acting player's deck that passes `filter` goes where
    /// the text says; the deck is the one the text's "the other revealed cards" are shuffled
    /// into.
    pub(in crate::game) fn reveal_until(&mut self, filter: CardFilter, to: Destination) {
        let seat = self.frame().actor;
        self.frame_mut().looked_owner = seat;
        let found = self.boards[seat.index()]
            .deck
            .iter()
            .rev()
            .copied()
            .find(|&card| self.passes(card, Filter::Card(filter), None));
        if let Some(card) = found {
            self.take(Zone::Deck(seat), card, to.into());
        }
    }

    /// Cards a text looked at but left unplaced go back on top of their deck when it ends.
    pub(in crate::game) fn return_looked(&mut self) {
        if self.frame.as_ref().is_some_and(|f| !f.looked.is_empty()) {
            self.looked_rest(Rest::Top);
        }
    }

    /// Puts cards from the acting player's discard pile on top of their deck, then shuffles
    /// it when `shuffle`.
    pub(in crate::game) fn discard_to_deck(
        &mut self,
        count: CardCount,
        filter: CardFilter,
        shuffle: bool,
    ) -> Result<(), Wait> {
        self.pick_from_discard(count, filter, Goes::Deck)?;
        let moved = self.frame().moved > 0;
        if shuffle && moved {
            self.shuffle_deck(self.frame().actor);
        }
        // "If you shuffled any cards into your deck in this way".
        self.frame_mut().did = moved;
        Ok(())
    }

    /// The acting player picks cards of `filter` from their discard pile, each going where
    /// `goes` says; "up to" may stop short.
    pub(in crate::game) fn pick_from_discard(
        &mut self,
        count: CardCount,
        filter: CardFilter,
        goes: Goes,
    ) -> Result<(), Wait> {
        let actor = self.frame().actor;
        let optional = matches!(count, CardCount::UpTo(_));
        self.pick_cards(
            actor,
            Zone::Discard(actor),
            Filter::Card(filter),
            count,
            optional,
            goes,
        )
    }
}
