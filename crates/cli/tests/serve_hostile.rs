//! `altplay serve` as a hostile client tries it, against the real binary on loopback: no hidden
//! card leaks to another seat, AI effort is capped, queued and stopped, oversized WebSocket
//! frames are refused on their header, a hand-edited database or a second server is refused,
//! and every odd request gets a clear JSON error.

#[allow(dead_code)]
mod common;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::thread::sleep;
use std::time::{Duration, Instant};

use common::api::{Api, DAMAGE, LIVE, Next, grid_request, raid_request, raw_http, start};
use common::api::{without_version, ws_connect};
use common::server::Server;
use common::{Run, arg, failed, ok};
use reqwest::Method;
use serde_json::{Value, json};

// ---- The end of a game is final, and its replay is the table's own --------------------------

#[test]
fn a_finished_games_replay_goes_only_to_its_seats_and_creator_and_the_end_is_final() {
    let (_dir, _server, api) = start();
    let t = api.create(&grid_request([None, Some("greedy")], false));
    let other = api.create(&grid_request([None, None], false));
    api.play_to_end(&t, DAMAGE);
    let path = format!("{}/replay", t.path());
    for token in [None, other.seat(0), other.creator()] {
        let reply = api.get(&path, token);
        assert_eq!(reply.status, 403, "replay for {token:?}: {reply:?}");
        assert!(reply.body["config"].is_null() && reply.body["seed"].is_null());
    }
    for token in [t.seat(0), t.seat(1), t.creator()] {
        let reply = api.get(&path, token);
        assert_eq!(reply.status, 200, "replay for {token:?}: {reply:?}");
        assert!(reply.body["seed"].is_u64(), "{reply:?}");
    }
    // Seat 0, the person who acted last, and the creator may no longer reopen the game.
    let end = without_version(api.snapshot(&t, None));
    assert_eq!(api.snapshot(&t, t.seat(0))["can_undo"], false);
    for token in [t.seat(0), t.creator()] {
        let reply = api.post_raw(&t.undo(), token, Vec::new());
        assert_eq!(reply.status, 409, "undo by {token:?}: {reply:?}");
        assert!(reply.error().contains("final"), "{reply:?}");
    }
    assert_eq!(without_version(api.snapshot(&t, None)), end);
}

// ---- A hidden hand's imported cards are not in another device's card table -----------------

/// A card store holding just the real cards `ids`, imported by `altplay cards import` from a
/// folder in the pokemon-tcg-data layout made of their entries.
fn store_with(dir: &Path, ids: &[&str]) -> PathBuf {
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/data/pokemon-tcg-data");
    let mut picked = Vec::new();
    for id in ids {
        let set = id.split_once('-').expect("an id is set-number").0;
        let file = data.join(format!("cards/en/{set}.json"));
        let cards: Vec<Value> = serde_json::from_str(&std::fs::read_to_string(&file).unwrap())
            .unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        let card = cards.into_iter().find(|c| c["id"] == *id);
        picked.push(card.unwrap_or_else(|| panic!("{id} in {}", file.display())));
    }
    let cards = dir.join("picked/cards/en");
    std::fs::create_dir_all(&cards).unwrap();
    std::fs::write(cards.join("picked.json"), json!(picked).to_string()).unwrap();
    let store = dir.join("cards.json");
    ok(&[
        "cards",
        "import",
        arg(&dir.join("picked")),
        "--store",
        arg(&store),
    ]);
    store
}

fn names_in_card_table(snap: &Value) -> Vec<String> {
    let cards = snap["view"]["cards"]
        .as_object()
        .expect("cards is an object keyed by index");
    cards
        .values()
        .map(|c| c["name"].as_str().unwrap().to_string())
        .collect()
}

