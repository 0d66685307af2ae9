//! The normal game at a table: two decks, each seat a person or an AI. A deck is a name or a
//! decklist sent inline, never a file: the server reads its own card data and nothing a client
//! names. The configuration lists every deck by card id, with the cards' digest, so that a
//! stored table is rebuilt from the database alone.

use std::sync::OnceLock;

use altplay_cards::Catalog;
use altplay_cards::printed::Pool;
use altplay_format::{Format, Hosted};
use serde::Deserialize;
use serde_json::{Map, Value, json};

use super::Setup;
use super::{CardData, Config, DeckChoice, DeckRequest, Decklist, card_data, people, words};
use crate::game::{Rules, Table, Tcg};

/// A table asked for: the decks (see [`DeckRequest`] for what a deck may be), and the card pool
/// they must keep to, if one is named (TCG-18).
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Request {
    pub decks: Vec<DeckRequest>,
    #[serde(default)]
    pub pool: Option<Pool>,
}

impl Hosted for Tcg {
    type Request = Request;

    fn configure(request: Request, _: &Catalog) -> Result<Config, String> {
        let data = card_data(None)?;
        let decks = request
            .decks
            .into_iter()
            .enumerate()
            .map(|(i, deck)| listed(&data, deck, &format!("decks[{i}]")).map(DeckChoice::Listed))
            .collect::<Result<Vec<_>, _>>()?;
        in_pool(&data, &decks, request.pool)?;
        Ok(Config {
            cards_digest: Some(data.cards_digest(&decks).map_err(|e| e.to_string())?),
            decks,
            data: None,
            sealed: None,
        })
    }

    type Board = people::Board;

    /// The board for people, the seats called "Seat 1" and "Seat 2".
    fn board(&self, seat: Option<altplay_core::Seat>) -> people::Board {
        people::board(self, seat, &words::numbered)
    }

    const PLAYERS: &'static [&'static str] = &["greedy", "ismcts:iters=200", "random"];

    fn choices() -> Map<String, Value> {
        let mut choices = Map::new();
        choices.insert("decks".into(), json!(playable_theme_decks()));
        choices.insert("pool".into(), json!(Pool::ALL));
        choices
    }

    /// Each theme deck offered by its name and series, the card pools by theirs.
    fn labels() -> Map<String, Value> {
        let mut labels = deck_labels(playable_theme_decks());
        labels.insert("pool".into(), pool_labels());
        labels
    }

    fn unavailable() -> Option<String> {
        data_unavailable()
    }

    fn card(id: &str) -> Option<Value> {
        printed_card(id)
    }

    /// The decks as read, for the form to show before the table is made (a pasted decklist).
    fn preview(setup: &Setup) -> Map<String, Value> {
        let decks = &setup.config.decks;
        let names: Vec<String> = match card_data(None) {
            Ok(data) => decks.iter().map(|d| data.deck_name(d)).collect(),
            Err(_) => decks.iter().map(|d| d.name().to_string()).collect(),
        };
        decks_preview(&setup.table, &names)
    }

    /// The default decks, in any card pool (`unlimited`: the theme decks are not all Standard).
    fn default_request() -> Value {
        let mut request = json!(Tcg::default_config());
        request["pool"] = json!(Pool::Unlimited);
        request
    }
}

/// Why no table of the engine's formats can be made here: the card data cannot be read (the
/// message names `altplay cards fetch`).
fn data_unavailable() -> Option<String> {
    card_data(None).err()
}

/// The printed card `id` of the card data, as the data set gives it (its attacks with cost,
/// damage and text, abilities, Weakness, Resistance, Retreat Cost, rules): `Hosted::card` for
/// every format on this engine.
fn printed_card(id: &str) -> Option<Value> {
    let data = card_data(None).ok()?;
    let card = data.index.get(id)?;
    Some(serde_json::to_value(card).expect("printed cards serialize to JSON"))
}

/// `"decks"`: each deck of `names` → its words for people ([`CardData::deck_label`]); none
/// without card data.
pub fn deck_labels<S: AsRef<str>>(names: &[S]) -> Map<String, Value> {
    let mut labels = Map::new();
    if let Ok(data) = card_data(None) {
        let decks = names
            .iter()
            .map(|n| (n.as_ref().to_string(), json!(data.deck_label(n.as_ref()))));
        labels.insert("decks".into(), Value::Object(decks.collect()));
    }
    labels
}

