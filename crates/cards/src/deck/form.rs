//! A decklist as text in either form, for callers that do not know which: the TOML decklist
//! file or TCG-20's text.

use super::{Deck, DeckError, read_deck_text, read_decklist};
use crate::printed::{PrintedIndex, SetCodes};

/// The deck `text` lists, read as a TOML decklist when [`is_toml`] says so, else as TCG-20 text.
pub fn read_any_decklist<'a>(
    file: &str,
    text: &str,
    index: &'a PrintedIndex,
    sets: &SetCodes,
) -> Result<Deck<'a>, DeckError> {
    if is_toml(text) {
        read_decklist(file, text.trim_start_matches('\u{feff}'), index)
    } else {
        read_deck_text(file, text, index, sets)
    }
}

/// Whether `text` is in the TOML form: a line starts with `[[cards]]` or is `key = value` (a
/// bare key), which no TCG-20 line is.
pub fn is_toml(text: &str) -> bool {
    text.trim_start_matches('\u{feff}').lines().any(|line| {
        let line = line.trim();
        line.starts_with("[[cards]]")
            || line.split_once('=').is_some_and(|(key, _)| {
                let key = key.trim();
                !key.is_empty()
                    && key
                        .bytes()
                        .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
            })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tcg_20_toml_and_text_are_told_apart() {
        assert!(is_toml("[[cards]]\ncard = \"sv3-125\"\ncount = 4\n"));
        assert!(is_toml("\u{feff}  [[cards]]\n"));
        assert!(is_toml("count=4"));
        assert!(!is_toml("Pokémon: 2\n2 Charizard ex OBF 125\n"));
        assert!(!is_toml("* 4 Pikachu-EX XY 42\nTotal Cards - 4\n"));
        assert!(!is_toml("4 Energy = Power\n"), "a key is one word");
        assert!(!is_toml(""));
    }
}