#[test]
fn a_hidden_hand_of_imported_cards_is_not_in_any_other_devices_card_table() {
    let dir = tempfile::tempdir().unwrap();
    let store = store_with(dir.path(), &["swsh7-102", "swsh7-103", "cel25-11"]);
    let server = Server::start_with(&dir.path().join("t.db"), &["--store", arg(&store)]);
    let api = Api::new(&server);
    let illusions = r#"name = "Illusions"
cards = ["swsh7-102", "swsh7-102", "swsh7-103", "swsh7-103", "cel25-11", "cel25-11",
         "Snorlax", "Snorlax", "Onix", "Onix", "Chansey", "Chansey", "Lapras", "Lapras", "Eevee"]
"#;
    let t = api.create(&json!({
        "format": "battle-grid", "decks": ["titans", illusions], "open_decklists": false,
    }));
    let imported = ["Zorua", "Zoroark", "Mew"];
    for token in [t.seat(0), None, t.creator()] {
        let names = names_in_card_table(&api.snapshot(&t, token));
        assert!(
            names.contains(&"Snorlax".to_string()),
            "the public pool is shown"
        );
        for name in imported {
            assert!(
                !names.contains(&name.to_string()),
                "{name} shown to {token:?}"
            );
        }
    }
    let own = names_in_card_table(&api.snapshot(&t, t.seat(1)));
    for name in imported {
        assert!(
            own.contains(&name.to_string()),
            "seat 1 knows its own {name}"
        );
    }
    // Once seat 1 places Zorua, every device may know it; Mew stays hidden.
    loop {
        let snap = api.snapshot(&t, None);
        assert_eq!(snap["over"], false, "seat 1 had a Zorua to place");
        let seat = snap["to_move"].as_u64().unwrap() as usize;
        let mine = api.snapshot(&t, t.seat(seat));
        let legal = mine["legal"].as_array().unwrap();
        let zorua = legal.iter().find(|a| {
            let card = &a["action"]["place"]["card"];
            card.as_u64()
                .is_some_and(|c| mine["view"]["cards"][c.to_string()]["name"] == "Zorua")
        });
        match (seat, zorua) {
            (1, Some(place)) => {
                api.act_ok(&t, 1, place["action"].clone());
                break;
            }
            _ => api.act_ok(&t, seat, legal[0]["action"].clone()),
        };
    }
    let names = names_in_card_table(&api.snapshot(&t, t.seat(0)));
    assert!(names.contains(&"Zorua".to_string()), "{names:?}");
    assert!(!names.contains(&"Mew".to_string()), "{names:?}");
}

// ---- AI effort: capped, queued, stopped ----------------------------------------------------

#[test]
fn ai_effort_over_the_servers_cap_is_refused_naming_the_cap() {
    let (_dir, _server, api) = start();
    for (spec, cap) in [
        ("ismcts:ms=4294967295", "cap of 5000 ms a move"),
        ("ismcts:iters=100001", "cap of 100000 iterations a move"),
    ] {
        let reply = api.post(
            "/api/tables",
            None,
            &grid_request([Some(spec), None], false),
        );
        assert_eq!(reply.status, 422, "{spec}: {reply:?}");
        assert!(reply.error().contains(cap), "{spec}: {reply:?}");
        let t = api.create(&grid_request([None, None], false));
        let reply = api.put(&t.ai(1), t.creator(), &json!({ "policy": spec }));
        assert_eq!(reply.status, 422, "{spec}: {reply:?}");
        assert!(reply.error().contains(cap), "{spec}: {reply:?}");
    }
}

/// A server whose AI may search for a minute a move on one slot, with `more` flags.
fn ai_server(more: &[&str]) -> (tempfile::TempDir, Server, Api) {
    let dir = tempfile::tempdir().unwrap();
    let minute = ["--ai-max-ms", "60000", "--ai-max-iters", "4000000000"];
    let flags = [&minute[..], &["--ai-searches", "1"], more].concat();
    let server = Server::start_with(&dir.path().join("t.db"), &flags);
    let api = Api::new(&server);
    (dir, server, api)
}

/// Hands both seats of Battle Grid table `t` back to people (its creator does).
fn seats_to_people(api: &Api, t: &common::api::Table) {
    for seat in 0..2 {
        let reply = api.put(&t.ai(seat), t.creator(), &json!({ "policy": null }));
        assert_eq!(reply.status, 200, "{reply:?}");
    }
}

