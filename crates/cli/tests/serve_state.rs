//! `altplay serve` keeps its promises, against the real binary on loopback with a real database
//! file: every table as it was after `kill -9` and a restart, every device told of every change,
//! no hand shown to another seat, and undo that never changes the cards to come.

// Of the shared helpers, these tests use the server and its API client.
#[allow(dead_code)]
mod common;

use std::thread::sleep;
use std::time::Duration;

use common::api::{
    Api, DAMAGE, LIVE, Live, Next, Table, choose, grid_request, log_of, raid_request, start,
    without_version, ws_connect,
};
use common::server::Server;
use serde_json::{Value, json};

// ---- 4. Durability --------------------------------------------------------------------------

/// Every role's snapshot of `t`, without the version (which restarts with the server).
fn every_view(api: &Api, t: &Table) -> Vec<Value> {
    let mut tokens = vec![None, t.creator()];
    tokens.extend((0..t.seats.len()).map(|s| t.seat(s)));
    tokens
        .into_iter()
        .map(|token| without_version(api.snapshot(t, token)))
        .collect()
}

#[test]
fn every_table_is_as_it_was_after_a_kill_and_restart_and_plays_on_to_its_end() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("tables.db");
    let server = Server::start(&db);
    let api = Api::new(&server);
    let raid = api.create(&raid_request(
        [true, false, true, false],
        [None, None, None, Some("greedy")],
    ));
    let grid = api.create(&grid_request([None, Some("greedy")], false));
    for _ in 0..10 {
        assert!(api.step(&raid, DAMAGE));
    }
    api.undo_ok(&raid, raid.creator());
    api.step(&raid, DAMAGE + 50);
    for _ in 0..3 {
        assert!(api.step(&grid, DAMAGE));
    }
    let tables = [&raid, &grid];
    let seen: Vec<Vec<Value>> = tables
        .iter()
        .map(|t| {
            api.settled(t);
            every_view(&api, t)
        })
        .collect();
    assert!(seen[0][0]["actions"].as_u64() > Some(10), "{}", seen[0][0]);
    server.kill();

    let server = Server::start(&db);
    let api = Api::new(&server);
    for (t, seen) in tables.iter().zip(&seen) {
        assert_eq!(
            &every_view(&api, t),
            seen,
            "table {} after the restart",
            t.id
        );
    }
    for t in tables {
        let end = api.play_to_end(t, DAMAGE);
        assert_eq!(end["over"], true);
        assert!(!end["outcome"].is_null(), "{end}");
    }
}

#[test]
fn an_answered_change_is_in_the_database_when_the_server_is_killed_right_after() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("tables.db");
    let mut server = Server::start(&db);
    let api = Api::new(&server);
    let raid = api.create(&raid_request([true, false, false, false], [None; 4]));
    let grid = api.create(&grid_request([None, None], false));
    server.kill();
    server = Server::start(&db);

    // Each change answered 200, then kill -9 at once: the answer is what the restart shows.
    for round in 0..8 {
        let api = Api::new(&server);
        let (t, token, answer) = match round {
            0 | 2 | 3 | 4 => {
                let seat = api.snapshot(&raid, None)["to_move"].as_u64().unwrap() as usize;
                let mine = api.snapshot(&raid, raid.seat(seat));
                (
                    &raid,
                    raid.seat(seat),
                    api.act_ok(&raid, seat, choose(&mine, DAMAGE)),
                )
            }
            1 => (&raid, raid.seat(0), api.undo_ok(&raid, raid.seat(0))),
            5 => {
                // A seat not to move goes to AI: it is stored, and nobody moves.
                let seat = api.snapshot(&raid, None)["to_move"].as_u64().unwrap() as usize;
                let other = (seat + 1) % 4;
                let reply = api.put(
                    &raid.ai(other),
                    raid.creator(),
                    &json!({"policy": "greedy"}),
                );
                assert_eq!(reply.status, 200, "{reply:?}");
                (&raid, raid.creator(), reply.body)
            }
            _ => {
                let seat = api.snapshot(&grid, None)["to_move"].as_u64().unwrap() as usize;
                let mine = api.snapshot(&grid, grid.seat(seat));
                (
                    &grid,
                    grid.seat(seat),
                    api.act_ok(&grid, seat, choose(&mine, DAMAGE)),
                )
            }
        };
        server.kill();
        server = Server::start(&db);
        let api = Api::new(&server);
        assert_eq!(
            without_version(api.snapshot(t, token)),
            without_version(answer),
            "change {round} after kill -9"
        );
    }
    let api = Api::new(&server);
    assert_eq!(api.snapshot(&grid, None)["actions"], 2);
    assert_eq!(api.snapshot(&raid, None)["actions"], 3);
}

