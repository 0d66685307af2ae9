//! Asking a person at the terminal: a numbered menu, a whole number, a line.

use std::io::{BufRead, Write};

use altplay_core::Seat;

use crate::{BoxError, Format};

/// A person at `seat` picks one of their legal actions from a menu of the format's words for
/// them, asked with `prompt`; the action is taken and returned.
pub fn ask_legal<F: Format>(
    game: &mut F,
    seat: Seat,
    prompt: &str,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<F::Action, BoxError> {
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    legal.retain(|a| game.actor(a) == Some(seat));
    let options: Vec<String> = legal.iter().map(|a| game.label(a)).collect();
    let action = legal[choose(prompt, &options, input, out)?].clone();
    game.apply(&action)?;
    Ok(action)
}

/// Reads one line without its end; fails when the input ends (`waiting`: what was asked for).
pub fn read_line(input: &mut dyn BufRead, waiting: &str) -> Result<String, BoxError> {
    let mut line = String::new();
    if input.read_line(&mut line)? == 0 {
        return Err(format!("input ended before {waiting}").into());
    }
    Ok(line.trim().to_string())
}

/// Shows numbered `options` and reads a choice (1-based) from `input`; asks again on anything
/// that is not one of the numbers. Fails when the input ends.
pub fn choose(
    prompt: &str,
    options: &[String],
    input: &mut dyn BufRead,
    output: &mut dyn Write,
) -> Result<usize, BoxError> {
    match menu(prompt, options, None, input, output)? {
        Typed::Option(i) => Ok(i),
        Typed::Words(_) => unreachable!("a menu without an escape returns an option"),
    }
}

/// What a person typed at a menu.
#[derive(Debug, PartialEq, Eq)]
pub enum Typed {
    /// One of the options, from 0.
    Option(usize),
    /// Their own words: a line that started with the menu's escape, without it (trimmed).
    Words(String),
}

/// As [`choose`], but a line starting with `escape` is their own words, returned as typed: what
/// a format takes beside its listed actions (Team Battle's questions to a teammate).
pub fn choose_or_say(
    prompt: &str,
    options: &[String],
    escape: char,
    input: &mut dyn BufRead,
    output: &mut dyn Write,
) -> Result<Typed, BoxError> {
    menu(prompt, options, Some(escape), input, output)
}

fn menu(
    prompt: &str,
    options: &[String],
    escape: Option<char>,
    input: &mut dyn BufRead,
    output: &mut dyn Write,
) -> Result<Typed, BoxError> {
    loop {
        writeln!(output, "{prompt}")?;
        for (i, option) in options.iter().enumerate() {
            writeln!(output, "  {:>3}) {option}", i + 1)?;
        }
        write!(output, "> ")?;
        output.flush()?;
        let line = read_line(input, "a choice was made")?;
        if let Some(words) = escape.and_then(|e| line.strip_prefix(e)) {
            return Ok(Typed::Words(words.trim().to_string()));
        }
        match line.parse::<usize>() {
            Ok(n) if (1..=options.len()).contains(&n) => return Ok(Typed::Option(n - 1)),
            _ => writeln!(
                output,
                "{line:?} is not a choice: type a number from 1 to {}",
                options.len()
            )?,
        }
    }
}

/// Reads a whole number, asking again on anything else. Its range is the engine's to judge.
pub fn ask_number<N: std::str::FromStr>(
    prompt: &str,
    input: &mut dyn BufRead,
    output: &mut dyn Write,
) -> Result<N, BoxError> {
    loop {
        write!(output, "{prompt} ")?;
        output.flush()?;
        let line = read_line(input, "a number was given")?;
        match line.parse() {
            Ok(n) => return Ok(n),
            Err(_) => writeln!(output, "{line:?} is not a whole number")?,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn re_asks_until_a_valid_number() {
        let mut input = "x\n9\n2\n".as_bytes();
        let mut out = Vec::new();
        let options = vec!["a".to_string(), "b".to_string()];
        assert_eq!(choose("Pick", &options, &mut input, &mut out).unwrap(), 1);
        let shown = String::from_utf8(out).unwrap();
        assert_eq!(shown.matches("is not a choice").count(), 2);
    }

    #[test]
    fn a_line_after_the_escape_is_their_own_words() {
        let options = vec!["a".to_string(), "b".to_string()];
        let mut input = "x\n? Do you have a Supporter? \n".as_bytes();
        let typed = choose_or_say("Pick", &options, '?', &mut input, &mut Vec::new()).unwrap();
        assert_eq!(typed, Typed::Words("Do you have a Supporter?".into()));
        let mut input = "?\n".as_bytes();
        let typed = choose("Pick", &options, &mut "?\n2\n".as_bytes(), &mut Vec::new()).unwrap();
        assert_eq!(typed, 1, "a menu without an escape takes only numbers");
        let typed = choose_or_say("Pick", &options, '?', &mut input, &mut Vec::new()).unwrap();
        assert_eq!(typed, Typed::Words(String::new()));
    }

    #[test]
    fn ended_input_is_an_error() {
        let mut input = "".as_bytes();
        let options = vec!["a".to_string()];
        let err = choose("Pick", &options, &mut input, &mut Vec::new()).unwrap_err();
        assert_eq!(err.to_string(), "input ended before a choice was made");
    }

    #[test]
    fn a_number_is_asked_for_until_one_is_given() {
        let mut out = Vec::new();
        let n: u16 = ask_number("How many?", &mut "lots\n70\n".as_bytes(), &mut out).unwrap();
        assert_eq!(n, 70);
        assert!(
            String::from_utf8(out)
                .unwrap()
                .contains("\"lots\" is not a whole number")
        );
    }
}
