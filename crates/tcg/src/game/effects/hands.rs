//! A hand's cards moved by a text: drawn until it holds so many, shuffled into the deck,
//! discarded (picked by its owner, by the acting player, or at random), put on the deck or in
//! the Lost Zone or under the deck, a Basic Pokémon put into the Active Spot, a Stage 2 put onto
//! a Basic Pokémon.

use altplay_core::Seat;
use arrayvec::ArrayVec;

use super::moves::done;
use crate::effect::{CardCount, CardFilter, DeckEnd, HandPick, Role};
use crate::game::model::event::Event;
use crate::game::model::frame::{Filter, Goes, Wait, Zone};
use crate::game::model::ids::CardId;
use crate::game::model::state::Tcg;

impl Tcg {
    /// A card of the acting player's hand put into play as their Active Pokémon: onto the Bench
    /// first ("that Pokémon"), then switched in for the old Active Pokémon.
    pub(in crate::game) fn hand_to_active(&mut self, filter: CardFilter) -> Result<(), Wait> {
        let seat = self.frame().actor;
        let (hand, one) = (Zone::Hand(seat), CardCount::Exactly(1));
        self.pick_cards(seat, hand, Filter::Card(filter), one, false, Goes::Bench)?;
        let frame = self.frame();
        if let (true, Some(&new)) = (frame.moved > 0, frame.that.first()) {
            self.switch_in(seat, new);
        }
        Ok(())
    }

    /// A Stage 2 card of the acting player's hand put onto the Pokémon picked before, skipping
    /// the Stage 1: an evolution from the hand, whose texts it sets off as the action's does.
    pub(in crate::game) fn evolve_that_from_hand(&mut self) -> Result<(), Wait> {
        let seat = self.frame().actor;
        let (hand, one) = (Zone::Hand(seat), CardCount::Exactly(1));
        let stage2 = Filter::Card(CardFilter::Stage2FromThat);
        self.pick_cards(seat, hand, stage2, one, false, Goes::EvolveThat)?;
        let frame = self.frame();
        if let (true, Some(&evolved)) = (frame.moved > 0, frame.that.first()) {
            self.evolved_set_off(seat, evolved);
        }
        Ok(())
    }

    /// `who` shuffles their hand into their deck: their seat, and how many cards the hand held.
    pub(in crate::game) fn shuffle_hand_into_deck(&mut self, who: Role) -> (Seat, usize) {
        let seat = Self::seat_of(self.frame(), who);
        let board = &mut self.boards[seat.index()];
        let hand = std::mem::take(board.hand_mut());
        let held = hand.len();
        board.deck.extend(hand);
        self.shuffle_deck(seat);
        (seat, held)
    }

    /// `who` shuffles their hand and puts it under their deck; whether any card went there is
    /// added to what the text did ("If either player put any cards … in this way").
    pub(in crate::game) fn hand_under_deck(&mut self, who: Role) {
        let seat = Self::seat_of(self.frame(), who);
        let board = &mut self.boards[seat.index()];
        let mut cards = std::mem::take(board.hand_mut());
        self.rng.shuffle(&mut cards);
        let board = &mut self.boards[seat.index()];
        let put = !cards.is_empty();
        cards.extend(board.deck.drain(..));
        board.deck = cards;
        self.frame_mut().did |= put;
    }

    /// The hand a text said is discarded at the end of this turn, if it holds enough cards.
    pub(in crate::game) fn discard_hand_at_end(&mut self) {
        let Some((seat, at_least)) = self.flags.hand_discarded_at_end.take() else {
            return;
        };
        if self.boards[seat.index()].hand.len() < usize::from(at_least) {
            return;
        }
        // No text is being resolved: nothing counts these discards.
        for card in std::mem::take(self.boards[seat.index()].hand_mut()) {
            self.boards[seat.index()].put_discarded(card, &self.cards);
            self.record(|| Event::Discarded { seat, card });
        }
    }

    /// `who` draws until their hand holds `hand` cards.
    pub(in crate::game) fn draw_until(&mut self, who: Role, hand: usize) {
        let seat = Self::seat_of(self.frame(), who);
        let have = self.boards[seat.index()].hand.len();
        self.draw(seat, hand.saturating_sub(have).min(255) as u8);
    }

