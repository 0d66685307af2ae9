//! Pokémon and cards leaving play by an effect (not Knocked Out): into the deck, the hand or
//! the discard pile, with every card attached (or into the hand alone); a Pokémon Knocked Out
//! put back from the discard pile by a text it set off; Tools and the Stadium discarded.

use altplay_core::Seat;
use arrayvec::ArrayVec;

use crate::effect::{CardFilter, Count, Group, Pokemon, Role, Side, Zone};
use crate::game::model::event::Event;
use crate::game::model::frame::Wait;
use crate::game::model::ids::{CardId, Uid};
use crate::game::model::state::{InPlay, Tcg};

/// Where a Pokémon leaving play goes, with its attached cards.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(in crate::game) enum Leaves {
    Deck,
    Hand,
    /// Its own cards into the hand, what is attached to it into the discard pile.
    HandAlone,
    /// Its own cards on top of the deck, unshuffled, what is attached to it into the discard
    /// pile.
    DeckTopAlone,
    Discard,
}

impl Tcg {
    /// Takes a Pokémon out of play (its owner promotes later if it was Active).
    fn lift(&mut self, uid: Uid) -> Option<(Seat, InPlay)> {
        let (seat, _) = self.locate(uid)?;
        let board = &mut self.boards[seat.index()];
        let p = if board.is_active(uid) {
            board.active.take()?
        } else {
            let i = board.bench.iter().position(|p| p.uid == uid)?;
            board.bench.remove(i)
        };
        Some((seat, p))
    }

    /// Pokémon named leave play with every card attached to them.
    pub(in crate::game) fn leave_play(&mut self, which: Pokemon, to: Leaves) -> Result<(), Wait> {
        for uid in self.targets(which)? {
            self.leave(uid, to);
        }
        Ok(())
    }

    /// Each of the Pokémon that has evolved puts its highest Stage Evolution card into its
    /// owner's hand, or shuffles it into their deck (`Leaves::Deck`): its damage stays; Special
    /// Conditions and the effects of attacks on it end, as when it evolves (TCG-7).
    pub(in crate::game) fn devolve(&mut self, which: Pokemon, to: Leaves) -> Result<(), Wait> {
        let mut shuffled: ArrayVec<Seat, 8> = ArrayVec::new();
        for uid in self.targets(which)? {
            if to == Leaves::Hand && self.in_play_kept_from_hand(uid) {
                continue;
            }
            let Some((seat, p)) = self.locate_mut(uid) else {
                continue;
            };
            if p.stack.len() < 2 {
                continue;
            }
            let card = p.stack.pop().expect("an Evolution card on it");
            p.conditions.clear();
            p.lasting.clear();
            let board = &mut self.boards[seat.index()];
            if to == Leaves::Deck {
                let _ = board.deck.try_push(card);
                if !shuffled.contains(&seat) {
                    shuffled.push(seat);
                }
                continue;
            }
            let _ = board.hand_mut().try_push(card);
            self.record(|| Event::ToHand {
                seat,
                card: Some(card),
            });
        }
        for seat in shuffled {
            self.shuffle_deck(seat);
        }
        Ok(())
    }

    /// Whether `uid`, in play, and the cards attached to it can't be put into its owner's hand.
    pub(in crate::game) fn in_play_kept_from_hand(&self, uid: Uid) -> bool {
        self.cards.kept_from_hand
            && self
                .locate(uid)
                .is_some_and(|(s, _)| self.kept_from_hand(s))
    }

    /// A Pokémon goes to its owner's discard pile with every card attached to it, by no text's
    /// doing (a Bench over its limit, TCG-4).
    pub(in crate::game) fn discard_from_play(&mut self, uid: Uid) {
        self.leave(uid, Leaves::Discard);
    }

