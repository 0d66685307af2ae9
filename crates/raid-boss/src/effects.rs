//! Resolving effects: targets, the effect interpreter and its conditions. The changes effects
//! make are in `changes.rs`, the triggers they fire in `triggers.rs`.

use arrayvec::ArrayVec;

use crate::data::{Condition, Each, Effect, Target};
use crate::event::Event;
use crate::rules::Rules;
use crate::state::{BOSS_LOCK, MAX_ABILITY_DICE, State};

/// Where an effect comes from and whom "self", "left" and conditions are about.
#[derive(Debug, Clone, Copy)]
pub struct Ctx {
    /// `None`: the boss.
    pub source: Option<u8>,
    /// The hero (id) conditions and neighbours refer to.
    pub anchor: u8,
    /// What an effect with no `to` lands on.
    pub default: Target,
    /// The die (index) that fired a `die_shows` trigger.
    pub die: Option<u8>,
}

impl Ctx {
    pub fn hero(id: u8) -> Self {
        Self {
            source: Some(id),
            anchor: id,
            default: Target::Me,
            die: None,
        }
    }

    pub fn boss(active: u8, default: Target) -> Self {
        Self {
            source: None,
            anchor: active,
            default,
            die: None,
        }
    }

    pub(crate) fn target(&self, to: Option<Target>, attack: bool) -> Target {
        match to {
            Some(t) => t,
            None if attack && self.source.is_some() => Target::Boss,
            None => self.default,
        }
    }
}

/// What a target resolves to now: hero ids (KO'd ones included, for single targets) and the boss.
pub(crate) struct Hits {
    pub(crate) heroes: ArrayVec<u8, 4>,
    pub(crate) boss: bool,
}

impl State {
    pub(crate) fn hits(&self, t: Target, ctx: &Ctx) -> Hits {
        let mut heroes = ArrayVec::new();
        let mut boss = false;
        let mut push = |p: usize| heroes.push(self.heroes[p].id);
        match t {
            Target::Boss => boss = true,
            Target::Me => match ctx.source {
                Some(id) => heroes.push(id),
                None => boss = true,
            },
            Target::Active => heroes.extend(self.active),
            Target::All => (0..4).filter(|&p| !self.heroes[p].ko).for_each(push),
            Target::LowestHp => {
                if let Some(p) = (0..4)
                    .filter(|&p| !self.heroes[p].ko)
                    .min_by_key(|&p| self.heroes[p].hp)
                {
                    push(p);
                }
            }
            Target::Left | Target::Right | Target::Adjacent | Target::Others => {
                let anchor = self.pos_of(ctx.anchor);
                let (left, right) = (anchor > 0, anchor < 3);
                match t {
                    Target::Left if left => push(anchor - 1),
                    Target::Right if right => push(anchor + 1),
                    Target::Adjacent => {
                        if left {
                            push(anchor - 1);
                        }
                        if right {
                            push(anchor + 1);
                        }
                    }
                    Target::Others => (0..4)
                        .filter(|&p| p != anchor && !self.heroes[p].ko)
                        .for_each(push),
                    _ => {}
                }
            }
        }
        Hits { heroes, boss }
    }

    /// Resolves `effects` in order, re-checking `while` triggers after each change (RX-17).
    pub fn run(&mut self, r: &Rules, effects: &[Effect], ctx: Ctx) {
        for e in effects {
            if self.is_over() {
                return;
            }
            self.effect(r, e, ctx);
            // Level triggers are re-checked once a change and everything it fired are done, so
            // a trigger is never re-entered halfway through its own effects.
            if self.depth == 0 && r.has_while() {
                self.check_while(r);
            }
        }
    }

