//! `altplay serve`: the table API of crates/server/API.md against the real binary on loopback,
//! each test with its own server and database file: tables and tokens, refusals, replays and AI
//! seats (restarts, live devices, hidden hands and undo are in serve_state.rs).

// Of the shared helpers, these tests use the server, `ok` and `arg`.
#[allow(dead_code)]
mod common;

use std::fs;
use std::thread::sleep;
use std::time::Duration;

use common::api::{Api, DAMAGE, LIVE, Next, choose, grid_request, raid_request, start, ws_connect};
use common::server::Server;
use common::{arg, ok};
use serde_json::{Value, json};

/// A body just over the 64 KiB limit, valid JSON otherwise.
fn oversized() -> Vec<u8> {
    let mut big = br#"{"action": "stay", "pad": ""#.to_vec();
    big.extend(std::iter::repeat_n(b'x', 65 * 1024));
    big.extend(b"\"}");
    big
}

/// A Battle Grid placement request with no influence.
fn place(card: &Value, space: u64) -> Value {
    json!({"action": {"place": {"card": card, "space": space, "influence": 0}}})
}

// ---- 1. Tables and tokens -------------------------------------------------------------------

/// The make-a-table form offers decks, bosses and pools in words (issue 30): a theme deck by its
/// name and series, a decklist by its title and kind, a boss by its title; every deck offered has
/// words, and no label carries a rule id.
#[test]
fn the_form_offers_decks_bosses_and_pools_in_words() {
    let (_dir, _server, api) = start();
    let options = api.get_ok("/api/options", None);
    let offer = |format: &str| {
        let all = options["formats"].as_array().unwrap();
        all.iter().find(|o| o["format"] == format).unwrap().clone()
    };
    let tcg = offer("tcg");
    assert_eq!(
        tcg["labels"]["decks"]["d-swsh1-1"],
        "Rillaboom — Sword & Shield theme deck"
    );
    assert_eq!(tcg["labels"]["pool"]["standard"], "Standard");
    let team = offer("team-battle");
    assert_eq!(
        team["labels"]["decks"]["marnies-grimmsnarl-ex"],
        "Marnie's Grimmsnarl ex — Standard tournament deck"
    );
    let raid = offer("raid-format");
    assert_eq!(raid["labels"]["boss"]["gyarados-vmax"], "Gyarados VMAX");
    // How hard each set-up measured: Gyarados VMAX against 3 players at ×10 (the first divisor).
    let sweep = &raid["notes"]["calibration"]["sweeps"][0];
    let rows = sweep["rows"].as_array().unwrap();
    let row = rows
        .iter()
        .find(|r| r["boss"] == "gyarados-vmax" && r["players"] == 3)
        .unwrap();
    assert_eq!(
        (sweep["games"].as_u64(), row["win_rates"][0].as_f64()),
        (Some(400), Some(0.01))
    );
    assert_eq!(
        raid["labels"]["decks"]["grass-rillaboom"],
        "Rillaboom (Grass) — altplay deck"
    );
    for o in [&tcg, &team, &raid] {
        for (field, values) in o["choices"].as_object().unwrap() {
            for value in values.as_array().unwrap() {
                let label = &o["labels"][field][value.as_str().unwrap()];
                let label = label
                    .as_str()
                    .unwrap_or_else(|| panic!("{field} {value}: no words"));
                assert_ne!(label, value.as_str().unwrap(), "{field}: the value itself");
                let rule_id = ["TCG-", "RF-", "TB-"].iter().any(|r| label.contains(r));
                assert!(!rule_id, "{field}: {label}");
            }
        }
    }
}

