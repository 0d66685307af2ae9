//! Raid Battle at a table: the table request (boss, team, physical seats) and the format's part
//! of what each device is shown.

use altplay_cards::Catalog;
use altplay_core::Game;
use altplay_raid_battle::{
    Action, BossProfile, MAX_REPORTED_DAMAGE, Options, RaidBattle, RaidConfig, TeamFile, builtin,
    words,
};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value, json};

use crate::session::{Hosted, Match};

/// How many of the latest events a snapshot carries.
const LOG_LINES: usize = 80;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RaidRequest {
    /// A built-in boss by name.
    pub boss: String,
    /// The team as a team file has it (`name`, four `pair`s, inline `pokemon`), in JSON.
    pub team: TeamFile,
    /// RB-26: seats played with physical cards, which report damage and coin flips.
    #[serde(default)]
    pub physical: [bool; 4],
    /// Seats played by AI: a policy spec (`greedy`, `random`).
    #[serde(default)]
    pub ai: [Option<String>; 4],
    /// RB-7 option.
    #[serde(default)]
    pub weakness: bool,
    /// RB-12 option: a forced level.
    #[serde(default)]
    pub level: Option<u8>,
}

impl RaidRequest {
    fn config(&self, catalog: &Catalog) -> Result<RaidConfig, String> {
        let boss = builtin::table_bosses()
            .find(|b| b.name == self.boss)
            .ok_or_else(|| {
                let names: Vec<&str> = builtin::table_bosses().map(|b| b.name).collect();
                format!(
                    "boss: no built-in boss {:?} (built-in: {})",
                    self.boss,
                    names.join(", ")
                )
            })?;
        let boss = BossProfile::parse(boss.path, boss.text).map_err(|e| e.to_string())?;
        self.team
            .check()
            .map_err(|(field, message)| format!("team.{field}: {message}"))?;
        let lookup = |name: &str| catalog.find(name).cloned().map_err(|e| e.to_string());
        let team = self
            .team
            .resolve("team", &lookup)
            .map_err(|e| e.to_string())?;
        Ok(RaidConfig {
            boss,
            team,
            options: Options {
                weakness: self.weakness,
                level: self.level,
                physical: self.physical,
                ..Options::default()
            },
        })
    }

    pub(super) fn build(&self, catalog: &Catalog, seed: u64) -> Result<Match<RaidBattle>, String> {
        Match::new(self.config(catalog)?, seed)
    }
}

/// What a team would face: its power and the level and boss HP it gives (RB-11, RB-12), or
/// the rule that refuses it.
#[derive(Debug, Serialize)]
pub struct Preview {
    pub power: u32,
    pub level: u8,
    pub boss_hp: u32,
    pub max_attacks_per_turn: u8,
}

pub fn preview(request: &RaidRequest, catalog: &Catalog) -> Result<Preview, String> {
    let game = RaidBattle::new(request.config(catalog)?, 0).map_err(|e| e.to_string())?;
    let view = game.view(None);
    Ok(Preview {
        power: game.power(),
        level: game.level(),
        boss_hp: view.boss.hp,
        max_attacks_per_turn: view.boss.max_attacks_per_turn,
    })
}

impl Hosted for RaidBattle {
    fn describe(&self, seat: Option<u8>, legal: &[Action]) -> Map<String, Value> {
        let view = self.view(None);
        let mut out = Map::new();
        // Reports are a number and a box, not 200 buttons: listed apart.
        let reports: Vec<bool> = legal
            .iter()
            .filter_map(|a| match a {
                Action::Report { gx, .. } => Some(*gx),
                _ => None,
            })
            .collect();
        let choices: Vec<Value> = legal
            .iter()
            .filter(|a| !matches!(a, Action::Report { .. }))
            .map(|a| {
                let label = words::action(self, &view, seat.unwrap_or(0), a);
                json!({ "action": a, "label": label })
            })
            .collect();
        out.insert("legal".into(), Value::Array(choices));
        if !reports.is_empty() {
            out.insert(
                "report".into(),
                json!({ "max": MAX_REPORTED_DAMAGE, "step": 10, "gx": reports.contains(&true) }),
            );
        }
        let events = self.events();
        let log: Vec<String> = events[events.len().saturating_sub(LOG_LINES)..]
            .iter()
            .map(|e| words::event(&view, e))
            .collect();
        out.insert("log".into(), json!(log));
        out.insert("result".into(), json!(words::result(self)));
        out.insert("view".into(), json!(view));
        out
    }
}
