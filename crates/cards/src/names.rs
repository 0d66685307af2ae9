//! Card names as people type them: case, accents and punctuation do not matter.

/// The form names are compared in: lower case, accents dropped ("Flabébé" → "flabebe"),
/// apostrophes dropped ("Farfetch'd" → "farfetchd"), other punctuation and runs of spaces made
/// one space ("Pikachu-GX" → "pikachu gx", "Mr. Mime" → "mr mime"). Symbols that tell cards
/// apart (♀ ♂ ★ ◇) are kept as words of their own.
pub fn fold(name: &str) -> String {
    let mut spaced = String::with_capacity(name.len() + 4);
    for c in name.chars().flat_map(char::to_lowercase) {
        match c {
            '\'' | '’' => {}
            '♀' | '♂' | '★' | '◇' => {
                spaced.push(' ');
                spaced.push(c);
                spaced.push(' ');
            }
            c if c.is_alphanumeric() => spaced.push(unaccent(c)),
            _ => spaced.push(' '),
        }
    }
    spaced.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// An id-safe form of a name: its folded words joined by hyphens ("Mr. Mime" → "mr-mime").
pub fn slug(name: &str) -> String {
    fold(name).replace(' ', "-")
}

fn unaccent(c: char) -> char {
    match c {
        'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' => 'a',
        'ç' => 'c',
        'è' | 'é' | 'ê' | 'ë' => 'e',
        'ì' | 'í' | 'î' | 'ï' => 'i',
        'ñ' => 'n',
        'ò' | 'ó' | 'ô' | 'õ' | 'ö' => 'o',
        'ù' | 'ú' | 'û' | 'ü' => 'u',
        'ý' | 'ÿ' => 'y',
        c => c,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn folds_case_accents_and_punctuation() {
        assert_eq!(fold("Flabébé"), "flabebe");
        assert_eq!(fold("  PIKACHU-GX "), "pikachu gx");
        assert_eq!(fold("Mr. Mime"), "mr mime");
        assert_eq!(fold("Farfetch'd"), "farfetchd");
        assert_eq!(fold("Nidoran♀"), fold("Nidoran ♀"));
        assert_ne!(fold("Nidoran♀"), fold("Nidoran♂"));
        assert_eq!(fold("Pokémon"), "pokemon");
    }

    #[test]
    fn slugs_are_hyphenated_folds() {
        assert_eq!(slug("Mr. Mime"), "mr-mime");
        assert_eq!(slug("Flabébé"), "flabebe");
        assert_eq!(slug("Tapu Koko GX"), "tapu-koko-gx");
    }
}