/// Cards are read on a tap (issue 30, point 2): a seat's board gives each card it may see by its
/// printed id, and GET /api/formats/FORMAT/cards/ID gives that card's text as the data set prints
/// it, in every format on the TCG engine; an unknown card or format is a 404 that names it.
#[test]
fn a_card_on_the_board_is_read_by_its_printed_id() {
    let (_dir, _server, api) = start();
    let t = api.create(&json!({"format": "tcg", "decks": ["d-swsh1-1", "d-swsh1-2"]}));
    let board = api.snapshot(&t, t.seat(0))["view"].clone();
    let hand = board["sides"][0]["hand"].as_array().unwrap();
    assert_eq!(hand.len(), 7);
    for card in hand {
        let id = card["printed"].as_str().unwrap();
        let printed = api.get_ok(&format!("/api/formats/tcg/cards/{id}"), None);
        assert_eq!(
            (printed["id"].as_str(), &printed["name"]),
            (Some(id), &card["name"])
        );
    }
    // Rillaboom's card: its attacks with cost, damage and text, Weakness and Retreat Cost.
    for format in ["tcg", "team-battle", "raid-format"] {
        let rillaboom = api.get_ok(&format!("/api/formats/{format}/cards/swsh1-15"), None);
        let pokemon = &rillaboom["kind"]["Pokemon"];
        assert_eq!(rillaboom["name"], "Rillaboom");
        assert_eq!(pokemon["hp"], 190);
        assert_eq!(pokemon["attacks"][0]["name"], "Drum Roll");
        assert_eq!(
            pokemon["attacks"][0]["cost"],
            json!(["Grass", "Grass", "Colorless"])
        );
        assert_eq!(pokemon["attacks"][1]["damage"], "180");
        assert_eq!(pokemon["weaknesses"][0]["type"], "Fire");
        assert_eq!(pokemon["retreat_cost"], 4);
    }
    let unknown = api.get("/api/formats/tcg/cards/swsh1-999", None);
    assert_eq!(unknown.status, 404, "{unknown:?}");
    assert!(
        unknown.body["error"]
            .as_str()
            .unwrap()
            .contains("swsh1-999")
    );
    let other = api.get("/api/formats/raid-battle/cards/swsh1-15", None);
    assert_eq!(other.status, 404, "{other:?}");
    let nowhere = api.get("/api/formats/chess/cards/swsh1-15", None);
    assert_eq!(nowhere.status, 404, "{nowhere:?}");
    assert!(nowhere.body["error"].as_str().unwrap().contains("chess"));
}

#[test]
fn a_pasted_decklist_is_previewed_as_read_card_by_card_before_the_table_is_made() {
    let (_dir, _server, api) = start();
    // A decklist as PTCG Live exports it (TCG-20): the project's Charizard ex list.
    let text = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../../data/tcg/meta/charizard-ex.txt"),
    )
    .unwrap();
    let pasted = json!({"name": "My Charizard", "text": text});
    for (format, decks) in [
        ("tcg", json!([pasted, "d-swsh1-2"])),
        (
            "team-battle",
            json!([pasted, "d-swsh1-2", "d-swsh1-1", "d-swsh1-2"]),
        ),
    ] {
        let preview = api.post(
            "/api/preview",
            None,
            &json!({"format": format, "decks": decks}),
        );
        assert_eq!(preview.status, 200, "{format}: {preview:?}");
        let deck = &preview.body["decks"][0];
        assert_eq!(
            (&deck["name"], &deck["cards"]),
            (&json!("My Charizard"), &json!(60))
        );
        let lines = deck["lines"].as_array().unwrap();
        let counted: u64 = lines.iter().map(|l| l["count"].as_u64().unwrap()).sum();
        assert_eq!(counted, 60, "{format}");
        let charizard = (lines.iter())
            .find(|l| l["name"] == "Charizard ex")
            .expect("Charizard ex listed");
        assert_eq!(charizard["supertype"], "Pokémon");
        assert!(charizard["printed"].as_str().unwrap().contains('-'));
        assert_eq!(preview.body["decks"][1]["name"], "Cinderace");
    }
    // A misspelt card is refused naming its line and the closest names.
    let misspelt =
        json!({"format": "tcg", "decks": [{"text": "Pokémon: 4\n4 Charizard exx\n"}, "d-swsh1-2"]});
    let refused = api.post("/api/preview", None, &misspelt);
    assert_eq!(refused.status, 422, "{refused:?}");
    let error = refused.body["error"].as_str().unwrap();
    assert!(
        error.contains(":2:") && error.contains("closest"),
        "{error}"
    );
}

