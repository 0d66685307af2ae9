//! `altplay serve` rebuilds every table from its database alone, against the real binary on
//! loopback: a table made from decklists and a boss set-up sent inline restarts with no file
//! anywhere; a table whose rows were edited by hand, or whose cards read differently in the
//! card data now, answers 409 naming why, and every other table is served. One table never
//! stops the server.

#[allow(dead_code)]
mod common;

use std::path::{Path, PathBuf};

use common::api::{Api, DAMAGE, Table, grid_request, without_version, ws_connect};
use common::server::Server;
use serde_json::{Value, json};

fn repository() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The text of one of the project's data files, as a person would paste it.
fn pasted(file: &str) -> String {
    std::fs::read_to_string(repository().join("data").join(file)).unwrap()
}

/// Takes `n` actions at `t` (each the first offered to the seat to move, once AI has moved).
fn steps(api: &Api, t: &Table, n: usize) {
    for _ in 0..n {
        assert!(api.step(t, DAMAGE), "table {} ended early", t.id);
    }
}

#[test]
fn a_table_made_from_pasted_decklists_restarts_from_the_database_alone() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("tables.db");
    let server = Server::start(&db);
    let api = Api::new(&server);
    let live = "Pokémon: 11\n4 Grookey SSH 11\n4 Thwackey SSH 13\n3 Rillaboom SSH 14\n\nEnergy: 49\n49 Basic {G} Energy\n\nTotal Cards: 60\n";
    let tcg = api.create(&json!({"format": "tcg",
        "decks": [pasted("tcg/grass-rillaboom.toml"), {"name": "Live", "text": live}]}));
    let raid = api.create(&json!({"format": "raid-format",
        "boss": pasted("raid-format/bosses/gyarados-vmax.toml"),
        "decks": [pasted("tcg/fire-cinderace.toml"), {"name": "Grass", "text": live}]}));
    steps(&api, &tcg, 6);
    steps(&api, &raid, 6);
    let seen: Vec<(Value, Value)> = [&tcg, &raid]
        .iter()
        .map(|t| {
            let mine = api.snapshot(t, t.seat(1));
            (
                without_version(api.snapshot(t, None)),
                without_version(mine),
            )
        })
        .collect();
    server.kill();
    let server = Server::start(&db);
    let api = Api::new(&server);
    for (t, (spectator, seat)) in [&tcg, &raid].into_iter().zip(seen) {
        assert_eq!(without_version(api.snapshot(t, None)), spectator);
        assert_eq!(without_version(api.snapshot(t, t.seat(1))), seat);
        steps(&api, t, 2);
    }
}

/// A battle-grid table and a tcg table; `edit` is run on the database with `{t}` the tcg
/// table's id, and the server started again.
fn after_editing(edit: &str) -> (tempfile::TempDir, Server, Api, Table, Table) {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("tables.db");
    let server = Server::start(&db);
    let api = Api::new(&server);
    let t = api.create(&json!({"format": "tcg", "decks": ["grass-rillaboom", "d-swsh1-2"]}));
    let other = api.create(&grid_request([None, None], false));
    steps(&api, &t, 6);
    steps(&api, &other, 2);
    server.kill();
    let conn = rusqlite::Connection::open(&db).unwrap();
    conn.execute_batch(&edit.replace("{t}", &t.id)).unwrap();
    drop(conn);
    let server = Server::start(&db);
    let api = Api::new(&server);
    (dir, server, api, t, other)
}

/// Table `t` answers 409 naming `why` wherever it is asked for, and `other` is served.
fn unavailable(api: &Api, server: &Server, t: &Table, other: &Table, why: &str) {
    let prefix = format!("table {} cannot be rebuilt from the database: ", t.id);
    let replies = [
        api.get(&t.path(), None),
        api.get(&t.path(), t.seat(0)),
        api.post(&t.actions(), t.seat(0), &json!({"action": {"do": "done"}})),
        api.post_raw(&t.undo(), t.creator(), Vec::new()),
    ];
    for reply in replies {
        assert_eq!(reply.status, 409, "{why}: {reply:?}");
        assert!(
            reply.error().starts_with(&prefix) && reply.error().contains(why),
            "{why}: {reply:?}"
        );
    }
    assert_eq!(ws_connect(&server.url, &t.id, None).err(), Some(409));
    assert_eq!(api.snapshot(other, None)["actions"], 2);
    steps(api, other, 1);
    // The server goes on making tables.
    api.create(&grid_request([None, None], false));
}

