//! Cutting a card's text into sentences, the units text is read in (Raid Battle's attack
//! effects, the TCG engine's grammar).

/// Words that end in a period without ending the sentence: "Mr. Mime", "Mime Jr.".
const ABBREVIATIONS: [&str; 6] = ["Mr", "Jr", "Lt", "Dr", "St", "Prof"];

/// Single spaces and straight apostrophes, so the grammar need not allow for either.
pub fn normalize(text: &str) -> String {
    text.replace(['’', '‘'], "'")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// Splits normalized text into sentences. A sentence ends at `.`, `!` or `?` (with a closing
/// parenthesis right after it) followed by the end, or by a space and a capital letter or an
/// opening parenthesis: "(Don't apply Weakness…)" is a sentence, "Mr. Mime" is not cut.
pub fn split(text: &str) -> Vec<&str> {
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
    use super::{normalize, split};

    #[test]
    fn splits_at_sentence_ends_only() {
        assert_eq!(
            split("Flip a coin. If heads, this attack does 20 more damage."),
            ["Flip a coin.", "If heads, this attack does 20 more damage."]
        );
        assert_eq!(
            split("Does 10 damage. (Don't apply Weakness.) Mr. Mime does 10 damage to itself."),
            [
                "Does 10 damage.",
                "(Don't apply Weakness.)",
                "Mr. Mime does 10 damage to itself."
            ]
        );
        assert_eq!(split("No period at the end"), ["No period at the end"]);
    }

    #[test]
    fn normalizes_spaces_and_apostrophes() {
        assert_eq!(
            normalize("Your  opponent’s\nActive"),
            "Your opponent's Active"
        );
    }
}