    /// `count` cards passing `filter` from `who`'s hand to their Lost Zone, picked by them one
    /// by one; none when the hand has fewer ("If you do" then fails).
    pub(in crate::game) fn hand_to_lost_zone(
        &mut self,
        who: Role,
        count: u8,
        filter: CardFilter,
    ) -> Result<(), Wait> {
        let frame = self.frame();
        let seat = Self::seat_of(frame, who);
        let hand = &self.boards[seat.index()].hand;
        let have = hand
            .iter()
            .filter(|&&c| self.passes(c, Filter::Card(filter), None))
            .count();
        if frame.moved == 0 && have < usize::from(count) {
            self.frame_mut().did = false;
            return Ok(());
        }
        self.pick_cards(
            seat,
            Zone::Hand(seat),
            Filter::Card(filter),
            CardCount::Exactly(count),
            false,
            Goes::LostZone,
        )?;
        self.frame_mut().did = true;
        Ok(())
    }

    pub(in crate::game) fn discard_from_hand(
        &mut self,
        whose: Role,
        count: CardCount,
        filter: CardFilter,
        pick: HandPick,
    ) -> Result<(), Wait> {
        let frame = self.frame();
        let seat = Self::seat_of(frame, whose);
        let chooser = match pick {
            HandPick::ByOwner => seat,
            HandPick::ByActing => frame.actor,
            HandPick::Random => {
                let n = match count {
                    CardCount::Exactly(n) | CardCount::UpTo(n) => n,
                    CardCount::All => u8::MAX,
                };
                for _ in 0..n {
                    let choices: ArrayVec<CardId, 60> = self.boards[seat.index()]
                        .hand
                        .iter()
                        .copied()
                        .filter(|&c| self.passes(c, Filter::Card(filter), None))
                        .collect();
                    if choices.is_empty() {
                        break;
                    }
                    let card = choices[self.rng.below(choices.len() as u32) as usize];
                    self.take(Zone::Hand(seat), card, Goes::Discard);
                }
                return Ok(());
            }
        };
        let optional = matches!(count, CardCount::UpTo(_));
        self.pick_cards(
            chooser,
            Zone::Hand(seat),
            Filter::Card(filter),
            count,
            optional,
            Goes::Discard,
        )?;
        let frame = self.frame_mut();
        frame.did = done(count, frame.moved);
        Ok(())
    }

    /// A player puts cards from their hand on top of (or under) their deck, picked one at a
    /// time by them.
    pub(in crate::game) fn hand_to_deck(
        &mut self,
        whose: Role,
        count: CardCount,
        filter: CardFilter,
        end: DeckEnd,
    ) -> Result<(), Wait> {
        let seat = Self::seat_of(self.frame(), whose);
        let goes = match end {
            DeckEnd::Top => Goes::Deck,
            DeckEnd::Bottom => Goes::DeckBottom,
        };
        // "up to 2 Pokémon in your hand" may stop short.
        let optional = matches!(count, CardCount::UpTo(_));
        self.pick_cards(
            seat,
            Zone::Hand(seat),
            Filter::Card(filter),
            count,
            optional,
            goes,
        )?;
        let frame = self.frame_mut();
        frame.did = frame.moved > 0;
        frame.decked = frame.decked.saturating_add(frame.moved);
        Ok(())
    }

    /// A player discards cards of their choice from their hand until it holds `hand` cards.
    pub(in crate::game) fn discard_until(&mut self, who: Role, hand: u8) -> Result<(), Wait> {
        let seat = Self::seat_of(self.frame(), who);
        // The cards to discard, counted from the hand this step began with.
        let held = self.boards[seat.index()].hand.len() + usize::from(self.frame().moved);
        let excess = held
            .saturating_sub(usize::from(hand))
            .min(usize::from(u8::MAX)) as u8;
        self.pick_cards(
            seat,
            Zone::Hand(seat),
            Filter::Card(CardFilter::Any),
            CardCount::Exactly(excess),
            false,
            Goes::Discard,
        )
    }
}