#[test]
fn tables_are_created_with_tokens_that_give_each_role_its_seat() {
    let (_dir, _server, api) = start();
    let raid = api.create(&raid_request([true, false, true, false], [None; 4]));
    assert_eq!(raid.seats.len(), 4);
    let grid = api.create(&grid_request([None, Some("greedy")], false));
    assert_eq!(grid.seats.len(), 2);
    assert_ne!(raid.id, grid.id);

    for (t, format) in [(&raid, "raid-battle"), (&grid, "battle-grid")] {
        let mut all: Vec<&String> = t.seats.iter().chain([&t.creator]).collect();
        all.sort();
        all.dedup();
        assert_eq!(all.len(), t.seats.len() + 1, "every token differs");

        for seat in 0..t.seats.len() {
            // The bearer header and the query both carry a token.
            let by_query = format!("{}?token={}", t.path(), t.seats[seat]);
            for snap in [api.snapshot(t, t.seat(seat)), api.get_ok(&by_query, None)] {
                assert_eq!(snap["table"], t.id.as_str());
                assert_eq!(snap["format"], format);
                assert_eq!(snap["role"], "seat", "{snap}");
                assert_eq!(snap["seat"], seat, "{snap}");
                assert!(snap.get("tokens").is_none(), "only the creator sees tokens");
                assert_eq!(snap["seats"].as_array().unwrap().len(), t.seats.len());
            }
        }
        let creator = api.snapshot(t, t.creator());
        assert_eq!(creator["role"], "creator");
        assert_eq!(creator["seat"], Value::Null);
        assert_eq!(creator["your_turn"], false);
        assert_eq!(creator["tokens"]["creator"], t.creator.as_str());
        assert_eq!(creator["tokens"]["seats"], json!(t.seats));
        let spectator = api.snapshot(t, None);
        assert_eq!(spectator["role"], "spectator");
        assert_eq!(spectator["seat"], Value::Null);
        assert!(spectator.get("tokens").is_none());
        assert_eq!(spectator["legal"], json!([]), "a spectator has no moves");
    }

    let snap = api.snapshot(&raid, None);
    let names: Vec<&str> = snap["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        [
            "Seat 1: Raichu & Pikachu",
            "Seat 2: Gyarados & Lapras",
            "Seat 3: Machoke & Machop",
            "Seat 4: Houndoom & Houndour"
        ]
    );
    assert_eq!(snap["view"]["boss"]["name"], "Voltfang");
    let physical: Vec<&Value> = snap["view"]["pairs"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| &p["physical"])
        .collect();
    assert_eq!(physical, [true, false, true, false]);
    assert_eq!(snap["actions"], 0);
    assert_eq!(snap["to_move"], 0);
    assert_eq!(snap["over"], false);
    assert_eq!(snap["outcome"], Value::Null);
    // Seat 0 is to move: its snapshot says so and lists its choices; seat 1's does not.
    let first = api.snapshot(&raid, raid.seat(0));
    assert_eq!(first["your_turn"], true);
    assert!(!first["legal"].as_array().unwrap().is_empty(), "{first}");
    let second = api.snapshot(&raid, raid.seat(1));
    assert_eq!(second["your_turn"], false);
    assert_eq!(second["legal"], json!([]));

    let snap = api.settled(&grid);
    assert_eq!(snap["seats"][0]["ai"], Value::Null);
    assert_eq!(snap["seats"][1]["ai"], "greedy");
    assert_eq!(
        snap["to_move"], 0,
        "the AI has placed if it was first: {snap}"
    );
    assert_eq!(api.snapshot(&grid, grid.seat(0))["your_turn"], true);
}

#[test]
fn a_table_request_the_rules_refuse_is_422_and_a_malformed_one_400() {
    let (_dir, _server, api) = start();
    let mut no_boss = raid_request([false; 4], [None; 4]);
    no_boss["boss"] = json!("nobody");
    let mut bad_ai = grid_request([None, Some("wizard")], false);
    let mut mcts = grid_request([None, Some("mcts:iters=10")], false);
    for (request, named) in [(&no_boss, "boss"), (&bad_ai, "ai[1]"), (&mcts, "mcts")] {
        let reply = api.post("/api/tables", None, request);
        assert_eq!(reply.status, 422, "{request}: {reply:?}");
        assert!(reply.error().contains(named), "{reply:?}");
    }
    bad_ai["format"] = json!("chess");
    mcts["decks"] = json!("titans");
    for request in [&bad_ai, &mcts] {
        let reply = api.post("/api/tables", None, request);
        assert_eq!(reply.status, 400, "{request}: {reply:?}");
    }
    let reply = api.post_raw("/api/tables", None, b"{\"format\": ".to_vec());
    assert_eq!(reply.status, 400, "{reply:?}");
    let reply = api.post_raw("/api/tables", None, oversized());
    assert_eq!(reply.status, 413, "{reply:?}");
}

