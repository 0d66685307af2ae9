//! A card's text names the card itself by its name ("Torterra does 30 damage to itself",
//! "Discard an Energy attached to Blaziken"): that name is "this Pokémon" to the grammar. An
//! attack's text names the attack by its name ("This Pokémon can't use Drum Beating during your
//! next turn"): that name is "this attack".

/// Suffixes a name may be printed with that its own text leaves out ("Lugia ex" says "Lugia").
const SUFFIXES: [&str; 12] = [
    " ex", " EX", " GX", " V", " VMAX", " VSTAR", " LEGEND", " BREAK", " Star", " δ", " LV.X", " ☆",
];

/// `text` with every whole-word mention of `name` (or `name` without a printed suffix) written
/// "this Pokémon".
pub(crate) fn own_name_as_this(text: &str, name: &str) -> String {
    let name = name.trim();
    let mut out = replace_word(text, name, "this Pokémon");
    if let Some(base) = SUFFIXES.iter().find_map(|s| name.strip_suffix(s)) {
        out = replace_word(&out, base, "this Pokémon");
    }
    out
}

/// `text` with every whole-word mention of the attack's name `attack` written "this attack".
pub(crate) fn own_attack_as_this(text: &str, attack: &str) -> String {
    replace_word(text, attack.trim(), "this attack")
}

/// Cards whose own text misprints their name: (the name, as the text prints it).
const MISPRINTED: [(&str, &str); 1] = [("Miracle Sphere α", "Miracle Plate α")];

/// Verbs after which a Trainer's name starting a sentence is the card ("Brooklet Hill stays in
/// play"), not a verb itself ("Switch your Active Pokémon …").
const CARD_VERBS: [&str; 8] = [
    "stays", "is", "has", "can", "can't", "does", "counts", "provides",
];

/// `text` with every mention of a Trainer's or Energy's name `name` written "this card"
/// ("Attach PlusPower to 1 of your Pokémon", "this Kahili"), except at a sentence's start where
/// no verb of [`CARD_VERBS`] follows: there it may be a verb ("Switch your Active Pokémon …"),
/// and after "provides", where it is the Energy a Special Energy card provides.
pub(crate) fn own_card_as_this(text: &str, name: &str) -> String {
    let name = name.trim();
    let mut text = text.replace(&format!("this {name}"), name);
    for (card, misprint) in MISPRINTED {
        if card == name {
            text = text.replace(misprint, name);
        }
    }
    // What an Energy card provides is a type of Energy, never the card: "Metal Energy provides
    // Metal Energy".
    let marked = replace_word(&text, name, "this card")
        .replace("provides this card", &format!("provides {name}"));
    // A replacement at a sentence's start is capitalized, which no other "This card" is.
    let mut pieces = marked.split("This card");
    let mut out = pieces.next().unwrap_or_default().to_string();
    for piece in pieces {
        let verb = piece.split_whitespace().next().unwrap_or_default();
        out.push_str(if CARD_VERBS.contains(&verb) {
            "This card"
        } else {
            name
        });
        out.push_str(piece);
    }
    out
}

/// Replaces `word` where it stands as whole words (not inside a longer word) by `by`,
/// capitalized where a sentence starts, so the text still splits into the same sentences.
fn replace_word(text: &str, word: &str, by: &str) -> String {
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
        match (whole, starts_sentence) {
            (false, _) => out.push_str(word),
            (true, true) => out.extend(
                by.chars()
                    .take(1)
                    .flat_map(char::to_uppercase)
                    .chain(by.chars().skip(1)),
            ),
            (true, false) => out.push_str(by),
        }
        rest = &rest[at + word.len()..];
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::{own_attack_as_this, own_card_as_this, own_name_as_this};

    #[test]
    fn a_trainers_name_inside_a_sentence_is_this_card() {
        assert_eq!(
            own_card_as_this("Attach PlusPower to your Active Pokémon.", "PlusPower"),
            "Attach this card to your Active Pokémon."
        );
        assert_eq!(
            own_card_as_this(
                "Switch your Active Pokémon with 1 of your Benched Pokémon.",
                "Switch"
            ),
            "Switch your Active Pokémon with 1 of your Benched Pokémon."
        );
        assert_eq!(
            own_card_as_this(
                "Brooklet Hill stays in play when you play it.",
                "Brooklet Hill"
            ),
            "This card stays in play when you play it."
        );
        assert_eq!(
            own_card_as_this("If you played this Kahili from your hand, draw.", "Kahili"),
            "If you played this card from your hand, draw."
        );
    }

    #[test]
    fn the_attacks_name_is_this_attack() {
        assert_eq!(
            own_attack_as_this(
                "During your next turn, this Pokémon can't use Drum Beating.",
                "Drum Beating"
            ),
            "During your next turn, this Pokémon can't use this attack."
        );
        assert_eq!(
            own_attack_as_this("Slash does 10 more damage.", "Slash"),
            "This attack does 10 more damage."
        );
    }

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