/// Each card pool (TCG-18) by its name: `"standard": "Standard"`.
pub fn pool_labels() -> Value {
    let name = |pool: Pool| {
        let id = pool.name();
        (
            id.to_string(),
            json!(id[..1].to_ascii_uppercase() + &id[1..]),
        )
    };
    Value::Object(Pool::ALL.into_iter().map(name).collect())
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
                d.resolve(&data.index).is_ok_and(|deck| {
                    Table::new(&[deck.clone(), deck], Rules::two_players()).is_ok()
                })
            })
            .map(|d| d.id.clone())
            .collect()
    })
}

/// TCG-18 at a table: each deck listed (`decks[i]`) keeps to `pool`, if one is named; the error
/// names the deck's place, the rule and each card outside. A deck not listed (Raid Format's
/// `physical`, played with a person's own cards) is not checked.
pub fn in_pool(data: &CardData, decks: &[DeckChoice], pool: Option<Pool>) -> Result<(), String> {
    let Some(pool) = pool else {
        return Ok(());
    };
    for (i, deck) in decks.iter().enumerate() {
        if matches!(deck, DeckChoice::Listed(_)) {
            let checked = data.deck(deck).and_then(|d| d.check_pool(pool));
            checked.map_err(|e| format!("decks[{i}]: {e}"))?;
        }
    }
    Ok(())
}

/// The deck `request` asks for at `place` (`decks[1]`), listed by card id. A name that looks like
/// a file is refused saying that a table reads no file.
pub fn listed(data: &CardData, request: DeckRequest, place: &str) -> Result<Decklist, String> {
    if let DeckRequest::Named(name) = &request {
        no_file(
            name,
            place,
            "the decklist itself (its text, or {\"name\", \"cards\"})",
        )?;
    }
    data.requested(request, place)
        .map_err(|e| format!("{place}: {e}"))
}

/// Refuses a name at `place` that looks like a file, saying to send `instead`: a table reads no
/// file, and says so the same whether one is there or not.
pub fn no_file(name: &str, place: &str, instead: &str) -> Result<(), String> {
    if looks_like_a_path(name) {
        return Err(format!(
            "{place}: {name:?}: a table reads no file; send {instead}"
        ));
    }
    Ok(())
}

/// A name ending in a file extension, or with a path separator: what people type for a file.
fn looks_like_a_path(name: &str) -> bool {
    name.contains(['/', '\\'])
        || [".toml", ".txt", ".json"]
            .iter()
            .any(|ext| name.to_ascii_lowercase().ends_with(ext))
}

/// `"decks"`: each deck of `table` as read ([`people::decks_read`]), by its name of `names`:
/// what a form shows of the decks before a table is made (Team Battle's too).
pub fn decks_preview(table: &Table, names: &[String]) -> Map<String, Value> {
    let mut preview = Map::new();
    preview.insert("decks".into(), json!(people::decks_read(table, names)));
    preview
}

#[cfg(test)]
mod tests {
    use super::*;
    use altplay_core::Game;
    use altplay_format::Format;
    use serde_json::{Value, json};

    fn configure(decks: Value) -> Result<Config, String> {
        let request: Request =
            serde_json::from_value(json!({ "decks": decks })).map_err(|e| e.to_string())?;
        Tcg::configure(request, &Catalog::with_builtin_roster(None))
    }

    /// TCG-18 at a table: a request may name the card pool its decks keep to; a deck with a card
    /// outside it is refused naming the deck's place, the rule and each card.
    #[test]
    fn tcg_18_a_table_refuses_a_deck_outside_its_card_pool() {
        let request = |pool: &str| -> Result<Config, String> {
            let request: Request = serde_json::from_value(
                json!({ "decks": ["d-swsh1-1", "d-swsh1-2"], "pool": pool }),
            )
            .map_err(|e| e.to_string())?;
            Tcg::configure(request, &Catalog::with_builtin_roster(None))
        };
        assert!(request("unlimited").is_ok());
        assert!(request("expanded").is_ok());
        let refused = request("standard").unwrap_err();
        assert!(
            refused.starts_with("decks[0]: TCG-18: ") && refused.contains("Rillaboom (swsh1-15)"),
            "{refused}"
        );
        assert!(
            request("modern")
                .unwrap_err()
                .contains("unknown variant `modern`")
        );
        let offered = Tcg::offers();
        assert_eq!(offered.default["pool"], "unlimited");
        assert_eq!(
            offered.choices["pool"],
            json!(["standard", "expanded", "unlimited"])
        );
    }

