//! A decklist pasted at a table (`POST /api/tables`, TCG-20): the first byte chooses the form —
//! TOML text, the text of a PTCG Live / Limitless export, or JSON (any JSON as the deck, a
//! decklist `{"name", "cards"}` among them) — and the rest is the decklist, made into a `tcg`
//! table against a theme deck as the server does. A table that is made is played a little.

use serde_json::{Value, json};

use crate::table::play_a_little;

pub fn inline_decklist(bytes: &[u8]) -> bool {
    let Some((&form, rest)) = bytes.split_first() else {
        return false;
    };
    let text = String::from_utf8_lossy(rest).into_owned();
    let deck = match form % 3 {
        // A string with a line break is read as a decklist's text: TOML, or TCG-20's.
        0 => Value::String(text + "\n"),
        1 => json!({ "name": "probe", "text": text }),
        _ => match serde_json::from_slice(rest) {
            Ok(deck) => deck,
            Err(_) => return false,
        },
    };
    let request = json!({ "format": "tcg", "decks": [deck, "d-swsh1-2"] });
    let body = serde_json::to_vec(&request).expect("JSON");
    let Ok(mut session) = altplay_server::table_from_body(&body, crate::catalog(), 0) else {
        return false;
    };
    play_a_little(session.as_mut(), rest);
    true
}