#[test]
fn an_ai_thinking_when_the_server_is_killed_moves_after_the_restart() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("tables.db");
    let server = Server::start(&db);
    let api = Api::new(&server);
    let t = api.create(&grid_request([None, Some("ismcts:ms=800")], false));
    let before = api.settled(&t);
    let n = before["actions"].as_u64().unwrap();
    let mine = api.snapshot(&t, t.seat(0));
    let answer = api.act_ok(&t, 0, choose(&mine, DAMAGE));
    assert_eq!(answer["to_move"], 1, "the AI thinks now");
    server.kill();

    let server = Server::start(&db);
    let api = Api::new(&server);
    let snap = api.wait_for(&t, |s| s["actions"].as_u64() > Some(n + 1));
    assert_eq!(snap["actions"], n + 2, "{snap}");
    assert!(snap["over"] == true || snap["to_move"] == 0, "{snap}");
}

// ---- 5. Live devices ------------------------------------------------------------------------

#[test]
fn watching_devices_hear_of_every_change_within_a_second_and_resume_on_reconnect() {
    let (_dir, server, api) = start();
    let t = api.create(&raid_request([false; 4], [None; 4]));
    let mut one = ws_connect(&server.url, &t.id, t.seat(0)).unwrap();
    let mut two = ws_connect(&server.url, &t.id, t.seat(1)).unwrap();
    let mut watcher = ws_connect(&server.url, &t.id, None).unwrap();
    let first = one.snapshot(LIVE);
    assert_eq!(
        (first["role"].clone(), first["seat"].clone()),
        (json!("seat"), json!(0))
    );
    assert_eq!(first["your_turn"], true);
    let first = two.snapshot(LIVE);
    assert_eq!(
        (first["role"].clone(), first["seat"].clone()),
        (json!("seat"), json!(1))
    );
    assert_eq!(first["actions"], 0);
    assert_eq!(watcher.snapshot(LIVE)["role"], "spectator");
    two.send("ping");
    assert_eq!(two.next(LIVE), Next::Text("pong".into()));

    // Seat 0 acts over HTTP: the others see it.
    api.act_ok(&t, 0, json!("stay"));
    let heard = two.wait_for(LIVE, |s| s["actions"] == 1);
    assert_eq!(heard["seat"], 1);
    assert_eq!(heard["legal"], json!([]), "seat 1 is not to move");
    assert_eq!(heard["log"], api.snapshot(&t, t.seat(1))["log"]);
    assert_eq!(
        watcher.wait_for(LIVE, |s| s["actions"] == 1)["role"],
        "spectator"
    );
    let mine = one.wait_for(LIVE, |s| s["actions"] == 1);
    assert!(!mine["legal"].as_array().unwrap().is_empty());

    // Seat 1 drops; seat 0 attacks; seat 1 comes back to the table as it stands.
    drop(two);
    let mine = api.snapshot(&t, t.seat(0));
    api.act_ok(&t, 0, choose(&mine, DAMAGE));
    let mut two = ws_connect(&server.url, &t.id, t.seat(1)).unwrap();
    let now = two.snapshot(LIVE);
    assert_eq!(now["actions"], 2);
    assert_eq!(now["to_move"], 1);
    assert_eq!(now["your_turn"], true);
    assert_eq!(
        without_version(now),
        without_version(api.snapshot(&t, t.seat(1)))
    );
    // The new connection hears of the next change; so does everyone else.
    api.act_ok(&t, 1, json!("stay"));
    two.wait_for(LIVE, |s| s["actions"] == 3);
    one.wait_for(LIVE, |s| s["actions"] == 3);
    watcher.wait_for(LIVE, |s| s["actions"] == 3);

    // An undo and a seat handed to AI are changes too.
    api.undo_ok(&t, t.seat(1));
    one.wait_for(LIVE, |s| s["actions"] == 2);
    let reply = api.put(&t.ai(3), t.creator(), &json!({"policy": "greedy"}));
    assert_eq!(reply.status, 200, "{reply:?}");
    one.wait_for(LIVE, |s| s["seats"][3]["ai"] == "greedy");

    // A token that is not this table's gets no socket.
    assert_eq!(
        ws_connect(&server.url, &t.id, Some("feedface")).err(),
        Some(403)
    );
}

