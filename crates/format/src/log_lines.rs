//! The latest lines of an event log in words, worded from the end: a table shows the last few
//! lines after every change, and wording a whole long game each time would cost more the longer
//! it runs.

/// The words of the last `lines` events that have words (`words` gives none for an event a
/// format does not tell), oldest first.
pub fn last_lines<E>(
    events: &[E],
    lines: usize,
    words: impl FnMut(&E) -> Option<String>,
) -> Vec<String> {
    let mut told: Vec<String> = events.iter().rev().filter_map(words).take(lines).collect();
    told.reverse();
    told
}

#[cfg(test)]
mod tests {
    use super::last_lines;

    #[test]
    fn the_last_lines_are_those_of_the_whole_log_in_order() {
        let events = [1, 2, 3, 4, 5, 6];
        let odd = |e: &i32| (e % 2 == 1).then(|| e.to_string());
        assert_eq!(last_lines(&events, usize::MAX, odd), ["1", "3", "5"]);
        assert_eq!(last_lines(&events, 2, odd), ["3", "5"]);
        assert_eq!(last_lines(&events, 0, odd), Vec::<String>::new());
    }
}
