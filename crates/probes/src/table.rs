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
    let mut input = Input::new(bytes);
    for _ in 0..ACTIONS_AFTER_CREATE {
        if session.to_move().is_none() {
            break;
        }
        take_legal(session.as_mut(), &mut input);
    }
    true
}

/// The tables the action probe plays on: each format, with its options that change the actions.
pub(crate) fn tables() -> [Value; 4] {
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
    while !input.is_empty() && session.to_move().is_some() {
        match input.byte() % 8 {
            0..=4 => take_legal(session.as_mut(), &mut input),
            5 | 6 => {
                let mut action = legal_action(session.as_ref(), &mut input);
                alter(&mut action, &mut input);
                try_action(session.as_mut(), &action);
            }
            _ => {
                let len = input.below(64);
                if let Ok(action) = serde_json::from_slice::<Value>(input.slice(len)) {
                    try_action(session.as_mut(), &action);
                }
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

fn legal_action(session: &dyn Session, input: &mut Input) -> Value {
    session
        .ai_action("random", u64::from(input.byte()), None)
        .expect("every format has a random player")
}

fn take_legal(session: &mut dyn Session, input: &mut Input) {
    let action = legal_action(session, input);
    if let Err(e) = session.apply(&action) {
        panic!("the legal action {action} was refused: {e}");
    }
}

/// Sends `action` for the seat to move; when it is refused, nothing may have changed.
fn try_action(session: &mut dyn Session, action: &Value) {
    let seat = session.to_move();
    let before = (session.actions_taken(), session.describe(seat));
    if session.apply(action).is_err() {
        let after = (session.actions_taken(), session.describe(seat));
        assert_eq!(
            before, after,
            "the refused action {action} changed the game"
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