// ---- 6. Hidden hands ------------------------------------------------------------------------

/// Checks that `snap`, shown to `seat` (`None`: spectator or creator), holds the hands it may
/// see and no other.
fn check_hands(snap: &Value, seat: Option<usize>, open: bool) {
    assert_eq!(snap["seat"], json!(seat), "{snap}");
    assert_eq!(snap["format"], "battle-grid");
    let hands = snap["view"]["hands"].as_array().expect("two hands");
    assert_eq!(hands.len(), 2);
    for (s, hand) in hands.iter().enumerate() {
        if open || seat == Some(s) {
            assert!(hand["cards"].is_array(), "{seat:?} sees hand {s}: {hand}");
        } else {
            assert!(
                hand["cards"].is_null(),
                "{seat:?} must not see hand {s}: {hand}"
            );
        }
        assert!(hand["size"].is_u64(), "{hand}");
    }
}

fn check_hidden_hands(open: bool) {
    let (_dir, server, api) = start();
    let t = api.create(&grid_request([None, None], open));
    // Who watches: seats 0 and 1, a spectator, the creator.
    let roles = [Some(0), Some(1), None, None];
    let tokens = [t.seat(0), t.seat(1), None, t.creator()];
    let mut sockets: Vec<Live> = tokens
        .iter()
        .map(|&token| ws_connect(&server.url, &t.id, token).unwrap())
        .collect();
    let check_all = |api: &Api| {
        for (&token, &seat) in tokens.iter().zip(&roles) {
            check_hands(&api.snapshot(&t, token), seat, open);
        }
    };
    check_all(&api);
    let steps = if open { 4 } else { 60 };
    for _ in 0..steps {
        let snap = api.snapshot(&t, None);
        if snap["over"] == true {
            break;
        }
        let seat = snap["to_move"].as_u64().unwrap() as usize;
        let mine = api.snapshot(&t, t.seat(seat));
        let answer = api.act_ok(&t, seat, choose(&mine, DAMAGE));
        check_hands(&answer, Some(seat), open);
        check_all(&api);
    }
    let last = api.snapshot(&t, None);
    if !open {
        assert_eq!(last["over"], true, "{last}");
    }
    for (socket, &seat) in sockets.iter_mut().zip(&roles) {
        socket.wait_for(LIVE, |s| s["actions"] == last["actions"]);
        assert!(socket.received.len() > 2);
        for snap in &socket.received {
            check_hands(snap, seat, open);
        }
    }
}

#[test]
fn no_device_is_shown_a_hand_not_its_own() {
    check_hidden_hands(false);
}

#[test]
fn with_open_decklists_every_device_sees_both_hands() {
    check_hidden_hands(true);
}

/// Checks that a Team Battle snapshot shown to `seat` (`None`: spectator) holds that seat's
/// hand and no other, its teammate's included (TB-6), but a hand a card revealed.
fn check_team_hands(snap: &Value, seat: Option<usize>) {
    assert_eq!(snap["format"], "team-battle");
    let boards = snap["view"]["table"]["sides"]
        .as_array()
        .expect("four boards");
    assert_eq!(boards.len(), 4);
    for (s, board) in boards.iter().enumerate() {
        if seat == Some(s) || board["hand_revealed"] == true {
            assert!(board["hand"].is_array(), "{seat:?} sees hand {s}: {board}");
        } else {
            assert!(
                board["hand"].is_null(),
                "{seat:?} must not see hand {s}: {board}"
            );
        }
        assert!(board["hand_size"].is_u64(), "{board}");
    }
}

