//! What a format calls to play a seat itself (Raid Format's boss,
//! [`crate::game::Seating::AgainstAutomated`]) or to resolve a card outside the normal turn: a Pokémon put in
//! play, a Trainer resolved without coming from the hand, an attack declared without a cost.

use altplay_core::Seat;
use arrayvec::ArrayVec;

use crate::game::model::frame::PlayedCard;
use crate::game::model::ids::{CardId, Uid};
use crate::game::model::state::Tcg;

/// The most attacks one Pokémon card prints, with room to spare.
pub const MAX_ATTACKS: usize = 8;

impl Tcg {
    /// Puts `card` into play for `seat`, as its Active Pokémon when it has none, else on its
    /// Bench; its id in play.
    pub fn put_in_play(&mut self, seat: Seat, card: CardId) -> Uid {
        let p = self.new_in_play(card);
        let uid = p.uid;
        let board = &mut self.boards[seat.index()];
        if board.active.is_none() {
            board.active = Some(p);
        } else {
            let _ = board.bench.try_push(p);
        }
        uid
    }

    /// Resolves the Trainer card `card` for the seat whose turn it is, without it coming from
    /// the hand and without the turn's limits; `goes` says where the card goes once resolved
    /// ([`PlayedCard::Elsewhere`] when the format keeps it).
    pub fn play_outside(&mut self, card: CardId, goes: PlayedCard) {
        self.play_trainer(card, goes);
    }

    /// The Active Pokémon of the seat whose turn it is uses its `index`-th attack, whatever its
    /// cost and the turn's limits (RF-3, RF-16: the format chose it).
    pub fn attack_outside(&mut self, index: u8) {
        self.attack(None, index, None);
    }

    /// `seat`'s Benched Pokémon `to` switches with its Active Pokémon (a Switch a format plays:
    /// Boss's Orders given to another player, RF-10).
    pub fn switch_active(&mut self, seat: Seat, to: Uid) {
        self.switch_in(seat, to);
    }

    /// The attacks of `seat`'s Active Pokémon whose printed Energy cost its attached Energy
    /// pays, by index; none without an Active Pokémon.
    pub fn affordable_attacks(&self, seat: Seat) -> ArrayVec<u8, MAX_ATTACKS> {
        let Some(active) = self.boards[seat.index()].active.as_ref() else {
            return ArrayVec::new();
        };
        let top = self.top(active);
        (0..top.attacks.len() as u8)
            .filter(|&i| top.attacks[usize::from(i)].cost.paid_by(self.units(active)))
            .collect()
    }
}
