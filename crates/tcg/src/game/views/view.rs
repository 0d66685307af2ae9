//! What one seat may see (TCG-16): its own hand (and a hand revealed, until it changes),
//! everyone's cards in play and discard piles, the Prize cards it has looked at, counts of the
//! rest, a deck only to the seat searching it, cards looked at only to the
//! seat looking, Pokémon placed face down only to their owner. A view holds all that is
//! public, so a search can deal the rest at random (`sample.rs`).

use std::sync::Arc;

use altplay_core::Seat;
use arrayvec::ArrayVec;
use serde::Serialize;

use crate::game::model::card::CardTable;
use crate::game::model::frame::{Frame, Wait, Zone};
use crate::game::model::ids::{CardId, Uid};
use crate::game::model::rules::Rules;
use crate::game::model::state::{
    Ending, InPlay, Lock, SideLasting, Step, Tcg, TurnFlags, UsedAttack,
};

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct View {
    pub seat: Option<Seat>,
    pub turn: u16,
    pub current: Seat,
    pub first: Seat,
    pub step: Step,
    pub stadium: Option<(CardId, Seat)>,
    pub prize_count: u8,
    pub flags: TurnFlags,
    pub boards: Vec<BoardView>,
    /// The text being resolved; the cards it looks at only for the seat looking.
    pub frame: Option<Frame>,
    /// Texts set off, waiting their turn.
    pub set_offs: Vec<crate::game::model::set_off::SetOff>,
    /// The cards of the deck the viewer is searching, in card order.
    pub choosing_from: Option<Vec<CardId>>,
    #[serde(skip)]
    pub(crate) ending: Ending,
    pub extra_turn: bool,
    #[serde(skip)]
    pub(crate) skip_checkup: bool,
    #[serde(skip)]
    pub(crate) next_uid: Uid,
    #[serde(skip)]
    pub(crate) rules: Rules,
    #[serde(skip)]
    pub cards: Arc<CardTable>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct BoardView {
    pub deck: usize,
    /// The seat's own hand; `None` for another seat's.
    pub hand: Option<Vec<CardId>>,
    pub hand_size: usize,
    pub discard: Vec<CardId>,
    pub prizes: usize,
    /// The Prize cards in order, each shown only if this viewer has looked at it.
    pub prize_cards: Vec<Option<CardId>>,
    /// Per Prize card, the seats that have looked at it (public: everyone saw them look).
    pub prizes_seen: [u8; 6],
    /// The hand was revealed and has not changed since (`hand` then shows it to every viewer).
    pub hand_revealed: bool,
    /// `None` while set-up keeps it face down (TCG-4) from this viewer: see `hidden`.
    pub active: Option<InPlay>,
    pub bench: Vec<InPlay>,
    /// Pokémon placed face down that this viewer does not see: whether an Active is, and how
    /// many Benched.
    pub hidden: (bool, usize),
    pub turns: u16,
    pub mulligans: u8,
    pub offered: bool,
    pub ready: bool,
    pub locks: ArrayVec<Lock, 2>,
    /// The turns this seat's coins come up tails (public), left out of the JSON when none.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub flips_tails: Option<(u16, u16)>,
    /// Its once-a-game effect on Prize cards has applied (public), left out of the JSON when
    /// not.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub once_fewer_prizes_used: bool,
    /// Lasting effects on this seat's Pokémon, new ones included (public); left out of the
    /// JSON when there are none, as before there were any.
    #[serde(skip_serializing_if = "ArrayVec::is_empty")]
    pub side_lastings: ArrayVec<SideLasting, 2>,
    /// The Lost Zone is face up (TCG-16).
    pub lost_zone: Vec<CardId>,
    pub knocked_out_by: Option<crate::game::model::state::KnockedOutBy>,
    pub knocked_out: crate::game::model::state::KnockedOut,
    pub last_attack: Option<UsedAttack>,
    #[serde(skip)]
    pub(crate) attack_before: Option<UsedAttack>,
    pub gx_used: bool,
    /// Shown once used, so a view from before VSTAR Powers reads as it did.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub vstar_used: bool,
    /// Removed from the game (TB-9).
    pub removed: bool,
}

impl View {
    /// The choice a text waits on.
    pub fn choice(&self) -> Option<Wait> {
        self.frame.as_ref().and_then(|f| f.wait)
    }
}

impl Tcg {
    pub fn view_for(&self, viewer: Option<Seat>) -> View {
        let face_down = self.turn == 0;
        let boards = self
            .rules
            .seats()
            .map(|seat| {
                let b = &self.boards[seat.index()];
                let shown = !face_down || viewer == Some(seat);
                BoardView {
                    deck: b.deck.len(),
                    hand: (viewer == Some(seat) || b.hand_revealed).then(|| b.hand.to_vec()),
                    hand_size: b.hand.len(),
                    discard: b.discard.to_vec(),
                    prizes: b.prizes.len(),
                    prize_cards: b
                        .prizes
                        .iter()
                        .zip(b.prizes_seen)
                        .map(|(&card, seen)| {
                            let looked = viewer.is_some_and(|v| seen & (1 << v.index()) != 0);
                            looked.then_some(card)
                        })
                        .collect(),
                    prizes_seen: b.prizes_seen,
                    hand_revealed: b.hand_revealed,
                    active: b.active.clone().filter(|_| shown),
                    bench: if shown { b.bench.to_vec() } else { Vec::new() },
                    hidden: if shown {
                        (false, 0)
                    } else {
                        (b.active.is_some(), b.bench.len())
                    },
                    turns: b.turns,
                    mulligans: b.mulligans,
                    offered: b.offered,
                    ready: b.ready,
                    locks: b.locks.clone(),
                    flips_tails: b.flips_tails,
                    once_fewer_prizes_used: b.once_fewer_prizes_used,
                    side_lastings: b.side_lastings.clone(),
                    lost_zone: b.lost_zone.to_vec(),
                    knocked_out_by: b.knocked_out_by,
                    knocked_out: b.knocked_out.clone(),
                    last_attack: b.last_attack,
                    attack_before: b.attack_before,
                    gx_used: b.gx_used,
                    vstar_used: b.vstar_used,
                    removed: b.removed,
                }
            })
            .collect();
        let frame = self.frame.clone().map(|mut f| {
            if viewer != Some(f.actor) && matches!(f.wait, Some(Wait::Guess { .. })) {
                // Only the held card's name was told.
                f.holding = (f.holding).map(|(card, zone)| (self.told_card(card, f.actor), zone));
            }
            if viewer != Some(f.actor) && !f.looked_revealed {
                // Only how many: a search deals the cards themselves.
                let n = f.looked.len();
                f.looked.clear();
                f.looked_hidden = n as u8;
            }
            f
        });
        let choosing_from = match self.frame.as_ref().and_then(|f| f.wait) {
            Some(Wait::Card {
                chooser,
                zone: Zone::Deck(owner),
                ..
            }) if viewer == Some(chooser) && chooser == owner => {
                // Which cards, not their order: the order is hidden even from the searcher.
                let mut deck = self.boards[owner.index()].deck.to_vec();
                deck.sort_unstable();
                Some(deck)
            }
            _ => None,
        };
        View {
            seat: viewer,
            turn: self.turn,
            current: self.current,
            first: self.first,
            step: self.step,
            stadium: self.stadium,
            prize_count: self.prize_count,
            flags: self.flags,
            boards,
            frame,
            set_offs: self.set_offs.to_vec(),
            choosing_from,
            ending: self.ending,
            extra_turn: self.extra_turn,
            skip_checkup: self.skip_checkup,
            next_uid: self.next_uid,
            rules: self.rules,
            cards: Arc::clone(&self.cards),
        }
    }
}
