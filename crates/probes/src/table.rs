//! The table server's inputs: the body of `POST /api/tables`, and the actions seats send to a
//! live table (`POST /api/tables/ID/actions`), both as JSON.

use altplay_server::{Session, table_from_body};
use serde_json::{Value, json};

use crate::input::Input;

/// How many actions a table-request probe plays on the table it made.
const ACTIONS_AFTER_CREATE: usize = 200;

/// Any bytes as a table request; a table that is made is played a little.
pub fn table_request(bytes: &[u8]) -> bool {
    let Ok(mut session) = table_from_body(bytes, crate::catalog(), 0) else {
        return false;
    };
    play_a_little(session.as_mut(), bytes);
    true
}

/// Takes up to [`ACTIONS_AFTER_CREATE`] legal actions on a table just made, chosen by `bytes`.
pub(crate) fn play_a_little(session: &mut dyn Session, bytes: &[u8]) {
    let mut input = Input::new(bytes);
    for _ in 0..ACTIONS_AFTER_CREATE {
        if session.may_act().is_empty() {
            break;
        }
        take_legal(session, &mut input);
    }
}

/// The tables the action probe plays on: each format, with its options that change the actions.
pub(crate) fn tables() -> [Value; 7] {
    let pairs = [
        ("Raichu", "Pikachu"),
        ("Gyarados", "Lapras"),
        ("Machoke", "Machop"),
        ("Houndoom", "Houndour"),
    ]
    .map(|(active, bench)| json!({ "active": active, "bench": bench }));
    let team = json!({ "name": "probe", "pair": pairs });
    [
        json!({ "format": "raid-battle", "boss": "voltfang", "team": team }),
        json!({ "format": "raid-battle", "boss": "bulwark", "team": team,
                "physical": [true, false, true, false], "weakness": true }),
        json!({ "format": "battle-grid", "decks": ["titans", "swarm"] }),
        json!({ "format": "battle-grid", "decks": ["evolution", "titans"],
                "open_decklists": true, "spend": true }),
        json!({ "format": "raid-boss", "boss": "Cinderwyrm",
                "heroes": ["Bulwark", "Emberlance", "Mendra", "Tessel"] }),
        json!({ "format": "raid-boss", "boss": "Hollow Regent",
                "heroes": ["Gambit", "Vantage", "Mendra", "Tessel"],
                "physical": [true, false, true, false] }),
        json!({ "format": "team-battle",
                "decks": ["d-swsh1-1", "d-swsh1-2", "d-swsh1-3", "d-swsh2-1"] }),
    ]
}

/// A live table (chosen by the first byte) sent a stream of actions: legal ones, legal ones
/// altered, and raw JSON. A legal action is taken; a refused one changes nothing; and the game
/// replayed from its actions is the game as played.
pub fn actions(bytes: &[u8]) -> bool {
    let mut input = Input::new(bytes);
    let tables = tables();
    let request = &tables[usize::from(input.byte()) % tables.len()];
    let body = serde_json::to_vec(request).expect("JSON");
    let mut session = table_from_body(&body, crate::catalog(), u64::from(input.byte()))
        .unwrap_or_else(|e| panic!("the probe's table {request} is refused: {e}"));
    while !input.is_empty() && !session.may_act().is_empty() {
        match input.byte() % 8 {
            0..=4 => take_legal(session.as_mut(), &mut input),
            5 | 6 => {
                let seat = acting_seat(session.as_ref(), &mut input);
                let mut action = legal_action(session.as_ref(), seat, &mut input);
                alter(&mut action, &mut input);
                // Now and then sent by a seat that may not act.
                let sender = if input.one_in(8) { input.byte() } else { seat };
                try_action(session.as_mut(), sender, &action);
            }
            _ if input.one_in(2) => {
                let seat = acting_seat(session.as_ref(), &mut input);
                let len = input.below(64);
                if let Ok(action) = serde_json::from_slice::<Value>(input.slice(len)) {
                    try_action(session.as_mut(), seat, &action);
                }
            }
            _ => {
                // A person's own words (Team Battle's question, TB-6), which no list holds.
                let seat = acting_seat(session.as_ref(), &mut input);
                let len = input.below(128);
                let question = String::from_utf8_lossy(input.slice(len)).into_owned();
                try_action(
                    session.as_mut(),
                    seat,
                    &json!({ "do": "ask", "question": question }),
                );
            }
        }
    }
    let replayed = session.rewound(session.actions_taken());
    assert_eq!(
        replayed.describe(None),
        session.describe(None),
        "the game replayed from its actions differs from the game as played"
    );
    true
}

/// One of the seats that may act now, chosen by the input.
fn acting_seat(session: &dyn Session, input: &mut Input) -> u8 {
    let seats = session.may_act();
    seats[input.below(seats.len())]
}

fn legal_action(session: &dyn Session, seat: u8, input: &mut Input) -> Value {
    session
        .ai_action(seat, "random", u64::from(input.byte()), None)
        .expect("every format has a random player")
}

fn take_legal(session: &mut dyn Session, input: &mut Input) {
    let seat = acting_seat(session, input);
    let action = legal_action(session, seat, input);
    if let Err(e) = session.apply(seat, &action) {
        panic!("the legal action {action} by seat {seat} was refused: {e}");
    }
}

/// What each seat that may act, and a spectator, are shown.
fn shown(session: &dyn Session) -> (usize, Vec<serde_json::Map<String, Value>>) {
    let seats = session.may_act().into_iter().map(Some).chain([None]);
    let shown = seats.map(|seat| session.describe(seat)).collect();
    (session.actions_taken(), shown)
}

/// Sends `action` from `seat` (any number); when it is refused, nothing may have changed.
fn try_action(session: &mut dyn Session, seat: u8, action: &Value) {
    let before = shown(session);
    if session.apply(seat, action).is_err() {
        let after = shown(session);
        assert_eq!(
            before, after,
            "the refused action {action} by seat {seat} changed the game"
        );
    }
}

/// Changes one part of `value`, chosen by the input: a number, a string, a flag, a field, or
/// the whole value replaced by another kind.
fn alter(value: &mut Value, input: &mut Input) {
    match value {
        Value::Object(map) if !map.is_empty() && !input.one_in(4) => {
            let key = map.keys().nth(input.below(map.len())).cloned();
            let key = key.expect("a key below the length");
            if input.one_in(5) {
                map.remove(&key);
            } else if let Some(inner) = map.get_mut(&key) {
                alter(inner, input);
            }
        }
        Value::Array(items) if !items.is_empty() && !input.one_in(4) => {
            let at = input.below(items.len());
            alter(&mut items[at], input);
        }
        _ => *value = odd_value(input),
    }
}

/// A value of the kinds that break parsers: edges of the integer types, fractions, negatives,
/// strings, nulls and nesting.
fn odd_value(input: &mut Input) -> Value {
    match input.byte() % 10 {
        0 => json!(u64::MAX),
        1 => json!(-1),
        2 => json!(i64::from(input.byte()) * 256 + i64::from(input.byte())),
        3 => json!(u64::from(u32::MAX) + 1),
        4 => json!(0.5),
        5 => json!(String::from_utf8_lossy(input.slice(8))),
        6 => Value::Null,
        7 => json!(input.one_in(2)),
        8 => json!([]),
        _ => json!(input.byte()),
    }
}
