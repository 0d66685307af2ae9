//! What an effect is worth to the team now, in tenths of a point of boss damage.

use crate::data::{DieChange, Effect, Part, Target};
use crate::effects::Ctx;
use crate::rules::Rules;
use crate::state::{HeroState, MAX_DICE, State, Step, Window};

/// One point of damage to the boss.
pub const DAMAGE: i32 = 10;
const BONUS_DIE: i32 = 22;
const ABILITY_DIE: i32 = 35;
const SKILL_POINT: i32 = 5;
/// Losing a hero costs its turn's dice and counts towards defeat.
pub const KO: i32 = 150;

/// Values effects against the current table, knowing the damage still coming this turn.
pub struct Eval<'a> {
    r: &'a Rules,
    s: &'a State,
    /// Damage still due to each hero (by id) from the revealed active card.
    pub incoming: [i32; 4],
    /// Each hero's position, by id: heroes are looked up far more often than they move.
    pos: [u8; 4],
}

impl<'a> Eval<'a> {
    pub fn new(r: &'a Rules, s: &'a State) -> Self {
        let mut pos = [0; 4];
        for (p, h) in s.heroes.iter().enumerate() {
            pos[h.id as usize] = p as u8;
        }
        let mut e = Self {
            r,
            s,
            incoming: [0; 4],
            pos,
        };
        let (instant_from, boss_from) = match s.step {
            Step::Window(Window::Reveal) => (Some(0), 0),
            Step::Window(Window::Packet {
                boss_turn: false,
                next,
            }) => (Some(next), 0),
            Step::Choose { boss_turn: false } => (Some(0), 0),
            Step::Window(Window::Packet {
                boss_turn: true,
                next,
            }) => (None, next),
            Step::Assign | Step::Choose { boss_turn: true } => (None, 0),
            _ => return e,
        };
        if let Some(from) = instant_from
            && let Some(p) = s.card_part(r, false)
        {
            e.add_incoming(p, from);
        }
        if let Some(p) = s.card_part(r, true) {
            e.add_incoming(p, boss_from);
        }
        e
    }

    fn add_incoming(&mut self, part: &Part, from: u8) {
        let Some(active) = self.s.active else { return };
        let options = if part.choose.is_empty() {
            std::slice::from_ref(part)
        } else {
            &part.choose[..]
        };
        let mut worst = [0i32; 4];
        for o in options {
            let total: i32 = o.damage.iter().skip(from as usize).map(|&d| d as i32).sum();
            for id in self
                .s
                .hits(o.target, &Ctx::boss(active, Target::Active))
                .heroes
            {
                worst[id as usize] = worst[id as usize].max(total);
            }
        }
        for (i, w) in worst.into_iter().enumerate() {
            self.incoming[i] += w;
        }
    }

    /// HP a hero would lose to what is still coming, and whether that knocks it out.
    pub fn threat(&self, id: u8) -> (i32, bool) {
        let h = self.hero(id);
        let loss = (self.incoming[id as usize] - h.shield as i32 - h.overshield as i32).max(0);
        (loss, !h.ko && h.lock.is_none() && loss >= h.hp as i32)
    }

    fn hero(&self, id: u8) -> &HeroState {
        &self.s.heroes[self.pos[id as usize] as usize]
    }

    /// The values of resolving `effects` once, twice, … `uses` times in `ctx` (`[k - 1]` for
    /// k times). Effects worth k times their value once, or the same however often they
    /// resolve, are valued once.
    pub fn values(&self, effects: &[Effect], ctx: Ctx, uses: usize) -> [i32; MAX_DICE] {
        let mut v = [0; MAX_DICE];
        for e in effects {
            self.add_values(e, ctx, &mut v[..uses]);
        }
        v
    }

    fn add_values(&self, e: &Effect, ctx: Ctx, v: &mut [i32]) {
        let (r, s) = (self.r, self.s);
        match *e {
            Effect::If {
                ref when,
                ref then,
                ref otherwise,
            } => {
                for e in s.branch(r, when, then, otherwise, &ctx) {
                    self.add_values(e, ctx, v);
                }
            }
            Effect::ForEach {
                over,
                value,
                ref effects,
            } => {
                let n = s.count(r, over, value, &ctx) as i32;
                let each = self.values(effects, ctx, v.len());
                for (v, each) in v.iter_mut().zip(each) {
                    *v += n * each;
                }
            }
            // Damage to the boss and dice gained: k times worth k times once.
            Effect::Deal { to, .. } if ctx.target(to, true) == Target::Boss => {
                self.add_linear(e, ctx, v)
            }
            Effect::BonusDice { .. }
            | Effect::AbilityDie { .. }
            | Effect::MaxHp { .. }
            | Effect::Die { .. } => self.add_linear(e, ctx, v),
            // Worth the same however often they resolve.
            Effect::SetSkill { .. }
            | Effect::Cleanse { .. }
            | Effect::Restrict { .. }
            | Effect::RefreshAssist { .. }
            | Effect::SetHp { .. }
            | Effect::LockHp { .. }
            | Effect::Move { .. }
            | Effect::Swap { .. }
            | Effect::Special { .. } => {
                let once = self.effect(e, ctx, 1);
                v.iter_mut().for_each(|v| *v += once);
            }
            Effect::Deal { .. }
            | Effect::Steal { .. }
            | Effect::Heal { .. }
            | Effect::Shield { .. }
            | Effect::Overshield { .. }
            | Effect::Skill { .. } => {
                for (k, v) in v.iter_mut().enumerate() {
                    *v += self.effect(e, ctx, k as i32 + 1);
                }
            }
        }
    }

