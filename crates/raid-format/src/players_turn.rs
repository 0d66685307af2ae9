//! The players' side: set-up (RF-5), the shared turn where any player acts in any order (RF-7),
//! the team's Supporter quota and Supporters given to another player (RF-10, RF-11), players out
//! (RF-19, RF-20).

use altplay_core::{Outcome, RuleError, Team};
use altplay_tcg::game::{Action as TcgAction, CardId, PlayedCard, Step, Uid};

use crate::event::{BossEvent, Entry};
use crate::state::{Action, On, PLAYER, Phase, RaidFormat};

impl RaidFormat {
    /// Whether player `k` may act now in the set-up or the shared turn.
    pub(crate) fn may_act(&self, k: usize) -> bool {
        if self.is_out(k) {
            return false;
        }
        let game = &self.games[k];
        match self.phase {
            Phase::SetUp => !game.board(PLAYER).ready(),
            Phase::Players => game.mover().is_some(),
            _ => false,
        }
    }

    /// Player `k`'s turn is over (RF-11: they receive no more Supporter effects).
    pub(crate) fn turn_over(&self, k: usize) -> bool {
        self.games[k].step() == Step::Between
    }

    /// The actions of player `k` in the set-up or the shared turn.
    pub(crate) fn player_actions(&self, k: usize, out: &mut Vec<Action>) {
        let theirs = self.legal_on(k);
        let player = k as u8;
        out.extend(theirs.iter().map(|&action| Action::Play { player, action }));
        if self.phase != Phase::Players {
            return;
        }
        if self.is_physical(k) {
            self.reports(k, out);
            return;
        }
        let mut given: Vec<CardId> = Vec::new();
        for &card in self.games[k].board(PLAYER).hand() {
            if given.contains(&card) || self.may_give(k, card).is_err() {
                continue;
            }
            given.push(card);
            for to in 0..self.players() {
                if to == k || self.may_receive(to, card).is_err() {
                    continue;
                }
                let to8 = to as u8;
                if self.is_boss_orders(card) {
                    for p in self.games[to].board(PLAYER).bench() {
                        out.push(Action::Give {
                            player,
                            card,
                            to: to8,
                            switch: Some(p.uid()),
                        });
                    }
                } else {
                    out.push(Action::Give {
                        player,
                        card,
                        to: to8,
                        switch: None,
                    });
                }
            }
        }
    }

    /// Whether player `from` may play the Supporter `card` from their hand for another player
    /// (RF-10): its own text is checked on the board that resolves it, and Boss's Orders given
    /// is a Switch whatever its text would do here.
    fn may_give(&self, from: usize, card: CardId) -> Result<(), RuleError> {
        if !self.def(card).is_supporter() {
            return Err(RuleError::new(
                "RF-10",
                "only a Supporter's effect is given",
            ));
        }
        if self.quota_reached() {
            return Err(RuleError::new(
                "RF-10",
                "the team has played as many Supporters this turn as there are players",
            ));
        }
        let game = &self.games[from];
        if game.step() != Step::Turn || game.resolving().is_some() {
            return Err(RuleError::new(
                "RF-10",
                "give a Supporter on your own turn, between actions",
            ));
        }
        if !game.board(PLAYER).hand().contains(&card) {
            return Err(RuleError::new(
                "RF-10",
                "that card is not in the player's hand",
            ));
        }
        Ok(())
    }

    /// Whether player `to` may resolve the Supporter `card` given to them now (RF-10, RF-11).
    fn may_receive(&self, to: usize, card: CardId) -> Result<(), RuleError> {
        if to >= self.players() || self.is_out(to) {
            return Err(RuleError::new("RF-10", "no such player in the game"));
        }
        if self.is_physical(to) {
            return Err(RuleError::new(
                "RF-10",
                "that player plays with physical cards: they resolve their Supporters at the table",
            ));
        }
        if self.turn_over(to) {
            return Err(RuleError::new(
                "RF-11",
                "that player's turn has ended: they receive no Supporter effects",
            ));
        }
        let game = &self.games[to];
        if game.step() != Step::Turn || game.resolving().is_some() {
            return Err(RuleError::new(
                "RF-10",
                "that player is in the middle of something: give it once they are done",
            ));
        }
        if self.is_boss_orders(card) {
            // A Switch for that player: the card's own text is not played.
            return Ok(());
        }
        game.check_playable(card)
    }

    /// Boss's Orders, which given to another player acts as a Switch for them (RF-10).
    fn is_boss_orders(&self, card: CardId) -> bool {
        self.def(card).name.starts_with("Boss's Orders")
    }

    /// RF-10: the team plays as many Supporters a turn as there are players.
    fn quota_reached(&self) -> bool {
        usize::from(self.supporters) >= self.players()
    }

    /// Every board allows a Supporter while the team's quota does (RF-10).
    pub(crate) fn refresh_quota(&mut self) {
        let reached = self.quota_reached();
        for game in &mut self.games {
            game.set_supporter_quota_met(reached);
        }
    }

