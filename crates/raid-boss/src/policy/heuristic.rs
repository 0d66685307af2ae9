//! The team heuristic: the value-maximising dice assignment, Boosters and Shards when they
//! raise it, Assists against knock-outs and before they would go to waste, sensible revives.

use altplay_core::{Game, Policy};
use arrayvec::ArrayVec;

use super::assign::{Plan, best_assignment};
use super::value::{DAMAGE, Eval, KO};
use crate::action::Action;
use crate::data::{AssistTiming, Effect, Part};
use crate::effects::Ctx;
use crate::game::RaidBoss;
use crate::rules::Rules;
use crate::state::{Die, MAX_DICE, MAX_DIE_VALUE, State, Step, Window};

/// The smallest gain (a point of boss damage) worth a once-a-game Booster or Shard.
const WORTH_A_TOKEN: i32 = DAMAGE;

#[derive(Debug, Clone, Default)]
pub struct Heuristic {
    /// The planned assignments still to make, and the dice values they were planned for.
    queue: ArrayVec<(u8, u8), MAX_DICE>,
    planned_for: u64,
    /// (round, active hero) whose Boosters, Shards and dice Assists were already weighed.
    weighed: Option<(u16, u8)>,
    /// Which heroes' Assists heal or shield (by id), worked out once per rules (by address).
    defensive: Option<(usize, [bool; 4])>,
}

impl Heuristic {
    pub fn new() -> Self {
        Self::default()
    }
}

impl Policy<RaidBoss> for Heuristic {
    fn choose(&mut self, game: &RaidBoss) -> Action {
        let (r, s) = (game.rules(), game.state());
        match s.step {
            Step::Assign => self.assign(game),
            Step::Window(w) => {
                let key = r as *const Rules as usize;
                let defensive = match self.defensive {
                    Some((k, d)) if k == key => d,
                    _ => {
                        let d = std::array::from_fn(|i| has_defence(&r.heroes[i].assist.effects));
                        self.defensive = Some((key, d));
                        d
                    }
                };
                window(r, s, w, defensive)
            }
            Step::Choose { boss_turn } => choose(r, s, boss_turn),
            Step::Award => award(s),
            // Real dice are the table's to report, never the team's to pick; a middling face
            // keeps a rollout that meets them plausible.
            Step::ReportDice | Step::ReportReroll { .. } => Action::Die { value: 4 },
            Step::Over => Action::Pass,
        }
    }
}

/// The marginal value of each use of each of the active hero's abilities this turn, as far as
/// the unassigned pips (`pips`, or the most a Booster or Shard could make) could pay.
fn marginals(r: &Rules, s: &State) -> [[i32; MAX_DICE]; 3] {
    let id = s.active.expect("assigning");
    let eval = Eval::new(r, s);
    let dice = s.dice.iter().filter(|d| !d.used).count();
    let pips = s.unused_pips() as usize + 6;
    let mut m = [[0; MAX_DICE]; 3];
    for (a, ab) in r.heroes[id as usize].ability.iter().enumerate() {
        let uses = dice.min(pips / ab.cost.max(1) as usize);
        let values = eval.values(&ab.effects, Ctx::hero(id), uses);
        let mut before = 0;
        for (slot, &now) in m[a].iter_mut().zip(&values[..uses]) {
            *slot = now - before;
            before = now;
        }
    }
    m
}

/// The best plan for the unassigned dice; `change` tries a die at another value.
fn plan(
    r: &Rules,
    s: &State,
    marg: &[[i32; MAX_DICE]; 3],
    change: Option<(usize, u8)>,
) -> (Plan, ArrayVec<u8, MAX_DICE>) {
    let id = s.active.expect("assigning");
    let costs = std::array::from_fn(|a| r.heroes[id as usize].ability[a].cost);
    let mut values: ArrayVec<u8, MAX_DICE> = ArrayVec::new();
    let mut index: ArrayVec<u8, MAX_DICE> = ArrayVec::new();
    for (i, d) in s.dice.iter().enumerate().filter(|(_, d)| !d.used) {
        values.push(match change {
            Some((c, v)) if c == i => v,
            _ => d.value,
        });
        index.push(i as u8);
    }
    let mut p = best_assignment(&values, costs, marg);
    for (_, dice) in &mut p.groups {
        for d in dice.iter_mut() {
            *d = index[*d as usize];
        }
    }
    (p, index)
}