/// Searches take turns on the server's slots: with six tables each searching for a minute on the
/// one slot, a new table's quick search is served within a few rounds of slices (100 ms each),
/// not after the minutes the others' searches take. A search whose table changed stops.
#[test]
fn searches_take_turns_on_the_servers_slots_and_a_search_whose_table_changed_stops() {
    // Every table here is this one client's: let its searches be all open ones.
    let (_dir, _server, api) = ai_server(&["--ai-open-searches-per-address", "16"]);
    let slow: Vec<_> = (0..6)
        .map(|_| api.create(&grid_request([Some("ismcts:ms=60000"); 2], false)))
        .collect();
    sleep(Duration::from_millis(500));
    let started = Instant::now();
    let quick = api.create(&grid_request([Some("ismcts:iters=20"); 2], false));
    api.wait_for(&quick, |s| s["actions"].as_u64() >= Some(2));
    let waited = started.elapsed();
    assert!(
        waited < Duration::from_secs(10),
        "the quick table waited {waited:?}"
    );
    for t in &slow {
        assert_eq!(
            api.snapshot(t, None)["actions"],
            0,
            "a minute's search is not over"
        );
    }
    // People take the slow tables' seats: their searches stop, and no move of theirs is taken.
    for t in &slow {
        seats_to_people(&api, t);
    }
    let quick_again = api.create(&grid_request([Some("ismcts:iters=20"); 2], false));
    api.wait_for(&quick_again, |s| s["actions"].as_u64() >= Some(2));
    sleep(Duration::from_millis(300));
    for t in &slow {
        assert_eq!(
            api.snapshot(t, None)["actions"],
            0,
            "the stopped search did not move"
        );
    }
}

/// At most `--ai-open-searches` searches are open at once (each keeps its tree while it waits its
/// turn): with two open, a third table's search waits to begin until one of them ends.
#[test]
fn searches_beyond_the_open_ones_wait_to_begin() {
    let (_dir, _server, api) = ai_server(&["--ai-open-searches", "2"]);
    let slow: Vec<_> = (0..2)
        .map(|_| api.create(&grid_request([Some("ismcts:ms=60000"); 2], false)))
        .collect();
    sleep(Duration::from_millis(500));
    let quick = api.create(&grid_request([Some("ismcts:iters=20"); 2], false));
    sleep(Duration::from_secs(2));
    assert_eq!(
        api.snapshot(&quick, None)["actions"],
        0,
        "it waits to begin"
    );
    seats_to_people(&api, &slow[0]);
    api.wait_for(&quick, |s| s["actions"].as_u64() >= Some(1));
}

/// One client address's tables may hold `--ai-open-searches-per-address` of the open searches:
/// its other tables wait behind its own, and another client's table is served at once.
#[test]
fn one_clients_many_ai_tables_do_not_keep_anothers_waiting() {
    let (_dir, server, api) = ai_server(&[
        "--ai-open-searches",
        "8",
        "--ai-open-searches-per-address",
        "2",
    ]);
    for _ in 0..6 {
        api.create(&grid_request([Some("ismcts:ms=60000"); 2], false));
    }
    let quick = grid_request([Some("ismcts:iters=20"); 2], false);
    let mine = api.create(&quick);
    // Another client, from 127.0.0.2.
    let other = reqwest::blocking::Client::builder()
        .local_address(std::net::IpAddr::from([127, 0, 0, 2]))
        .build()
        .unwrap();
    let started = Instant::now();
    let made: Value = other
        .post(format!("{}/api/tables", server.url))
        .json(&quick)
        .send()
        .unwrap()
        .json()
        .unwrap();
    let theirs = made["table"].as_str().expect("a table").to_string();
    loop {
        let snap: Value = other
            .get(format!("{}/api/tables/{theirs}", server.url))
            .send()
            .unwrap()
            .json()
            .unwrap();
        if snap["actions"].as_u64() > Some(0) {
            break;
        }
        assert!(
            started.elapsed() < Duration::from_secs(10),
            "the other client's AI waited"
        );
        sleep(Duration::from_millis(20));
    }
    assert_eq!(
        api.snapshot(&mine, None)["actions"],
        0,
        "the first client's own tables wait behind its others"
    );
}