// ---- 2. Tokens that may not act -------------------------------------------------------------

#[test]
fn only_the_seat_to_move_may_act_and_a_refusal_changes_nothing() {
    let (_dir, _server, api) = start();
    let t = api.create(&raid_request([true, false, false, false], [None; 4]));
    let stay = json!({"action": "stay"});
    let before = api.snapshot(&t, None);

    let made_up = "0123456789abcdef0123456789abcdef";
    for token in [t.seat(1), t.seat(3), t.creator(), Some(made_up), None] {
        let reply = api.post(&t.actions(), token, &stay);
        assert_eq!(reply.status, 403, "{token:?}: {reply:?}");
        assert!(!reply.error().is_empty());
        if token == t.seat(1) || token == t.seat(3) {
            // A seat out of turn is told the rule that says whose turn it is.
            assert!(reply.error().starts_with("RB-13: "), "{reply:?}");
        }
        assert_eq!(
            api.snapshot(&t, None),
            before,
            "{token:?} changed the table"
        );
    }
    // Another table's tokens are nobody's here, even to look.
    let other = api.create(&raid_request([false; 4], [None; 4]));
    let reply = api.post(&t.actions(), other.seat(0), &stay);
    assert_eq!(reply.status, 403, "{reply:?}");
    assert_eq!(api.get(&t.path(), Some(made_up)).status, 403);
    assert_eq!(api.get(&t.path(), other.creator()).status, 403);
    assert_eq!(api.snapshot(&t, None), before);

    // Seat 0 acts; only it (or the creator) may undo.
    let after = api.act_ok(&t, 0, json!("stay"));
    assert_eq!(after["actions"], 1);
    assert_eq!(after["can_undo"], true);
    assert_eq!(api.snapshot(&t, t.seat(1))["can_undo"], false);
    let before = api.snapshot(&t, None);
    for token in [t.seat(1), t.seat(2), None, Some(made_up)] {
        let reply = api.post_raw(&t.undo(), token, Vec::new());
        assert_eq!(reply.status, 403, "undo by {token:?}: {reply:?}");
        assert_eq!(api.snapshot(&t, None), before, "undo by {token:?}");
    }
    // A seat may not hand another seat to AI, nor may a spectator.
    for (token, seat) in [(t.seat(1), 2), (t.seat(0), 1), (t.seat(3), 0), (None, 1)] {
        let reply = api.put(&t.ai(seat), token, &json!({"policy": "greedy"}));
        assert_eq!(reply.status, 403, "{token:?} for seat {seat}: {reply:?}");
        assert_eq!(api.snapshot(&t, None), before);
    }

    // The seat that acted undoes; the creator may undo too.
    assert_eq!(api.undo_ok(&t, t.seat(0))["actions"], 0);
    api.act_ok(&t, 0, json!("stay"));
    let undone = api.undo_ok(&t, t.creator());
    assert_eq!(undone["actions"], 0);
    assert_eq!(undone["role"], "creator");

    // Battle Grid: the seat not to move is refused as well.
    let grid = api.create(&grid_request([None, None], false));
    let snap = api.snapshot(&grid, None);
    let to_move = snap["to_move"].as_u64().unwrap() as usize;
    let mine = api.snapshot(&grid, grid.seat(to_move));
    let action = json!({"action": choose(&mine, DAMAGE)});
    for token in [grid.seat(1 - to_move), grid.creator(), None] {
        let reply = api.post(&grid.actions(), token, &action);
        assert_eq!(reply.status, 403, "{reply:?}");
        assert_eq!(api.snapshot(&grid, None), snap);
    }
    let reply = api.post(&grid.actions(), grid.seat(1 - to_move), &action);
    assert!(reply.error().starts_with("BG-5: "), "{reply:?}");
}

// ---- 3. Requests the API does not take ------------------------------------------------------

