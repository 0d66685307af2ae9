//! A Special Energy that comes back after its holder's attack (Boomerang Energy: "If this card
//! is discarded by an effect of an attack used by the Pokémon this card is attached to, attach
//! this card from your discard pile to that Pokémon after attacking."): the attack's frame
//! keeps each such card it discards from the attacker, and when the attack is done each one
//! still in the discard pile is attached to the attacker, if it is still in play. Looked for
//! only when a card of the table is one (`CardTable.backs_after_attack`).

use crate::game::model::event::Event;
use crate::game::model::frame::{Frame, TextRef, Zone};
use crate::game::model::ids::CardId;
use crate::game::model::state::Tcg;

impl Tcg {
    /// `card` is being discarded from `zone`: kept when it is such an Energy and the attack
    /// being resolved is its holder's.
    pub(in crate::game) fn note_back_after_attack(&mut self, zone: Zone, card: CardId) {
        let Zone::Energy(uid) = zone else {
            return;
        };
        if !self.def(card).energy().is_some_and(|e| e.back_after_attack) {
            return;
        }
        let frame = self.frame_mut();
        if matches!(frame.text, TextRef::Attack(_)) && frame.this == Some(uid) {
            let _ = frame.back_after_attack.try_push(card);
        }
    }

    /// After attacking: each card kept goes from its owner's discard pile back onto the
    /// attacker.
    pub(in crate::game) fn attach_back_after_attack(&mut self, frame: &Frame) {
        let Some(uid) = frame.this else {
            return;
        };
        for &card in &frame.back_after_attack {
            let Some((seat, _)) = self.locate(uid) else {
                return;
            };
            let discard = &mut self.boards[seat.index()].discard;
            let Some(at) = discard.iter().rposition(|&c| c == card) else {
                continue;
            };
            discard.remove(at);
            if let Some((_, p)) = self.locate_mut(uid) {
                let _ = p.energy.try_push(card);
            }
            let to = self.mon(uid);
            self.record(|| Event::Attached { seat, card, to });
        }
    }
}
