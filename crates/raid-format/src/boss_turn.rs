//! The boss as an automaton (RF-13 to RF-17, RF-25): its draws resolved one at a time, each
//! Trainer on every player's board in turn, its random affordable attack on every player's
//! Active, the Energy it discards, the mill at the end of its turn, and the players' next turn.

use altplay_cards::printed::TrainerKind;
use altplay_core::{Outcome, Team};
use altplay_tcg::game::{Action as TcgAction, CardId, MAX_ATTACKS, PlayedCard, Step};
use arrayvec::ArrayVec;

use crate::event::{BossEvent, Entry};
use crate::mill::mill_count;
use crate::state::{BOSS, On, PLAYER, Phase, RaidFormat, lend_to};

/// An engine bound, not a rule: a game whose boss has taken this many turns stops as a draw (a
/// boss that can neither be milled out nor Knock Out anyone would go on for ever).
pub const MAX_BOSS_TURNS: u16 = 200;

impl RaidFormat {
    /// RF-13: the boss's turn begins on every board; it draws (players + 1) cards.
    pub(crate) fn begin_boss_turn(&mut self) {
        self.boss_turns += 1;
        if self.boss_turns > MAX_BOSS_TURNS {
            self.phase = Phase::Over(Outcome::Draw);
            return;
        }
        self.reshuffled = false;
        self.recent.clear();
        self.draws_left = self.players() as u8 + 1;
        let (turn, draws) = (self.boss_turns, self.draws_left);
        self.record(|| Entry::Boss(BossEvent::BossTurn { turn, draws }));
        for k in 0..self.players() {
            if !self.is_out(k) {
                self.games[k].start_turn(BOSS, false);
                self.gather_log(k);
            }
        }
        self.own.start_turn(BOSS, false);
        self.next_boss_card();
    }

    /// Goes on with the boss's turn until a player must choose, or the turn is over.
    pub(crate) fn boss_go_on(&mut self) {
        loop {
            match self.phase {
                Phase::BossCard { card, player } => {
                    let k = usize::from(player);
                    let game = &self.games[k];
                    if game.resolving().is_some() || game.step() != Step::Turn {
                        return;
                    }
                    self.after_boss_step(k);
                    match self.next_in(k) {
                        Some(next) => self.begin_card_on(card, next),
                        None => {
                            self.faq_rulings(card);
                            self.next_boss_card();
                        }
                    }
                }
                Phase::BossAttack { index, player } => {
                    let k = usize::from(player);
                    if self.games[k].step() != Step::Between {
                        return;
                    }
                    self.after_boss_step(k);
                    match self.next_in(k) {
                        Some(next) => self.begin_attack_on(index, next),
                        None => self.end_boss_turn(),
                    }
                }
                _ => return,
            }
        }
    }

    /// The player still in after `k`, if any.
    fn next_in(&self, k: usize) -> Option<usize> {
        (k + 1..self.players()).find(|&j| !self.is_out(j))
    }

    /// Player `k`'s board is done with the boss's card or attack: its log, the Stadium, whether
    /// `k` is out. What it did to the boss there is not kept: the boss's own part happened on
    /// its own board.
    fn after_boss_step(&mut self, k: usize) {
        self.gather_log(k);
        self.take_stadium(On::Player(k));
        self.check_out(k);
    }

    /// The boss's own board goes on by itself until its text is done: the boss takes the first
    /// pick offered at each choice, "done" only when nothing is left to pick (RF-15's "as many
    /// as it can"). Bounded: a text asks a few dozen picks at most.
    fn run_own(&mut self) {
        let mut legal = Vec::new();
        for _ in 0..1_000 {
            let own = &self.own;
            let waiting =
                own.resolving().is_some() || !matches!(own.step(), Step::Turn | Step::Between);
            if !waiting || own.mover().is_none() {
                break;
            }
            own.legal(&mut legal);
            let pick = legal
                .iter()
                .find(|a| **a != TcgAction::Done)
                .or(legal.first());
            let Some(&pick) = pick else {
                break;
            };
            if self.own.act(&pick).is_err() {
                break;
            }
        }
        self.take_stadium(On::Own);
        self.boss.clone_from(self.own.board(BOSS));
    }

    /// The boss's next card: one an effect drew first, else the next of its draws; its attack
    /// once the draws are done. Energy attaches at once; a Trainer begins on the first board.
    pub(crate) fn next_boss_card(&mut self) {
        loop {
            if matches!(self.phase, Phase::Over(_)) {
                return;
            }
            // RF-13: cards its effects drew resolve too, and do not count as its draws.
            let card = if let Some(card) = self.boss.take_first_in_hand() {
                card
            } else if self.draws_left > 0 {
                self.draws_left -= 1;
                match self.boss_draw() {
                    Some(card) => card,
                    None => {
                        self.draws_left = 0;
                        continue;
                    }
                }
            } else if self.interlude.is_some() {
                self.end_interlude();
                return;
            } else {
                self.boss_attack();
                return;
            };
            let _ = self.recent.try_push(card);
            self.record(|| Entry::Boss(BossEvent::Drew { card }));
            let def = self.def(card);
            let is_tool = def
                .trainer()
                .is_some_and(|t| t.kind == TrainerKind::PokemonTool);
            if def.energy().is_some() || is_tool {
                self.attach_to_boss(card, is_tool);
                continue;
            }
            self.record(|| Entry::Boss(BossEvent::Resolved { card }));
            self.boss_before.clone_from(&self.boss);
            // Its part on the boss, once, on the boss's own board.
            self.lend_own();
            self.own.play_outside(card, PlayedCard::Discarded);
            self.run_own();
            match self.first_in() {
                Some(k) => self.begin_card_on(card, k),
                None => return,
            }
            return;
        }
    }