#[test]
fn malformed_oversized_and_illegal_actions_are_refused_and_change_nothing() {
    let (_dir, _server, api) = start();
    let t = api.create(&raid_request([false; 4], [None; 4]));
    let token = t.seat(0);
    api.act_ok(&t, 0, json!("stay"));
    let before = api.snapshot(&t, None);

    let malformed: [&[u8]; 8] = [
        b"stay",
        b"{\"action\": ",
        b"",
        b"{\"act\": \"stay\"}",
        b"{}",
        b"{\"action\": \"stay\", \"extra\": 1}",
        b"{\"action\": \"jump\"}",
        b"{\"action\": {\"attack\": {\"attack\": \"seven\"}}}",
    ];
    for body in malformed {
        let reply = api.post_raw(&t.actions(), token, body.to_vec());
        let shown = String::from_utf8_lossy(body);
        assert_eq!(reply.status, 400, "{shown}: {reply:?}");
        assert!(!reply.error().is_empty(), "{shown}: {reply:?}");
        assert_eq!(api.snapshot(&t, None), before, "{shown}");
    }
    let reply = api.post(&t.actions(), token, &json!({"action": "jump"}));
    assert!(reply.error().contains("jump"), "{reply:?}");

    // Over 64 KiB: 413, whatever it holds.
    let reply = api.post_raw(&t.actions(), token, oversized());
    assert_eq!(reply.status, 413, "{reply:?}");
    assert_eq!(api.snapshot(&t, None), before);

    // Well-formed, refused by the rules: 422 naming the rule.
    for (action, rule) in [
        (json!({"attack": {"attack": 7}}), "RB-15"),
        (json!({"report": {"damage": 50, "gx": false}}), "RB-26"),
        (json!({"flips": {"attack": 0, "heads": 1}}), "RB-26"),
        (json!("retreat"), "RB-15"),
        (json!("cheer"), "RB-"),
    ] {
        let reply = api.post(&t.actions(), token, &json!({ "action": action }));
        assert_eq!(reply.status, 422, "{action}: {reply:?}");
        assert!(reply.error().starts_with(rule), "{action}: {reply:?}");
        assert_eq!(api.snapshot(&t, None), before, "{action}");
    }

    // Battle Grid: a space seat 0 cannot reach, then one already taken (BG-7).
    let grid = api.create(&grid_request([None, Some("greedy")], false));
    let seat = grid.seat(0);
    let before = api.settled(&grid);
    let mine = api.snapshot(&grid, seat);
    let card = &mine["legal"][0]["action"]["place"]["card"];
    // The middle row: nobody has tokens there before the first placements.
    let reply = api.post(&grid.actions(), seat, &place(card, 7));
    assert_eq!(reply.status, 422, "{reply:?}");
    assert!(reply.error().starts_with("BG-"), "{reply:?}");
    assert_eq!(api.snapshot(&grid, None), before);
    let taken = mine["legal"][0]["action"]["place"]["space"]
        .as_u64()
        .unwrap();
    api.act_ok(&grid, 0, mine["legal"][0]["action"].clone());
    let before = api.settled(&grid);
    let mine = api.snapshot(&grid, seat);
    let card = &mine["legal"][0]["action"]["place"]["card"];
    let reply = api.post(&grid.actions(), seat, &place(card, taken));
    assert_eq!(reply.status, 422, "{reply:?}");
    assert!(reply.error().starts_with("BG-7"), "{reply:?}");
    let reply = api.post(&grid.actions(), seat, &place(&json!(9999), 0));
    assert!([400, 422].contains(&reply.status), "{reply:?}");
    let reply = api.post(&grid.actions(), seat, &place(card, 15));
    assert!([400, 422].contains(&reply.status), "{reply:?}");
    assert_eq!(api.snapshot(&grid, None), before);

    // Played to its end against the AI: then any action is 409.
    let end = api.play_to_end(&grid, DAMAGE);
    let last = api.snapshot(&grid, seat);
    for action in [json!({"action": "pass"}), place(card, 0)] {
        let reply = api.post(&grid.actions(), seat, &action);
        assert_eq!(reply.status, 409, "{reply:?}");
        assert!(reply.error().contains("over"), "{reply:?}");
    }
    assert_eq!(api.snapshot(&grid, seat), last);
    assert_eq!(end["over"], true);
}

