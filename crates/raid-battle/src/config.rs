//! A game's configuration — boss, team and table options — and what setup derives from it:
//! team power and level (RB-11, RB-12).

use altplay_cards::{Card, PrintedDamage};
use altplay_core::RuleError;
use serde::{Deserialize, Serialize};

use crate::{BossProfile, Team};

/// Everything that, with a seed, determines a game. Stored whole in replays.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RaidConfig {
    pub boss: BossProfile,
    pub team: Team,
    #[serde(default)]
    pub options: Options,
}

/// Table settings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Options {
    /// RB-7: apply Weakness and Resistance (default off).
    pub weakness: bool,
    /// RB-12 (option): force a level for practice instead of deriving it.
    pub level: Option<u8>,
    /// RB-26: seats (0-based) played with physical cards, which report damage and coin flips.
    pub physical: [bool; 4],
    /// RB-13: the seats in turn order (0-based); default 0, 1, 2, 3.
    pub turn_order: [u8; 4],
    /// Record events (off in the simulator's hot loop).
    pub record_events: bool,
}

impl Default for Options {
    fn default() -> Self {
        Self {
            weakness: false,
            level: None,
            physical: [false; 4],
            turn_order: [0, 1, 2, 3],
            record_events: true,
        }
    }
}

pub const MIN_POWER: u32 = 250;

/// RB-11: the largest printed damage number among a Pokémon's attacks.
pub fn largest_printed_damage(card: &Card) -> u32 {
    card.attacks
        .iter()
        .filter_map(|a| PrintedDamage::parse(&a.damage).ok())
        .map(|d| u32::from(d.base))
        .max()
        .unwrap_or(0)
}

/// RB-11: team power is the sum over pairs of the pair's largest printed damage.
pub fn team_power(team: &Team) -> u32 {
    team.pairs
        .iter()
        .map(|pair| pair.iter().map(largest_printed_damage).max().unwrap_or(0))
        .sum()
}

/// RB-12: the level for a team power, or the refusal when it is under 250.
pub fn level_for_power(power: u32) -> Result<u8, RuleError> {
    match power {
        p if p < MIN_POWER => Err(RuleError::new(
            "RB-12",
            format!(
                "team power {p} is under the minimum of {MIN_POWER}: choose Pokémon with stronger attacks"
            ),
        )),
        p if p < 400 => Ok(1),
        p if p < 600 => Ok(2),
        _ => Ok(3),
    }
}

/// RB-12: the most attacks the boss makes in a turn at a level.
pub fn attack_cap(level: u8) -> u8 {
    level + 1
}

impl RaidConfig {
    /// The team's power and the level played: forced (option) or derived. Refuses a team under
    /// the minimum power even when a level is forced, since the rule protects the table.
    pub fn power_and_level(&self) -> Result<(u32, u8), RuleError> {
        let power = team_power(&self.team);
        let derived = level_for_power(power)?;
        match self.options.level {
            None => Ok((power, derived)),
            Some(l @ 1..=3) => Ok((power, l)),
            Some(l) => Err(RuleError::new(
                "RB-12",
                format!("level {l} does not exist: a boss has levels 1, 2 and 3"),
            )),
        }
    }

    pub fn check_turn_order(&self) -> Result<(), RuleError> {
        let mut seen = [false; 4];
        for &s in &self.options.turn_order {
            if s > 3 || std::mem::replace(&mut seen[usize::from(s)], true) {
                return Err(RuleError::new(
                    "RB-13",
                    format!(
                        "turn order {:?} must name each seat 0–3 once",
                        self.options.turn_order
                    ),
                ));
            }
        }
        Ok(())
    }
}
