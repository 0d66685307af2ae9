//! The pokemon-tcg-data set as a whole: which of its files the engines read, the digest of
//! their contents that pins a revision (`altplay cards fetch` checks a download against it),
//! and the user's data folder a fetched set is kept in.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use sha2::{Digest, Sha256};

/// The folder a data set is kept in, inside a data folder.
pub const FOLDER: &str = "pokemon-tcg-data";

/// The content digest of the data set the project's tests run on (`../shared/data`), which
/// `altplay cards fetch` expects of the revision it fetches by default.
pub const PINNED_DIGEST: &str = "2fdb5dce46eff672dbef4e0ffa4e59d92944b9174b74e7ce5b8d44e49fa32066";

/// Whether `path` (relative to the data set's top, `/`-separated) is a file the engines read:
/// `sets/en.json`, and the JSON files of `cards/en/` and `decks/en/`.
pub fn is_read(path: &str) -> bool {
    let json_in = |dir: &str| {
        path.strip_prefix(dir)
            .is_some_and(|name| !name.contains('/') && name.ends_with(".json"))
    };
    path == "sets/en.json" || json_in("cards/en/") || json_in("decks/en/")
}

/// The digest of a data set's files, given as (relative path, contents) in any order: SHA-256
/// over each file in path order — its path, its length and its bytes —, in hex.
pub fn digest_of<'a>(files: impl IntoIterator<Item = (&'a str, &'a [u8])>) -> String {
    let mut files: Vec<(&str, &[u8])> = files.into_iter().collect();
    files.sort_by_key(|&(path, _)| path);
    let mut hash = Sha256::new();
    for (path, bytes) in files {
        hash.update(path.as_bytes());
        hash.update([0]);
        hash.update((bytes.len() as u64).to_le_bytes());
        hash.update(bytes);
    }
    hash.finalize().iter().map(|b| format!("{b:02x}")).collect()
}

/// [`digest_of`] the files the engines read in the data set at `dir`.
pub fn digest(dir: &Path) -> io::Result<String> {
    let mut files = Vec::new();
    for sub in ["cards/en", "decks/en"] {
        let mut names: Vec<String> = fs::read_dir(dir.join(sub))?
            .map(|entry| entry.map(|e| e.file_name().to_string_lossy().into_owned()))
            .collect::<io::Result<_>>()?;
        names.sort();
        for name in names {
            let path = format!("{sub}/{name}");
            if is_read(&path) {
                files.push((path.clone(), fs::read(dir.join(&path))?));
            }
        }
    }
    files.push(("sets/en.json".into(), fs::read(dir.join("sets/en.json"))?));
    Ok(digest_of(
        files.iter().map(|(p, b)| (p.as_str(), b.as_slice())),
    ))
}

/// The user's data folder, where `altplay cards fetch` puts a data set: `$ALTPLAY_HOME`, else
/// the platform's data folder's `altplay` (`~/.local/share/altplay` on Linux). `None` when
/// neither can be found.
pub fn user_folder() -> Option<PathBuf> {
    let home = std::env::var_os("ALTPLAY_HOME").filter(|v| !v.is_empty());
    home.map(PathBuf::from)
        .or_else(|| dirs::data_dir().map(|d| d.join("altplay")))
}
