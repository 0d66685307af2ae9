//! The players' decisions: what is legal (RB-26) and what each does (RB-14 to RB-16, RB-21).

use altplay_core::RuleError;

use crate::action::{Action, MAX_REPORTED_DAMAGE};
use crate::coins::{Coins, coins, damage_for_heads, flip, max_heads};
use crate::decks::Cheer;
use crate::event::{Event, PokemonRef};
use crate::game::{Phase, RaidBattle};
use crate::setup::{FighterAttack, finish_damage};

use altplay_cards::AttackEffect;

impl RaidBattle {
    pub(crate) fn list_actions(&self, out: &mut Vec<Action>) {
        match self.phase {
            Phase::Cheer { .. } => out.push(Action::Cheer),
            Phase::CheerTarget { .. } => {
                for seat in 0..4 {
                    for slot in 0..2 {
                        if !self.is_knocked_out(PokemonRef { seat, slot }) {
                            out.push(Action::CheerTarget { seat, slot });
                        }
                    }
                }
            }
            Phase::Retreat { .. } => out.extend([Action::Retreat, Action::Stay]),
            Phase::Attack { seat } => self.list_attacks(seat, out),
            Phase::Over => {}
        }
    }

    fn list_attacks(&self, seat: u8, out: &mut Vec<Action>) {
        let physical = self.is_physical(seat);
        let gx_used = self.pairs[usize::from(seat)].gx_used;
        for (i, a) in self.active_attacks(seat).iter().enumerate() {
            if a.gx && gx_used {
                continue;
            }
            let attack = i as u8;
            if physical && coins(a.effect) != Coins::None {
                out.extend((0..=max_heads(a.effect)).map(|heads| Action::Flips { attack, heads }));
            } else {
                out.push(Action::Attack { attack });
            }
        }
        if physical {
            for damage in (0..=MAX_REPORTED_DAMAGE).step_by(10) {
                out.push(Action::Report { damage, gx: false });
                if !gx_used {
                    out.push(Action::Report { damage, gx: true });
                }
            }
        } else if out.is_empty() {
            out.push(Action::Pass);
        }
    }

    pub(crate) fn is_physical(&self, seat: u8) -> bool {
        self.setup.config.options.physical[usize::from(seat)]
    }

    pub(crate) fn active_attacks(&self, seat: u8) -> &[FighterAttack] {
        let active = self.pairs[usize::from(seat)].active;
        &self.setup.fighters[usize::from(seat)][usize::from(active)].attacks
    }

    pub(crate) fn apply_action(&mut self, action: Action) -> Result<(), RuleError> {
        match (self.phase, action) {
            (Phase::Over, _) => Err(self.game_over_error()),
            (Phase::Cheer { seat }, Action::Cheer) => {
                self.cheer(seat);
                Ok(())
            }
            (Phase::Cheer { seat }, _) => Err(RuleError::new(
                "RB-14",
                format!(
                    "seat {} has a Knocked Out Pokémon: it cheers, and cannot retreat or attack",
                    seat + 1
                ),
            )),
            (Phase::CheerTarget { seat, cheer }, Action::CheerTarget { seat: s, slot }) => {
                self.cheer_target(seat, cheer, PokemonRef { seat: s, slot })
            }
            (Phase::CheerTarget { cheer, .. }, _) => Err(RuleError::new(
                "RB-21",
                format!("choose the Pokémon for the Cheer card \"{}\"", cheer.text()),
            )),
            (Phase::Retreat { seat }, Action::Retreat) => {
                let pair = &mut self.pairs[usize::from(seat)];
                pair.active = 1 - pair.active;
                self.log.record(Event::Retreated { seat });
                self.phase = Phase::Attack { seat };
                Ok(())
            }
            (Phase::Retreat { seat }, Action::Stay) => {
                self.phase = Phase::Attack { seat };
                Ok(())
            }
            (Phase::Retreat { .. }, _) => Err(RuleError::new(
                "RB-15",
                "first choose whether to retreat (Retreat or Stay), then attack",
            )),
            (Phase::Attack { seat }, action) => self.attack(seat, action),
        }
    }

    fn game_over_error(&self) -> RuleError {
        if self.knockouts >= crate::flow::KNOCKOUTS_TO_LOSE {
            RuleError::new("RB-18", "the game is over: the 4th Knock Out happened")
        } else {
            RuleError::new("RB-17", "the game is over: the boss is Knocked Out")
        }
    }

    fn cheer(&mut self, seat: u8) {
        let cheer = self
            .cheer_deck
            .draw(&mut self.cheer_rng)
            .expect("drawn cheer cards are always discarded, so the deck never runs out");
        self.last_cheer = Some(cheer);
        self.log.record(Event::CheerDrawn { seat, cheer });
        match cheer {
            Cheer::DoubleDamage | Cheer::HealOne => {
                self.phase = Phase::CheerTarget { seat, cheer };
                return;
            }
            Cheer::HealAll80 => {
                for seat in 0..4 {
                    for slot in 0..2 {
                        let p = PokemonRef { seat, slot };
                        if !self.is_knocked_out(p) {
                            self.heal(p, 80);
                        }
                    }
                }
            }
            Cheer::BossOneCard => self.boss_one_card = true,
            Cheer::Plus50 => self.plus50 = true,
        }
        self.cheer_deck.discard(cheer);
        self.finish_seat();
    }

