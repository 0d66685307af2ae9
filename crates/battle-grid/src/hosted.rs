//! Battle Grid at a table: the request a table is made from (two decks, options), what the form
//! offers, and the board each device is shown — never another seat's hidden hand.

use altplay_cards::Catalog;
use altplay_core::{Game, Seat};
use altplay_format::Hosted;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value, json};

use crate::{
    BattleGrid, CardInfo, Config, Options, PlacementCost, SAMPLE_DECKS, View, parse_deck,
    sample_deck,
};

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GridRequest {
    /// Each seat's deck: a sample deck's name, or a deck file's text (TOML).
    pub decks: [String; 2],
    /// BG-4 option: both hands shown.
    #[serde(default)]
    pub open_decklists: bool,
    /// BG-9 option: placing spends the tokens it needs.
    #[serde(default)]
    pub spend: bool,
}

impl Hosted for BattleGrid {
    type Request = GridRequest;

    fn configure(request: GridRequest, catalog: &Catalog) -> Result<Config, String> {
        let [one, two] = [0, 1].map(|seat| {
            let arg = &request.decks[seat];
            let (label, text) = match sample_deck(arg) {
                Some(s) => (s.path.to_string(), s.text),
                None => (format!("decks[{seat}]"), arg.as_str()),
            };
            parse_deck(&label, text, catalog).map_err(|e| e.to_string())
        });
        let (one, two) = (one?, two?);
        let pool: Vec<CardInfo> = catalog.roster.cards().iter().map(CardInfo::from).collect();
        let options = Options {
            cost: if request.spend {
                PlacementCost::Spend
            } else {
                PlacementCost::Threshold
            },
            open_decklists: request.open_decklists,
            ..Options::default()
        };
        Ok(Config::from_decks(&pool, [&one.cards, &two.cards], options))
    }

    const PLAYERS: &'static [&'static str] = &[
        "random",
        "greedy",
        "ismcts:iters=500",
        "ismcts:iters=2000",
        "ismcts:ms=500",
    ];

    fn choices() -> Map<String, Value> {
        let decks: Vec<&str> = SAMPLE_DECKS.iter().map(|d| d.name).collect();
        let mut choices = Map::new();
        choices.insert("decks".into(), json!(decks));
        choices
    }

    /// The first two sample decks.
    fn default_request() -> Value {
        let [one, two] = [0, 1].map(|i| SAMPLE_DECKS[i % SAMPLE_DECKS.len()].name);
        json!({ "decks": [one, two] })
    }

    type Board = Board;

    /// The view, and the cards it names by index: only those this seat may know of (BG-4), so
    /// that a card only the other hidden hand holds is not given away by the table of names.
    fn board(&self, seat: Option<Seat>) -> Board {
        let view = self.view(seat);
        let cards = view
            .known_cards()
            .map(|(i, card)| (i.to_string(), json!(card)))
            .collect();
        Board { view, cards }
    }
}

/// What a device is shown: the view, and the cards it may know of by index.
#[derive(Debug, Serialize)]
pub struct Board {
    #[serde(flatten)]
    view: View,
    cards: Map<String, Value>,
}
