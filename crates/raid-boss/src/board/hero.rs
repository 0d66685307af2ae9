//! A hero as a person reads it: HP, what stands out now, the boss card above it, and its
//! Passive, Assist and Core Abilities in words, each saying whether it may be used now.

use altplay_core::Seat;
use serde::Serialize;

use super::{card_words, count};
use crate::data::Restriction;
use crate::{Action, RaidBoss};

#[derive(Debug, Clone, Serialize)]
pub struct HeroBoard {
    pub name: String,
    /// The seat that plays it (1–4, its starting position) and where it stands now (1–4).
    pub seat: u8,
    pub position: u8,
    /// This device's seat plays it.
    pub you: bool,
    /// It is this hero's turn.
    pub active: bool,
    pub hp: i8,
    pub hp_max: i8,
    /// What stands out now, a line each: "Knocked out", "3 Shields", "Healing restricted",
    /// "Resolve 2 of 3", "2 Ability Dice", "Assist ready", "Booster unused", …
    pub status: Vec<String>,
    /// The boss card above it: "face down", "Claw Rake (revealed)", "Claw Rake (resolved)".
    pub card: Option<String>,
    /// "Stalwart: When Bulwark loses HP, gain 1 Resolve."
    pub passive: String,
    pub assist: AbilityBoard,
    pub abilities: Vec<AbilityBoard>,
}

/// An Assist or a Core Ability.
#[derive(Debug, Clone, Serialize)]
pub struct AbilityBoard {
    pub name: String,
    /// The pips a Core Ability costs; none for an Assist.
    pub cost: Option<u8>,
    pub text: String,
    /// It may be used now: an Assist in this window, a Core Ability with a die left for it.
    pub usable_now: bool,
}

impl HeroBoard {
    /// The hero at position `pos` (0-based), as `seat` sees it.
    pub(super) fn of(game: &RaidBoss, pos: usize, seat: Option<Seat>) -> Self {
        let (r, s) = (game.rules(), game.state());
        let h = &s.heroes[pos];
        let def = &r.heroes[h.id as usize];
        let active = s.active == Some(h.id);
        let legal = |a: Action| game.check(&a).is_ok();
        let dice = 0..s.dice.len() as u8;
        Self {
            name: def.name.clone(),
            seat: h.id + 1,
            position: pos as u8 + 1,
            you: seat == Some(Seat(h.id)),
            active,
            hp: h.hp,
            hp_max: h.max_hp,
            status: status(game, pos),
            card: h.card.map(|slot| card_words(game, slot)),
            passive: format!("{}: {}", def.passive.name, def.passive.text),
            assist: AbilityBoard {
                name: def.assist.name.clone(),
                cost: None,
                text: def.assist.text.clone(),
                usable_now: legal(Action::UseAssist { hero: pos as u8 }),
            },
            abilities: (def.ability.iter().zip(0..))
                .map(|(ab, ability)| AbilityBoard {
                    name: ab.name.clone(),
                    cost: Some(ab.cost),
                    text: ab.text.clone(),
                    // Only the active hero's dice are assigned, to its own abilities.
                    usable_now: active
                        && dice
                            .clone()
                            .any(|die| legal(Action::Assign { die, ability })),
                })
                .collect(),
        }
    }
}

/// The hero's state in lines, the unusual first.
fn status(game: &RaidBoss, pos: usize) -> Vec<String> {
    let (r, s) = (game.rules(), game.state());
    let h = &s.heroes[pos];
    let skill = &r.heroes[h.id as usize].skill;
    let mut lines = Vec::new();
    if h.ko {
        lines.push("Knocked out".to_string());
    }
    if h.shield > 0 {
        lines.push(count(h.shield, "Shield", "Shields"));
    }
    if h.overshield > 0 {
        lines.push(count(h.overshield, "Overshield", "Overshields"));
    }
    if let Some(value) = h.lock {
        lines.push(format!("HP locked at {value}"));
    }
    let restrictions = [
        (Restriction::Healing, "Healing restricted"),
        (Restriction::Movement, "Movement restricted"),
        (Restriction::Cleansing, "Cleansing restricted"),
    ];
    lines.extend(
        (restrictions.iter())
            .filter(|(what, _)| h.boss_effects & what.bit() != 0)
            .map(|(_, line)| line.to_string()),
    );
    lines.push(format!(
        "{} {} of {}",
        skill.name,
        s.skill(r, h.id),
        skill.max
    ));
    lines.push(count(h.ability_dice, "Ability Die", "Ability Dice"));
    if h.bonus_dice > 0 {
        lines.push(count(h.bonus_dice, "Bonus Die", "Bonus Dice"));
    }
    lines.push(
        if h.assist_ready {
            "Assist ready"
        } else {
            "Assist tapped"
        }
        .into(),
    );
    lines.push(
        if h.booster {
            "Booster unused"
        } else {
            "Booster spent"
        }
        .into(),
    );
    lines.push(count(h.shards, "Temporal Shard", "Temporal Shards") + " left");
    lines
}
