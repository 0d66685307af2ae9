//! Team Battle at a table: four decks in seat order, each seat a person or an AI. The server
//! reads its own card data: a request names no folder. A seat's board ([`TeamBoard`]) holds its
//! own hand and no other, its teammate's included (TB-6).

use std::sync::Arc;

use altplay_cards::Catalog;
use altplay_format::Hosted;
use altplay_tcg::format::{Request, deck_labels, decks_preview};
use altplay_tcg::game::Tcg;
use serde_json::{Map, Value, json};

use crate::board::TeamBoard;
use crate::config::{Config, Setup};
use crate::state::TeamBattle;

/// A table is asked for as the normal game's is: the decks, here those of A1, B1, A2 and B2.
impl Hosted for TeamBattle {
    type Request = Request;

    fn configure(request: Request, catalog: &Catalog) -> Result<Config, String> {
        Tcg::configure(request, catalog)
    }

    fn unavailable() -> Option<String> {
        Tcg::unavailable()
    }

    fn card(id: &str) -> Option<Value> {
        Tcg::card(id)
    }

    /// The four decks as read, A1 to B2, for the form to show before the table is made.
    fn preview(setup: &Arc<Setup>) -> Map<String, Value> {
        decks_preview(&setup.table, &setup.deck_names)
    }

    type Board = TeamBoard;

    fn board(&self, seat: Option<altplay_core::Seat>) -> TeamBoard {
        self.board_for(seat)
    }

    const PLAYERS: &'static [&'static str] = &["greedy", "ismcts:iters=200", "random"];

    /// The decks offered: the theme decks the normal game's tables offer (those whose every
    /// card the engine plays), then the project's decklists.
    fn choices() -> Map<String, Value> {
        let mut decks = match Tcg::choices().remove("decks") {
            Some(Value::Array(decks)) => decks,
            _ => Vec::new(),
        };
        decks.extend(
            altplay_tcg::format::DECKLISTS
                .iter()
                .map(|deck| json!(deck.name)),
        );
        let mut choices = Map::new();
        choices.insert("decks".into(), Value::Array(decks));
        choices
    }

    /// Each deck offered by its name and kind.
    fn labels() -> Map<String, Value> {
        let decks = match Self::choices().remove("decks") {
            Some(Value::Array(decks)) => decks,
            _ => Vec::new(),
        };
        let names: Vec<&str> = decks.iter().filter_map(Value::as_str).collect();
        deck_labels(&names)
    }
}
