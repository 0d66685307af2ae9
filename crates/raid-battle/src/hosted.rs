//! Raid Battle at a table: the request a table is made from (a built-in boss, a team by name,
//! physical seats, options), what the form offers, and the level preview (RB-11, RB-12).

use std::sync::Arc;

use altplay_cards::Catalog;
use altplay_core::{Game, Seat};
use altplay_format::Hosted;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value, json};

use crate::{BossProfile, Options, RaidBattle, RaidConfig, Setup, TeamFile, View, builtin, words};

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
    /// RB-7 option.
    #[serde(default)]
    pub weakness: bool,
    /// RB-12 option: a forced level.
    #[serde(default)]
    pub level: Option<u8>,
}

impl Hosted for RaidBattle {
    type Request = RaidRequest;

    fn configure(request: RaidRequest, catalog: &Catalog) -> Result<RaidConfig, String> {
        let boss = builtin::table_bosses()
            .find(|b| b.name == request.boss)
            .ok_or_else(|| {
                let names: Vec<&str> = builtin::table_bosses().map(|b| b.name).collect();
                format!(
                    "boss: no built-in boss {:?} (built-in: {})",
                    request.boss,
                    names.join(", ")
                )
            })?;
        let boss = BossProfile::parse(boss.path, boss.text).map_err(|e| e.to_string())?;
        request
            .team
            .check()
            .map_err(|(field, message)| format!("team.{field}: {message}"))?;
        let lookup = |name: &str| catalog.find(name).cloned().map_err(|e| e.to_string());
        let team = request
            .team
            .resolve("team", &lookup)
            .map_err(|e| e.to_string())?;
        Ok(RaidConfig {
            boss,
            team,
            options: Options {
                weakness: request.weakness,
                level: request.level,
                physical: request.physical,
                ..Options::default()
            },
        })
    }

    const PLAYERS: &'static [&'static str] = &["greedy", "random"];

    /// The bosses a table may meet and the built-in teams, as the team object of a request.
    fn choices() -> Map<String, Value> {
        let bosses: Vec<&str> = builtin::table_bosses().map(|b| b.name).collect();
        let teams: Vec<Value> = builtin::TEAMS
            .iter()
            .filter(|t| t.name != builtin::BENCH)
            .filter_map(|t| TeamFile::parse(t.path, t.text).ok())
            .map(|t| {
                let pairs: Vec<Value> = t
                    .pairs
                    .iter()
                    .map(|p| json!({ "active": p.active, "bench": p.bench }))
                    .collect();
                json!({ "name": t.name, "pair": pairs })
            })
            .collect();
        let mut choices = Map::new();
        choices.insert("boss".into(), json!(bosses));
        choices.insert("team".into(), json!(teams));
        choices
    }

    /// The first boss and the first team offered.
    fn default_request() -> Value {
        let choices = Self::choices();
        json!({ "boss": choices["boss"][0], "team": choices["team"][0] })
    }

    type Board = Board;

    /// The view, with the last boss card and Cheer card in words, so no screen retypes them.
    fn board(&self, seat: Option<Seat>) -> Board {
        let view = self.view(seat);
        let words = BoardWords {
            last_boss_card: view.last_boss_card.map(|c| words::boss_card(&view, c)),
            last_cheer: view.last_cheer.map(|c| c.text()),
        };
        Board { view, words }
    }

    /// The team's power and the level and boss HP it gives (RB-11, RB-12).
    fn preview(setup: &Arc<Setup>) -> Map<String, Value> {
        let game = RaidBattle::start(Arc::clone(setup), 0, false);
        let view = game.view(None);
        [
            ("power", json!(game.power())),
            ("level", json!(game.level())),
            ("boss_hp", json!(view.boss.hp)),
            (
                "max_attacks_per_turn",
                json!(view.boss.max_attacks_per_turn),
            ),
        ]
        .into_iter()
        .map(|(key, value)| (key.to_string(), value))
        .collect()
    }
}

/// What a device is shown: the view, and its last cards in words.
#[derive(Debug, Serialize)]
pub struct Board {
    #[serde(flatten)]
    view: View,
    words: BoardWords,
}

/// The last boss card and Cheer card played, as a person reads them.
#[derive(Debug, Serialize)]
struct BoardWords {
    last_boss_card: Option<String>,
    last_cheer: Option<&'static str>,
}
