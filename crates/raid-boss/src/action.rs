//! The team's decisions as small actions, what is legal now, and applying them.

use altplay_core::RuleError;
use serde::{Deserialize, Serialize};

use crate::data::AssistTiming;
use crate::effects::Ctx;
use crate::event::Event;
use crate::flow::Point;
use crate::rules::Rules;
use crate::state::{State, Step};

/// Heroes are named by position (0-based, left to right), dice by their index in the roll.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "do", rename_all = "snake_case", deny_unknown_fields)]
pub enum Action {
    /// Close the current window (RX-16).
    Pass,
    /// Tap the hero's ready Assist for its effect.
    UseAssist { hero: u8 },
    /// Tap `by`'s ready Assist, without its effect, to revive KO'd `hero` (RX-13).
    Revive { by: u8, hero: u8 },
    /// The active hero's Booster: +1 to an unassigned die (once a game).
    UseBooster { die: u8 },
    /// One of the active hero's Temporal Shards: re-roll an unassigned die.
    UseShard { die: u8 },
    /// Put a die towards an ability; the ability resolves as soon as its cost is paid (RX-8).
    Assign { die: u8, ability: u8 },
    /// Stop assigning; unassigned dice are left (Bonus Dice among them are kept) and dice put
    /// towards an unpaid ability are lost.
    EndAssign,
    /// Pick an option of a Choose 1 card.
    Choose { option: u8 },
    /// Give the pending Ability Die to this hero among the tied ones (RX-9).
    Award { hero: u8 },
    /// The face (1–6) a real die came up: the roll's next die, or the die a Shard re-rolled.
    Die { value: u8 },
}

impl State {
    /// Every action `check` accepts now.
    pub fn legal(&self, r: &Rules, out: &mut Vec<Action>) {
        out.clear();
        let candidates = |out: &mut Vec<Action>, a: Action| {
            if self.check(r, &a).is_ok() {
                out.push(a);
            }
        };
        match self.step {
            Step::Over => {}
            Step::Window(_) | Step::Assign => {
                if matches!(self.step, Step::Window(_)) {
                    out.push(Action::Pass);
                } else {
                    candidates(out, Action::EndAssign);
                    for die in 0..self.dice.len() as u8 {
                        for ability in 0..3 {
                            candidates(out, Action::Assign { die, ability });
                        }
                        candidates(out, Action::UseBooster { die });
                        candidates(out, Action::UseShard { die });
                    }
                }
                for hero in 0..4 {
                    candidates(out, Action::UseAssist { hero });
                    for by in 0..4 {
                        candidates(out, Action::Revive { by, hero });
                    }
                }
            }
            Step::Choose { boss_turn } => {
                let n = self.card_part(r, boss_turn).map_or(0, |p| p.choose.len());
                out.extend((0..n as u8).map(|option| Action::Choose { option }));
            }
            Step::Award => out.extend(self.award_candidates().iter().map(|&id| Action::Award {
                hero: self.pos_of(id) as u8,
            })),
            Step::ReportDice | Step::ReportReroll { .. } => {
                out.extend((1..=6).map(|value| Action::Die { value }));
            }
        }
    }

