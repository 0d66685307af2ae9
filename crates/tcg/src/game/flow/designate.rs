//! Who "you" and "your opponent" are for a text the player whose turn it is uses (TCG-17,
//! TB-11). In the two-player game they are fixed; at a table of teams the player designates
//! "your opponent" among the opponents still in the game when the text names one, and "you" as
//! themselves or their teammate for an Item or a Supporter.

use altplay_cards::printed::TrainerKind;
use altplay_core::{RuleError, Seat};
use arrayvec::ArrayVec;

use crate::game::model::card::CardDef;
use crate::game::model::ids::CardId;
use crate::game::model::limits::MAX_SEATS;
use crate::game::model::program::Program;
use crate::game::model::state::Tcg;

/// Seats, as many as a table holds.
pub(in crate::game) type Seats = ArrayVec<Seat, MAX_SEATS>;

/// Whom the player using a text may designate (TB-11), whatever the text.
pub(in crate::game) struct Designees {
    /// Every opponent still in the game, in turn order from the player: the first is the
    /// default opponent (when none is still in, the default opponent alone).
    opponents: Seats,
    /// The player, and their teammate still in the game.
    players: Seats,
}

impl Designees {
    /// Who "your opponent" may be for `program`: each opponent when it names one, else the
    /// default one.
    pub(in crate::game) fn opponents_for(&self, program: &Program) -> &[Seat] {
        match program.names_opponent {
            true => &self.opponents,
            false => &self.opponents[..1],
        }
    }

    /// Who "you" and who "your opponent" may be for the Trainer `card` at a table of teams,
    /// when there is more than one way to say: it is then played naming them
    /// ([`crate::game::Action::PlayFor`]). "You" is the player, or for an Item or a Supporter their
    /// teammate too.
    pub(in crate::game) fn for_trainer(&self, card: &CardDef) -> Option<(&[Seat], &[Seat])> {
        let trainer = card.trainer();
        let opponents = match trainer {
            Some(trainer) => self.opponents_for(&trainer.program),
            None => &self.opponents[..1],
        };
        let for_a_player =
            trainer.is_some_and(|t| matches!(t.kind, TrainerKind::Item | TrainerKind::Supporter));
        let yous = match for_a_player {
            true => &self.players[..],
            false => &self.players[..1],
        };
        (yous.len() * opponents.len() > 1).then_some((yous, opponents))
    }
}

/// Who "you" and "your opponent" are for one text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(in crate::game) struct Aim {
    pub you: Seat,
    pub opponent: Seat,
}

impl Tcg {
    /// "Your opponent" for `seat` when no one is designated: the next opponent in turn order
    /// still in the game (the other seat, in the two-player game).
    #[inline]
    pub fn default_opponent(&self, seat: Seat) -> Seat {
        let mut other = self.rules.next(seat);
        while other != seat
            && (!self.rules.are_opponents(seat, other) || self.boards[other.index()].removed)
        {
            other = self.rules.next(other);
        }
        if other == seat {
            self.rules.opponent_of(seat)
        } else {
            other
        }
    }

    /// The aim of a text the player whose turn it is uses without designating anyone.
    #[inline]
    pub(in crate::game) fn default_aim(&self) -> Aim {
        Aim {
            you: self.current,
            opponent: self.default_opponent(self.current),
        }
    }

    /// Whom `actor` may designate, whatever the text: worked out once, then asked per text.
    // Inlined: worked out at every listing of a turn's actions.
    #[inline(always)]
    pub(in crate::game) fn designees(&self, actor: Seat) -> Designees {
        let mut opponents = Seats::new();
        let mut seat = actor;
        for _ in 1..self.rules.seats {
            seat = self.rules.next(seat);
            if self.rules.are_opponents(actor, seat) && !self.boards[seat.index()].removed {
                opponents.push(seat);
            }
        }
        if opponents.is_empty() {
            opponents.push(self.default_opponent(actor));
        }
        let mut players = Seats::new();
        players.push(actor);
        if let Some(partner) = self.rules.partner_of(actor)
            && !self.boards[partner.index()].removed
        {
            players.push(partner);
        }
        Designees { opponents, players }
    }