#[test]
fn an_unknown_table_is_404_everywhere() {
    let (_dir, server, api) = start();
    let t = api.create(&raid_request([false; 4], [None; 4]));
    let token = t.seat(0);
    for path in ["/api/tables/nosuchtable", "/api/tables/nosuchtable/replay"] {
        let reply = api.get(path, None);
        assert_eq!(reply.status, 404, "{path}: {reply:?}");
        assert!(reply.error().contains("nosuchtable"), "{reply:?}");
    }
    let reply = api.post(
        "/api/tables/nosuchtable/actions",
        token,
        &json!({"action": "stay"}),
    );
    assert_eq!(reply.status, 404, "{reply:?}");
    let reply = api.post_raw("/api/tables/nosuchtable/undo", token, Vec::new());
    assert_eq!(reply.status, 404, "{reply:?}");
    let reply = api.put(
        "/api/tables/nosuchtable/seats/0/ai",
        token,
        &json!({"policy": null}),
    );
    assert_eq!(reply.status, 404, "{reply:?}");
    match ws_connect(&server.url, "nosuchtable", None) {
        Err(status) => assert_eq!(status, 404),
        Ok(_) => panic!("a WebSocket to no table"),
    }
    assert_eq!(api.snapshot(&t, None)["actions"], 0);
}

/// API.md: a body "not the expected shape gets 400". A JSON array is not `{"action": …}` (nor
/// `{"policy": …}`), even when its one element would be a legal action.
#[test]
fn a_json_array_is_not_a_request_body() {
    let (_dir, _server, api) = start();
    let t = api.create(&raid_request([false; 4], [None; 4]));
    let before = api.snapshot(&t, None);
    // "stay" is legal for seat 0 now: only the shape is wrong.
    let reply = api.post_raw(&t.actions(), t.seat(0), b"[\"stay\"]".to_vec());
    assert_eq!(reply.status, 400, "{reply:?}");
    assert_eq!(api.snapshot(&t, None), before);
    let reply = api.put(&t.ai(2), t.creator(), &json!(["greedy"]));
    assert_eq!(reply.status, 400, "{reply:?}");
    assert_eq!(api.snapshot(&t, None), before);
}

/// API.md: "Every error is `{"error": "message"}`" — the 413 of an oversized body too.
#[test]
fn every_error_is_a_json_object_with_a_message() {
    let (_dir, _server, api) = start();
    let t = api.create(&raid_request([false; 4], [None; 4]));
    let token = t.seat(0);
    let replies = [
        (400, api.post_raw(&t.actions(), token, b"nope".to_vec())),
        (
            403,
            api.post(&t.actions(), None, &json!({"action": "stay"})),
        ),
        (404, api.get("/api/tables/nosuchtable", None)),
        (409, api.post_raw(&t.undo(), token, Vec::new())),
        (
            422,
            api.post(&t.actions(), token, &json!({"action": "cheer"})),
        ),
        (413, api.post_raw(&t.actions(), token, oversized())),
        // Axum's own refusals: an unknown route, a seat that is not a number, no search text.
        (404, api.get("/api/nowhere", None)),
        (
            400,
            api.put(
                &format!("{}/seats/x/ai", t.path()),
                token,
                &json!({"policy": null}),
            ),
        ),
        (400, api.get("/api/cards", None)),
    ];
    for (status, reply) in replies {
        assert_eq!(reply.status, status, "{reply:?}");
        assert!(
            reply.body["error"].as_str().is_some_and(|m| !m.is_empty()),
            "a {status} should answer {{\"error\": \"message\"}}; got {:?}",
            reply.text
        );
    }
}

#[test]
fn a_websocket_message_over_1_kib_closes_that_socket_only() {
    let (_dir, server, api) = start();
    let t = api.create(&raid_request([false; 4], [None; 4]));
    let mut loud = ws_connect(&server.url, &t.id, t.seat(0)).unwrap();
    let mut quiet = ws_connect(&server.url, &t.id, t.seat(1)).unwrap();
    assert_eq!(loud.snapshot(LIVE)["actions"], 0);
    assert_eq!(quiet.snapshot(LIVE)["actions"], 0);
    // Small messages other than pings are ignored; a ping is answered.
    loud.send("hello");
    loud.send("ping");
    assert_eq!(loud.next(LIVE), Next::Text("pong".into()));
    let before = api.snapshot(&t, None);

    loud.send(&"x".repeat(2048));
    assert_eq!(
        loud.next(Duration::from_secs(3)),
        Next::Closed,
        "a 2 KiB message closes the socket at once"
    );
    assert_eq!(api.snapshot(&t, None), before, "the table is unharmed");
    // The table and its other devices go on.
    api.act_ok(&t, 0, json!("stay"));
    assert_eq!(quiet.wait_for(LIVE, |s| s["actions"] == 1)["seat"], 1);
    let mut again = ws_connect(&server.url, &t.id, t.seat(0)).unwrap();
    assert_eq!(again.snapshot(LIVE)["actions"], 1);
}