    /// A Pokémon leaves play with every card attached to it; one an effect keeps from its
    /// owner's hand stays where it is rather than go there.
    fn leave(&mut self, uid: Uid, to: Leaves) {
        if matches!(to, Leaves::Hand | Leaves::HandAlone) && self.in_play_kept_from_hand(uid) {
            return;
        }
        let Some((seat, p)) = self.lift(uid) else {
            self.knocked_out_leaves(uid, to);
            return;
        };
        let attached = p.energy.iter().chain(&p.tools).copied();
        let cards = p.stack.iter().copied().chain(attached.clone());
        let board = &mut self.boards[seat.index()];
        match to {
            Leaves::Deck => board.deck.extend(cards),
            Leaves::Hand => board.hand_mut().extend(cards),
            Leaves::HandAlone => {
                board.hand_mut().extend(p.stack.iter().copied());
                board.put_all_discarded(attached, &self.cards);
            }
            Leaves::DeckTopAlone => {
                board.deck.extend(p.stack.iter().copied());
                board.put_all_discarded(attached, &self.cards);
            }
            Leaves::Discard => board.put_all_discarded(cards, &self.cards),
        }
        if to == Leaves::Deck {
            self.shuffle_deck(seat);
        }
    }

    /// A Pokémon Knocked Out whose text puts it back somewhere ("put that Pokémon into your
    /// hand"): its own cards leave the discard pile, where what was attached stays.
    fn knocked_out_leaves(&mut self, uid: Uid, to: Leaves) {
        let Some((seat, _)) = self.knocked_out(uid) else {
            return;
        };
        let board = &mut self.boards[seat.index()];
        let knocked_out = std::mem::take(&mut board.knocked_out.pokemon);
        // Only what is in the discard pile: a Prism Star card went to the Lost Zone (TCG-19).
        let mut cards: ArrayVec<CardId, 4> = ArrayVec::new();
        for card in knocked_out {
            if let Some(at) = board.discard.iter().rposition(|&c| c == card) {
                board.discard.remove(at);
                cards.push(card);
            }
        }
        match to {
            Leaves::Deck | Leaves::DeckTopAlone => board.deck.extend(cards),
            Leaves::Hand | Leaves::HandAlone => board.hand_mut().extend(cards),
            Leaves::Discard => board.discard.extend(cards),
        }
        if to == Leaves::Deck {
            self.shuffle_deck(seat);
        }
    }

    /// "Discard any number of <filter> from your Bench": `who` picks them one at a time until
    /// "done" or none is left.
    pub(in crate::game) fn discard_from_bench(
        &mut self,
        who: Role,
        filter: CardFilter,
        at_most: Option<Count>,
    ) -> Result<(), Wait> {
        let group = Group::new(Side::Of(who), Zone::Bench);
        loop {
            let frame = self.frame();
            if let Some(&uid) = frame.picked.first() {
                self.leave(uid, Leaves::Discard);
                let frame = self.frame_mut();
                frame.picked.clear();
                frame.discarded = frame.discarded.saturating_add(1);
                continue;
            }
            let full = at_most.is_some_and(|c| u16::from(frame.discarded) >= self.count(frame, c));
            if frame.stopped || full || self.pickable(frame, group, filter).is_empty() {
                return Ok(());
            }
            return Err(Wait::Pokemon {
                chooser: Self::seat_of(frame, who),
                group,
                only: filter,
                optional: true,
            });
        }
    }

    /// Every Pokémon Tool attached to the Pokémon named goes to its owner's discard pile.
    pub(in crate::game) fn discard_tools(&mut self, which: Pokemon) -> Result<(), Wait> {
        for uid in self.targets(which)? {
            let Some((seat, p)) = self.locate_mut(uid) else {
                continue;
            };
            let tools: Vec<_> = p.tools.drain(..).collect();
            for card in tools {
                self.discard_card(seat, card);
            }
        }
        Ok(())
    }

    /// The Pokémon Tool `tool` attached to `seat`'s Active Pokémon goes to the discard pile
    /// (paying its Retreat Cost).
    pub(in crate::game) fn discard_tool(&mut self, seat: Seat, tool: CardId) {
        if let Some(uid) = self.boards[seat.index()].active.as_ref().map(|a| a.uid) {
            self.discard_tool_of(uid, tool);
        }
    }

