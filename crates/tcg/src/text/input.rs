//! The combinator layer the grammar is written in: a cursor over one lower-cased sentence that
//! consumes whole words and backtracks when an alternative fails.

/// The unread rest of a sentence. Copying it is how a failed alternative backtracks.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Input<'a> {
    rest: &'a str,
}

/// Numbers written as words, as card text writes small counts.
const NUMBER_WORDS: [(&str, u16); 12] = [
    ("a", 1),
    ("an", 1),
    ("one", 1),
    ("two", 2),
    ("three", 3),
    ("four", 4),
    ("five", 5),
    ("six", 6),
    ("seven", 7),
    ("eight", 8),
    ("nine", 9),
    ("ten", 10),
];

impl<'a> Input<'a> {
    pub(crate) fn new(sentence: &'a str) -> Self {
        Input { rest: sentence }
    }

    /// True when only the sentence's closing punctuation is left.
    pub(crate) fn at_end(&self) -> bool {
        self.rest.trim_end_matches(['.', '!', ')', ' ']).is_empty()
    }

    /// Consumes `phrase` if the text starts with it and a word ends there. A possessive "'s"
    /// ends a word too, so alternatives that share a start are listed longest first.
    pub(crate) fn tag(&mut self, phrase: &str) -> bool {
        let Some(after) = self.rest.strip_prefix(phrase) else {
            return false;
        };
        let ends_word =
            !phrase.ends_with(char::is_alphanumeric) || !after.starts_with(char::is_alphanumeric);
        if ends_word {
            self.rest = after.strip_prefix(' ').unwrap_or(after);
        }
        ends_word
    }

    /// Consumes the first of `phrases` that matches.
    pub(crate) fn any(&mut self, phrases: &[&str]) -> bool {
        phrases.iter().any(|p| self.tag(p))
    }

    /// Consumes the first phrase of `table` that matches and gives its value.
    pub(crate) fn pick<T: Copy>(&mut self, table: &[(&str, T)]) -> Option<T> {
        table
            .iter()
            .find(|(phrase, _)| self.tag(phrase))
            .map(|&(_, v)| v)
    }

    /// A count in digits or words ("30", "a", "two").
    pub(crate) fn number(&mut self) -> Option<u16> {
        let digits = self.rest.len()
            - self
                .rest
                .trim_start_matches(|c: char| c.is_ascii_digit())
                .len();
        if digits > 0 {
            let value = self.rest[..digits].parse().ok()?;
            let (_, after) = self.rest.split_at(digits);
            if after.starts_with(char::is_alphanumeric) {
                return None;
            }
            self.rest = after.strip_prefix(' ').unwrap_or(after);
            return Some(value);
        }
        self.pick(&NUMBER_WORDS)
    }

    /// How many times `word` is written back to back, ending a word ("colorlesscolorless" is
    /// 2 of "colorless", as the data prints Energy symbols); consumed only when at least once.
    pub(crate) fn repeated(&mut self, word: &str) -> usize {
        let mut rest = self.rest;
        let mut times = 0;
        while let Some(after) = rest.strip_prefix(word) {
            rest = after;
            times += 1;
        }
        if times == 0 || rest.starts_with(char::is_alphanumeric) {
            return 0;
        }
        self.rest = rest.strip_prefix(' ').unwrap_or(rest);
        times
    }

    /// The words before the first of `ends` (which stays unread), or before the sentence's
    /// closing punctuation when `ends` holds "": a name ("Pawniard", "Leon") the grammar does
    /// not know. None when empty or across a comma (another clause).
    pub(crate) fn words_before(&mut self, ends: &[&str]) -> Option<&'a str> {
        let rest = self.rest;
        let at = ends
            .iter()
            .filter_map(|end| {
                if end.is_empty() {
                    return Some(rest.trim_end_matches(['.', '!', ')', ' ']).len());
                }
                rest.match_indices(end)
                    .map(|(at, _)| at)
                    .find(|&at| at > 0 && rest[..at].ends_with(' '))
            })
            .min()?;
        let words = rest[..at].trim_end();
        if words.is_empty() || words.contains(',') {
            return None;
        }
        self.rest = &rest[at..];
        Some(words)
    }

    /// Any one word (a name the grammar does not know, as an ability's), with its possessive.
    pub(crate) fn word(&mut self) -> Option<&'a str> {
        let end = self
            .rest
            .find(|c: char| !(c.is_alphanumeric() || c == '-' || c == '\''))
            .unwrap_or(self.rest.len());
        let (word, after) = self.rest.split_at(end);
        if word.is_empty() {
            return None;
        }
        self.rest = after.strip_prefix(' ').unwrap_or(after);
        Some(word)
    }

    /// A small count, as a card count.
    pub(crate) fn small(&mut self) -> Option<u8> {
        self.attempt(|i| i.number().and_then(|n| u8::try_from(n).ok()))
    }

    /// The text not read yet.
    pub(crate) fn rest(&self) -> &'a str {
        self.rest
    }

    /// Runs `parse`; when it fails, puts the cursor back where it was.
    pub(crate) fn attempt<T>(&mut self, parse: impl FnOnce(&mut Self) -> Option<T>) -> Option<T> {
        let saved = *self;
        let out = parse(self);
        if out.is_none() {
            *self = saved;
        }
        out
    }

    /// Runs `parse` on a copy and keeps it only if it reads the sentence to its end.
    pub(crate) fn whole<T>(mut self, parse: impl FnOnce(&mut Self) -> Option<T>) -> Option<T> {
        parse(&mut self).filter(|_| self.at_end())
    }
}

#[cfg(test)]
mod tests {
    use super::Input;

    #[test]
    fn tags_match_whole_words_only() {
        let mut input = Input::new("your opponent's active pokémon");
        assert!(!input.tag("your opp"));
        assert!(input.tag("your opponent's"));
        assert!(input.tag("active pokémon"));
        assert!(input.at_end());
    }

    #[test]
    fn numbers_in_digits_and_words() {
        assert_eq!(Input::new("30 damage").number(), Some(30));
        assert_eq!(Input::new("two coins").number(), Some(2));
        assert_eq!(Input::new("an energy").number(), Some(1));
        assert_eq!(Input::new("another").number(), None);
        assert_eq!(Input::new("30x").number(), None);
    }

    #[test]
    fn repeated_symbols_count() {
        let mut input = Input::new("colorlesscolorless less");
        assert_eq!(input.repeated("colorless"), 2);
        assert!(input.tag("less"));
        assert_eq!(Input::new("colorlessness").repeated("colorless"), 0);
    }

    #[test]
    fn words_before_an_end_are_a_name() {
        let mut input = Input::new("leon card in your discard pile.");
        assert_eq!(input.words_before(&["card in", "cards in"]), Some("leon"));
        assert!(input.tag("card in"));
        let mut input = Input::new("your benched pawniard.");
        assert!(input.tag("your benched"));
        assert_eq!(input.words_before(&[""]), Some("pawniard"));
        assert!(input.at_end());
        assert_eq!(Input::new("a, b card").words_before(&["card"]), None);
    }

    #[test]
    fn a_failed_attempt_backtracks() {
        let mut input = Input::new("flip a coin.");
        assert_eq!(
            input.attempt(|i| i.tag("flip").then_some(()).and(None::<()>)),
            None
        );
        assert!(input.tag("flip"));
    }
}
