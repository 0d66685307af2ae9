//! Raid Format at a table: a boss set-up and 1 to 5 players' decks, each seat a person or an AI,
//! or a person with physical cards (the deck `physical`). A deck or a boss set-up is a name or
//! sent inline, never a file; the server reads its own card data. The configuration lists every
//! deck and the boss set-up by card id, with the cards' digest, so that a stored table is
//! rebuilt from the database alone.

use std::sync::Arc;

use altplay_cards::Catalog;
use altplay_cards::printed::Pool;
use altplay_format::{Format, Hosted};
use serde::Deserialize;
use serde_json::{Map, Value, json};

use altplay_tcg::format::{
    DECKLISTS, DeckChoice, DeckRequest, card_data, deck_labels, in_pool, listed, no_file,
    pool_labels,
};
use altplay_tcg::game::Tcg;

use crate::board::RaidBoard;
use crate::boss_choice::{BossChoice, BossRequest};
use crate::boss_data::{BUILTIN, parse_boss};
use crate::config::{Config, LocalRules, PHYSICAL, Setup};
use crate::state::RaidFormat;

/// A table asked for.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Request {
    pub boss: BossRequest,
    pub decks: Vec<DeckRequest>,
    #[serde(default)]
    pub divisor: Option<u8>,
    /// The card pool the decks keep to, if one is named (TCG-18).
    #[serde(default)]
    pub pool: Option<Pool>,
}

impl Hosted for RaidFormat {
    type Request = Request;

    fn configure(request: Request, _: &Catalog) -> Result<Config, String> {
        let data = card_data(None)?;
        let decks = (request.decks.into_iter().enumerate())
            .map(|(i, deck)| match deck {
                DeckRequest::Named(name) if name == PHYSICAL => Ok(DeckChoice::Named(name)),
                deck => listed(&data, deck, &format!("decks[{i}]")).map(DeckChoice::Listed),
            })
            .collect::<Result<Vec<_>, _>>()?;
        in_pool(&data, &decks, request.pool)?;
        if let BossChoice::Named(name) = &request.boss.0 {
            no_file(
                name,
                "boss",
                "the set-up itself (its text, or {\"title\", \"boss\", \"cards\"})",
            )?;
        }
        let boss = request
            .boss
            .0
            .resolve(&data.index)
            .map_err(|e| e.to_string())?;
        let mut config = Config {
            boss: BossChoice::Given(boss.file()),
            decks,
            divisor: request.divisor.unwrap_or(10),
            local: LocalRules::default(),
            data: None,
            cards_digest: None,
        };
        config.cards_digest = Some(config.digest().map_err(|e| e.to_string())?);
        Ok(config)
    }

    type Board = RaidBoard;

    fn board(&self, seat: Option<altplay_core::Seat>) -> RaidBoard {
        self.board_for(seat)
    }

    const PLAYERS: &'static [&'static str] = &["greedy", "random"];

    fn choices() -> Map<String, Value> {
        let mut choices = Map::new();
        let bosses: Vec<&str> = BUILTIN.iter().map(|b| b.name).collect();
        choices.insert("boss".into(), json!(bosses));
        let mut decks: Vec<&str> = DECKLISTS.iter().map(|d| d.name).collect();
        // A player with physical cards (assistant mode, RF-25).
        decks.push(PHYSICAL);
        choices.insert("decks".into(), json!(decks));
        choices.insert("pool".into(), json!(Pool::ALL));
        choices
    }

    /// Each deck by its title and kind, physical cards in words, each boss by its title.
    fn labels() -> Map<String, Value> {
        let decks: Vec<&str> = DECKLISTS.iter().map(|d| d.name).collect();
        let mut labels = deck_labels(&decks);
        if let Some(Value::Object(decks)) = labels.get_mut("decks") {
            decks.insert(
                PHYSICAL.into(),
                json!("physical cards (reported to the app)"),
            );
        }
        let bosses = (BUILTIN.iter()).filter_map(|b| {
            Some((
                b.name.to_string(),
                json!(parse_boss(b.file, b.text).ok()?.title),
            ))
        });
        labels.insert("boss".into(), Value::Object(bosses.collect()));
        labels.insert("pool".into(), pool_labels());
        labels
    }

    /// How hard each set-up measured ([`super::difficulty`]): `{"calibration": …}`.
    fn notes() -> Value {
        json!({ "calibration": super::difficulty::measured() })
    }

    /// The normal game's: the card data it needs.
    fn unavailable() -> Option<String> {
        Tcg::unavailable()
    }

    fn card(id: &str) -> Option<Value> {
        Tcg::card(id)
    }

    /// The default configuration's boss and decks: a request names no local rules.
    fn default_request() -> Value {
        let default = RaidFormat::default_config();
        json!({ "boss": default.boss, "decks": default.decks, "divisor": 10 })
    }

    fn preview(setup: &Arc<Setup>) -> Map<String, Value> {
        let mut preview = Map::new();
        preview.insert("boss".into(), json!(setup.title));
        preview.insert("players".into(), json!(setup.players));
        preview.insert("divisor".into(), json!(setup.config.divisor));
        preview
    }
}
