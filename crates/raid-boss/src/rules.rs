//! The fixed part of a game: its four heroes and its boss, shared behind an `Arc`.

use altplay_core::RuleError;
use serde::{Deserialize, Serialize};

use crate::data::{BossDef, HeroDef, Kind, Library, Trigger};

/// `Eq` lets `Arc<Rules>` compare by pointer first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rules {
    /// In starting position order; a hero's index is its id and its seat.
    pub heroes: Vec<HeroDef>,
    pub boss: BossDef,
    /// Bit `1 << id` is set when that hero's Passive is a `while` trigger, re-checked after
    /// every change, like the boss abilities listed in `while_abilities` (by index).
    pub while_heroes: u8,
    pub while_abilities: Vec<u8>,
    /// Bit `1 << trigger` is set when some Passive or boss ability listens for that trigger.
    pub listened: u32,
    /// Bit `1 << id` is set when that hero rolls real dice at the table and reports them.
    pub physical: u8,
}

impl Rules {
    /// RX-1: exactly four heroes.
    pub fn new(heroes: Vec<HeroDef>, boss: BossDef) -> Result<Self, RuleError> {
        if heroes.len() != 4 {
            return Err(RuleError::new(
                "RX-1",
                format!("a raid needs four heroes, got {}", heroes.len()),
            ));
        }
        let while_heroes = (heroes.iter().enumerate())
            .filter(|(_, h)| h.passive.on == Trigger::While)
            .fold(0, |bits, (id, _)| bits | 1 << id);
        let while_abilities = (0..boss.ability.len() as u8)
            .filter(|&i| boss.ability[i as usize].on == Trigger::While)
            .collect();
        let listened = heroes
            .iter()
            .map(|h| h.passive.on)
            .chain(boss.ability.iter().map(|a| a.on))
            .fold(0, |bits, t| bits | 1 << t as u32);
        Ok(Self {
            heroes,
            boss,
            while_heroes,
            while_abilities,
            listened,
            physical: 0,
        })
    }

    /// Some Passive or boss ability is a `while` trigger.
    pub fn has_while(&self) -> bool {
        self.while_heroes != 0 || !self.while_abilities.is_empty()
    }

    /// Hero `id` rolls real dice: its rolls are reported, not drawn.
    pub fn rolls_real_dice(&self, id: u8) -> bool {
        self.physical & 1 << id != 0
    }

    pub fn listens(&self, t: Trigger) -> bool {
        self.listened & 1 << t as u32 != 0
    }

    pub fn kind(&self, card: u8) -> Kind {
        self.boss.card[card as usize].kind
    }

    /// Whether `card` belongs in the deck's make-up in `phase` (0-based).
    pub fn in_makeup(&self, card: u8, phase: u8) -> bool {
        self.boss.phase[phase as usize]
            .deck
            .contains(&self.kind(card))
    }
}

/// What a game is made of, by name: what a replay records.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Config {
    /// Hero names in starting positions 1–4.
    pub heroes: Vec<String>,
    pub boss: String,
    /// Which heroes (as in `heroes`) roll real dice and report the faces; empty: the app rolls
    /// for everyone. Left out of the JSON when empty, so older replays read the same.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub physical: Vec<bool>,
}

impl Config {
    /// Looks the names up in `lib` (case-insensitive).
    pub fn rules(&self, lib: &Library) -> Result<Rules, RuleError> {
        let heroes = self
            .heroes
            .iter()
            .map(|n| {
                lib.hero(n)
                    .cloned()
                    .ok_or_else(|| RuleError::new("RX-2", format!("no hero named `{n}`")))
            })
            .collect::<Result<Vec<_>, _>>()?;
        let boss = lib
            .boss(&self.boss)
            .cloned()
            .ok_or_else(|| RuleError::new("RX-3", format!("no boss named `{}`", self.boss)))?;
        let mut rules = Rules::new(heroes, boss)?;
        rules.physical = physical_bits(&self.physical, rules.heroes.len())?;
        Ok(rules)
    }
}

/// The `physical` flags as bits by hero id: one flag per hero, or none at all.
fn physical_bits(flags: &[bool], heroes: usize) -> Result<u8, RuleError> {
    if !flags.is_empty() && flags.len() != heroes {
        return Err(RuleError::new(
            "RX-1",
            format!(
                "`physical` has {} entries: give one per hero ({heroes}) or leave it out",
                flags.len()
            ),
        ));
    }
    let physical = flags.iter().enumerate().filter(|&(_, &p)| p);
    Ok(physical.fold(0, |bits, (id, _)| bits | 1 << id))
}