    fn cheer_target(
        &mut self,
        seat: u8,
        cheer: Cheer,
        target: PokemonRef,
    ) -> Result<(), RuleError> {
        if target.seat > 3 || target.slot > 1 {
            return Err(RuleError::new(
                "RB-21",
                format!(
                    "there is no Pokémon at seat {}, slot {}",
                    u16::from(target.seat) + 1,
                    target.slot
                ),
            ));
        }
        if self.is_knocked_out(target) {
            return Err(RuleError::new(
                "RB-21",
                "a Cheer card can only be given to a Pokémon that is not Knocked Out",
            ));
        }
        self.log.record(Event::CheerTargetChosen { seat, target });
        match cheer {
            Cheer::DoubleDamage => self.double_damage = Some(target),
            _ => {
                let all = self.pairs[usize::from(target.seat)].damage[usize::from(target.slot)];
                self.heal(target, all);
            }
        }
        self.cheer_deck.discard(cheer);
        self.finish_seat();
        Ok(())
    }

    fn attack(&mut self, seat: u8, action: Action) -> Result<(), RuleError> {
        let physical = self.is_physical(seat);
        let (attack, heads, raw, gx, effect) = match action {
            Action::Attack { attack } => {
                let a = self.usable_attack(seat, attack)?;
                if physical && coins(a.effect) != Coins::None {
                    return Err(RuleError::new(
                        "RB-26",
                        "this seat plays physical cards: report the coin flips (Flips) for this attack",
                    ));
                }
                let heads = flip(a.effect, &mut self.coin_rng);
                let shown = (coins(a.effect) != Coins::None).then_some(heads);
                (
                    Some(attack),
                    shown,
                    damage_for_heads(a.effect, a.base, heads),
                    a.gx,
                    a.effect,
                )
            }
            Action::Flips { attack, heads } => {
                let a = self.usable_attack(seat, attack)?;
                if !physical {
                    return Err(physical_only());
                }
                if coins(a.effect) == Coins::None || heads > max_heads(a.effect) {
                    return Err(RuleError::new(
                        "RB-26",
                        format!(
                            "this attack flips {} coin(s): {heads} heads is not possible",
                            max_heads(a.effect)
                        ),
                    ));
                }
                (
                    Some(attack),
                    Some(heads),
                    damage_for_heads(a.effect, a.base, heads),
                    a.gx,
                    a.effect,
                )
            }
            Action::Report { damage, gx } => {
                if !physical {
                    return Err(physical_only());
                }
                if damage > MAX_REPORTED_DAMAGE || damage % 10 != 0 {
                    return Err(RuleError::new(
                        "RB-26",
                        format!(
                            "reported damage {damage} must be a multiple of 10 from 0 to {MAX_REPORTED_DAMAGE}"
                        ),
                    ));
                }
                if gx && self.pairs[usize::from(seat)].gx_used {
                    return Err(gx_used());
                }
                (None, None, u32::from(damage), gx, AttackEffect::Plain)
            }
            Action::Pass => {
                let mut options = Vec::new();
                self.list_attacks(seat, &mut options);
                if options != [Action::Pass] {
                    return Err(RuleError::new(
                        "RB-15",
                        "the Active has an attack it can use: it must attack",
                    ));
                }
                self.finish_seat();
                return Ok(());
            }
            _ => {
                return Err(RuleError::new(
                    "RB-15",
                    format!(
                        "seat {} must now choose an attack of its Active Pokémon",
                        seat + 1
                    ),
                ));
            }
        };
        self.resolve_attack(seat, attack, heads, raw, gx, effect);
        Ok(())
    }

    /// The attack's printed base, effect and GX flag, if the seat may use it now.
    fn usable_attack(&self, seat: u8, attack: u8) -> Result<Usable, RuleError> {
        let a = self
            .active_attacks(seat)
            .get(usize::from(attack))
            .ok_or_else(|| {
                RuleError::new(
                    "RB-15",
                    format!(
                        "the Active Pokémon has no attack number {}",
                        u16::from(attack) + 1
                    ),
                )
            })?;
        if a.gx && self.pairs[usize::from(seat)].gx_used {
            return Err(gx_used());
        }
        Ok(Usable {
            base: a.base,
            effect: a.effect,
            gx: a.gx,
        })
    }

    /// RB-16's order: the attack's own damage → ×2 (Cheer 1) → +50 (Cheer 5) → Weakness →
    /// Resistance. The boss may fall (RB-17) before any damage the attacker does to itself.
    fn resolve_attack(
        &mut self,
        seat: u8,
        attack: Option<u8>,
        heads: Option<u8>,
        raw: u32,
        gx: bool,
        effect: AttackEffect,
    ) {
        let pokemon = self.active_ref(seat);
        let mods = self.setup.fighters[usize::from(seat)][usize::from(pokemon.slot)].to_boss;
        let doubled = self.double_damage == Some(pokemon);
        let damage = finish_damage(raw, mods, doubled, self.plus50);
        if gx {
            self.pairs[usize::from(seat)].gx_used = true;
        }
        self.log.record(Event::Attacked {
            seat,
            pokemon,
            attack,
            heads,
            gx,
            damage,
        });
        self.damage_boss(damage);
        if self.outcome.is_some() {
            return;
        }
        match effect {
            AttackEffect::SelfDamage { amount } => self.damage_pokemon(pokemon, u32::from(amount)),
            AttackEffect::HealSelf { amount } => self.heal(pokemon, amount),
            _ => {}
        }
        self.finish_seat();
    }
}

/// What playing an attack needs of it (its greedy expectations stay behind).
#[derive(Clone, Copy)]
struct Usable {
    base: u16,
    effect: AttackEffect,
    gx: bool,
}

fn physical_only() -> RuleError {
    RuleError::new(
        "RB-26",
        "only a seat that plays physical cards reports its damage or coin flips",
    )
}

fn gx_used() -> RuleError {
    RuleError::new("RB-10", "this pair has used its GX attack")
}
