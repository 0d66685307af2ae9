//! The import store: an imported [`CardIndex`] saved as JSON, so `altplay cards import DIR` runs
//! once and later commands read the result.

use std::ffi::OsString;
use std::fs;
use std::io::{self, BufWriter, Write};
use std::path::{Path, PathBuf};

use crate::index::CardIndex;
use crate::model::Card;

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("neither ALTPLAY_HOME nor HOME is set, so there is no default card store")]
    NoHome,
    #[error("{}: {source}", path.display())]
    Io { path: PathBuf, source: io::Error },
    #[error("{}: not a card store ({source}); import the card data again", path.display())]
    Format {
        path: PathBuf,
        source: serde_json::Error,
    },
}

impl StoreError {
    fn io(path: &Path) -> impl FnOnce(io::Error) -> Self + '_ {
        move |source| Self::Io {
            path: path.to_path_buf(),
            source,
        }
    }
}

/// Where imported cards are kept: `$ALTPLAY_HOME/cards.json` when ALTPLAY_HOME is set,
/// otherwise `$HOME/.local/share/altplay/cards.json`.
pub fn default_path() -> Result<PathBuf, StoreError> {
    path_from(std::env::var_os("ALTPLAY_HOME"), std::env::var_os("HOME")).ok_or(StoreError::NoHome)
}

/// [`default_path`] from the two variables' values (apart, so it is testable without touching
/// the process environment). An empty value counts as unset.
fn path_from(altplay_home: Option<OsString>, home: Option<OsString>) -> Option<PathBuf> {
    let set = |v: Option<OsString>| v.filter(|v| !v.is_empty()).map(PathBuf::from);
    set(altplay_home)
        .or_else(|| set(home).map(|h| h.join(".local/share/altplay")))
        .map(|dir| dir.join("cards.json"))
}

impl CardIndex<Card> {
    /// Writes the cards as a JSON array, creating the folder if needed. The file is written
    /// beside the target and renamed over it, so a failed save leaves the old store whole.
    pub fn save(&self, path: &Path) -> Result<(), StoreError> {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            fs::create_dir_all(dir).map_err(StoreError::io(dir))?;
        }
        let mut tmp = path.as_os_str().to_owned();
        tmp.push(".tmp");
        let tmp = PathBuf::from(tmp);
        let file = fs::File::create(&tmp).map_err(StoreError::io(&tmp))?;
        let mut out = BufWriter::new(file);
        serde_json::to_writer(&mut out, self.cards()).map_err(|e| StoreError::Io {
            path: tmp.clone(),
            source: e.into(),
        })?;
        out.flush().map_err(StoreError::io(&tmp))?;
        fs::rename(&tmp, path).map_err(StoreError::io(path))
    }

    /// Reads a store written by [`CardIndex::save`].
    pub fn load(path: &Path) -> Result<Self, StoreError> {
        let text = fs::read_to_string(path).map_err(StoreError::io(path))?;
        let cards: Vec<Card> =
            serde_json::from_str(&text).map_err(|source| StoreError::Format {
                path: path.to_path_buf(),
                source,
            })?;
        Ok(Self::new(cards))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::index::tests::card;

    #[test]
    fn default_path_prefers_altplay_home() {
        let p = |a: Option<&str>, h: Option<&str>| path_from(a.map(Into::into), h.map(Into::into));
        assert_eq!(
            p(Some("/data/ap"), Some("/home/u")),
            Some(PathBuf::from("/data/ap/cards.json"))
        );
        assert_eq!(
            p(None, Some("/home/u")),
            Some(PathBuf::from("/home/u/.local/share/altplay/cards.json"))
        );
        assert_eq!(
            p(Some(""), Some("/home/u")),
            Some(PathBuf::from("/home/u/.local/share/altplay/cards.json"))
        );
        assert_eq!(p(None, None), None);
    }

    #[test]
    fn save_then_load_gives_the_same_index() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("nested/cards.json");
        let index = CardIndex::new(vec![card("a-1", "Pikachu"), card("a-2", "Flabébé")]);
        index.save(&path).unwrap();
        assert_eq!(CardIndex::load(&path).unwrap(), index);
    }

    #[test]
    fn load_refuses_what_is_not_a_store() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("cards.json");
        fs::write(&path, r#"[{"id": "x"}]"#).unwrap();
        let err = CardIndex::load(&path).unwrap_err();
        assert!(matches!(err, StoreError::Format { .. }), "{err}");
        let err = CardIndex::load(&dir.path().join("missing.json")).unwrap_err();
        assert!(matches!(err, StoreError::Io { .. }), "{err}");
    }
}
