//! A card's text names the card itself by its name ("Torterra does 30 damage to itself",
//! "Discard an Energy attached to Blaziken"): that name is "this Pokémon" to the grammar.

/// Suffixes a name may be printed with that its own text leaves out ("Lugia ex" says "Lugia").
const SUFFIXES: [&str; 12] = [
    " ex", " EX", " GX", " V", " VMAX", " VSTAR", " LEGEND", " BREAK", " Star", " δ", " LV.X", " ☆",
];

/// `text` with every whole-word mention of `name` (or `name` without a printed suffix) written
/// "this Pokémon".
pub(crate) fn own_name_as_this(text: &str, name: &str) -> String {
    let name = name.trim();
    let mut out = replace_word(text, name);
    if let Some(base) = SUFFIXES.iter().find_map(|s| name.strip_suffix(s)) {
        out = replace_word(&out, base);
    }
    out
}

/// Replaces `word` where it stands as whole words (not inside a longer word), capitalized where
/// a sentence starts, so the text still splits into the same sentences.
fn replace_word(text: &str, word: &str) -> String {
    if word.is_empty() {
        return text.to_string();
    }
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(word) {
        let before = rest[..at].chars().next_back();
        let after = rest[at + word.len()..].chars().next();
        let whole =
            !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric);
        out.push_str(&rest[..at]);
        let before = out.trim_end();
        let starts_sentence =
            before.is_empty() || before.ends_with(['.', '!', '(']) || before.ends_with(".)");
        out.push_str(match (whole, starts_sentence) {
            (false, _) => word,
            (true, true) => "This Pokémon",
            (true, false) => "this Pokémon",
        });
        rest = &rest[at + word.len()..];
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::own_name_as_this;

    #[test]
    fn the_cards_name_is_this_pokemon() {
        assert_eq!(
            own_name_as_this("Torterra does 30 damage to itself.", "Torterra"),
            "This Pokémon does 30 damage to itself."
        );
        assert_eq!(
            own_name_as_this("Discard a Fire Energy attached to Lugia.", "Lugia ex"),
            "Discard a Fire Energy attached to this Pokémon."
        );
        assert_eq!(
            own_name_as_this("Mew does 10 damage to Mewtwo.", "Mew"),
            "This Pokémon does 10 damage to Mewtwo."
        );
        assert_eq!(
            own_name_as_this("Flip a coin. Mew is now Asleep.", "Mew"),
            "Flip a coin. This Pokémon is now Asleep."
        );
    }
}