#[test]
fn no_team_battle_seat_is_shown_another_hand_not_even_its_teammates() {
    let (_dir, _server, api) = start();
    let t = api.create(&json!({
        "format": "team-battle",
        "decks": ["d-swsh1-1", "d-swsh1-2", "d-swsh1-3", "d-swsh2-1"],
        "ai": [null, null, null, null],
    }));
    let question = "Do you have a Supporter card in your hand?";
    let mut asked = false;
    for _ in 0..80 {
        for seat in 0..4 {
            check_team_hands(&api.snapshot(&t, t.seat(seat)), Some(seat));
        }
        check_team_hands(&api.snapshot(&t, None), None);
        let snap = api.snapshot(&t, None);
        if snap["over"] == true {
            break;
        }
        let seat = snap["to_move"].as_u64().unwrap() as usize;
        let mine = api.snapshot(&t, t.seat(seat));
        if !asked && mine["view"]["may_ask"] == true {
            // The question is no legal action listed, but the seat to move may ask it (TB-6).
            let answer = api.act_ok(&t, seat, json!({"do": "ask", "question": question}));
            check_team_hands(&answer, Some(seat));
            asked = true;
            let teammate = (seat + 2) % 4;
            let theirs = api.snapshot(&t, t.seat(teammate));
            let labels: Vec<&Value> = theirs["legal"]
                .as_array()
                .unwrap()
                .iter()
                .map(|l| &l["label"])
                .collect();
            assert_eq!(
                labels,
                ["Answer yes", "Answer no", "Say you cannot answer"],
                "{theirs}"
            );
            assert_eq!(theirs["view"]["asked"]["question"], question);
            assert_eq!(
                api.snapshot(&t, None)["view"]["asked"]["by"],
                seat,
                "said aloud"
            );
            let opponent = (seat + 1) % 4;
            let reply = api.post(
                &t.actions(),
                t.seat(opponent),
                &json!({"action": {"do": "answer", "yes": true}}),
            );
            assert_eq!(reply.status, 403, "only the teammate answers: {reply:?}");
            assert!(reply.error().starts_with("TB-6: "), "{reply:?}");
            let answered = api.act_ok(&t, teammate, json!({"do": "answer", "yes": false}));
            let log = log_of(&answered);
            let names = ["A1", "B1", "A2", "B2"];
            let said = format!("{} asks {}: “{question}”", names[seat], names[teammate]);
            let at = log
                .iter()
                .position(|l| *l == said)
                .expect("the question is in the log");
            assert_eq!(log[at + 1], format!("{} answers: no", names[teammate]));
            continue;
        }
        let mine = api.snapshot(&t, t.seat(seat));
        // The same action from the next seat is out of turn (TB-2), and changes nothing.
        let other = (seat + 1) % 4;
        let action = json!({"action": choose(&mine, DAMAGE)});
        let reply = api.post(&t.actions(), t.seat(other), &action);
        assert_eq!(reply.status, 403, "{reply:?}");
        assert!(reply.error().starts_with("TB-2: "), "{reply:?}");
        assert_eq!(
            api.snapshot(&t, None),
            snap,
            "the refusal changed the table"
        );
        api.act_ok(&t, seat, choose(&mine, DAMAGE));
    }
    assert!(asked, "a question was asked");
}

// ---- 7. Undo --------------------------------------------------------------------------------

fn boss_cards(log: &[String]) -> Vec<String> {
    log.iter()
        .filter(|l| l.starts_with("Boss card"))
        .cloned()
        .collect()
}

/// Without casual undo (the default), an undo takes back what showed nothing hidden, and stops
/// at an action after which a boss card was turned over: the table is left as it is.
#[test]
fn without_casual_undo_an_undo_stops_at_what_showed_a_boss_card() {
    let (_dir, _server, api) = start();
    let t = api.create(&raid_request([true; 4], [None; 4]));
    assert_eq!(api.snapshot(&t, None)["casual_undo"], false);
    let report = |damage: u16| json!({"report": {"damage": damage, "gx": false}});
    api.act_ok(&t, 0, json!("stay"));
    let before = without_version(api.snapshot(&t, None));
    api.act_ok(&t, 0, report(50));
    // A reported attack draws and flips nothing: it is undone.
    api.undo_ok(&t, t.seat(0));
    assert_eq!(without_version(api.snapshot(&t, None)), before);
    api.act_ok(&t, 0, report(50));
    for seat in 1..4 {
        api.act_ok(&t, seat, json!("stay"));
        if seat < 3 {
            api.act_ok(&t, seat, report(50));
        }
    }
    api.act_ok(&t, 3, report(30));
    let shown = without_version(api.snapshot(&t, None));
    assert!(
        !boss_cards(&log_of(&shown)).is_empty(),
        "the boss's turn came"
    );
    for token in [t.seat(3), t.creator()] {
        let reply = api.post_raw(&t.undo(), token, Vec::new());
        assert_eq!(reply.status, 409, "{reply:?}");
        assert!(
            reply.error().contains("\"Report: 30 damage\"")
                && reply.error().contains("without casual undo"),
            "{reply:?}"
        );
        assert_eq!(without_version(api.snapshot(&t, None)), shown);
    }
}

