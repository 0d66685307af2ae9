//! The changes effects make to the table, each recording its event: damage and healing (RX-11),
//! Knock Outs and revival (RX-12, RX-13), the skill bar, Bonus Dice, movement, dice, the end.

use arrayvec::ArrayVec;

use crate::data::{DieChange, DieSelect, Reset, Side, Trigger};
use crate::event::Event;
use crate::rules::Rules;
use crate::state::{Ending, MAX_DICE, MAX_DIE_VALUE, State, Step};

impl State {
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

    pub(crate) fn set_hp(&mut self, r: &Rules, id: u8, value: i8) {
        let h = self.hero_mut(id);
        h.hp = value.min(h.max_hp);
        let hp = h.hp;
        self.changed(id, "hp", hp as i16);
        if hp <= 0 {
            self.knock_out(r, id);
        }
    }

    /// RX-12: the KO count rises, permanent gains are lost, the 3rd KO or a full wipe loses.
    pub(crate) fn knock_out(&mut self, r: &Rules, id: u8) {
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

    pub(crate) fn heal_boss(&mut self, amount: u8) {
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

    pub(crate) fn set_skill(&mut self, r: &Rules, id: u8, value: i8) {
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

    pub(crate) fn add_bonus_dice(&mut self, r: &Rules, id: u8, amount: i8) {
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
    pub(crate) fn move_hero(&mut self, id: u8, dir: Side, steps: u8) {
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

    pub(crate) fn change_dice(
        &mut self,
        r: &Rules,
        change: DieChange,
        amount: Option<u8>,
        which: DieSelect,
    ) {
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