// ---- 8. Replays -----------------------------------------------------------------------------

#[test]
fn a_finished_tables_replay_plays_back_with_altplay_replay() {
    let (dir, _server, api) = start();
    let grid = api.create(&grid_request([None, Some("greedy")], false));
    let grid_end = api.play_to_end(&grid, DAMAGE);
    // Raid Battle with physical seats, an AI seat and an undo along the way (of anything: the
    // table has casual undo).
    let mut request = raid_request(
        [true, false, true, false],
        [None, None, None, Some("greedy")],
    );
    request["casual_undo"] = json!(true);
    let raid = api.create(&request);
    for _ in 0..6 {
        api.step(&raid, DAMAGE);
    }
    // Not before the end, not even to the creator: its seed and decklists would tell the cards
    // to come.
    let early = api.get(&format!("{}/replay", raid.path()), raid.creator());
    assert_eq!(early.status, 409, "{early:?}");
    api.undo_ok(&raid, raid.creator());
    let raid_end = api.play_to_end(&raid, DAMAGE + 10);

    for (t, end) in [(&grid, &grid_end), (&raid, &raid_end)] {
        let format = end["format"].as_str().unwrap();
        let reply = api.get(&format!("{}/replay", t.path()), t.seat(0));
        assert_eq!(reply.status, 200, "{reply:?}");
        assert_eq!(reply.body["format"], format);
        assert_eq!(
            reply.body["actions"].as_array().map(Vec::len),
            end["actions"].as_u64().map(|n| n as usize),
            "the replay holds every action taken"
        );
        assert_eq!(reply.body["outcome"], end["outcome"]);
        let path = dir.path().join(format!("{format}.replay.json"));
        fs::write(&path, &reply.text).unwrap();
        let shown = ok(&["replay", arg(&path)]);
        let result = end["result"].as_str().unwrap();
        assert!(
            shown.starts_with(&format!("{format}: ")) && shown.contains(result),
            "{shown:?} should name {result:?}"
        );
        assert!(shown.contains("(matches the recording)"), "{shown}");
    }
}

// ---- 9. AI seats ----------------------------------------------------------------------------