    /// Player `k` takes `action` on their own board in the set-up or the shared turn.
    pub(crate) fn players_act(&mut self, k: usize, action: &TcgAction) -> Result<(), RuleError> {
        if let TcgAction::Play { card } = *action
            && self.def(card).is_supporter()
            && self.quota_reached()
        {
            return Err(RuleError::new(
                "RF-10",
                "the team has played as many Supporters this turn as there are players",
            ));
        }
        let before = self.games[k].supporter_quota_met();
        self.games[k].act(action)?;
        let played = !before && self.games[k].supporter_quota_met();
        if played {
            self.supporters += 1;
        }
        self.after_player_action(k);
        if let (true, TcgAction::Play { card }) = (played, *action) {
            self.after_supporter(card);
        }
        Ok(())
    }

    /// RF-10: player `from` plays the Supporter `card` and player `to` resolves it.
    pub(crate) fn give(
        &mut self,
        from: usize,
        card: CardId,
        to: usize,
        switch: Option<Uid>,
    ) -> Result<(), RuleError> {
        if self.phase != Phase::Players {
            return Err(RuleError::new(
                "RF-10",
                "Supporters are given in the players' turn",
            ));
        }
        if from == to {
            return Err(RuleError::new("RF-10", "give the effect to another player"));
        }
        self.may_give(from, card)?;
        self.may_receive(to, card)?;
        let benched = |uid| {
            self.games[to]
                .board(PLAYER)
                .bench()
                .iter()
                .any(|p| p.uid() == uid)
        };
        match (self.is_boss_orders(card), switch) {
            (true, Some(uid)) if benched(uid) => {}
            (true, _) => {
                return Err(RuleError::new(
                    "RF-10",
                    "Boss's Orders given acts as a Switch: name a Benched Pokémon of that player",
                ));
            }
            (false, Some(_)) => {
                return Err(RuleError::new(
                    "RF-10",
                    "only Boss's Orders given is a Switch",
                ));
            }
            (false, None) => {}
        }
        self.games[from].discard_card_from_hand(PLAYER, card);
        self.supporters += 1;
        let (f, t) = (from as u8, to as u8);
        self.record(|| {
            Entry::Boss(BossEvent::Gave {
                from: f,
                card,
                to: t,
            })
        });
        match switch {
            Some(uid) => self.games[to].switch_active(PLAYER, uid),
            None => self.games[to].play_outside(card, PlayedCard::Elsewhere),
        }
        self.gather_log(from);
        self.after_player_action(to);
        self.after_supporter(card);
        Ok(())
    }

    /// What follows any action in player `k`'s game while the players play: its log, the Stadium
    /// and the boss taken back and lent to every board, the quota, whether `k` is out.
    pub(crate) fn after_player_action(&mut self, k: usize) {
        self.gather_log(k);
        let stadium = self.stadium;
        self.take_stadium(On::Player(k));
        if self.phase == Phase::Players {
            // Most actions leave the boss alone: it is lent again only when it changed.
            let mut changed = self.stadium != stadium;
            let theirs = self.games[k].board(crate::state::BOSS);
            if *theirs != self.boss {
                self.boss.clone_from(theirs);
                changed = true;
            }
            if self.turn_over(k) {
                changed |= self.boss_recovers();
            }
            if changed {
                self.lend_all();
            }
            self.refresh_quota();
        }
        self.check_out(k);
    }

    /// RF-19: a player who has taken all their Prize cards is out; RF-20: the players lose when
    /// every one is out.
    pub(crate) fn check_out(&mut self, k: usize) {
        let board = self.games[k].board(PLAYER);
        let taken_all = if self.is_physical(k) {
            self.prizes_left[k] == 0
        } else {
            board.ready() && board.turns() > 0 && board.prizes().is_empty()
        };
        if self.is_out(k) || !taken_all {
            return;
        }
        self.out |= 1 << k;
        let player = k as u8;
        self.record(|| Entry::Boss(BossEvent::Out { player }));
        if self.in_players().next().is_none() {
            self.phase = Phase::Over(Outcome::Win {
                team: Team(1),
                margin: 0,
            });
        }
    }

    /// The set-up is over once every board is (RF-5); the boss's turn comes once every player's
    /// turn is (RF-7).
    pub(crate) fn players_go_on(&mut self) {
        match self.phase {
            Phase::SetUp
                if self
                    .in_players()
                    .all(|k| self.games[k].step() == Step::Turn) =>
            {
                self.phase = Phase::Players;
                self.refresh_quota();
                self.record(|| Entry::Boss(BossEvent::PlayersTurn { turn: 1 }));
            }
            Phase::Players if self.in_players().all(|k| self.turn_over(k)) => {
                self.begin_boss_turn();
            }
            _ => {}
        }
    }
}