// ---- WebSocket frames are limited on their header ------------------------------------------

#[test]
fn a_websocket_frame_announcing_14_mb_closes_the_socket_before_its_payload_arrives() {
    let (_dir, server, api) = start();
    let t = api.create(&raid_request([false; 4], [None; 4]));
    let mut live = ws_connect(&server.url, &t.id, None).unwrap();
    live.snapshot(LIVE);
    // A masked text frame (as clients send) announcing 14 MB, of which 100 bytes come.
    let mut frame = vec![0x81, 0x80 | 127];
    frame.extend(14_000_000u64.to_be_bytes());
    frame.extend([1, 2, 3, 4]);
    frame.extend([b'x'; 100]);
    live.stream().write_all(&frame).unwrap();
    assert_eq!(live.next(Duration::from_secs(3)), Next::Closed);
    assert_eq!(
        api.snapshot(&t, None)["actions"],
        0,
        "the table is unharmed"
    );
}

// ---- One server per database, and a database edited by hand is refused --------------------

/// `altplay serve` on `db`, expected to stop by itself within a few seconds (a server that
/// starts instead is killed, and the test fails).
fn serve_refused(db: &Path) -> String {
    let no_store = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/no-card-store");
    let mut child = Command::new(env!("CARGO_BIN_EXE_altplay"))
        .args(["serve", "--addr", "127.0.0.1:0", "--db", arg(db)])
        .env("ALTPLAY_HOME", &no_store)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("altplay serve starts");
    let deadline = Instant::now() + Duration::from_secs(10);
    while child.try_wait().unwrap().is_none() {
        if Instant::now() > deadline {
            child.kill().unwrap();
            let out = child.wait_with_output().unwrap();
            panic!(
                "the server started: {}",
                String::from_utf8_lossy(&out.stdout)
            );
        }
        sleep(Duration::from_millis(20));
    }
    let out = child.wait_with_output().unwrap();
    failed(Run {
        success: out.status.success(),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    })
}

#[test]
fn a_second_server_on_a_database_in_use_is_refused_and_the_first_goes_on() {
    let (_dir, server, api) = start();
    let t = api.create(&grid_request([None, None], false));
    api.step(&t, DAMAGE);
    let err = serve_refused(&server.db);
    assert!(err.contains("in use by another altplay serve"), "{err}");
    api.step(&t, DAMAGE);
    assert_eq!(api.snapshot(&t, None)["actions"], 2);
}

/// A database whose schema was changed by hand is not altplay's: the server does not start on
/// it (a table's rows edited by hand make that table unavailable instead: serve_restore.rs).
#[test]
fn a_database_whose_schema_was_edited_by_hand_stops_the_server_naming_what_is_wrong() {
    let (_dir, server, api) = start();
    let t = api.create(&grid_request([None, None], false));
    api.step(&t, DAMAGE);
    let db = server.db.clone();
    server.kill();
    let conn = rusqlite::Connection::open(&db).unwrap();
    conn.execute_batch("DROP TABLE actions").unwrap();
    drop(conn);
    let err = serve_refused(&db);
    assert!(err.contains("table `actions` is missing"), "{err}");
}

// ---- Odd requests get clear JSON errors ----------------------------------------------------

#[test]
fn a_seat_number_past_any_integer_is_named_as_given() {
    let (_dir, _server, api) = start();
    let t = api.create(&grid_request([None, None], false));
    let path = format!("{}/seats/18446744073709551615/ai", t.path());
    let reply = api.put(&path, t.creator(), &json!({ "policy": "greedy" }));
    assert_eq!(reply.status, 404, "{reply:?}");
    assert!(
        reply.error().contains("no seat 18446744073709551615"),
        "{reply:?}"
    );
}