    /// The opponents `actor` may name as "your opponent" of a text: every opponent still in
    /// the game, in turn order, when the text names one; else the default one.
    pub(in crate::game) fn opponent_choices(&self, actor: Seat, program: &Program) -> Seats {
        Seats::from_iter(self.designees(actor).opponents_for(program).iter().copied())
    }

    /// Who "you" and who "your opponent" may be for the Trainer `card` of the player whose turn
    /// it is, when there is more than one way to say ([`Designees::for_trainer`]). `None` in
    /// the two-player game.
    pub(in crate::game) fn trainer_designations(&self, card: CardId) -> Option<(Seats, Seats)> {
        if !self.rules.designates() {
            return None;
        }
        let designees = self.designees(self.current);
        let (yous, opponents) = designees.for_trainer(self.def(card))?;
        Some((
            yous.iter().copied().collect(),
            opponents.iter().copied().collect(),
        ))
    }

    /// TB-11: `aim` is a designation the Trainer `card` offers, and there is more than one.
    pub(in crate::game) fn check_trainer_aim(
        &self,
        card: CardId,
        aim: Aim,
    ) -> Result<(), RuleError> {
        let Some((yous, opponents)) = self.trainer_designations(card) else {
            return Err(RuleError::new(
                "TCG-17",
                "no one to designate: play the card without naming anyone",
            ));
        };
        if !yous.contains(&aim.you) {
            return Err(RuleError::new(
                "TCG-17",
                "\"you\" is the player or, for an Item or a Supporter, their teammate still in the game (TB-11)",
            ));
        }
        self.check_opponent(&opponents, aim.opponent)
    }

    /// The aim of a Pokémon's ability or the Stadium's action: "your opponent" named when the
    /// text names one and there are several (TB-11), else the only one there is.
    pub(in crate::game) fn aim_at(
        &self,
        program: &Program,
        opponent: Option<Seat>,
    ) -> Result<Aim, RuleError> {
        if !self.rules.designates() && opponent.is_none() {
            return Ok(self.default_aim());
        }
        let choices = self.opponent_choices(self.current, program);
        let opponent = match opponent {
            None if choices.len() > 1 => {
                return Err(RuleError::new(
                    "TCG-17",
                    "several opponents: name the one the text means (TB-11)",
                ));
            }
            None => choices[0],
            Some(_) if choices.len() < 2 => {
                return Err(RuleError::new(
                    "TCG-17",
                    "no opponent to choose: use it without naming one",
                ));
            }
            Some(opponent) => {
                self.check_opponent(&choices, opponent)?;
                opponent
            }
        };
        Ok(Aim {
            you: self.current,
            opponent,
        })
    }

    /// TB-11: `opponent` is one of `choices`.
    fn check_opponent(&self, choices: &[Seat], opponent: Seat) -> Result<(), RuleError> {
        if choices.contains(&opponent) {
            return Ok(());
        }
        let teammate = opponent.index() < self.boards.len()
            && !self.rules.are_opponents(opponent, self.current);
        let message = if teammate {
            "\"your opponent\" is an opponent, never a teammate (TB-11)"
        } else {
            "name an opponent still in the game (TB-11)"
        };
        Err(RuleError::new("TCG-17", message))
    }

    /// The opponent option `index` names while a text waits for its actor to designate "your
    /// opponent" ([`crate::game::Wait::Opponent`]).
    pub fn opponent_option(&self, index: u8) -> Option<Seat> {
        let frame = self.frame.as_ref()?;
        if !matches!(frame.wait, Some(crate::game::Wait::Opponent { .. })) {
            return None;
        }
        self.set_off_opponents(frame)
            .get(usize::from(index))
            .copied()
    }

    /// The opponent an attack is made on: `target`, or the one opponent with an Active Pokémon.
    /// Always inlined: `legal` asks it every time, and the compiler left it a call.
    #[inline(always)]
    pub(in crate::game) fn attacked(&self, target: Option<Seat>) -> Seat {
        match target {
            Some(target) => target,
            None if !self.rules.designates() => self.rules.opponent_of(self.current),
            None => self.only_target(),
        }
    }

    /// The one opponent with an Active Pokémon to attack at a table that designates, or the
    /// default opponent when none has one.
    fn only_target(&self) -> Seat {
        let first = self.attack_targets().first().copied();
        first.unwrap_or_else(|| self.default_opponent(self.current))
    }
}
