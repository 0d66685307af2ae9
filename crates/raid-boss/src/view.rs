//! What the table shows: everything but the hidden boss cards and the deck's order.

use serde::Serialize;

use crate::rules::Rules;
use crate::state::{Die, Ending, State, Step};

#[derive(Debug, Clone, Serialize)]
pub struct HeroView {
    pub name: String,
    pub position: u8,
    pub hp: i8,
    pub max_hp: i8,
    pub skill: i8,
    pub ability_dice: u8,
    pub bonus_dice: u8,
    pub shield: u8,
    pub overshield: u8,
    pub ko: bool,
    pub assist_ready: bool,
    pub booster: bool,
    pub shards: u8,
    pub locked: Option<i8>,
    pub boss_effects: u8,
    /// The card above the hero: its name once revealed, "hidden" before, none without one.
    pub card: Option<String>,
    pub card_resolved: bool,
}

#[derive(Debug, Clone, Serialize)]
pub struct View {
    pub round: u16,
    pub step: Step,
    pub active: Option<String>,
    pub heroes: Vec<HeroView>,
    pub boss: String,
    pub boss_damage: u16,
    pub boss_hp: u16,
    pub phase: u8,
    pub special: i16,
    pub ko_count: u8,
    pub dice: Vec<Die>,
    /// Real dice being reported: the roll's faces reported so far (a screen shows "die
    /// `reported.len() + 1` of `reported.len() + to_report`"), and how many faces are still to
    /// report (1 for a Shard's re-roll). Empty and 0 when nothing is reported.
    pub reported: Vec<u8>,
    pub to_report: u8,
    pub deck_left: usize,
    pub discard: Vec<String>,
    pub ending: Option<Ending>,
}

impl View {
    pub fn of(r: &Rules, s: &State) -> Self {
        let card_name = |c: u8| r.boss.card[c as usize].name.clone();
        Self {
            round: s.round,
            step: s.step,
            active: s.active.map(|id| r.heroes[id as usize].name.clone()),
            heroes: s
                .heroes
                .iter()
                .enumerate()
                .map(|(pos, h)| HeroView {
                    name: r.heroes[h.id as usize].name.clone(),
                    position: pos as u8 + 1,
                    hp: h.hp,
                    max_hp: h.max_hp,
                    skill: s.skill(r, h.id),
                    ability_dice: h.ability_dice,
                    bonus_dice: h.bonus_dice,
                    shield: h.shield,
                    overshield: h.overshield,
                    ko: h.ko,
                    assist_ready: h.assist_ready,
                    booster: h.booster,
                    shards: h.shards,
                    locked: h.lock,
                    boss_effects: h.boss_effects,
                    card: h.card.map(|c| {
                        if c.revealed {
                            card_name(c.card)
                        } else {
                            "hidden".to_string()
                        }
                    }),
                    card_resolved: h.card.is_some_and(|c| c.resolved),
                })
                .collect(),
            boss: r.boss.name.clone(),
            boss_damage: s.boss_damage,
            boss_hp: r.boss.hp,
            phase: s.phase + 1,
            special: s.special,
            ko_count: s.ko_count,
            dice: s.dice.to_vec(),
            reported: match s.step {
                Step::ReportDice => s.dice.iter().map(|d| d.value).collect(),
                _ => Vec::new(),
            },
            to_report: s.dice_to_report() as u8,
            deck_left: s.deck.draw_pile().len(),
            discard: s
                .deck
                .discard_pile()
                .iter()
                .map(|&c| card_name(c))
                .collect(),
            ending: s.ending,
        }
    }
}
