//! Asking a person at the terminal to choose.

use std::io::{BufRead, Write};

use anyhow::bail;

/// Runs an interactive command on this process's standard input and output.
pub fn with_stdio<T>(
    run: impl FnOnce(&mut std::io::StdinLock<'static>, &mut std::io::StdoutLock<'static>) -> T,
) -> T {
    run(&mut std::io::stdin().lock(), &mut std::io::stdout().lock())
}

/// Shows numbered `options` and reads a choice (1-based) from `input`; asks again on anything
/// that is not one of the numbers. Fails when the input ends.
pub fn choose(
    prompt: &str,
    options: &[String],
    input: &mut impl BufRead,
    output: &mut impl Write,
) -> anyhow::Result<usize> {
    loop {
        writeln!(output, "{prompt}")?;
        for (i, option) in options.iter().enumerate() {
            writeln!(output, "  {:>3}) {option}", i + 1)?;
        }
        write!(output, "> ")?;
        output.flush()?;
        let mut line = String::new();
        if input.read_line(&mut line)? == 0 {
            bail!("input ended before a choice was made");
        }
        match line.trim().parse::<usize>() {
            Ok(n) if (1..=options.len()).contains(&n) => return Ok(n - 1),
            _ => writeln!(
                output,
                "{:?} is not a choice: type a number from 1 to {}",
                line.trim(),
                options.len()
            )?,
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
    fn ended_input_is_an_error() {
        let mut input = "".as_bytes();
        let options = vec!["a".to_string()];
        assert!(choose("Pick", &options, &mut input, &mut Vec::new()).is_err());
    }
}