    fn effect(&mut self, r: &Rules, e: &Effect, ctx: Ctx) {
        match *e {
            Effect::Deal { amount, to } => {
                let hits = self.hits(ctx.target(to, true), &ctx);
                for id in hits.heroes {
                    self.damage_hero(r, id, amount);
                }
                if hits.boss {
                    self.damage_boss(r, amount);
                }
            }
            Effect::Steal { amount, to } => {
                let hits = self.hits(ctx.target(to, true), &ctx);
                for id in hits.heroes {
                    self.damage_hero(r, id, amount);
                }
                if hits.boss {
                    self.damage_boss(r, amount);
                }
                match ctx.source {
                    Some(me) => self.heal(me, amount),
                    None => self.heal_boss(amount),
                }
            }
            Effect::Heal { amount, to } => {
                let hits = self.hits(ctx.target(to, false), &ctx);
                for id in hits.heroes {
                    self.heal(id, amount);
                }
                if hits.boss {
                    self.heal_boss(amount);
                }
            }
            Effect::Shield { amount, to } => self.each_hero(to, &ctx, |s, id| {
                let h = s.hero_mut(id);
                h.shield = h.shield.saturating_add(amount).min(60);
                let v = h.shield as i16;
                s.changed(id, "shield", v);
            }),
            Effect::Overshield { amount, to } => self.each_hero(to, &ctx, |s, id| {
                let h = s.hero_mut(id);
                h.overshield = h.overshield.saturating_add(amount).min(60);
                let v = h.overshield as i16;
                s.changed(id, "overshield", v);
            }),
            Effect::BonusDice { amount, to } => {
                self.each_hero(to, &ctx, |s, id| s.add_bonus_dice(r, id, amount))
            }
            Effect::AbilityDie { to } => self.each_hero(to, &ctx, |s, id| {
                let h = s.hero_mut(id);
                h.ability_dice = (h.ability_dice + 1).min(MAX_ABILITY_DICE);
                let v = h.ability_dice as i16;
                s.changed(id, "ability_dice", v);
            }),
            Effect::MaxHp { amount, to } => self.each_hero(to, &ctx, |s, id| {
                let h = s.hero_mut(id);
                h.max_hp = (h.max_hp + amount).clamp(1, 12);
                h.hp = h.hp.min(h.max_hp);
                let v = h.max_hp as i16;
                s.changed(id, "max_hp", v);
            }),
            Effect::SetHp { value, to } => self.each_hero(to, &ctx, |s, id| {
                if s.hero(id).lock.is_none() {
                    s.set_hp(r, id, value);
                }
            }),
            Effect::LockHp { value, to } => self.each_hero(to, &ctx, |s, id| {
                if s.hero(id).lock.is_none() {
                    s.set_hp(r, id, value);
                    let h = s.hero_mut(id);
                    if !h.ko {
                        h.lock = Some(h.hp);
                        if ctx.source.is_none() {
                            h.boss_effects |= BOSS_LOCK;
                        }
                    }
                }
            }),
            Effect::Cleanse { amount, to } => self.each_hero(to, &ctx, |s, id| {
                let h = s.hero_mut(id);
                if h.boss_effects & crate::data::Restriction::Cleansing.bit() != 0 {
                    return;
                }
                for _ in 0..amount {
                    // The hero picks what to remove: the most harmful first.
                    let bit = [BOSS_LOCK, 1, 2]
                        .into_iter()
                        .find(|b| h.boss_effects & b != 0);
                    let Some(bit) = bit else { break };
                    h.boss_effects &= !bit;
                    if bit == BOSS_LOCK {
                        h.lock = None;
                    }
                }
                let v = h.boss_effects as i16;
                s.changed(id, "boss_effects", v);
            }),
            Effect::Restrict { what, to } => self.each_hero(to, &ctx, |s, id| {
                let h = s.hero_mut(id);
                h.boss_effects |= what.bit();
                let v = h.boss_effects as i16;
                s.changed(id, "boss_effects", v);
            }),
            Effect::Move { dir, steps, to } => {
                for id in self.hits(ctx.target(to, false), &ctx).heroes {
                    self.move_hero(id, dir, steps.unwrap_or(1));
                }
            }
            Effect::Swap { with, to } => {
                for id in self.hits(ctx.target(to, false), &ctx).heroes {
                    self.move_hero(id, with, 1);
                }
            }
            Effect::RefreshAssist { to } => self.each_hero(to, &ctx, |s, id| {
                s.hero_mut(id).assist_ready = true;
                s.changed(id, "assist_ready", 1);
            }),
            Effect::Die {
                change,
                amount,
                which,
            } => self.change_dice(r, change, amount, which),
            Effect::Skill { amount, to } => self.each_hero(to, &ctx, |s, id| {
                let v = s.skill(r, id) + amount;
                s.set_skill(r, id, v);
            }),
            Effect::SetSkill { value, to } => {
                self.each_hero(to, &ctx, |s, id| s.set_skill(r, id, value))
            }
            Effect::Special { amount } => {
                let max = r.boss.special.as_ref().map_or(0, |s| s.max);
                self.special = (self.special + amount).clamp(0, max);
                self.log.record(Event::SpecialChanged {
                    value: self.special,
                });
            }
            Effect::If {
                ref when,
                ref then,
                ref otherwise,
            } => {
                let branch = self.branch(r, when, then, otherwise, &ctx);
                self.run(r, branch, ctx);
            }
            Effect::ForEach {
                over,
                value,
                ref effects,
            } => {
                for _ in 0..self.count(r, over, value, &ctx) {
                    self.run(r, effects, ctx);
                }
            }
        }
    }