    /// RF-24's rulings on the boss's cards, once the card is resolved on every board.
    fn faq_rulings(&mut self, card: CardId) {
        if !self.setup.config.local.faq {
            return;
        }
        match self.def(card).name.as_str() {
            "Agatha" => self.agatha_ruling(),
            "Acerola's Premonition" => self.acerola_ruling(),
            _ => {}
        }
    }

    /// Agatha moves 3 damage counters from the boss to each player's Active Pokémon: the boss
    /// loses them all (its own board moved only one player's share).
    fn agatha_ruling(&mut self) {
        let hit = self
            .in_players()
            .filter(|&k| self.games[k].board(PLAYER).active().is_some())
            .count() as u16;
        let before = self.boss_before.active().map_or(0, |b| b.damage());
        self.boss.set_active_damage(before.saturating_sub(30 * hit));
    }

    /// Acerola's Premonition picks a player at random, and the boss draws a card for each Trainer
    /// card in their hand (players with physical cards, whose hands the app does not know, are
    /// not picked). The cards drawn resolve next, as its effects' draws do (RF-13).
    fn acerola_ruling(&mut self) {
        let known: Vec<usize> = self
            .in_players()
            .filter(|&k| !self.is_physical(k))
            .collect();
        if known.is_empty() {
            return;
        }
        let k = known[self.rng.below(known.len() as u32) as usize];
        let game = &self.games[k];
        let trainers = game
            .board(PLAYER)
            .hand()
            .iter()
            .filter(|&&c| game.def(c).is_trainer())
            .count();
        for _ in 0..trainers {
            self.boss.draw_one();
        }
    }

    /// RF-14: the top card of the boss deck; an empty deck takes the shuffled discard pile once a
    /// turn, after which the boss draws nothing.
    fn boss_draw(&mut self) -> Option<CardId> {
        if self.boss.deck().is_empty() {
            if self.reshuffled || self.boss.discard().is_empty() {
                self.record(|| Entry::Boss(BossEvent::DrewNothing));
                return None;
            }
            self.reshuffled = true;
            self.boss.refill_deck(&mut self.rng);
            self.record(|| Entry::Boss(BossEvent::Reshuffled));
        }
        self.boss.take_top()
    }

    /// RF-15: an Energy card attaches to the boss at once (a Pokémon Tool too).
    fn attach_to_boss(&mut self, card: CardId, tool: bool) {
        self.boss.attach_to_active(card, tool);
        self.record(|| Entry::Boss(BossEvent::Attached { card }));
    }

    /// RF-15: the boss's Trainer card resolves on player `k`'s board, the boss as the card found
    /// it (its own part happens once, from the first board).
    fn begin_card_on(&mut self, card: CardId, k: usize) {
        lend_to(&mut self.games[k], k, &self.boss_before, self.stadium);
        self.phase = Phase::BossCard {
            card,
            player: k as u8,
        };
        self.games[k].play_outside(card, PlayedCard::Discarded);
    }

    /// RF-16: the boss declares one attack, uniformly among those its Energy pays for.
    fn boss_attack(&mut self) {
        self.lend_own();
        let affordable = self.own.affordable_attacks(BOSS);
        let allowed: ArrayVec<u8, MAX_ATTACKS> = affordable
            .into_iter()
            .filter(|&i| {
                // RF-23 off: the players' "can't attack" effects hold on the boss.
                self.setup.config.local.boss_unhindered
                    || self.own.check(&TcgAction::Attack { index: i }).is_ok()
            })
            .collect();
        if allowed.is_empty() {
            self.record(|| Entry::Boss(BossEvent::NoAttack));
            for k in 0..self.players() {
                if !self.is_out(k) {
                    let _ = self.games[k].act(&TcgAction::EndTurn);
                    self.gather_log(k);
                }
            }
            let _ = self.own.act(&TcgAction::EndTurn);
            self.end_boss_turn();
            return;
        }
        let index = allowed[self.rng.below(allowed.len() as u32) as usize];
        self.attack = Some(index);
        // Told to a player with physical cards in the attack's number (`orders`), from the log:
        // worked out only when it is kept.
        let bonus = match self.log {
            Some(_) => self.own.lasting_damage_bonus(BOSS, index),
            None => None,
        };
        self.record(|| Entry::Boss(BossEvent::Attacks { index, bonus }));
        self.boss_before.clone_from(&self.boss);
        // Its effects on itself, once, on its own board.
        self.own.attack_outside(index);
        self.run_own();
        match self.first_in() {
            Some(first) => self.begin_attack_on(index, first),
            None => self.end_boss_turn(),
        }
    }

