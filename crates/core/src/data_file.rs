//! Parsing the project's TOML data files with errors that name the file, line and field.

use serde::de::DeserializeOwned;

/// A data file refused: where, and why. `Display` reads `file:line:column: message`, and the
/// message names the field (`missing field \`hp\``, `unknown field \`hpp\``, …).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{file}:{line}:{column}: {message}")]
pub struct DataError {
    pub file: String,
    /// 1-based; 0 when the fault is not tied to a place in the text.
    pub line: usize,
    pub column: usize,
    pub message: String,
}

impl DataError {
    /// A fault of the whole file, not tied to a place in its text.
    pub fn in_file(file: &str, message: impl Into<String>) -> Self {
        Self {
            file: file.to_string(),
            line: 0,
            column: 0,
            message: message.into(),
        }
    }

    /// A fault found after parsing (a value out of range, say), located at the first line that
    /// mentions `field` when there is one.
    pub fn at_field(file: &str, text: &str, field: &str, message: impl Into<String>) -> Self {
        let line = text
            .lines()
            .position(|l| {
                let l = l.trim_start();
                l.starts_with(field) && l[field.len()..].trim_start().starts_with(['=', '.'])
            })
            .map_or(0, |i| i + 1);
        Self {
            file: file.to_string(),
            line,
            column: usize::from(line > 0),
            message: format!("field `{field}`: {}", message.into()),
        }
    }
}

/// Parses `text` (the contents of `file`) as TOML into `T`. Unknown fields are errors where `T`
/// says `deny_unknown_fields`, as every data type of the project does.
pub fn parse_toml<T: DeserializeOwned>(file: &str, text: &str) -> Result<T, DataError> {
    toml::from_str(text).map_err(|e| {
        let (line, column) = e
            .span()
            .map_or((0, 0), |span| line_and_column(text, span.start));
        let mut message = e.message().trim().to_string();
        if !message.contains("field `") {
            // A wrong value: toml points at the value, so name the key written before it.
            if let Some(key) = e.span().and_then(|span| key_before(text, span.start)) {
                message = format!("field `{key}`: {message}");
            }
        }
        DataError {
            file: file.to_string(),
            line,
            column,
            message,
        }
    })
}

/// The key of the `key = value` whose value starts at `offset`, if the text there has one.
fn key_before(text: &str, offset: usize) -> Option<&str> {
    let before = text.get(..offset)?;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    let key = before[line_start..]
        .trim_end()
        .strip_suffix('=')?
        .trim_end();
    // After the last separator, which may be a wide whitespace (a fuzzer's find: U+00A0).
    let start = key
        .char_indices()
        .rfind(|&(_, c)| c.is_whitespace() || c == '{' || c == ',')
        .map_or(0, |(i, c)| i + c.len_utf8());
    Some(&key[start..]).filter(|k| !k.is_empty())
}

/// The 1-based line and column (in characters) of byte `offset`.
fn line_and_column(text: &str, offset: usize) -> (usize, usize) {
    let mut end = offset.min(text.len());
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    let before = &text[..end];
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    (line, before[line_start..].chars().count() + 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;

    #[derive(Debug, Deserialize)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)]
    struct Mon {
        name: String,
        hp: u16,
    }

    #[test]
    fn a_key_after_a_wide_space_is_named_and_columns_count_characters() {
        // U+00A0 is whitespace of two bytes: the key after it was once cut inside it.
        let text = "x\u{a0}hp = 3";
        assert_eq!(key_before(text, text.len() - 1), Some("hp"));
        assert_eq!(
            line_and_column("a\néé = 1", 7),
            (2, 4),
            "the `=` after two é"
        );
        assert_eq!(
            line_and_column("é", 1),
            (1, 1),
            "inside a character: its start"
        );
    }

    #[test]
    fn unknown_field_names_file_line_and_field() {
        let err = parse_toml::<Mon>("mon.toml", "name = \"A\"\nhp = 10\nhpp = 3\n").unwrap_err();
        assert_eq!(err.file, "mon.toml");
        assert_eq!(err.line, 3);
        assert!(err.message.contains("hpp"), "{err}");
        assert!(err.to_string().starts_with("mon.toml:3:"), "{err}");
    }

    #[test]
    fn wrong_type_names_the_line() {
        let err = parse_toml::<Mon>("m.toml", "name = \"A\"\nhp = \"lots\"\n").unwrap_err();
        assert_eq!(err.line, 2);
        assert!(err.message.contains("invalid type"), "{err}");
        assert!(err.message.starts_with("field `hp`"), "{err}");
    }

    #[test]
    fn wrong_type_in_an_inline_table_names_the_key() {
        #[derive(Debug, Deserialize)]
        #[allow(dead_code)]
        struct Outer {
            mon: Mon,
        }
        let err =
            parse_toml::<Outer>("m.toml", "mon = { name = \"A\", hp = \"x\" }\n").unwrap_err();
        assert!(err.message.starts_with("field `hp`"), "{err}");
    }

    #[test]
    fn missing_field_is_named() {
        let err = parse_toml::<Mon>("m.toml", "name = \"A\"\n").unwrap_err();
        assert!(err.message.contains("missing field `hp`"), "{err}");
    }

    #[test]
    fn syntax_error_names_the_line() {
        let err = parse_toml::<Mon>("m.toml", "name = \"A\"\nhp = = 3\n").unwrap_err();
        assert_eq!(err.line, 2);
    }

    #[test]
    fn at_field_finds_the_line() {
        let text = "name = \"A\"\n  hp = 0\n";
        let err = DataError::at_field("m.toml", text, "hp", "must be at least 10");
        assert_eq!(err.line, 2);
        assert_eq!(
            err.to_string(),
            "m.toml:2:1: field `hp`: must be at least 10"
        );
    }
}