    fn add_linear(&self, e: &Effect, ctx: Ctx, v: &mut [i32]) {
        let once = self.effect(e, ctx, 1);
        for (k, v) in v.iter_mut().enumerate() {
            *v += (k as i32 + 1) * once;
        }
    }

    /// The value of resolving `effects` `k` times in `ctx`.
    pub fn value(&self, effects: &[Effect], ctx: Ctx, k: i32) -> i32 {
        effects.iter().map(|e| self.effect(e, ctx, k)).sum()
    }

    fn effect(&self, e: &Effect, ctx: Ctx, k: i32) -> i32 {
        let (r, s) = (self.r, self.s);
        let per_hero = |to: Option<Target>, attack: bool, f: &dyn Fn(u8) -> i32| -> (i32, bool) {
            let hits = s.hits(ctx.target(to, attack), &ctx);
            let v = hits
                .heroes
                .iter()
                .filter(|&&id| !self.hero(id).ko)
                .map(|&id| f(id))
                .sum();
            (v, hits.boss)
        };
        match *e {
            Effect::Deal { amount, to } | Effect::Steal { amount, to } => {
                let n = k * amount as i32;
                let (hurt, boss) = per_hero(to, true, &|id| -self.hp_value(id, n));
                let stolen = match (e, ctx.source) {
                    (Effect::Steal { .. }, Some(me)) => self.heal_value(me, n),
                    (Effect::Steal { .. }, None) => -n * DAMAGE,
                    _ => 0,
                };
                hurt + if boss { n * DAMAGE } else { 0 } + stolen
            }
            Effect::Heal { amount, to } => {
                let n = k * amount as i32;
                let (v, boss) = per_hero(to, false, &|id| self.heal_value(id, n));
                v - if boss { n * DAMAGE } else { 0 }
            }
            Effect::Shield { amount, to } => {
                per_hero(to, false, &|id| {
                    let h = self.hero(id);
                    let need = (self.incoming[id as usize] - h.shield as i32).max(0);
                    self.hp_value(id, need.min(k * amount as i32)) * 11 / 10
                })
                .0
            }
            Effect::Overshield { amount, to } => {
                per_hero(to, false, &|id| {
                    let h = self.hero(id);
                    let later = if h.card.is_some_and(|c| !c.resolved) && s.active != Some(id) {
                        3
                    } else {
                        1
                    };
                    let need = (self.incoming[id as usize] - h.shield as i32 - h.overshield as i32)
                        .max(0)
                        + later;
                    self.hp_value(id, need.min(k * amount as i32))
                })
                .0
            }
            Effect::BonusDice { amount, to } => {
                per_hero(to, false, &|_| k * amount as i32 * BONUS_DIE).0
            }
            Effect::AbilityDie { to } => per_hero(to, false, &|_| k * ABILITY_DIE).0,
            Effect::MaxHp { amount, to } => per_hero(to, false, &|_| k * amount as i32 * 4).0,
            Effect::Skill { amount, to } => {
                per_hero(to, false, &|id| {
                    let def = &r.heroes[id as usize].skill;
                    let now = s.skill(r, id) as i32;
                    let after = (now + k * amount as i32).clamp(def.min as i32, def.max as i32);
                    (after - now) * SKILL_POINT
                })
                .0
            }
            Effect::SetSkill { value, to } => {
                per_hero(to, false, &|id| {
                    (value as i32 - s.skill(r, id) as i32) * SKILL_POINT
                })
                .0
            }
            Effect::Cleanse { to, .. } => {
                per_hero(to, false, &|id| {
                    if self.hero(id).boss_effects != 0 {
                        10
                    } else {
                        0
                    }
                })
                .0
            }
            Effect::Restrict { to, .. } => per_hero(to, false, &|_| -8).0,
            Effect::RefreshAssist { to } => {
                per_hero(to, false, &|id| {
                    if self.hero(id).assist_ready { 0 } else { 15 }
                })
                .0
            }
            Effect::Die { change, amount, .. } => match change {
                DieChange::Plus => 6 * k * amount.unwrap_or(0) as i32,
                DieChange::Minus => -6 * k * amount.unwrap_or(0) as i32,
                DieChange::Set | DieChange::Reroll => 4 * k,
            },
            Effect::If {
                ref when,
                ref then,
                ref otherwise,
            } => self.value(s.branch(r, when, then, otherwise, &ctx), ctx, k),
            Effect::ForEach {
                over,
                value,
                ref effects,
            } => s.count(r, over, value, &ctx) as i32 * self.value(effects, ctx, k),
            Effect::SetHp { .. }
            | Effect::LockHp { .. }
            | Effect::Move { .. }
            | Effect::Swap { .. }
            | Effect::Special { .. } => 0,
        }
    }

    /// What `n` HP lost (or kept) on a hero is worth: more when it decides a KO.
    pub fn hp_value(&self, id: u8, n: i32) -> i32 {
        let h = self.hero(id);
        let (loss, _) = self.threat(id);
        let hp_after = h.hp as i32 - loss;
        if n <= 0 {
            0
        } else if hp_after <= 0 && hp_after + n > 0 || hp_after > 0 && hp_after - n <= 0 {
            n * 9 + KO
        } else if hp_after <= 3 {
            n * 12
        } else {
            n * 8
        }
    }

    fn heal_value(&self, id: u8, n: i32) -> i32 {
        let h = self.hero(id);
        let blocked =
            h.lock.is_some() || h.boss_effects & crate::data::Restriction::Healing.bit() != 0;
        if h.ko || blocked {
            return 0;
        }
        let room = (h.max_hp - h.hp) as i32;
        self.hp_value(id, n.min(room))
    }
}