    /// Applies `f` to each targeted hero that is not KO'd (KO'd heroes cannot be targeted, RX-12).
    fn each_hero(&mut self, to: Option<Target>, ctx: &Ctx, mut f: impl FnMut(&mut Self, u8)) {
        for id in self.hits(ctx.target(to, false), ctx).heroes {
            if !self.hero(id).ko {
                f(self, id);
            }
        }
    }

    /// The effects an `If` resolves: `then` when `when` holds, else `otherwise`.
    pub fn branch<'e>(
        &self,
        r: &Rules,
        when: &Condition,
        then: &'e [Effect],
        otherwise: &'e [Effect],
        ctx: &Ctx,
    ) -> &'e [Effect] {
        if self.holds(r, when, ctx) {
            then
        } else {
            otherwise
        }
    }

    pub fn holds(&self, r: &Rules, c: &Condition, ctx: &Ctx) -> bool {
        let me = self.hero(ctx.anchor);
        match c {
            Condition::SkillAtLeast { value } => self.skill(r, ctx.anchor) >= *value,
            Condition::SkillAtMost { value } => self.skill(r, ctx.anchor) <= *value,
            Condition::HpAtLeast { value } => me.hp >= *value,
            Condition::HpAtMost { value } => me.hp <= *value,
            Condition::Position { value } => self.pos_of(ctx.anchor) + 1 == *value as usize,
            Condition::Keyword { name } => r
                .boss
                .keywords
                .iter()
                .chain(
                    r.boss.phase[..=self.phase as usize]
                        .iter()
                        .flat_map(|p| p.keywords.iter()),
                )
                .any(|k| k == name),
            Condition::DieAtLeast { value } => match ctx.die {
                Some(d) => self.dice.get(d as usize).is_some_and(|d| d.value >= *value),
                None => self.dice.iter().any(|d| !d.used && d.value >= *value),
            },
            Condition::SpecialAtLeast { value } => self.special >= *value,
            Condition::PhaseAtLeast { value } => self.phase + 1 >= *value,
            Condition::Active => self.active == Some(ctx.anchor),
        }
    }

    pub(crate) fn count(&self, r: &Rules, over: Each, value: u8, ctx: &Ctx) -> u8 {
        match over {
            Each::DiceAtLeast => self.dice.iter().filter(|d| d.value >= value).count() as u8,
            Each::HeroesStanding => self.heroes.iter().filter(|h| !h.ko).count() as u8,
            Each::KnockedOutHeroes => self.heroes.iter().filter(|h| h.ko).count() as u8,
            Each::Skill => self.skill(r, ctx.anchor).max(0) as u8,
            Each::BonusDice => self.hero(ctx.anchor).bonus_dice,
        }
    }
}
