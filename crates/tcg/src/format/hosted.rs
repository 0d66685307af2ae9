//! The normal game at a table: two decks by theme deck name or id, each seat a person or an
//! AI. The server reads its own card data: a request names no folder.

use std::sync::OnceLock;

use altplay_cards::Catalog;
use altplay_format::{Format, Hosted, Offers};
use serde::Deserialize;
use serde_json::{Map, json};

use super::{Config, card_data};
use crate::game::{Rules, Table, Tcg};

/// A table asked for: the two decks.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Request {
    pub decks: Vec<String>,
}

impl Hosted for Tcg {
    type Request = Request;

    fn configure(request: Request, _: &Catalog) -> Result<Config, String> {
        Ok(Config {
            decks: request.decks,
            data: None,
        })
    }

    fn offers() -> Offers {
        let default = Tcg::default_config();
        let mut choices = Map::new();
        choices.insert("decks".into(), json!(playable_theme_decks()));
        Offers {
            default: json!({ "decks": default.decks }),
            choices,
            players: vec!["greedy", "ismcts:iters=200", "random"],
        }
    }
}

/// The theme decks of the default data whose every card the engine plays, by id.
fn playable_theme_decks() -> &'static [String] {
    static DECKS: OnceLock<Vec<String>> = OnceLock::new();
    DECKS.get_or_init(|| {
        let Ok(data) = card_data(None) else {
            return Vec::new();
        };
        data.decks
            .decks()
            .iter()
            .filter(|d| {
                d.resolve(&data.index)
                    .is_ok_and(|deck| Table::new(&[deck.clone(), deck], Rules::TWO_PLAYERS).is_ok())
            })
            .map(|d| d.id.clone())
            .collect()
    })
}