#[test]
fn requests_hyper_cannot_read_are_answered_in_json_too() {
    let (_dir, server, _api) = start();
    let long = format!(
        "GET /api/tables/{} HTTP/1.1\r\nhost: x\r\n\r\n",
        "a".repeat(70_000)
    );
    let control = b"GET /api/options HTTP/1.1\r\nhost: x\r\nx-odd: a\x01b\r\n\r\n";
    for (status, request) in [(414, long.as_bytes()), (400, &control[..])] {
        let (got, body) = raw_http(&server.url, request);
        assert_eq!(got, status, "{body}");
        let body: Value = serde_json::from_str(&body).unwrap_or_else(|e| panic!("{e}: {body:?}"));
        assert!(
            body["error"].as_str().is_some_and(|m| !m.is_empty()),
            "{body}"
        );
    }
}

#[test]
fn a_body_not_sent_as_json_is_refused_with_415() {
    let (_dir, _server, api) = start();
    let request = serde_json::to_vec(&grid_request([None, None], false)).unwrap();
    for content_type in [
        Some("text/plain"),
        Some("application/x-www-form-urlencoded"),
        None,
    ] {
        let headers: Vec<(&str, &str)> = content_type
            .map(|c| ("content-type", c))
            .into_iter()
            .collect();
        let reply = api.request(Method::POST, "/api/tables", &headers, Some(request.clone()));
        assert_eq!(reply.status, 415, "{content_type:?}: {reply:?}");
        assert!(reply.error().contains("application/json"), "{reply:?}");
    }
    let headers = [("content-type", "Application/JSON; charset=utf-8")];
    let reply = api.request(Method::POST, "/api/tables", &headers, Some(request));
    assert_eq!(reply.status, 201, "{reply:?}");
}

#[test]
fn the_bearer_scheme_is_read_in_any_case_and_another_scheme_is_refused() {
    let (_dir, _server, api) = start();
    let t = api.create(&grid_request([None, None], false));
    let token = t.seat(1).unwrap();
    for scheme in ["Bearer", "bearer", "BEARER"] {
        let value = format!("{scheme} {token}");
        let reply = api.request(Method::GET, &t.path(), &[("authorization", &value)], None);
        assert_eq!(reply.status, 200, "{scheme}: {reply:?}");
        assert_eq!(reply.body["role"], "seat", "{scheme}");
        assert_eq!(reply.body["seat"], 1, "{scheme}");
    }
    for value in [
        format!("Basic {token}"),
        token.to_string(),
        "Bearer ".into(),
    ] {
        let reply = api.request(Method::GET, &t.path(), &[("authorization", &value)], None);
        assert_eq!(reply.status, 400, "{value}: {reply:?}");
        assert!(reply.error().contains("Bearer TOKEN"), "{reply:?}");
    }
}

#[test]
fn the_bench_scenarios_boss_is_not_offered_at_a_table() {
    let (_dir, _server, api) = start();
    let mut request = raid_request([false; 4], [None; 4]);
    request["boss"] = json!("bench");
    for path in ["/api/tables", "/api/preview"] {
        let reply = api.post(path, None, &request);
        assert_eq!(reply.status, 422, "{path}: {reply:?}");
        assert!(
            reply.error().contains("no built-in boss \"bench\""),
            "{reply:?}"
        );
    }
    let options = api.get_ok("/api/options", None);
    assert!(
        !options["formats"][0]["choices"]["boss"]
            .as_array()
            .unwrap()
            .contains(&json!("bench"))
    );
}

// ---- No file is read for a client -----------------------------------------------------------

