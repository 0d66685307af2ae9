//! Raid Boss at a table: a table is asked for as its configuration (a built-in boss, four
//! built-in heroes in positions), and the form offers every built-in boss and hero. The app
//! runs the boss; each hero is played by a person or an AI. A device is shown the board
//! (`board/`): the table in people's words and what its seat is asked now.

use altplay_cards::Catalog;
use altplay_core::Seat;
use altplay_format::{Format, Hosted};
use serde_json::{Map, Value, json};

use crate::{Board, Config, RaidBoss, builtin};

impl Hosted for RaidBoss {
    type Request = Config;

    /// The names are checked when the game is set up (`Format::setup`), naming the field.
    fn configure(request: Config, _: &Catalog) -> Result<Config, String> {
        Ok(request)
    }

    type Board = Board;

    /// The table in people's words, with what `seat` is asked now.
    fn board(&self, seat: Option<Seat>) -> Board {
        Board::of(self, seat)
    }

    const PLAYERS: &'static [&'static str] = &["greedy", "mcts:iters=500", "random"];

    fn choices() -> Map<String, Value> {
        let library = builtin::library();
        let heroes: Vec<&str> = library.heroes.iter().map(|h| h.name.as_str()).collect();
        let bosses: Vec<&str> = library.bosses.iter().map(|b| b.name.as_str()).collect();
        let mut choices = Map::new();
        choices.insert("boss".into(), json!(bosses));
        choices.insert("heroes".into(), json!(heroes));
        choices
    }

    /// Every hero's dice rolled in the app; a form may tick the ones rolled at the table.
    fn default_request() -> Value {
        json!(Config {
            physical: vec![false; 4],
            ..RaidBoss::default_config()
        })
    }
}