#[test]
fn a_table_whose_rows_were_edited_by_hand_answers_409_naming_why_and_the_others_are_served() {
    let cases = [
        ("DELETE FROM seats WHERE table_id = '{t}'", "no seat rows"),
        (
            "UPDATE actions SET seat = 255 WHERE table_id = '{t}' AND seq = 2",
            "action 2 is by seat 255, but the table has 2 seat rows",
        ),
        (
            "DELETE FROM actions WHERE table_id = '{t}' AND seq = 1",
            "action 2 where action 1 was expected",
        ),
        // An action naming a card the table has not: refused by the rules, never a panic.
        (
            "UPDATE actions SET action = '{\"do\":\"place\",\"card\":65535}' WHERE table_id = '{t}' AND action LIKE '%\"place\"%'",
            "TCG-16: no such card at this table",
        ),
        (
            "UPDATE tables SET config = 'nonsense' WHERE id = '{t}'",
            "configuration: ",
        ),
        // Decklists changed by hand: the cards no longer read as when the table was made.
        (
            "UPDATE tables SET config = replace(config, '\"swsh1-15\"', '\"swsh1-14\"') WHERE id = '{t}'",
            "TCG-2: its cards no longer read as when the table was made",
        ),
    ];
    for (edit, why) in cases {
        let (_dir, server, api, t, other) = after_editing(edit);
        unavailable(&api, &server, &t, &other, why);
    }
}

/// A copy of the card data set, to change under a server.
fn copy_of_the_card_data(to: &Path) -> PathBuf {
    let from = repository().join("../shared/data/pokemon-tcg-data");
    let data = to.join("pokemon-tcg-data");
    for sub in ["cards/en", "decks/en", "sets"] {
        std::fs::create_dir_all(data.join(sub)).unwrap();
        for entry in std::fs::read_dir(from.join(sub)).unwrap() {
            let path = entry.unwrap().path();
            if path.is_file() {
                std::fs::copy(&path, data.join(sub).join(path.file_name().unwrap())).unwrap();
            }
        }
    }
    data
}

#[test]
fn a_table_whose_cards_changed_in_the_card_data_answers_409_and_the_others_are_served() {
    let dir = tempfile::tempdir().unwrap();
    let data = copy_of_the_card_data(dir.path());
    let env = [("ALTPLAY_TCG_DATA", data.as_path())];
    let db = dir.path().join("tables.db");
    let server = Server::start_in(&db, &[], &env);
    let api = Api::new(&server);
    // Rillaboom (swsh1-15) is in the first table's decks, not in the second's.
    let t = api.create(&json!({"format": "tcg", "decks": ["grass-rillaboom", "d-swsh1-2"]}));
    let other = api.create(&json!({"format": "tcg", "decks": ["d-swsh1-2", "d-swsh1-2"]}));
    steps(&api, &t, 4);
    steps(&api, &other, 2);
    server.kill();
    let file = data.join("cards/en/swsh1.json");
    let mut cards: Vec<Value> =
        serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    let rillaboom = cards.iter_mut().find(|c| c["id"] == "swsh1-15").unwrap();
    assert_eq!(rillaboom["hp"], "190");
    rillaboom["hp"] = json!("200");
    std::fs::write(&file, serde_json::to_string(&cards).unwrap()).unwrap();
    let server = Server::start_in(&db, &[], &env);
    let api = Api::new(&server);
    unavailable(
        &api,
        &server,
        &t,
        &other,
        "TCG-2: its cards no longer read as when the table was made (the card data, or its decklists, changed)",
    );
}

/// Without card data, the normal game's formats say so on their forms, naming the command that
/// fetches it (issue 29, point 8), and refuse a table saying the same; the other formats are
/// offered as ever.
#[test]
fn without_card_data_the_forms_say_to_run_cards_fetch() {
    let dir = tempfile::tempdir().unwrap();
    let empty = dir.path().join("no-card-data");
    std::fs::create_dir_all(&empty).unwrap();
    let env = [("ALTPLAY_TCG_DATA", empty.as_path())];
    let server = Server::start_in(&dir.path().join("tables.db"), &[], &env);
    let api = Api::new(&server);
    let options = api.get_ok("/api/options", None);
    for offer in options["formats"].as_array().unwrap() {
        let format = offer["format"].as_str().unwrap();
        match format {
            "tcg" | "raid-format" | "team-battle" | "team-battle-sealed" => {
                let why = offer["unavailable"].as_str().unwrap_or_default();
                assert!(
                    why.starts_with("no card data at ") && why.contains("altplay cards fetch"),
                    "{format}: {why:?}"
                );
            }
            _ => assert!(offer.get("unavailable").is_none(), "{format}: {offer}"),
        }
    }
    let request = json!({"format": "tcg", "decks": ["d-swsh1-1", "d-swsh1-2"]});
    let refused = api.post("/api/tables", None, &request);
    assert!(
        refused.body["error"]
            .as_str()
            .unwrap_or_default()
            .contains("altplay cards fetch"),
        "{refused:?}"
    );
}
