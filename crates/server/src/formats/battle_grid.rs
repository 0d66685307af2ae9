//! Battle Grid at a table: the table request (two decks, options) and the format's part of what
//! each device is shown — never another seat's hidden hand.

use altplay_battle_grid::{
    BattleGrid, CardInfo, Config, Options, PlacementCost, parse_deck, sample_deck, words,
};
use altplay_cards::Catalog;
use altplay_core::{Game, Seat};
use serde::Deserialize;
use serde_json::{Map, Value, json};

use crate::session::{Hosted, Match};

/// How many of the latest events a snapshot carries.
const LOG_LINES: usize = 40;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GridRequest {
    /// Each seat's deck: a sample deck's name, or a deck file's text (TOML).
    pub decks: [String; 2],
    /// Seats played by AI: a policy spec (`greedy`, `ismcts:iters=2000`, …).
    #[serde(default)]
    pub ai: [Option<String>; 2],
    /// BG-4 option: both hands shown.
    #[serde(default)]
    pub open_decklists: bool,
    /// BG-9 option: placing spends the tokens it needs.
    #[serde(default)]
    pub spend: bool,
}

impl GridRequest {
    pub(super) fn build(&self, catalog: &Catalog, seed: u64) -> Result<Match<BattleGrid>, String> {
        let [one, two] = [0, 1].map(|seat| {
            let arg = &self.decks[seat];
            let (label, text) = match sample_deck(arg) {
                Some(s) => (s.path.to_string(), s.text),
                None => (format!("decks[{seat}]"), arg.as_str()),
            };
            parse_deck(&label, text, catalog).map_err(|e| e.to_string())
        });
        let (one, two) = (one?, two?);
        let pool: Vec<CardInfo> = catalog.roster.cards().iter().map(CardInfo::from).collect();
        let options = Options {
            cost: if self.spend {
                PlacementCost::Spend
            } else {
                PlacementCost::Threshold
            },
            open_decklists: self.open_decklists,
            ..Options::default()
        };
        let config = Config::from_decks(&pool, [&one.cards, &two.cards], options);
        Match::new(config, seed)
    }
}

impl Hosted for BattleGrid {
    fn describe(&self, seat: Option<u8>, legal: &[Self::Action]) -> Map<String, Value> {
        let mut out = Map::new();
        let view = self.view(seat.map(Seat));
        // Keyed by index: only the cards this seat may know of (BG-4), so that a card only the
        // other hidden hand holds is not given away by the table of names.
        let cards: Map<String, Value> = view
            .known_cards()
            .map(|(i, card)| (i.to_string(), json!(card)))
            .collect();
        out.insert("view".into(), json!(view));
        out.insert("cards".into(), Value::Object(cards));
        out.insert("legal".into(), json!(legal));
        let events = self.events();
        let log: Vec<String> = events[events.len().saturating_sub(LOG_LINES)..]
            .iter()
            .map(|e| words::event(self, e))
            .collect();
        out.insert("log".into(), json!(log));
        out.insert("result".into(), json!(words::result(self)));
        out
    }
}
