//! Where a data argument comes from: a file path when one exists, else an embedded file by name.

use std::path::Path;

/// A data file's label (its path) and text.
pub struct Source {
    pub label: String,
    pub text: String,
}

/// Why a data argument gives no file.
#[derive(Debug, thiserror::Error)]
pub enum SourceError {
    #[error("cannot read {kind} file {arg}: {source}")]
    Read {
        kind: String,
        arg: String,
        source: std::io::Error,
    },
    #[error("no {kind} file {arg:?} and no built-in {kind} of that name (built-in: {names})")]
    Unknown {
        kind: String,
        arg: String,
        names: String,
    },
}

/// Reads `arg` as a file if there is one at that path, else the embedded file of that name.
/// `kind` ("team", "boss", …) and `names` (the embedded names) make the error say what exists.
pub fn open(
    arg: &str,
    kind: &str,
    embedded: impl Fn(&str) -> Option<(&'static str, &'static str)>,
    names: &str,
) -> Result<Source, SourceError> {
    let path = Path::new(arg);
    if path.is_file() {
        let text = std::fs::read_to_string(path).map_err(|source| SourceError::Read {
            kind: kind.into(),
            arg: arg.into(),
            source,
        })?;
        return Ok(Source {
            label: arg.to_string(),
            text,
        });
    }
    match embedded(arg) {
        Some((label, text)) => Ok(Source {
            label: label.to_string(),
            text: text.to_string(),
        }),
        None => Err(SourceError::Unknown {
            kind: kind.into(),
            arg: arg.into(),
            names: names.into(),
        }),
    }
}
