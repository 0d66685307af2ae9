//! What one seat may see (TCG-16): its own hand, everyone's cards in play and discard piles,
//! and counts of the rest; a deck only to the seat searching it.

use altplay_core::Seat;
use serde::Serialize;

use super::card::CardId;
use super::frame::{Wait, Zone};
use super::state::{InPlay, Step, Tcg};

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct View {
    pub seat: Option<Seat>,
    pub turn: u16,
    pub current: Seat,
    pub step: Step,
    pub stadium: Option<CardId>,
    pub boards: Vec<BoardView>,
    /// The choice a text waits on, shown to everyone; its cards only to the chooser.
    pub choice: Option<Wait>,
    /// The cards of the zone the viewer is picking from, when that zone is hidden to others.
    pub choosing_from: Option<Vec<CardId>>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct BoardView {
    pub deck: usize,
    /// The seat's own hand; `None` for another seat's.
    pub hand: Option<Vec<CardId>>,
    pub hand_size: usize,
    pub discard: Vec<CardId>,
    pub prizes: usize,
    /// `None` while set-up keeps it face down (TCG-4) from this viewer.
    pub active: Option<InPlay>,
    pub bench: Vec<InPlay>,
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
                    hand: (viewer == Some(seat)).then(|| b.hand.to_vec()),
                    hand_size: b.hand.len(),
                    discard: b.discard.to_vec(),
                    prizes: b.prizes.len(),
                    active: b.active.clone().filter(|_| shown),
                    bench: if shown { b.bench.to_vec() } else { Vec::new() },
                }
            })
            .collect();
        let choice = self.frame.as_ref().and_then(|f| f.wait);
        let choosing_from = match choice {
            Some(Wait::Card {
                chooser,
                zone: Zone::Deck(owner),
                ..
            }) if viewer == Some(chooser) && chooser == owner => {
                Some(self.boards[owner.index()].deck.to_vec())
            }
            _ => None,
        };
        View {
            seat: viewer,
            turn: self.turn,
            current: self.current,
            step: self.step,
            stadium: self.stadium.map(|(c, _)| c),
            boards,
            choice,
            choosing_from,
        }
    }
}
