//! Raid Format at a table: a boss set-up and 1 to 5 players' decks, each seat a person or an AI,
//! or a person with physical cards (the deck `physical`).
//! The server reads its own card data: a request names no folder.

use std::sync::Arc;

use altplay_cards::Catalog;
use altplay_format::{Format, Hosted, Offers};
use serde::Deserialize;
use serde_json::{Map, json};

use crate::boss_data::BUILTIN;
use crate::config::{Config, LocalRules, PHYSICAL, Setup};
use crate::state::RaidFormat;

/// A table asked for.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Request {
    pub boss: String,
    pub decks: Vec<String>,
    #[serde(default)]
    pub divisor: Option<u8>,
}

impl Hosted for RaidFormat {
    type Request = Request;

    fn configure(request: Request, _: &Catalog) -> Result<Config, String> {
        Ok(Config {
            boss: request.boss,
            decks: request.decks,
            divisor: request.divisor.unwrap_or(10),
            local: LocalRules::default(),
            data: None,
        })
    }

    fn offers() -> Offers {
        let default = RaidFormat::default_config();
        let mut choices = Map::new();
        let bosses: Vec<&str> = BUILTIN.iter().map(|b| b.name).collect();
        choices.insert("boss".into(), json!(bosses));
        let mut decks: Vec<&str> = altplay_tcg::format::DECKLISTS
            .iter()
            .map(|(n, _)| *n)
            .collect();
        // A player with physical cards (assistant mode, RF-25).
        decks.push(PHYSICAL);
        choices.insert("decks".into(), json!(decks));
        Offers {
            default: json!({ "boss": default.boss, "decks": default.decks, "divisor": 10 }),
            choices,
            players: vec!["greedy", "random"],
        }
    }

    fn preview(setup: &Arc<Setup>) -> Map<String, serde_json::Value> {
        let mut preview = Map::new();
        preview.insert("boss".into(), json!(setup.title));
        preview.insert("players".into(), json!(setup.players));
        preview.insert("divisor".into(), json!(setup.config.divisor));
        preview
    }
}
