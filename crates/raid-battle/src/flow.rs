//! The order of a round (RB-14, RB-15, RB-19, RB-20) and the boss's turn (RB-22 to RB-25).

use altplay_core::Outcome;

use crate::boss::BossTarget;
use crate::event::{Event, PokemonRef};
use crate::game::{BOSS, PLAYERS, Phase, RaidBattle};

/// The players lose at the 4th Knock Out (RB-5, RB-18).
pub const KNOCKOUTS_TO_LOSE: u8 = 4;

impl RaidBattle {
    pub(crate) fn start_round(&mut self) {
        self.round += 1;
        self.log.record(Event::RoundStarted { round: self.round });
        for (cheers, pair) in self.cheering.iter_mut().zip(&self.pairs) {
            *cheers = pair.any_knocked_out();
        }
        self.step = 0;
        self.attack_pass = false;
        self.advance();
    }

    /// The seat to move has finished its turn.
    pub(crate) fn finish_seat(&mut self) {
        if self.outcome.is_some() {
            return;
        }
        self.step += 1;
        self.advance();
    }

    /// Moves to the next seat that acts in this pass: cheering seats first, then the others, each
    /// pass in turn order; after both, the end of the collective turn and the boss's turn.
    fn advance(&mut self) {
        loop {
            while self.step < 4 {
                let seat = self.setup.config.options.turn_order[usize::from(self.step)];
                if self.cheering[usize::from(seat)] != self.attack_pass {
                    self.phase = if self.attack_pass {
                        Phase::Retreat { seat }
                    } else {
                        Phase::Cheer { seat }
                    };
                    return;
                }
                self.step += 1;
            }
            if self.attack_pass {
                break;
            }
            self.attack_pass = true;
            self.step = 0;
        }
        self.end_collective_turn();
        self.boss_turn();
        if self.outcome.is_none() {
            self.start_round();
        }
    }

    /// RB-19 and RB-20: seats that cheered revive; "this turn" Cheers end.
    fn end_collective_turn(&mut self) {
        for seat in 0..4u8 {
            if !self.cheering[usize::from(seat)] {
                continue;
            }
            let pair = &mut self.pairs[usize::from(seat)];
            for slot in 0..2u8 {
                if pair.knocked_out[usize::from(slot)] {
                    pair.knocked_out[usize::from(slot)] = false;
                    pair.damage[usize::from(slot)] = 0;
                    self.log.record(Event::Revived {
                        target: PokemonRef { seat, slot },
                    });
                }
            }
        }
        self.double_damage = None;
        self.plus50 = false;
    }

    /// RB-22 to RB-24. Ends because at least one Active stands while the game goes on (RB-25),
    /// and each seat has cards in the deck.
    fn boss_turn(&mut self) {
        let cap = if std::mem::take(&mut self.boss_one_card) {
            1
        } else {
            self.setup.cap
        };
        self.boss_turns += 1;
        let mut attacks = 0u8;
        loop {
            let card = self
                .boss_deck
                .draw(&mut self.boss_rng)
                .expect("drawn boss cards are always discarded, so the deck never runs out");
            self.last_boss_card = Some(card);
            let seat = card.target_seat();
            self.log.record(Event::BossCardDrawn {
                card,
                attack: card.attack(),
                target_seat: seat,
            });
            let active = self.active_ref(seat);
            if self.is_knocked_out(active) {
                self.boss_deck.discard(card);
                self.log.record(Event::BossCardVoid { card });
                continue;
            }
            self.boss_attack(card.attack(), seat);
            self.boss_deck.discard(card);
            attacks += 1;
            if self.outcome.is_some() || !(card.draws_more() && attacks < cap) {
                break;
            }
        }
        self.boss_attacks += u32::from(attacks);
        if self.outcome.is_none() {
            // When the boss won, GameOver already closed the log.
            self.log.record(Event::BossTurnEnded { attacks });
        }
    }

    fn boss_attack(&mut self, attack: u8, seat: u8) {
        let attack = self.setup.boss_hits[usize::from(attack - 1)];
        let active = self.active_ref(seat);
        let bench = PokemonRef {
            seat,
            slot: 1 - active.slot,
        };
        let targets: &[PokemonRef] = match attack.target {
            BossTarget::Active => &[active],
            BossTarget::Bench => &[bench],
            BossTarget::Both => &[active, bench],
        };
        for &target in targets {
            let mods = self.setup.fighters[usize::from(seat)][usize::from(target.slot)].from_boss;
            self.damage_pokemon(target, mods.apply(u32::from(attack.damage)));
            if self.outcome.is_some() {
                return;
            }
        }
        if attack.heal > 0 {
            let amount = u32::from(attack.heal).min(self.boss_damage);
            self.boss_damage -= amount;
            self.log.record(Event::BossHealed {
                amount,
                hp_left: self.boss_hp_left(),
            });
        }
    }

    /// Damage to a player's Pokémon; a Knocked Out one takes no more (RB-18).
    pub(crate) fn damage_pokemon(&mut self, target: PokemonRef, amount: u32) {
        if self.is_knocked_out(target) {
            return;
        }
        let hp = self.setup.fighters[usize::from(target.seat)][usize::from(target.slot)].hp;
        let pair = &mut self.pairs[usize::from(target.seat)];
        let slot = usize::from(target.slot);
        let taken = amount.min(u32::from(hp - pair.damage[slot])) as u16;
        pair.damage[slot] += taken;
        let hp_left = hp - pair.damage[slot];
        self.log.record(Event::PokemonDamaged {
            target,
            amount,
            hp_left,
        });
        if hp_left == 0 {
            pair.knocked_out[slot] = true;
            self.knockouts += 1;
            self.log.record(Event::KnockedOut {
                target,
                count: self.knockouts,
            });
            if self.knockouts >= KNOCKOUTS_TO_LOSE {
                let margin = self.boss_hp_left() as i32;
                self.end(Outcome::Win { team: BOSS, margin });
            }
        }
    }

    /// Damage to the boss; the players win as soon as it reaches the boss's HP (RB-17).
    pub(crate) fn damage_boss(&mut self, amount: u32) {
        self.boss_damage = (self.boss_damage + amount).min(self.setup.boss_hp);
        self.log.record(Event::BossDamaged {
            amount,
            hp_left: self.boss_hp_left(),
        });
        if self.boss_damage >= self.setup.boss_hp {
            let margin = i32::from(KNOCKOUTS_TO_LOSE - self.knockouts);
            self.end(Outcome::Win {
                team: PLAYERS,
                margin,
            });
        }
    }

    pub(crate) fn heal(&mut self, target: PokemonRef, amount: u16) {
        let d = &mut self.pairs[usize::from(target.seat)].damage[usize::from(target.slot)];
        let healed = amount.min(*d);
        *d -= healed;
        if healed > 0 {
            self.log.record(Event::Healed {
                target,
                amount: healed,
            });
        }
    }
}
