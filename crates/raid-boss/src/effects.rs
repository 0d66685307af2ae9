//! Resolving effects: damage, healing, shields, dice, movement, conditions and triggers.

use arrayvec::ArrayVec;

use crate::data::{
    Condition, DieChange, DieSelect, Each, Effect, Reset, Side, Target, Trigger, Triggered,
};
use crate::event::Event;
use crate::rules::Rules;
use crate::state::{
    BOSS_LOCK, CHAIN_BOUND, Ending, MAX_ABILITY_DICE, MAX_DICE, MAX_DIE_VALUE, State, Step,
};

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

    /// Damage to a hero: Shields first, then Overshields, then HP (RX-11). Lost on a KO'd hero.
    pub fn damage_hero(&mut self, r: &Rules, id: u8, amount: u8) {
        let h = self.hero_mut(id);
        if h.ko {
            self.log.record(Event::DamageLost { hero: id, amount });
            return;
        }
        let by_shield = amount.min(h.shield);
        h.shield -= by_shield;
        let by_over = (amount - by_shield).min(h.overshield);
        h.overshield -= by_over;
        let rest = amount - by_shield - by_over;
        if h.lock.is_none() {
            h.hp -= rest as i8;
        }
        let hp = h.hp;
        self.log.record(Event::HeroDamaged {
            hero: id,
            amount,
            blocked: by_shield + by_over,
            hp,
        });
        if rest > 0 {
            self.fire(r, Trigger::Damaged, Some(id), 0);
        }
        if hp <= 0 && !self.hero(id).ko {
            self.knock_out(r, id);
        }
    }

    fn set_hp(&mut self, r: &Rules, id: u8, value: i8) {
        let h = self.hero_mut(id);
        h.hp = value.min(h.max_hp);
        let hp = h.hp;
        self.changed(id, "hp", hp as i16);
        if hp <= 0 {
            self.knock_out(r, id);
        }
    }

    /// RX-12: the KO count rises, permanent gains are lost, the 3rd KO or a full wipe loses.
    fn knock_out(&mut self, r: &Rules, id: u8) {
        let def_max = r.heroes[id as usize].max_hp;
        let h = self.hero_mut(id);
        h.ko = true;
        h.hp = 0;
        h.bonus_dice = 0;
        h.max_hp = def_max;
        h.shield = 0;
        h.overshield = 0;
        h.lock = None;
        h.boss_effects = 0;
        self.ko_count += 1;
        self.log.record(Event::KnockedOut {
            hero: id,
            count: self.ko_count,
        });
        if self.ko_count >= 3 {
            self.end(Ending::Lost { rule: "RX-12" });
        } else if self.heroes.iter().all(|h| h.ko) {
            self.end(Ending::Lost { rule: "RX-14" });
        } else {
            self.fire(r, Trigger::AllyKo, Some(id), 0);
        }
    }

    /// RX-13: back at Base HP with Max HP reset.
    pub fn revive(&mut self, r: &Rules, id: u8, by: Option<u8>) {
        let def = &r.heroes[id as usize];
        let h = self.hero_mut(id);
        h.ko = false;
        h.hp = def.base_hp;
        h.max_hp = def.max_hp;
        self.log.record(Event::Revived { hero: id, by });
    }

    pub fn heal(&mut self, id: u8, amount: u8) {
        let h = self.hero_mut(id);
        if h.ko || h.lock.is_some() || h.boss_effects & crate::data::Restriction::Healing.bit() != 0
        {
            return;
        }
        h.hp = (h.hp + amount as i8).min(h.max_hp);
        let hp = h.hp;
        self.log.record(Event::Healed { hero: id, hp });
    }

    pub fn damage_boss(&mut self, r: &Rules, amount: u8) {
        if amount == 0 {
            return;
        }
        self.boss_damage += amount as u16;
        self.log.record(Event::BossDamaged {
            amount,
            total: self.boss_damage,
        });
        self.fire(r, Trigger::Damaged, None, 0);
    }

    fn heal_boss(&mut self, amount: u8) {
        self.boss_damage = self.boss_damage.saturating_sub(amount as u16);
        self.log.record(Event::BossHealed {
            amount,
            total: self.boss_damage,
        });
    }

    /// The skill bar; an On Use bar is the hero's Bonus Dice.
    pub fn skill(&self, r: &Rules, id: u8) -> i8 {
        let h = self.hero(id);
        match r.heroes[id as usize].skill.reset {
            Reset::OnUse => h.bonus_dice as i8,
            _ => h.skill,
        }
    }

    fn set_skill(&mut self, r: &Rules, id: u8, value: i8) {
        let s = &r.heroes[id as usize].skill;
        let v = value.clamp(s.min, s.max);
        if s.reset == Reset::OnUse {
            let now = self.hero(id).bonus_dice as i8;
            self.add_bonus_dice(r, id, v - now);
        } else {
            self.hero_mut(id).skill = v;
            self.changed(id, "skill", v as i16);
        }
    }

    fn add_bonus_dice(&mut self, r: &Rules, id: u8, amount: i8) {
        let s = &r.heroes[id as usize].skill;
        let cap = if s.reset == Reset::OnUse {
            s.max.max(0) as u8
        } else {
            MAX_DICE as u8
        };
        let h = self.hero_mut(id);
        h.bonus_dice = (h.bonus_dice as i8 + amount).clamp(0, cap as i8) as u8;
        let v = h.bonus_dice as i16;
        self.changed(id, "bonus_dice", v);
    }

    /// Moves a hero `steps` places; displaced heroes shift the other way. Movement Restricted
    /// holds the mover and anyone it would displace.
    fn move_hero(&mut self, id: u8, dir: Side, steps: u8) {
        let from = self.pos_of(id);
        let to = match dir {
            Side::Left => from.saturating_sub(steps as usize),
            Side::Right => (from + steps as usize).min(3),
        };
        let (lo, hi) = (from.min(to), from.max(to));
        let moving = crate::data::Restriction::Movement.bit();
        if from == to
            || self.heroes[lo..=hi]
                .iter()
                .any(|h| h.boss_effects & moving != 0)
        {
            return;
        }
        if to < from {
            self.heroes[to..=from].rotate_right(1);
        } else {
            self.heroes[from..=to].rotate_left(1);
        }
        let order = self.heroes.each_ref().map(|h| h.id);
        self.log.record(Event::Moved { order });
    }

    fn change_dice(&mut self, r: &Rules, change: DieChange, amount: Option<u8>, which: DieSelect) {
        let unused = (0..self.dice.len()).filter(|&i| !self.dice[i].used);
        let picked: ArrayVec<usize, MAX_DICE> = match which {
            DieSelect::All => unused.collect(),
            DieSelect::Lowest => unused
                .min_by_key(|&i| self.dice[i].value)
                .into_iter()
                .collect(),
            DieSelect::Highest => unused
                .max_by_key(|&i| self.dice[i].value)
                .into_iter()
                .collect(),
        };
        let n = amount.unwrap_or(0);
        for i in picked {
            let v = self.dice[i].value;
            let new = match change {
                DieChange::Plus => v.saturating_add(n),
                DieChange::Minus => v.saturating_sub(n),
                DieChange::Set => n,
                DieChange::Reroll => self.rng.below(6) as u8 + 1,
            };
            self.set_die(r, i, new);
        }
    }

    /// Gives die `i` a new value and lets `die_shows` Passives see it.
    pub fn set_die(&mut self, r: &Rules, i: usize, value: u8) {
        let value = value.clamp(1, MAX_DIE_VALUE);
        self.dice[i].value = value;
        self.log.record(Event::DieChanged {
            die: i as u8,
            value,
        });
        if let Some(a) = self.active {
            self.fire_die(r, a, i);
        }
    }

    pub fn fire_die(&mut self, r: &Rules, owner: u8, die: usize) {
        let p = &r.heroes[owner as usize].passive;
        if p.on == Trigger::DieShows && p.value == self.dice[die].value && !self.hero(owner).ko {
            let mut ctx = Ctx::hero(owner);
            ctx.die = Some(die as u8);
            self.fire_one(r, p, ctx);
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

    /// Fires Passives (heroes in position order, not KO'd) then boss abilities for `t`.
    /// `who` is the hero a hero-specific trigger is about (`None` for the boss's own).
    pub fn fire(&mut self, r: &Rules, t: Trigger, who: Option<u8>, value: u8) {
        if !r.listens(t) {
            return;
        }
        // Positions may change while effects resolve: fire in the order at the start.
        for id in self.heroes.each_ref().map(|h| h.id) {
            let p = &r.heroes[id as usize].passive;
            let mine = who == Some(id);
            let fires = p.on == t
                && match t {
                    Trigger::OwnTurnStart | Trigger::OwnTurnEnd | Trigger::Damaged => mine,
                    Trigger::AllyKo => who.is_some() && !mine,
                    Trigger::AbilityUsed => mine && (p.value == 0 || p.value == value),
                    _ => true,
                }
                && !self.hero(id).ko;
            if fires {
                self.fire_one(r, p, Ctx::hero(id));
            }
        }
        let boss_turn = matches!(
            t,
            Trigger::RoundStart
                | Trigger::RoundEnd
                | Trigger::TurnStart
                | Trigger::TurnEnd
                | Trigger::PhaseChange
        ) || (t == Trigger::Damaged && who.is_none());
        if boss_turn {
            for a in &r.boss.ability {
                if a.on == t {
                    self.fire_one(r, a, self.boss_ctx());
                }
            }
        }
    }

    pub fn boss_ctx(&self) -> Ctx {
        Ctx::boss(self.active.unwrap_or(self.heroes[0].id), Target::Active)
    }

    fn fire_one(&mut self, r: &Rules, t: &Triggered, ctx: Ctx) {
        if self.is_over() || t.when.as_ref().is_some_and(|c| !self.holds(r, c, &ctx)) {
            return;
        }
        // A chain starts at a change made outside any trigger.
        if self.depth == 0 {
            self.chain = 0;
        }
        self.chain += 1;
        if self.chain > CHAIN_BOUND {
            self.end(Ending::Stopped { source: ctx.source });
            return;
        }
        self.log.record(Event::PassiveFired { hero: ctx.source });
        self.depth += 1;
        self.run(r, &t.effects, ctx);
        self.depth -= 1;
    }

    /// Fires `while` triggers until none holds (bounded by `CHAIN_BOUND`).
    fn check_while(&mut self, r: &Rules) {
        self.chain = 0;
        // Firings in this loop belong to one chain.
        self.depth += 1;
        self.while_loop(r);
        self.depth -= 1;
    }

    fn while_loop(&mut self, r: &Rules) {
        loop {
            let mut fired = false;
            for pos in 0..4 {
                let id = self.heroes[pos].id;
                let p = &r.heroes[id as usize].passive;
                if r.while_heroes & 1 << id != 0
                    && !self.heroes[pos].ko
                    && self.holds_when(r, p, Ctx::hero(id))
                {
                    self.fire_one(r, p, Ctx::hero(id));
                    fired = true;
                }
            }
            for &i in &r.while_abilities {
                let a = &r.boss.ability[i as usize];
                let ctx = self.boss_ctx();
                if self.holds_when(r, a, ctx) {
                    self.fire_one(r, a, ctx);
                    fired = true;
                }
            }
            if !fired || self.is_over() {
                return;
            }
        }
    }

    fn holds_when(&self, r: &Rules, t: &Triggered, ctx: Ctx) -> bool {
        t.when.as_ref().is_some_and(|c| self.holds(r, c, &ctx))
    }

    pub fn end(&mut self, ending: Ending) {
        if self.ending.is_some() {
            return;
        }
        self.ending = Some(ending);
        self.step = Step::Over;
        self.log.record(match ending {
            Ending::Won { kos } => Event::Won { kos },
            Ending::Lost { rule } => Event::Lost { rule },
            Ending::Stopped { source } => Event::Stopped { source },
        });
    }
}