    /// The text of one of the project's decklists.
    fn builtin_text(name: &str) -> &'static str {
        super::super::decklists::builtin(name).unwrap().text
    }

    #[test]
    fn every_deck_is_listed_by_card_id_with_the_cards_digest_and_plays_as_named() {
        let named = configure(json!(["grass-rillaboom", "d-swsh1-2"])).unwrap();
        for (deck, name) in named.decks.iter().zip(["grass-rillaboom", "Cinderace"]) {
            let DeckChoice::Listed(list) = deck else {
                panic!("{deck:?} is not listed")
            };
            assert_eq!(list.name, name);
            let data = card_data(None).unwrap();
            assert!(
                list.cards.iter().all(|l| data.index.get(&l.card).is_some()),
                "by id"
            );
        }
        let digest = named.cards_digest.clone().expect("a digest");
        let by_name = Tcg::default_config();
        // The listed decks deal the same game as the names they were made from.
        let config = Config {
            decks: vec!["grass-rillaboom".into(), "d-swsh1-2".into()],
            ..by_name
        };
        let from_names = Tcg::setup(config).unwrap();
        let from_lists = Tcg::setup(named).unwrap();
        let (a, b) = (
            Tcg::start(&from_names, 5, true),
            Tcg::start(&from_lists, 5, true),
        );
        assert_eq!(a.view(None), b.view(None));
        assert_eq!(from_lists.config.cards_digest.as_deref(), Some(&*digest));
    }

    /// A list as PTCG Live exports it (TCG-20): sections, set codes and numbers, basic Energy.
    const PTCG_LIVE: &str = "Pokémon: 11\n4 Grookey SSH 11\n4 Thwackey SSH 13\n3 Rillaboom SSH 14\n\nEnergy: 49\n49 Basic {G} Energy\n\nTotal Cards: 60\n";

    #[test]
    fn a_pasted_toml_decklist_tcg_20_text_or_json_list_plays_and_a_changed_digest_is_refused() {
        let text = builtin_text("fire-cinderace");
        let mut config = configure(json!([text, {"name": "Mine", "text": PTCG_LIVE}])).unwrap();
        assert_eq!(config.decks[0].name(), "decklist");
        assert_eq!(config.decks[1].name(), "Mine");
        let DeckChoice::Listed(mine) = &config.decks[1] else {
            panic!("listed")
        };
        let ids: Vec<(&str, u32)> = mine
            .cards
            .iter()
            .map(|l| (&*l.card, l.count.get()))
            .collect();
        assert_eq!(
            &ids[..3],
            [("swsh1-11", 4), ("swsh1-13", 4), ("swsh1-14", 3)]
        );
        Tcg::setup(config.clone()).unwrap();
        let json_list = json!({"name": "Listed", "cards": mine.cards});
        assert_eq!(
            configure(json!([json_list, "d-swsh1-1"])).unwrap().decks[0].name(),
            "Listed"
        );
        config.cards_digest = Some("0123".into());
        let err = Tcg::setup(config).unwrap_err();
        assert_eq!(err.rule, "TCG-2");
        assert!(
            err.message
                .contains("its cards no longer read as when the table was made"),
            "{err}"
        );
    }

    #[test]
    fn a_deck_named_like_a_file_is_refused_without_reading_it() {
        for path in [
            "Cargo.toml",
            "../Cargo.toml",
            "/etc/passwd",
            "missing.toml",
            "deck.TXT",
        ] {
            let err = configure(json!([path, "d-swsh1-2"])).unwrap_err();
            assert_eq!(
                err,
                format!(
                    "decks[0]: {path:?}: a table reads no file; send the decklist itself (its text, or {{\"name\", \"cards\"}})"
                )
            );
        }
        let err = configure(json!(["d-swsh1-1", "Rilaboom"])).unwrap_err();
        assert!(
            err.starts_with("decks[1]: TCG-2: unknown theme deck \"Rilaboom\""),
            "{err}"
        );
        let err = configure(json!([
            "d-swsh1-1",
            "[[cards]]\ncard = \"Pikachuu\"\ncount = 60\n"
        ]))
        .unwrap_err();
        assert!(
            err.starts_with("decks[1]: TCG-2: decks[1]:2: field `card`"),
            "{err}"
        );
        let err = configure(json!([
            "d-swsh1-1",
            "4 Grookey SSH 11\n4 Thwackey SHS 13\n"
        ]))
        .unwrap_err();
        assert!(err.starts_with("decks[1]: TCG-2: decks[1]:2:"), "{err}");
    }
}