    /// Whether `a` is legal now, and if not, the rule it breaks.
    pub fn check(&self, r: &Rules, a: &Action) -> Result<(), RuleError> {
        let assigning = self.step == Step::Assign;
        let in_window = matches!(self.step, Step::Window(_)) || assigning;
        if self.is_over() {
            return Err(RuleError::new("RX-15", "the game is over"));
        }
        let hero_at = |pos: u8| {
            self.heroes.get(pos as usize).ok_or_else(|| {
                RuleError::new(
                    "RX-1",
                    format!("there is no position {}", u16::from(pos) + 1),
                )
            })
        };
        match *a {
            Action::Pass if matches!(self.step, Step::Window(_)) => Ok(()),
            Action::Pass => Err(RuleError::new("RX-16", "no Assist window is open")),
            Action::UseAssist { hero } => {
                let h = hero_at(hero)?;
                let timing = r.heroes[h.id as usize].assist.timing;
                if !in_window {
                    Err(RuleError::new("RX-16", "Assists are used in a window"))
                } else if !h.assist_ready {
                    Err(RuleError::new("RX-16", "this hero's Assist is tapped"))
                } else if h.ko {
                    Err(RuleError::new(
                        "RX-12",
                        "a KO'd hero may use its Assist only to revive itself",
                    ))
                } else if timing == AssistTiming::Assign && !assigning {
                    Err(RuleError::new(
                        "RX-16",
                        "this Assist is used while dice are assigned",
                    ))
                } else {
                    Ok(())
                }
            }
            Action::Revive { by, hero } => {
                let (b, h) = (hero_at(by)?, hero_at(hero)?);
                if !in_window {
                    Err(RuleError::new("RX-16", "reviving is done in a window"))
                } else if !h.ko {
                    Err(RuleError::new("RX-13", "only a KO'd hero is revived"))
                } else if !b.assist_ready {
                    Err(RuleError::new("RX-13", "the reviver's Assist is tapped"))
                } else if b.ko && by != hero {
                    Err(RuleError::new(
                        "RX-12",
                        "a KO'd hero may only revive itself",
                    ))
                } else {
                    Ok(())
                }
            }
            Action::UseBooster { die } | Action::UseShard { die } => {
                let active = self.hero(self.active.unwrap_or(0));
                let booster = matches!(a, Action::UseBooster { .. });
                if !assigning {
                    Err(RuleError::new(
                        "RX-16",
                        "Boosters and Shards change dice being assigned",
                    ))
                } else if self.dice.get(die as usize).is_none_or(|d| d.used) {
                    Err(RuleError::new("RX-8", "no such unassigned die"))
                } else if booster && !active.booster {
                    Err(RuleError::new("RX-2", "the Booster is spent"))
                } else if !booster && active.shards == 0 {
                    Err(RuleError::new("RX-2", "both Temporal Shards are spent"))
                } else {
                    Ok(())
                }
            }
            Action::Assign { die, ability } => {
                if !assigning {
                    return Err(RuleError::new(
                        "RX-8",
                        "dice are assigned after the Ability Roll",
                    ));
                }
                if self.dice.get(die as usize).is_none_or(|d| d.used) {
                    return Err(RuleError::new("RX-8", "no such unassigned die"));
                }
                let def = &r.heroes[self.active.unwrap_or(0) as usize];
                let Some(ab) = def.ability.get(ability as usize) else {
                    return Err(RuleError::new("RX-2", "a hero has three Core Abilities"));
                };
                let paid = match self.pot {
                    Some((a, _)) if a != ability => {
                        return Err(RuleError::new(
                            "RX-8",
                            "finish paying for the ability begun first",
                        ));
                    }
                    Some((_, paid)) => paid as u16,
                    None => 0,
                };
                if paid + self.unused_pips() < ab.cost as u16 {
                    Err(RuleError::new(
                        "RX-8",
                        "the dice left cannot pay this ability's cost",
                    ))
                } else {
                    Ok(())
                }
            }
            Action::EndAssign if !assigning => Err(RuleError::new("RX-8", "not assigning dice")),
            Action::EndAssign => Ok(()),
            Action::Choose { option } => match self.step {
                Step::Choose { boss_turn }
                    if self
                        .card_part(r, boss_turn)
                        .is_some_and(|p| (option as usize) < p.choose.len()) =>
                {
                    Ok(())
                }
                _ => Err(RuleError::new("RX-4", "no such Choose 1 option now")),
            },
            Action::Award { hero } => {
                let h = hero_at(hero)?;
                if self.step != Step::Award {
                    Err(RuleError::new("RX-9", "no Ability Die is being awarded"))
                } else if !self.award_candidates().contains(&h.id) {
                    Err(RuleError::new(
                        "RX-9",
                        "the die goes to a hero with the fewest Ability Dice",
                    ))
                } else {
                    Ok(())
                }
            }
            Action::Die { value } => {
                if !matches!(self.step, Step::ReportDice | Step::ReportReroll { .. }) {
                    Err(RuleError::new("RX-7", "no rolled die is being reported"))
                } else if !(1..=6).contains(&value) {
                    Err(RuleError::new(
                        "RX-7",
                        format!("a die shows 1 to 6, not {value}"),
                    ))
                } else {
                    Ok(())
                }
            }
        }
    }

