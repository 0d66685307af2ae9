//! What the engine remembers for texts that ask about the past: the attack a Pokémon used
//! ("If this Pokémon used Agility during your last turn"), the Supporter played this turn ("If
//! you played Cynthia from your hand during this turn", kept in the turn's flags), a Knock Out
//! by an opponent's attack ("… were Knocked Out by damage from an attack from your opponent's
//! Pokémon during their last turn").

use altplay_core::Seat;

use crate::effect::{Name, Role};
use crate::game::model::frame::Frame;
use crate::game::model::ids::{CardId, Uid};
use crate::game::model::state::{Ending, KnockedOutBy, Tcg, UsedAttack};

impl Tcg {
    /// A Pokémon of `seat` has used the attack `index` printed on the card `used` (its own, one
    /// it copied or one a Technical Machine lent it), once its text is done, so the text still
    /// sees the attack used before.
    pub(in crate::game) fn remember_attack(
        &mut self,
        seat: Seat,
        attacker: Option<Uid>,
        used: CardId,
        index: u8,
    ) {
        let turn = self.boards[seat.index()].turns;
        let Some((_, p)) = attacker.and_then(|u| self.locate_mut(u)) else {
            return;
        };
        p.attacked = Some(UsedAttack {
            card: used,
            index,
            turn,
        });
    }

    /// A Pokémon of `owner` is Knocked Out: by the attack of this turn when one was declared,
    /// the Checkup has not come yet (Poison and Burn are not the attack's damage), and the seat
    /// whose turn it is is an opponent.
    ///
    /// Any Knock Out during an opponent's turn (before the Checkup, which is between turns) is
    /// remembered, and whether one of that turn's was by its attack.
    pub(in crate::game) fn remember_knock_out(&mut self, owner: Seat) {
        let opponent = self.current;
        if self.ending != Ending::TurnOver || !self.rules.are_opponents(owner, opponent) {
            return;
        }
        let by_attack = self.by_opponents_attack(owner);
        let turn = self.boards[opponent.index()].turns;
        let board = &mut self.boards[owner.index()];
        let earlier = board
            .knocked_out_by
            .is_some_and(|k| k.seat == opponent && k.turn == turn && k.by_attack);
        board.knocked_out_by = Some(KnockedOutBy {
            seat: opponent,
            turn,
            by_attack: by_attack || earlier,
        });
    }

    /// The Pokémon the text is on used the attack named `attack` during its owner's last turn.
    pub(in crate::game) fn used_last_turn(&self, frame: &Frame, attack: Name) -> bool {
        let Some((seat, p)) = frame.this.and_then(|u| self.locate(u)) else {
            return false;
        };
        p.attacked.is_some_and(|a| {
            let name = self.def(a.card).attack(a.index).map(|d| d.name.as_str());
            a.turn + 1 == self.boards[seat.index()].turns && name.is_some_and(|n| attack.is(n))
        })
    }

    /// The acting player played the Supporter named `card` from their hand this turn.
    pub(in crate::game) fn played_this_turn(&self, card: Name) -> bool {
        self.flags
            .supporter
            .is_some_and(|c| card.is(&self.def(c).name))
    }

    /// One of `whose` Pokémon was Knocked Out (by an opponent's attack if `by_attack`) during
    /// that opponent's last turn (the opponent as the text names it, TCG-17).
    pub(in crate::game) fn knocked_out_last_turn(
        &self,
        frame: &Frame,
        whose: Role,
        by_attack: bool,
    ) -> bool {
        let owner = Self::seat_of(frame, whose);
        let by = match whose {
            Role::Acting => frame.opponent,
            Role::Opponent => frame.actor,
        };
        self.boards[owner.index()].knocked_out_by.is_some_and(|k| {
            k.seat == by
                && k.turn == self.boards[by.index()].turns
                && by != self.current
                && (k.by_attack || !by_attack)
        })
    }
}