/// A deck or a boss set-up named like a file, in a table request or a preview, is refused
/// without being opened: the answer is the same whether the file exists, holds a card's name or
/// is missing, and names none of its contents.
#[test]
fn no_deck_or_boss_a_client_names_is_read_from_the_servers_disk() {
    let (dir, _server, api) = start();
    let secret = dir.path().join("deck.toml");
    std::fs::write(&secret, "card = \"hush-hush\"\n").unwrap();
    let cargo = Path::new(env!("CARGO_MANIFEST_DIR")).join("Cargo.toml");
    let missing = dir.path().join("missing.toml");
    let paths = [
        arg(&secret).to_string(),
        arg(&cargo).to_string(),
        arg(&missing).to_string(),
        "Cargo.toml".to_string(),
        "../../../etc/passwd".to_string(),
    ];
    for path in &paths {
        let requests = [
            json!({"format": "tcg", "decks": [path, "d-swsh1-2"]}),
            json!({"format": "team-battle", "decks": ["d-swsh1-1", "d-swsh1-2", path, "d-swsh2-1"]}),
            json!({"format": "raid-format", "boss": "gyarados-vmax", "decks": [path]}),
            json!({"format": "raid-format", "boss": path, "decks": ["grass-rillaboom"]}),
        ];
        for request in requests {
            for endpoint in ["/api/tables", "/api/preview"] {
                let reply = api.post(endpoint, None, &request);
                assert_eq!(reply.status, 422, "{endpoint} {request}: {reply:?}");
                let error = reply.error();
                assert!(
                    error.contains("a table reads no file"),
                    "{request}: {reply:?}"
                );
                for leaked in ["hush", "No such file", "[package]", "root:", "unknown card"] {
                    assert!(!error.contains(leaked), "{request}: {reply:?}");
                }
            }
        }
    }
}

/// A decklist pasted at the table, in either text form or as JSON, makes the table.
#[test]
fn a_decklist_pasted_inline_makes_a_table_in_every_form() {
    let (_dir, _server, api) = start();
    let toml = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../data/tcg/grass-rillaboom.toml"),
    )
    .unwrap();
    let ptcg_live = "Pokémon: 11\n4 Grookey SSH 11\n4 Thwackey SSH 13\n3 Rillaboom SSH 14\n\nEnergy: 49\n49 Basic {G} Energy\n\nTotal Cards: 60\n";
    let listed = json!({"name": "Listed", "cards": [
        {"card": "swsh1-11", "count": 4}, {"card": "swsh1-13", "count": 4},
        {"card": "swsh1-14", "count": 3}, {"card": "Grass Energy", "count": 49}]});
    let t =
        api.create(&json!({"format": "tcg", "decks": [toml, {"name": "Live", "text": ptcg_live}]}));
    let u = api.create(
        &json!({"format": "team-battle", "decks": [listed, "d-swsh1-2", ptcg_live, "d-swsh2-1"]}),
    );
    let names = |t: &common::api::Table| -> Vec<String> {
        let seats = api.snapshot(t, None)["seats"].as_array().unwrap().clone();
        seats
            .iter()
            .map(|s| s["name"].as_str().unwrap().to_string())
            .collect()
    };
    assert_eq!(names(&t), ["Seat 1: decklist", "Seat 2: Live"]);
    assert_eq!(names(&u)[0], "A1: Listed");
    assert_eq!(names(&u)[2], "A2: decklist");
    let bad =
        json!({"format": "tcg", "decks": ["4 Grookey SSH 11\n4 Thwackey SHS 13\n", "d-swsh1-2"]});
    let reply = api.post("/api/tables", None, &bad);
    assert_eq!(reply.status, 422, "{reply:?}");
    assert!(
        reply.error().contains("decks[0]:2:"),
        "names the line: {reply:?}"
    );
}

// ---- Small ones --------------------------------------------------------------------------------

#[test]
fn a_preview_refuses_ai_over_the_caps_as_making_the_table_does() {
    let (_dir, _server, api) = start();
    let request = grid_request([Some("ismcts:iters=100001"), None], false);
    for endpoint in ["/api/tables", "/api/preview"] {
        let reply = api.post(endpoint, None, &request);
        assert_eq!(reply.status, 422, "{endpoint}: {reply:?}");
        assert!(
            reply.error().contains("ai[0]: ") && reply.error().contains("cap of 100000 iterations"),
            "{endpoint}: {reply:?}"
        );
    }
}

