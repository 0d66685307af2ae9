//! Raid Format behind core's [`Game`] trait: seats are players; in the shared turn several may
//! act (RF-7), and each action names its player.

use altplay_core::{Game, Outcome, RuleError, Seat, SeatSet, Team, ToMove};
use altplay_tcg::game::{Action as TcgAction, Wait};

use crate::state::{Action, Phase, RaidFormat};
use crate::view::RaidView;

impl RaidFormat {
    /// The player a boss card or attack asks a choice of, when one is resolving.
    fn resolving_on(&self) -> Option<usize> {
        match self.phase {
            Phase::BossCard { player, .. } | Phase::BossAttack { player, .. } => {
                Some(usize::from(player))
            }
            _ => None,
        }
    }

    /// RF-15: when the boss's card asks player `k` for "up to N" or "any number", they take
    /// as many as they can: "done" is not theirs while `legal` (their board's) offers a pick.
    fn must_pick_more(&self, k: usize, legal: &[TcgAction]) -> bool {
        let picking = self.games[k]
            .resolving()
            .and_then(|f| f.wait)
            .is_some_and(|w| matches!(w, Wait::Card { .. } | Wait::Pokemon { .. }));
        picking
            && matches!(self.phase, Phase::BossCard { .. })
            && legal.iter().any(|a| *a != TcgAction::Done)
    }
}

impl Game for RaidFormat {
    type Action = Action;
    type View = RaidView;

    fn to_move(&self) -> ToMove {
        if let Some(k) = self.resolving_on() {
            return ToMove::Seat(Seat(k as u8));
        }
        if matches!(self.phase, Phase::Over(_)) {
            return ToMove::Terminal;
        }
        let seats = (0..self.players())
            .filter(|&k| self.may_act(k))
            .map(|k| Seat(k as u8));
        let set = SeatSet::of(seats);
        if set.is_empty() {
            ToMove::Terminal
        } else {
            ToMove::Seats(set)
        }
    }

    fn legal_actions(&self, out: &mut Vec<Action>) {
        out.clear();
        if let Some(k) = self.resolving_on() {
            let mut theirs = self.legal_on(k);
            if self.must_pick_more(k, &theirs) {
                theirs.retain(|a| *a != TcgAction::Done);
            }
            let player = k as u8;
            out.extend(
                theirs
                    .into_iter()
                    .map(|action| Action::Play { player, action }),
            );
            return;
        }
        for k in 0..self.players() {
            if self.may_act(k) {
                self.player_actions(k, out);
            }
        }
    }

    fn apply(&mut self, action: &Action) -> Result<(), RuleError> {
        let k = usize::from(action.player());
        if k >= self.players() {
            return Err(RuleError::new("RF-1", "no such player at this table"));
        }
        if let Phase::Over(_) = self.phase {
            return Err(RuleError::new("RF-20", "the game is over"));
        }
        if let Some(on) = self.resolving_on() {
            let Action::Play { action, .. } = action else {
                return Err(RuleError::new(
                    "RF-10",
                    "Supporters are given in the players' turn",
                ));
            };
            if on != k {
                return Err(RuleError::new(
                    "RF-15",
                    "the boss's card is being resolved on another player's board",
                ));
            }
            if *action == TcgAction::Done && self.must_pick_more(k, &self.legal_on(k)) {
                return Err(RuleError::new(
                    "RF-15",
                    "the boss's card takes as many as it can: pick while there is one to pick",
                ));
            }
            self.games[k].act(action)?;
            self.boss_go_on();
        } else {
            if !self.may_act(k) {
                return Err(RuleError::new(
                    "RF-7",
                    "that player has nothing to do now: their turn is over, or they are out",
                ));
            }
            match *action {
                Action::Play { action, .. } => self.players_act(k, &action)?,
                Action::Give {
                    card, to, switch, ..
                } => self.give(k, card, usize::from(to), switch)?,
                Action::ReportDamage { .. }
                | Action::ReportSupporter { .. }
                | Action::ReportPrizes { .. } => self.report(k, action)?,
            }
        }
        self.go_on();
        Ok(())
    }

    fn outcome(&self) -> Option<Outcome> {
        match self.phase {
            Phase::Over(outcome) => Some(outcome),
            _ => None,
        }
    }

    fn view(&self, seat: Option<Seat>) -> RaidView {
        self.view_for(seat)
    }

    /// Every seat is a player; the boss is team 1, never a seat.
    fn team_of(&self, _: Seat) -> Team {
        Team(0)
    }

    fn actor(&self, action: &Action) -> Option<Seat> {
        Some(Seat(action.player()))
    }
}

impl RaidFormat {
    /// Goes on after an action until someone must act.
    fn go_on(&mut self) {
        loop {
            let before = self.phase;
            match self.phase {
                Phase::SetUp | Phase::Players => self.players_go_on(),
                Phase::BossCard { .. } | Phase::BossAttack { .. } => self.boss_go_on(),
                Phase::Over(_) => return,
            }
            if self.phase == before {
                return;
            }
        }
    }
}
