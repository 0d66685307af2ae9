//! Splitting attack text into sentences, so each can be judged alone.

/// Words that end in a period without ending the sentence: "Mr. Mime", "Mime Jr.", "Lt. Surge's".
const ABBREVIATIONS: [&str; 6] = ["Mr", "Jr", "Lt", "Dr", "St", "Prof"];

/// Splits normalized text (single spaces) into sentences. A sentence ends at `.`, `!` or `?`
/// (and a closing parenthesis right after it) followed by the end of the text, or by a space and
/// a capital letter or an opening parenthesis — so "(Don't apply Weakness…)" is a sentence of its
/// own and "Mr. Mime" is not cut in two.
pub(super) fn split(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = 0;
    let mut chars = text.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        if !matches!(c, '.' | '!' | '?') {
            continue;
        }
        let mut end = i + c.len_utf8();
        if let Some(&(j, ')')) = chars.peek() {
            end = j + 1;
            chars.next();
        }
        let rest = &text[end..];
        let next_starts_sentence = rest
            .strip_prefix(' ')
            .and_then(|r| r.chars().next())
            .is_some_and(|n| n.is_uppercase() || n == '(');
        let word = text[start..i].rsplit(' ').next().unwrap_or("");
        if (rest.is_empty() || next_starts_sentence) && !ABBREVIATIONS.contains(&word) {
            out.push(text[start..end].trim());
            start = end;
        }
    }
    let rest = text[start..].trim();
    if !rest.is_empty() {
        out.push(rest);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::split;

    #[test]
    fn splits_at_sentence_ends_only() {
        assert_eq!(
            split("Flip a coin. If heads, this attack does 20 more damage."),
            ["Flip a coin.", "If heads, this attack does 20 more damage."]
        );
        assert_eq!(
            split(
                "Does 10 damage to 1 of your opponent's Benched Pokémon. (Don't apply Weakness and Resistance for Benched Pokémon.) Torterra does 30 damage to itself."
            ),
            [
                "Does 10 damage to 1 of your opponent's Benched Pokémon.",
                "(Don't apply Weakness and Resistance for Benched Pokémon.)",
                "Torterra does 30 damage to itself."
            ]
        );
        assert_eq!(
            split("Mr. Mime does 10 damage to itself."),
            ["Mr. Mime does 10 damage to itself."]
        );
        assert_eq!(split("No period at the end"), ["No period at the end"]);
        assert_eq!(
            split("Draw 2 cards. then more."),
            ["Draw 2 cards. then more."]
        );
    }
}
