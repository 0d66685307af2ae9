//! Triggers: Passives and boss abilities fired by what happens, and `while` triggers re-checked
//! after every change, the chain bounded (RX-17).

use crate::data::{Target, Trigger, Triggered};
use crate::effects::Ctx;
use crate::event::Event;
use crate::rules::Rules;
use crate::state::{CHAIN_BOUND, Ending, State};

impl State {
    pub fn fire_die(&mut self, r: &Rules, owner: u8, die: usize) {
        let p = &r.heroes[owner as usize].passive;
        if p.on == Trigger::DieShows && p.value == self.dice[die].value && !self.hero(owner).ko {
            let mut ctx = Ctx::hero(owner);
            ctx.die = Some(die as u8);
            self.fire_one(r, p, ctx);
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

    pub(crate) fn fire_one(&mut self, r: &Rules, t: &Triggered, ctx: Ctx) {
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
    pub(crate) fn check_while(&mut self, r: &Rules) {
        self.chain = 0;
        // Firings in this loop belong to one chain.
        self.depth += 1;
        self.while_loop(r);
        self.depth -= 1;
    }

    pub(crate) fn while_loop(&mut self, r: &Rules) {
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

    pub(crate) fn holds_when(&self, r: &Rules, t: &Triggered, ctx: Ctx) -> bool {
        t.when.as_ref().is_some_and(|c| self.holds(r, c, &ctx))
    }
}
