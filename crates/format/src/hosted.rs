//! What a format adds to be played at a table (the server, `crates/server`): the request a
//! person makes a table with, what the make-a-table form offers, a preview, and the board each
//! device is shown. The actions' labels and the log come from [`Format`] itself, so one screen
//! plays any format.

use altplay_cards::Catalog;
use altplay_core::Seat;
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::{Map, Value};

use crate::Format;

/// A format's part of the table server.
pub trait Hosted: Format {
    /// What a person asks for when making a table: the JSON of `POST /api/tables` beside its
    /// `format` and `ai` (names to look up, sample decks, options).
    type Request: DeserializeOwned;

    /// The configuration a request asks for, its names looked up in `catalog`; the error names
    /// the field or the rule.
    fn configure(request: Self::Request, catalog: &Catalog) -> Result<Self::Config, String>;

    /// The AI players offered for a seat (policy specs), the first the default.
    const PLAYERS: &'static [&'static str];

    /// The values a field of the request may take ([`Offers::choices`]).
    fn choices() -> Map<String, Value>;

    /// Words for people for the values of [`Hosted::choices`]: field → value → label (a deck's
    /// name and kind, a boss's title). A value with none is shown as it is. None by default.
    fn labels() -> Map<String, Value> {
        Map::new()
    }

    /// What else the form tells people about the choices (Raid Format: how hard each set-up
    /// measured, [`Offers::notes`]). Null by default.
    fn notes() -> Value {
        Value::Null
    }

    /// The request a form starts from (a valid table): by default the default configuration,
    /// for a format whose request is written as its configuration is.
    fn default_request() -> Value {
        serde_json::to_value(Self::default_config()).expect("configurations serialize to JSON")
    }

    /// Why no table of this format can be made on this machine, if none can (its card data is
    /// missing): the form says it, naming what to do. None by default.
    fn unavailable() -> Option<String> {
        None
    }

    /// A card's printed details by its id (`swsh1-15`), for a format whose boards name printed
    /// cards (a board gives each card's id; a device asks for its text on a tap). Printed text
    /// is public, so any card of the data set is given. None by default, and for an id the data
    /// set does not hold.
    fn card(_id: &str) -> Option<Value> {
        None
    }

    /// What the make-a-table form offers: the six above.
    fn offers() -> Offers {
        Offers {
            default: Self::default_request(),
            choices: Self::choices(),
            labels: Self::labels(),
            notes: Self::notes(),
            players: Self::PLAYERS.to_vec(),
            unavailable: Self::unavailable(),
        }
    }

    /// What a table of this set-up would be like, shown before it is made (Raid Battle: the
    /// level and the boss's HP); nothing by default.
    fn preview(_setup: &Self::Setup) -> Map<String, Value> {
        Map::new()
    }

    /// What a person at a seat is shown: a typed board in the words a person reads, holding
    /// only what that seat may know (the conformance suite checks it as it checks the view).
    type Board: Serialize;

    /// The board a device draws for `seat` (`None`: a spectator).
    fn board(&self, seat: Option<Seat>) -> Self::Board;
}

/// What the make-a-table form of a format offers. A form with no module of its own
/// (`ui/formats/<name>.js`) shows `default` with a list for each field `choices` names.
#[derive(Debug, Clone, Serialize)]
pub struct Offers {
    /// The request a form starts from (a valid table).
    pub default: Value,
    /// The values a field of the request may take (a field holding a list takes them for each
    /// item): `"boss": ["Cinderwyrm", …]`.
    pub choices: Map<String, Value>,
    /// Words for people for those values ([`Hosted::labels`]): `"decks": {"d-swsh1-1":
    /// "Rillaboom — Sword & Shield theme deck"}`.
    pub labels: Map<String, Value>,
    /// What else the form tells about the choices ([`Hosted::notes`]).
    pub notes: Value,
    /// The AI players offered for a seat (policy specs), the first the default.
    pub players: Vec<&'static str>,
    /// Why no table can be made here ([`Hosted::unavailable`]).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub unavailable: Option<String>,
}