/// With casual undo, an undo takes back anything, and the game is replayed: the same boss cards
/// come again.
#[test]
fn undoing_a_report_leaves_the_boss_cards_to_come_as_they_were() {
    let (_dir, _server, api) = start();
    let mut request = raid_request([true; 4], [None; 4]);
    request["casual_undo"] = json!(true);
    let t = api.create(&request);
    assert_eq!(api.snapshot(&t, t.seat(2))["casual_undo"], true);
    let report = |damage: u16| json!({"report": {"damage": damage, "gx": false}});

    // Nothing to undo yet, for anyone.
    for token in [t.creator(), t.seat(0)] {
        let reply = api.post_raw(&t.undo(), token, Vec::new());
        assert_eq!(reply.status, 409, "{reply:?}");
        assert!(reply.error().contains("nothing to undo"), "{reply:?}");
    }

    // Round 1 up to seat 3's report, which the boss's turn follows.
    for seat in 0..4 {
        api.act_ok(&t, seat, json!("stay"));
        if seat < 3 {
            api.act_ok(&t, seat, report(50));
        }
    }
    let before = without_version(api.snapshot(&t, None));
    assert!(boss_cards(&log_of(&before)).is_empty());
    api.act_ok(&t, 3, report(30));
    let first = without_version(api.snapshot(&t, None));
    let first_cards = boss_cards(&log_of(&first));
    assert!(!first_cards.is_empty(), "{:#?}", log_of(&first));

    // Undone: the table is as before the report, to the letter.
    let undone = api.undo_ok(&t, t.seat(3));
    assert_eq!(undone["actions"], before["actions"]);
    assert_eq!(without_version(api.snapshot(&t, None)), before);

    // Another damage: the same boss cards come out.
    api.act_ok(&t, 3, report(60));
    let second = log_of(&api.snapshot(&t, None));
    assert!(second.iter().any(|l| l.contains("takes 60")), "{second:#?}");
    assert_eq!(boss_cards(&second), first_cards);

    // Undone again and the first report made again: the very same table.
    api.undo_ok(&t, t.seat(3));
    api.act_ok(&t, 3, report(30));
    assert_eq!(without_version(api.snapshot(&t, None)), first);

    // Later rounds: the same actions after an undo give the same cheer and boss cards.
    let mark = first["actions"].as_u64().unwrap();
    let mut logs = Vec::new();
    // Small damage over one more round and its boss turn: the game cannot end, which would make
    // it final (the table's seed is random, so a big report could knock the boss out).
    for _ in 0..2 {
        for _ in 0..10 {
            assert!(api.step(&t, 10), "the game ended");
        }
        logs.push(log_of(&api.snapshot(&t, None)));
        while api.snapshot(&t, None)["actions"].as_u64().unwrap() > mark {
            api.undo_ok(&t, t.creator());
        }
        assert_eq!(without_version(api.snapshot(&t, None)), first);
    }
    assert!(
        boss_cards(&logs[0]).len() > first_cards.len(),
        "{:#?}",
        logs[0]
    );
    assert_eq!(logs[0], logs[1]);
}

#[test]
fn undo_takes_back_the_ai_moves_after_the_persons() {
    let (_dir, _server, api) = start();
    let t = api.create(&grid_request([None, Some("greedy")], false));
    let before = without_version(api.settled(&t));
    let n = before["actions"].as_u64().unwrap();
    let mine = api.snapshot(&t, t.seat(0));
    api.act_ok(&t, 0, choose(&mine, DAMAGE));
    let after = api.settled(&t);
    assert_eq!(after["actions"], n + 2, "the AI answered: {after}");
    let undone = api.undo_ok(&t, t.seat(0));
    assert_eq!(undone["actions"], n);
    // Seat 0 is to move as before: the AI does not move again.
    sleep(Duration::from_millis(300));
    assert_eq!(without_version(api.snapshot(&t, None)), before);
    // The AI's moves are not a person's to undo.
    let reply = api.post_raw(&t.undo(), t.seat(1), Vec::new());
    assert!([403, 409].contains(&reply.status), "{reply:?}");
}
