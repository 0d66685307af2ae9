//! A Sealed table at the table server: asked for by set and packs; while the decks are built a
//! seat's board is its own building with its pool's cards in words, then the format's own board.

use std::collections::BTreeMap;
use std::sync::OnceLock;

use altplay_cards::Catalog;
use altplay_core::Seat;
use altplay_format::Hosted;
use altplay_tcg::format::{card_data, packed_sets, unplayable};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value, json};

use crate::game::{Inner, Phase, SealedConfig, SealedGame};
use crate::view::BuildingView;

/// A table asked for: the set and the packs each seat opens.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Request {
    pub set: String,
    pub packs: u8,
}

/// A card of a pool as the building screen shows it.
#[derive(Debug, Clone, Serialize)]
pub struct PoolCard {
    pub name: String,
    /// "Pokémon", "Trainer" or "Energy".
    pub supertype: &'static str,
    /// "Basic", "Stage 1", "Supporter" …
    pub subtypes: Vec<String>,
    pub types: Vec<String>,
}

/// What a device is shown.
#[derive(Debug, Serialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum SealedBoard<B> {
    Building {
        #[serde(flatten)]
        view: Box<BuildingView>,
        /// The set's name.
        set: String,
        /// The seats' names, in seat order.
        seats: Vec<&'static str>,
        /// Why the seat's deck may not be ready yet, in words (TB-13); none once it may.
        check: Option<String>,
        /// The cards of the seat's pool and of an offer to it, by id.
        cards: BTreeMap<String, PoolCard>,
    },
    Playing {
        board: B,
    },
}

impl<G: Inner + Hosted> Hosted for SealedGame<G> {
    type Request = Request;

    fn configure(request: Request, _: &Catalog) -> Result<SealedConfig, String> {
        Ok(SealedConfig {
            set: request.set,
            packs: request.packs,
            data: None,
        })
    }

    const PLAYERS: &'static [&'static str] = G::PLAYERS;

    /// The sets that open (packs modelled, every card playing), and 4 to 6 packs.
    fn choices() -> Map<String, Value> {
        let mut choices = Map::new();
        let ids: Vec<&String> = openable_sets().iter().map(|(id, _)| id).collect();
        choices.insert("set".into(), json!(ids));
        choices.insert("packs".into(), json!([4, 5, 6]));
        choices
    }

    /// Each set by its name.
    fn labels() -> Map<String, Value> {
        let names: Map<String, Value> = (openable_sets().iter())
            .map(|(id, name)| (id.clone(), json!(name)))
            .collect();
        let mut labels = Map::new();
        labels.insert("set".into(), Value::Object(names));
        labels
    }

    fn unavailable() -> Option<String> {
        G::unavailable()
    }

    fn card(id: &str) -> Option<Value> {
        G::card(id)
    }

    type Board = SealedBoard<G::Board>;

    fn board(&self, seat: Option<Seat>) -> Self::Board {
        match &self.phase {
            Phase::Building(b) => {
                let view = BuildingView::of(b, seat);
                let ids = (view.pool.iter().flat_map(|p| p.keys()))
                    .chain(view.offer_to_me.iter().map(|o| &o.card));
                let cards = ids
                    .filter_map(|id| Some((id.clone(), pool_card(self.data.index.get(id)?))))
                    .collect();
                let check = seat
                    .filter(|&s| !b.is_ready(s))
                    .and_then(|s| b.ready_refused(s, &self.data.index))
                    .map(|e| e.message.into_owned());
                let set = (self.data.set_list.find(&self.config.set))
                    .map_or(self.config.set.clone(), |s| s.name.clone());
                SealedBoard::Building {
                    view: Box::new(view),
                    set,
                    seats: G::SEATS.to_vec(),
                    check,
                    cards,
                }
            }
            Phase::Playing(game) => SealedBoard::Playing {
                board: game.board(seat),
            },
        }
    }
}

fn pool_card(card: &altplay_cards::printed::PrintedCard) -> PoolCard {
    let (supertype, types) = match card.pokemon() {
        Some(p) => ("Pokémon", p.types.iter().map(ToString::to_string).collect()),
        None if card.trainer().is_some() => ("Trainer", Vec::new()),
        None => ("Energy", Vec::new()),
    };
    PoolCard {
        name: card.name.clone(),
        supertype,
        subtypes: card.subtypes.clone(),
        types,
    }
}

/// The sets whose packs can be opened (every card plays), by id and name, read once.
fn openable_sets() -> &'static [(String, String)] {
    static SETS: OnceLock<Vec<(String, String)>> = OnceLock::new();
    SETS.get_or_init(|| {
        let Ok(data) = card_data(None) else {
            return Vec::new();
        };
        packed_sets(&data)
            .filter(|(_, cards)| unplayable(cards).is_empty())
            .map(|(s, _)| (s.id.clone(), s.name.clone()))
            .collect()
    })
}