/// A seat acting for another is refused with 403 in every format, Raid Format's shared turn
/// included, and messages name seats as the table does (A1, Player 2), never by a number.
#[test]
fn acting_for_another_seat_is_403_naming_the_seats_as_the_table_does() {
    let (_dir, _server, api) = start();
    let rf = api.create(&json!({"format": "raid-format", "boss": "gyarados-vmax",
        "decks": ["grass-rillaboom", "fire-cinderace"]}));
    let mine = api.snapshot(&rf, rf.seat(1));
    let theirs = mine["legal"][0]["action"].clone();
    assert_eq!(theirs["player"], 1, "{theirs}");
    let reply = api.post(&rf.actions(), rf.seat(0), &json!({ "action": theirs }));
    assert_eq!(reply.status, 403, "{reply:?}");
    assert_eq!(
        reply.error(),
        "RF-7: that action is Player 2's to take, not Player 1's"
    );
    let tb = api.create(&json!({"format": "team-battle",
        "decks": ["d-swsh1-1", "d-swsh1-2", "d-swsh1-3", "d-swsh2-1"]}));
    let snap = api.snapshot(&tb, None);
    let to_move = snap["to_move"].as_u64().unwrap() as usize;
    let other = (to_move + 1) % 4;
    let reply = api.post(
        &tb.actions(),
        tb.seat(other),
        &json!({"action": {"do": "done"}}),
    );
    assert_eq!(reply.status, 403, "{reply:?}");
    let names = ["A1", "B1", "A2", "B2"];
    assert_eq!(
        reply.error(),
        format!(
            "TB-2: it is {}'s turn; only {}'s token may act",
            names[to_move], names[to_move]
        )
    );
}

/// An action with a field its kind does not have is refused, in every format.
#[test]
fn an_action_with_an_unknown_field_is_refused_and_changes_nothing() {
    let (_dir, _server, api) = start();
    let tables = [
        api.create(&json!({"format": "tcg", "decks": ["d-swsh1-1", "d-swsh1-2"]})),
        api.create(&json!({"format": "raid-boss", "boss": "Cinderwyrm",
            "heroes": ["Bulwark", "Emberlance", "Mendra", "Tessel"]})),
        api.create(&raid_request([true, false, false, false], [None; 4])),
        api.create(&json!({"format": "raid-format", "boss": "gyarados-vmax", "decks": ["grass-rillaboom"]})),
        api.create(&json!({"format": "team-battle",
            "decks": ["d-swsh1-1", "d-swsh1-2", "d-swsh1-3", "d-swsh2-1"]})),
        api.create(&grid_request([None, None], false)),
    ];
    for t in &tables {
        // The first action with fields: unit actions ("stay") are taken until one comes.
        let (before, seat, object) = (0..20)
            .find_map(|_| {
                let before = without_version(api.snapshot(t, None));
                let seat = before["may_act"][0].as_u64().unwrap() as usize;
                let mine = api.snapshot(t, t.seat(seat));
                let legal = mine["legal"].as_array().unwrap();
                let object = legal.iter().map(|l| &l["action"]).find(|a| a.is_object());
                match object {
                    Some(object) => Some((before, seat, object.clone())),
                    None => {
                        api.act_ok(t, seat, legal[0]["action"].clone());
                        None
                    }
                }
            })
            .expect("an action with fields within 20 actions");
        let mut odd = object.clone();
        // The fields' object: the action itself, or the one its name holds ({"place": {…}}).
        let fields = match odd.as_object_mut().unwrap() {
            o if o.len() == 1 && o.values().all(Value::is_object) => {
                o.values_mut().next().unwrap().as_object_mut().unwrap()
            }
            o => o,
        };
        fields.insert("x".into(), json!(1));
        let reply = api.post(&t.actions(), t.seat(seat), &json!({ "action": odd }));
        assert_eq!(reply.status, 400, "{odd}: {reply:?}");
        assert!(
            reply.error().contains("unknown field `x`"),
            "{odd}: {reply:?}"
        );
        assert_eq!(without_version(api.snapshot(t, None)), before);
        api.act_ok(t, seat, object);
    }
}