    /// The Pokémon Tool `tool` attached to the Pokémon `uid` goes to its owner's discard pile,
    /// by the rules or the Tool's own text (a Retreat Cost paid with it, Survival Brace spent).
    pub(in crate::game) fn discard_tool_of(&mut self, uid: Uid, tool: CardId) {
        let Some((seat, p)) = self.locate_mut(uid) else {
            return;
        };
        if let Some(i) = p.tools.iter().position(|&c| c == tool) {
            p.tools.remove(i);
            // Outside any text: no frame counts the discard.
            self.boards[seat.index()].put_discarded(tool, &self.cards);
            self.record(|| Event::Discarded { seat, card: tool });
        }
    }

    /// The Pokémon in play that have a Pokémon Tool attached: every seat's, or `whose` alone.
    pub(in crate::game) fn tool_holders(
        &self,
        whose: Option<Seat>,
    ) -> impl Iterator<Item = Uid> + '_ {
        self.rules
            .seats()
            .filter(move |&s| whose.is_none_or(|w| w == s))
            .flat_map(|s| {
                self.boards[s.index()]
                    .in_play()
                    .filter(|p| !p.tools.is_empty())
                    .map(|p| p.uid)
            })
    }

    /// Discards Pokémon Tools in play (only `whose` Pokémon's, when named) or (when `stadium`)
    /// the Stadium, one pick at a time, up to `count` (`exactly` that many while there are
    /// any); into the Lost Zone instead when `lost_zone`.
    pub(in crate::game) fn discard_tools_or_stadium(
        &mut self,
        count: u8,
        stadium: bool,
        whose: Option<Role>,
        exactly: bool,
        lost_zone: bool,
    ) -> Result<(), Wait> {
        let frame = self.frame();
        if frame.moved >= count || frame.stopped {
            return Ok(());
        }
        let whose = whose.map(|role| Self::seat_of(frame, role));
        let stadium = stadium && self.stadium.is_some();
        if !stadium && self.tool_holders(whose).next().is_none() {
            return Ok(());
        }
        Err(Wait::ToolOrStadium {
            chooser: frame.actor,
            stadium,
            whose,
            optional: !exactly,
            lost_zone,
        })
    }

    /// Discards the last Pokémon Tool attached to a Pokémon, as a text's pick (or puts it in
    /// its owner's Lost Zone).
    pub(in crate::game) fn discard_one_tool(&mut self, uid: Uid, lost_zone: bool) {
        let Some((seat, p)) = self.locate_mut(uid) else {
            return;
        };
        if let Some(card) = p.tools.pop() {
            self.card_away(seat, card, lost_zone);
        }
    }

    /// A card leaving play goes to its owner's discard pile, or Lost Zone when `lost_zone`.
    fn card_away(&mut self, seat: Seat, card: CardId, lost_zone: bool) {
        if !lost_zone {
            return self.discard_card(seat, card);
        }
        self.boards[seat.index()].lost_zone.push(card);
        let frame = self.frame_mut();
        frame.lost_zoned = frame.lost_zoned.saturating_add(1);
        self.record(|| Event::ToLostZone { seat, card });
    }

    /// The Pokémon Tool or Special Energy whose triggered text is being resolved leaves its
    /// Pokémon for the discard pile (if it is still attached).
    pub(in crate::game) fn discard_this_card(&mut self) {
        let (card, this) = (self.frame().card, self.frame().this);
        let Some((seat, p)) = this.and_then(|uid| self.locate_mut(uid)) else {
            return;
        };
        if let Some(at) = p.tools.iter().position(|&t| t == card) {
            p.tools.remove(at);
        } else if let Some(at) = p.energy.iter().position(|&e| e == card) {
            p.energy.remove(at);
        } else {
            return;
        }
        self.discard_card(seat, card);
    }

    /// The Stadium in play goes to its owner's discard pile.
    pub(in crate::game) fn discard_stadium(&mut self) {
        if let Some((card, seat)) = self.stadium.take() {
            self.boards[seat.index()].put_discarded(card, &self.cards);
            self.record(|| Event::Discarded { seat, card });
        }
    }

    /// The Stadium in play goes to its owner's Lost Zone, as a text's pick.
    pub(in crate::game) fn stadium_to_lost_zone(&mut self) {
        if let Some((card, seat)) = self.stadium.take() {
            self.card_away(seat, card, true);
        }
    }
}