impl Heuristic {
    fn assign(&mut self, game: &RaidBoss) -> Action {
        let (r, s) = (game.rules(), game.state());
        let id = s.active.expect("assigning");
        let stamp = (s.round, id);
        let unused = unused_values(&s.dice, None);
        let fresh = self.weighed != Some(stamp);
        if s.pot.is_none() && (fresh || self.queue.is_empty() || unused != self.planned_for) {
            let marg = marginals(r, s);
            let (p, _) = plan(r, s, &marg, None);
            if fresh {
                self.weighed = Some(stamp);
                if let Some(a) = tools(game, &marg, &p) {
                    // After a change the tools are weighed again.
                    self.weighed = None;
                    return a;
                }
            }
            self.queue = p
                .groups
                .iter()
                .flat_map(|(a, dice)| dice.iter().map(move |&d| (d, *a)))
                .collect();
            self.queue.reverse();
            self.planned_for = unused;
            if self.queue.is_empty() {
                return Action::EndAssign;
            }
        }
        while let Some((die, ability)) = self.queue.pop() {
            let a = Action::Assign { die, ability };
            if game.check(&a).is_ok() {
                self.planned_for = unused_values(&s.dice, Some(die));
                return a;
            }
        }
        // The plan went stale mid-payment: finish the open pot with any die that fits.
        match s.pot {
            Some((ability, _)) => (0..s.dice.len() as u8)
                .map(|die| Action::Assign { die, ability })
                .find(|a| game.check(a).is_ok())
                .unwrap_or(Action::EndAssign),
            None => Action::EndAssign,
        }
    }
}

/// The values of the unassigned dice in order (besides `also`), packed four bits each after a
/// leading 1: equal keys, equal values.
fn unused_values(dice: &[Die], also: Option<u8>) -> u64 {
    const _: () = assert!(MAX_DIE_VALUE < 16 && MAX_DICE * 4 < 64);
    let used = |(i, d): &(usize, &Die)| d.used || Some(*i as u8) == also;
    dice.iter()
        .enumerate()
        .filter(|d| !used(d))
        .fold(1, |key, (_, d)| key << 4 | d.value as u64)
}