    /// Applies a checked action and runs on to the next decision.
    pub fn act(&mut self, r: &Rules, a: &Action) {
        self.resolve(r, a);
        // Assigning ends by itself once no die is left or the active hero fell.
        if self.step == Step::Assign
            && self.pot.is_none()
            && (self.dice.iter().all(|d| d.used) || self.active.is_some_and(|id| self.hero(id).ko))
        {
            self.advance(r, Point::Part(true));
        }
    }

    fn resolve(&mut self, r: &Rules, a: &Action) {
        match *a {
            Action::Pass => {
                if let Step::Window(w) = self.step {
                    self.advance(r, w.after());
                }
            }
            Action::UseAssist { hero } => {
                let id = self.heroes[hero as usize].id;
                self.hero_mut(id).assist_ready = false;
                self.log.record(Event::AssistUsed { hero: id });
                self.run(r, &r.heroes[id as usize].assist.effects, Ctx::hero(id));
            }
            Action::Revive { by, hero } => {
                let (b, h) = (self.heroes[by as usize].id, self.heroes[hero as usize].id);
                self.hero_mut(b).assist_ready = false;
                self.revive(r, h, Some(b));
            }
            Action::UseBooster { die } => {
                let id = self.active.expect("assigning");
                self.hero_mut(id).booster = false;
                self.log.record(Event::BoosterUsed { hero: id, die });
                let v = self.dice[die as usize].value + 1;
                self.set_die(r, die as usize, v);
            }
            Action::UseShard { die } => {
                let id = self.active.expect("assigning");
                self.hero_mut(id).shards -= 1;
                self.log.record(Event::ShardUsed { hero: id, die });
                self.reroll(r, id, die);
            }
            Action::Assign { die, ability } => self.assign(r, die, ability),
            Action::EndAssign => {
                self.pot = None;
                self.advance(r, Point::Part(true));
            }
            Action::Choose { option } => {
                if let Step::Choose { boss_turn } = self.step {
                    self.choice = Some(option);
                    self.log.record(Event::Chose { option });
                    self.advance(r, Point::Packet(boss_turn, 0));
                }
            }
            Action::Award { hero } => {
                let id = self.heroes[hero as usize].id;
                self.give_award(id);
                self.advance(r, Point::Awards);
            }
            Action::Die { value } => self.report(r, value),
        }
    }

    /// RX-8: a die goes whole into the pot of one ability; a paid ability resolves at once and
    /// Bonus Dice assigned are spent.
    fn assign(&mut self, r: &Rules, die: u8, ability: u8) {
        let id = self.active.expect("assigning");
        let d = &mut self.dice[die as usize];
        d.used = true;
        let (value, bonus) = (d.value, d.bonus);
        if bonus {
            let h = self.hero_mut(id);
            h.bonus_dice = h.bonus_dice.saturating_sub(1);
        }
        self.log.record(Event::Assigned { die, ability });
        let paid = self.pot.map_or(0, |(_, p)| p) + value;
        let def = &r.heroes[id as usize];
        let ab = &def.ability[ability as usize];
        if paid < ab.cost {
            self.pot = Some((ability, paid));
            return;
        }
        self.pot = None;
        self.log.record(Event::AbilityUsed { hero: id, ability });
        self.run(r, &ab.effects, Ctx::hero(id));
        self.fire(r, crate::data::Trigger::AbilityUsed, Some(id), ability + 1);
    }
}
