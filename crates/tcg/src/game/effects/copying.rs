//! An attack used as this attack: the interpreter goes on with the other attack's text, still
//! resolved by this Pokémon, as if it were this attack's own.

use super::resolve::Flow;
use crate::effect::Role;
use crate::game::model::frame::TextRef;
use crate::game::model::state::Tcg;

impl Tcg {
    /// "If your opponent's Pokémon used an attack … during their last turn, use it as this
    /// attack": the text being resolved becomes that attack's, from its first step, with its
    /// printed damage. An attack that copies is not copied in turn (it would copy itself).
    pub(in crate::game) fn copy_last_attack(&mut self, of: Role, gx: bool) -> Flow {
        let frame = self.frame();
        let board = &self.boards[Self::seat_of(frame, of).index()];
        let Some(used) = board.last_attack.filter(|used| used.turn == board.turns) else {
            return Flow::Next;
        };
        let Some(attack) = self.def(used.card).attack(used.index) else {
            return Flow::Next;
        };
        if (attack.gx && !gx) || attack.program.copies() {
            return Flow::Next;
        }
        let damage = attack.damage;
        let frame = self.frame_mut();
        frame.card = used.card;
        frame.text = TextRef::Attack(used.index);
        frame.damage = damage;
        Flow::Goto(0)
    }
}