/// A Booster, Shard or dice Assist worth using now, if any.
fn tools(game: &RaidBoss, marg: &[[i32; MAX_DICE]; 3], now: &Plan) -> Option<Action> {
    let (r, s) = (game.rules(), game.state());
    let id = s.active.expect("assigning");
    let h = s.hero(id);
    let dice_assist = s.heroes.iter().position(|o| {
        o.assist_ready && !o.ko && r.heroes[o.id as usize].assist.timing == AssistTiming::Assign
    });
    if !h.booster && h.shards == 0 && dice_assist.is_none() {
        return None;
    }
    // The lowest die the best plan leaves out: what a Shard or a dice Assist could improve.
    let in_plan = |i: usize| now.groups.iter().any(|(_, d)| d.contains(&(i as u8)));
    let spare = (0..s.dice.len())
        .filter(|&i| !s.dice[i].used && !in_plan(i))
        .min_by_key(|&i| s.dice[i].value);
    // Plan values with the spare die at another value, each worked out once: the Booster and
    // the Shard both try the spare one higher.
    let mut memo = [None; MAX_DIE_VALUE as usize + 1];
    let mut plan_with = |i: usize, v: u8| {
        let work_out = || plan(r, s, marg, Some((i, v))).0.value;
        if Some(i) == spare {
            *memo[v as usize].get_or_insert_with(work_out)
        } else {
            work_out()
        }
    };
    if h.booster {
        // +1 on the spare die, or on the highest die when that makes it pay a dearer ability.
        let costs: ArrayVec<u8, 3> = r.heroes[id as usize]
            .ability
            .iter()
            .map(|a| a.cost)
            .collect();
        let highest = (0..s.dice.len())
            .filter(|&i| !s.dice[i].used)
            .max_by_key(|&i| s.dice[i].value)
            .filter(|&i| costs.contains(&(s.dice[i].value + 1)));
        let best = [spare, highest]
            .into_iter()
            .flatten()
            .filter(|&i| s.dice[i].value < MAX_DIE_VALUE)
            .map(|i| (plan_with(i, s.dice[i].value + 1), i))
            .max();
        if let Some((v, i)) = best
            && v - now.value >= WORTH_A_TOKEN
        {
            return Some(Action::UseBooster { die: i as u8 });
        }
    }
    let spare = spare?;
    if h.shards > 0
        && s.dice[spare].value <= 3
        && reroll_pays(|v| plan_with(spare, v), now.value, s.dice[spare].value)
    {
        return Some(Action::UseShard { die: spare as u8 });
    }
    if let Some(pos) = dice_assist {
        let a = Action::UseAssist { hero: pos as u8 };
        let mut trial = game.clone();
        if trial.apply(&a).is_ok() && trial.state().step == Step::Assign {
            let ts = trial.state();
            let (after, _) = plan(trial.rules(), ts, &marginals(trial.rules(), ts), None);
            if after.value - now.value >= WORTH_A_TOKEN {
                return Some(a);
            }
        }
    }
    None
}

/// Whether re-rolling a die showing `keep` raises the plan's value (`now`) by at least a
/// token's worth on average, `value(v)` being the plan's value with the die showing v.
///
/// A higher die never lowers the value (more use counts become affordable and coverable), so
/// the faces worked out bound those between them, and the faces are worked out only until the
/// bounds settle the question.
fn reroll_pays(mut value: impl FnMut(u8) -> i32, now: i32, keep: u8) -> bool {
    // The other five faces must add up to this.
    let needed = 5 * now + 6 * WORTH_A_TOKEN;
    let mut known = [None; 7];
    known[keep as usize] = Some(now);
    let mut faces = [6, keep + 1, 1, 5, 4, 3, 2].into_iter();
    loop {
        // A face is worth at least the most known at or below it (and a plan nothing or
        // more), at most the least known at or above it.
        let (mut low, mut floor) = (0, 0);
        let (mut high, mut ceiling) = (Some(0), None::<i32>);
        for face in 1..=6 {
            floor = known[face].map_or(floor, |v: i32| v.max(floor));
            let top = 7 - face;
            ceiling = known[top].map_or(ceiling, |v| Some(ceiling.map_or(v, |c| c.min(v))));
            if face != keep as usize {
                low += floor;
            }
            if top != keep as usize {
                high = high.zip(ceiling).map(|(h, c)| h + c);
            }
        }
        if low >= needed {
            return true;
        }
        if high.is_some_and(|h| h < needed) {
            return false;
        }
        let v = faces
            .find(|&v| known[v as usize].is_none())
            .expect("with every face known the bounds meet");
        known[v as usize] = Some(value(v));
    }
}

fn has_defence(effects: &[Effect]) -> bool {
    effects.iter().any(|e| match e {
        Effect::Heal { .. } | Effect::Shield { .. } | Effect::Overshield { .. } => true,
        Effect::If {
            then, otherwise, ..
        } => has_defence(then) || has_defence(otherwise),
        Effect::ForEach { effects, .. } => has_defence(effects),
        _ => false,
    })
}

