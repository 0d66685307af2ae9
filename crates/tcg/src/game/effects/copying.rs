//! An attack used as this attack: the interpreter goes on with the other attack's text, still
//! resolved by this Pokémon, as if it were this attack's own.

use super::resolve::Flow;
use crate::effect::Role;
use crate::game::model::frame::TextRef;
use crate::game::model::ids::CardId;
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
        self.use_as_this_attack(used.card, used.index)
    }

    /// "Choose 1 of your opponent's Active Pokémon's attacks and use it as this attack": the
    /// attack [`Tcg::choose_attack`] chose of the Pokémon it named, as `copy_last_attack` uses
    /// one (never a GX attack, whose limit is its own user's).
    pub(in crate::game) fn use_chosen_attack(&mut self) -> Flow {
        let frame = self.frame();
        let Some((_, pokemon)) = frame.that.first().and_then(|&u| self.locate(u)) else {
            return Flow::Next;
        };
        if frame.chosen == 0 {
            return Flow::Next;
        }
        let index = frame.chosen.trailing_zeros() as u8;
        let card = pokemon.stack[pokemon.stack.len() - 1];
        let Some(attack) = self.def(card).attack(index) else {
            return Flow::Next;
        };
        if attack.gx || attack.program.copies() {
            return Flow::Next;
        }
        // The attack used chooses afresh.
        let frame = self.frame_mut();
        frame.chosen = 0;
        frame.that.clear();
        self.use_as_this_attack(card, index)
    }

    /// The text being resolved becomes attack `index` of `card`, from its first step, with its
    /// printed damage.
    fn use_as_this_attack(&mut self, card: CardId, index: u8) -> Flow {
        let damage = self.def(card).attack(index).map_or(0, |a| a.damage);
        let frame = self.frame_mut();
        frame.card = card;
        frame.text = TextRef::Attack(index);
        frame.damage = damage;
        Flow::Goto(0)
    }
}