#[test]
fn a_seat_handed_to_ai_is_played_at_once_and_can_be_taken_back() {
    let (_dir, _server, api) = start();
    let t = api.create(&grid_request([None, None], false));

    // Refused policies change nothing.
    let before = api.snapshot(&t, None);
    let reply = api.put(&t.ai(0), t.creator(), &json!({"policy": "wizard"}));
    assert_eq!(reply.status, 422, "{reply:?}");
    assert!(reply.error().contains("wizard"), "{reply:?}");
    let reply = api.put(&t.ai(0), t.creator(), &json!({"policy": "mcts:iters=50"}));
    assert_eq!(reply.status, 422, "{reply:?}");
    let why = reply.error();
    assert!(why.contains("hidden") && why.contains("open"), "{why}");
    let reply = api.put(&t.ai(0), t.creator(), &json!({"policy": 3}));
    assert_eq!(reply.status, 400, "{reply:?}");
    assert_eq!(api.snapshot(&t, None), before);

    // The creator hands the seat to move to AI: it plays without another request.
    let to_move = before["to_move"].as_u64().unwrap() as usize;
    let other = 1 - to_move;
    let n = before["actions"].as_u64().unwrap();
    let reply = api.put(&t.ai(to_move), t.creator(), &json!({"policy": "greedy"}));
    assert_eq!(reply.status, 200, "{reply:?}");
    assert_eq!(reply.body["seats"][to_move]["ai"], "greedy");
    let snap = api.wait_for(&t, |s| s["actions"].as_u64() > Some(n));
    assert_eq!(snap["to_move"], other);
    assert_eq!(snap["actions"], n + 1);
    // It goes on playing that seat after the person's moves.
    let mine = api.snapshot(&t, t.seat(other));
    api.act_ok(&t, other, choose(&mine, DAMAGE));
    let snap = api.wait_for(&t, |s| s["actions"].as_u64() > Some(n + 2));
    assert_eq!(snap["to_move"], other, "{snap}");

    // The seat takes itself back; the game then waits for it.
    let reply = api.put(&t.ai(to_move), t.seat(to_move), &json!({"policy": null}));
    assert_eq!(reply.status, 200, "{reply:?}");
    assert_eq!(reply.body["seats"][to_move]["ai"], Value::Null);
    let mine = api.snapshot(&t, t.seat(other));
    let after = api.act_ok(&t, other, choose(&mine, DAMAGE));
    sleep(Duration::from_millis(400));
    let snap = api.snapshot(&t, None);
    assert_eq!(
        snap["actions"], after["actions"],
        "nobody moved for the person"
    );
    assert_eq!(snap["to_move"], to_move);
    let mine = api.snapshot(&t, t.seat(to_move));
    assert_eq!(mine["your_turn"], true);
    api.act_ok(&t, to_move, choose(&mine, DAMAGE));

    // While AI thinks for a seat, that seat's token may not act: 409.
    let snap = api.snapshot(&t, None);
    let seat = snap["to_move"].as_u64().unwrap() as usize;
    let n = snap["actions"].as_u64().unwrap();
    let mine = api.snapshot(&t, t.seat(seat));
    let slow = json!({"policy": "ismcts:ms=2000"});
    let reply = api.put(&t.ai(seat), t.seat(seat), &slow);
    assert_eq!(reply.status, 200, "{reply:?}");
    assert_eq!(reply.body["your_turn"], false, "AI holds the seat");
    let action = json!({"action": choose(&mine, DAMAGE)});
    let reply = api.post(&t.actions(), t.seat(seat), &action);
    assert_eq!(reply.status, 409, "{reply:?}");
    assert!(reply.error().contains("AI"), "{reply:?}");
    let snap = api.wait_for(&t, |s| s["actions"].as_u64() > Some(n));
    assert_eq!(snap["actions"], n + 1, "the AI's move, and only it");

    // Raid Battle: greedy takes a seat mid-game and plays at once.
    let raid = api.create(&raid_request([false; 4], [None; 4]));
    api.act_ok(&raid, 0, json!("stay"));
    let reply = api.put(
        &raid.ai(0),
        raid.creator(),
        &json!({"policy": "ismcts:iters=5"}),
    );
    assert_eq!(reply.status, 422, "{reply:?}");
    let reply = api.put(&raid.ai(0), raid.creator(), &json!({"policy": "greedy"}));
    assert_eq!(reply.status, 200, "{reply:?}");
    let snap = api.wait_for(&raid, |s| s["to_move"] == 1);
    assert_eq!(snap["actions"], 2);
    let reply = api.put(&raid.ai(0), raid.creator(), &json!({"policy": null}));
    assert_eq!(reply.status, 200, "{reply:?}");
    assert_eq!(reply.body["seats"][0]["ai"], Value::Null);
}

#[test]
fn a_server_given_a_seed_deals_the_same_tables_on_every_run() {
    let request = json!({
        "format": "team-battle",
        "decks": ["d-swsh1-1", "d-swsh1-2", "d-swsh1-3", "d-swsh2-1"],
        "ai": [null, null, null, null],
    });
    // The hands seat 1 sees at each of the first two tables a server makes.
    let deals = |server_args: &[&str]| -> Vec<Value> {
        let dir = tempfile::tempdir().unwrap();
        let server = Server::start_with(&dir.path().join("tables.db"), server_args);
        let api = Api::new(&server);
        (0..2)
            .map(|_| {
                let t = api.create(&request);
                api.snapshot(&t, t.seat(0))["view"]["table"]["sides"][0]["hand"].clone()
            })
            .collect()
    };
    let seeded = deals(&["--seed", "5"]);
    assert!(seeded[0].is_array(), "seat 1 sees its hand: {seeded:?}");
    assert_eq!(
        seeded,
        deals(&["--seed", "5"]),
        "the same seed, the same deals"
    );
    assert_ne!(
        seeded[0], seeded[1],
        "each table is dealt from a seed of its own"
    );
    assert_ne!(seeded, deals(&["--seed", "6"]), "another seed, other deals");
}
