//! What the engine remembers for texts that ask about the past: the attack a Pokémon used
//! ("If this Pokémon used Agility during your last turn"), the Supporter played this turn ("If
//! you played Cynthia from your hand during this turn", kept in the turn's flags), a Knock Out
//! by an opponent's attack ("… were Knocked Out by damage from an attack from your opponent's
//! Pokémon during their last turn").

use altplay_core::Seat;

use crate::effect::{CardFilter, Name, PokemonCards, PokemonKind, Role, Types};
use crate::game::model::frame::{Filter, Frame};
use crate::game::model::ids::{CardId, Uid};
use crate::game::model::state::{Ending, InPlay, KnockedOutBy, Tcg, UsedAttack};

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
    /// `card` is the top card of the Pokémon Knocked Out.
    pub(in crate::game) fn remember_knock_out(&mut self, owner: Seat, card: CardId) {
        let opponent = self.current;
        if self.ending != Ending::TurnOver || !self.rules.are_opponents(owner, opponent) {
            return;
        }
        let by_attack = self.by_opponents_attack(owner);
        let turn = self.boards[opponent.index()].turns;
        let board = &mut self.boards[owner.index()];
        let earlier = board
            .knocked_out_by
            .filter(|k| k.seat == opponent && k.turn == turn && k.by_attack);
        let mut by_attack_cards = earlier.map_or([None; 4], |k| k.by_attack_cards);
        if by_attack && let Some(free) = by_attack_cards.iter_mut().find(|c| c.is_none()) {
            *free = Some(card);
        }
        let mut cards = (board.knocked_out_by)
            .filter(|k| k.seat == opponent && k.turn == turn)
            .map_or([None; 4], |k| k.cards);
        if let Some(free) = cards.iter_mut().find(|c| c.is_none()) {
            *free = Some(card);
        }
        board.knocked_out_by = Some(KnockedOutBy {
            seat: opponent,
            turn,
            by_attack: by_attack || earlier.is_some(),
            by_attack_cards,
            cards,
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

    /// One of the acting player's Pokémon (of `kind`; not the one the text is on, when
    /// `others`) used an attack (named `attack`, when named) during their last turn: the attack
    /// their side used then, by a Pokémon in play or gone since. The one the text is on used it
    /// when its own last attack is of that turn.
    pub(in crate::game) fn used_attack_last_turn(
        &self,
        frame: &Frame,
        kind: Option<PokemonKind>,
        attack: Option<Name>,
        others: bool,
    ) -> bool {
        let board = &self.boards[frame.actor.index()];
        // While an attack resolves, the side's last attack is that one: the one before it is.
        let mut attacks = [board.last_attack, board.attack_before]
            .into_iter()
            .flatten();
        let Some(used) = attacks.find(|a| a.turn + 1 == board.turns) else {
            return false;
        };
        let name = self
            .def(used.card)
            .attack(used.index)
            .map(|d| d.name.as_str());
        let of_kind = PokemonCards {
            kind,
            ..PokemonCards::default()
        };
        let by_this = || {
            (frame.this.and_then(|u| self.locate(u)))
                .is_some_and(|(_, p)| p.attacked.is_some_and(|a| a.turn == used.turn))
        };
        attack.is_none_or(|attack| name.is_some_and(|n| attack.is(n)))
            && self.passes(
                used.card,
                Filter::Card(CardFilter::PokemonWith(of_kind)),
                Some(frame),
            )
            && !(others && by_this())
    }

    /// One of the acting player's Pokémon in play is of a type one of the opponent's is.
    pub(in crate::game) fn sides_share_type(&self, frame: &Frame) -> bool {
        let types = |seat: Seat| {
            (self.boards[seat.index()].in_play())
                .fold(Types::ANY, |all, p| all.union(self.types_of(p)))
        };
        types(frame.actor).shares(types(frame.opponent))
    }

    /// The acting player played the Supporter named `card` from their hand this turn.
    pub(in crate::game) fn played_this_turn(&self, card: Name) -> bool {
        self.flags
            .supporter
            .is_some_and(|c| card.is(&self.def(c).name))
    }

    /// One of `whose` Pokémon whose card passes `filter` was Knocked Out by damage from an
    /// opponent's attack during that opponent's last turn.
    pub(in crate::game) fn knocked_out_of_last_turn(
        &self,
        frame: &Frame,
        whose: Role,
        filter: CardFilter,
        by_attack: bool,
    ) -> bool {
        let owner = Self::seat_of(frame, whose);
        self.knocked_out_last_turn(frame, whose, by_attack)
            && self.boards[owner.index()].knocked_out_by.is_some_and(|k| {
                let cards = if by_attack {
                    k.by_attack_cards
                } else {
                    k.cards
                };
                (cards.iter().flatten()).any(|&c| self.passes(c, Filter::Card(filter), Some(frame)))
            })
    }

    /// The damage the opponent's attacks did to `pokemon` during that opponent's last turn.
    pub(in crate::game) fn hit_last_turn(&self, frame: &Frame, pokemon: &InPlay) -> u16 {
        let by = frame.opponent;
        pokemon.hit.map_or(0, |hit| {
            let last = hit.by == by && hit.turn == self.boards[by.index()].turns;
            if last && by != self.current {
                hit.damage
            } else {
                0
            }
        })
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