    /// The boss's attack on player `k`'s board. RF-21: a player with no Active Pokémon takes a
    /// Prize card instead when the attack does 10 or more damage.
    fn begin_attack_on(&mut self, index: u8, k: usize) {
        lend_to(&mut self.games[k], k, &self.boss_before, self.stadium);
        self.phase = Phase::BossAttack {
            index,
            player: k as u8,
        };
        let game = &mut self.games[k];
        if game.board(PLAYER).active().is_some() {
            game.attack_outside(index);
            return;
        }
        let damage = game
            .def(self.setup.boss)
            .attack(index)
            .map_or(0, |a| a.damage);
        if damage >= 10 && game.take_prize_into_hand(PLAYER) {
            let player = k as u8;
            self.record(|| Entry::Boss(BossEvent::NoActivePrize { player }));
        }
        let _ = self.games[k].act(&TcgAction::EndTurn);
    }

    /// The end of the boss's turn: the attack's Energy discarded (RF-16), its Special Conditions
    /// gone (RF-4), the mill (RF-17); then the players win (RF-20) or their turn begins.
    fn end_boss_turn(&mut self) {
        if let Some(index) = self.attack.take() {
            let gx = self
                .def(self.setup.boss)
                .attack(index)
                .is_some_and(|a| a.gx);
            let count = if gx && self.setup.config.local.faq {
                // RF-24: a GX attack's extra Energy goes too: all of it.
                self.discard_all_boss_energy()
            } else {
                self.discard_attack_cost(index)
            };
            self.record(|| Entry::Boss(BossEvent::DiscardedEnergy { count }));
        }
        self.boss_recovers();
        self.mill();
        self.lend_all();
        if self.boss.deck().is_empty() && self.boss.discard().is_empty() {
            self.phase = Phase::Over(Outcome::Win {
                team: Team(0),
                margin: i32::from(self.boss_turns),
            });
            return;
        }
        if matches!(self.phase, Phase::Over(_)) {
            return;
        }
        self.supporters = 0;
        for k in 0..self.players() {
            if !self.is_out(k) {
                let draws = !self.is_physical(k);
                // A player with no Pokémon puts a Basic in first (RF-21): the engine asks it.
                self.games[k].start_turn(PLAYER, draws);
                self.gather_log(k);
            }
        }
        self.own.start_turn(PLAYER, false);
        self.refresh_quota();
        self.phase = Phase::Players;
        let turn = self.boss_turns + 1;
        self.record(|| Entry::Boss(BossEvent::PlayersTurn { turn }));
    }

    /// RF-4: at the end of each Pokémon Checkup the boss recovers from every Special Condition;
    /// whether it had any.
    pub(crate) fn boss_recovers(&mut self) -> bool {
        if !self.boss.recover_active() {
            return false;
        }
        self.record(|| Entry::Boss(BossEvent::Recovered));
        true
    }

    /// RF-17, RF-18: the damage on the boss mills its deck to the Lost Zone, the deck refilled
    /// from the shuffled discard pile as often as needed; the remainder stays.
    fn mill(&mut self) {
        let damage = self
            .boss
            .active()
            .expect("the boss is always in play")
            .damage();
        let m = mill_count(damage, self.setup.players, self.setup.config.divisor);
        self.boss.set_active_damage(m.damage_left);
        let mut milled = 0u8;
        for _ in 0..m.cards {
            if self.boss.deck().is_empty() {
                if self.boss.discard().is_empty() {
                    break;
                }
                self.boss.refill_deck(&mut self.rng);
            }
            if self.boss.lose_top() {
                milled += 1;
            }
        }
        let damage_left = m.damage_left;
        self.record(|| {
            Entry::Boss(BossEvent::Milled {
                cards: milled,
                damage_left,
            })
        });
        self.count_boss_prizes();
    }

    /// RF-22: for cards that count Prize cards, the boss has taken one for every 10 cards in its
    /// Lost Zone, so it has 6 less those left (none without the local rule).
    pub(crate) fn count_boss_prizes(&mut self) {
        let left = if self.setup.config.local.boss_prizes {
            6usize.saturating_sub(self.boss.lost_zone().len() / 10)
        } else {
            0
        };
        self.boss.set_prizes(self.setup.boss, left);
    }
}

impl RaidFormat {
    /// Every Energy attached to the boss to its discard pile; how many.
    fn discard_all_boss_energy(&mut self) -> u8 {
        self.boss.discard_active_energy()
    }

    /// RF-16: after attacking, the boss discards as many attached Energy as the attack's
    /// printed cost, those of the cost's types first; how many it discarded.
    fn discard_attack_cost(&mut self, index: u8) -> u8 {
        let cards = self.setup.cards();
        match cards.get(self.setup.boss).attack(index) {
            Some(attack) => self.boss.discard_active_energy_for(&attack.cost, cards),
            None => 0,
        }
    }
}