/// Assists: revive a KO'd hero about to act when it would survive its card; block a knock-out
/// with the most valuable Assist; spend other Assists at Turn Start, and anything still ready at
/// Round End (Assists are readied at Round Start anyway).
fn window(r: &Rules, s: &State, w: Window, defensive: [bool; 4]) -> Action {
    // At Turn End nothing more is coming this turn and nothing is worth spending yet.
    if w == Window::TurnEnd {
        return Action::Pass;
    }
    // Before the reveal nothing threatens: only Assists without a defence are spent then.
    if w == Window::TurnStart
        && !s
            .heroes
            .iter()
            .any(|h| h.assist_ready && !h.ko && !defensive[h.id as usize])
    {
        return Action::Pass;
    }
    let eval = Eval::new(r, s);
    let ready = |pos: usize| {
        let h = &s.heroes[pos];
        h.assist_ready && !h.ko && r.heroes[h.id as usize].assist.timing == AssistTiming::Any
    };
    let worth = |pos: usize| {
        let id = s.heroes[pos].id;
        eval.value(&r.heroes[id as usize].assist.effects, Ctx::hero(id), 1)
    };
    if w == Window::Reveal
        && let Some(id) = s.active
        && s.hero(id).ko
    {
        let pos = s.pos_of(id);
        let margin = if s.ko_count >= 2 { 2 } else { 1 };
        if eval.incoming[id as usize] + margin <= r.heroes[id as usize].base_hp as i32 {
            let by = if s.heroes[pos].assist_ready {
                Some(pos)
            } else {
                (0..4).filter(|&p| ready(p)).min_by_key(|&p| worth(p))
            };
            if let Some(by) = by {
                return Action::Revive {
                    by: by as u8,
                    hero: pos as u8,
                };
            }
        }
    }
    let threatened = s.heroes.iter().any(|h| eval.threat(h.id).1);
    // Which Assists this window considers, and the value each must reach.
    let (wanted, floor): (&dyn Fn(bool) -> bool, i32) = match w {
        Window::RoundEnd => (&|_| true, 1),
        _ if threatened => (&|def| def, KO),
        Window::TurnStart => (&|def| !def, 1),
        _ => return Action::Pass,
    };
    let best = (0..4)
        .filter(|&p| ready(p) && wanted(defensive[s.heroes[p].id as usize]))
        .map(|p| (worth(p), p))
        .filter(|&(v, _)| v >= floor)
        .max();
    match best {
        Some((_, p)) => Action::UseAssist { hero: p as u8 },
        None => Action::Pass,
    }
}

/// Choose 1: the option that costs the team least.
fn choose(r: &Rules, s: &State, boss_turn: bool) -> Action {
    let eval = Eval::new(r, s);
    let active = s.active.expect("a turn is under way");
    let part = s.card_part(r, boss_turn).expect("a Choose 1 part");
    let score = |o: &Part| {
        let ctx = Ctx::boss(active, o.target);
        let dmg: i32 = o.damage.iter().map(|&d| d as i32).sum();
        let hurt: i32 = s
            .hits(o.target, &ctx)
            .heroes
            .iter()
            .filter(|&&id| !s.hero(id).ko)
            .map(|&id| eval.hp_value(id, dmg))
            .sum();
        eval.value(&o.effects, ctx, 1) - hurt
    };
    let best = (0..part.choose.len())
        .max_by_key(|&i| score(&part.choose[i]))
        .unwrap_or(0);
    Action::Choose { option: best as u8 }
}

/// An awarded die goes to the tied hero who acts soonest.
fn award(s: &State) -> Action {
    let c = s.award_candidates();
    let soonest = c
        .iter()
        .map(|&id| s.pos_of(id))
        .min_by_key(|&p| (s.heroes[p].card.is_none_or(|c| c.resolved), p))
        .expect("an award has candidates");
    Action::Award {
        hero: soonest as u8,
    }
}

/// Plays a whole game with `policy` from `game`, returning it finished (or broken).
pub fn play_out<P: Policy<RaidBoss> + ?Sized>(
    game: &mut RaidBoss,
    policy: &mut P,
) -> Result<(), altplay_core::RuleError> {
    while game.outcome().is_none() && !game.state().is_over() {
        let a = policy.choose(game);
        game.apply(&a)?;
    }
    Ok(())
}
