//! `altplay cards fetch [--rev R] [--to DIR]`: the public pokemon-tcg-data set downloaded as
//! one archive of a revision, checked against its content digest, and unpacked into the user's
//! data folder, where the engines look for card data when none is given.
//!
//! Only the files the engines read are kept (`altplay_cards::data_set::is_read`). The archive
//! is read whole and checked before anything is written; the set is written beside its place
//! and renamed over it, so a failed fetch leaves the old set whole.

use std::io::Read;
use std::path::{Path, PathBuf};

use altplay_cards::data_set::{self, FOLDER, PINNED_DIGEST};
use anyhow::{Context, bail};
use clap::Args;
use flate2::read::GzDecoder;

/// Where GitHub serves a revision of the data set as `REV.tar.gz`.
const ARCHIVES: &str = "https://github.com/PokemonTCG/pokemon-tcg-data/archive";

/// The revision fetched by default. The data set has no release tags, so a branch is named;
/// the content digest is what pins the data (see `--sha256`).
const DEFAULT_REV: &str = "master";

#[derive(Args)]
pub struct FetchArgs {
    /// The revision of pokemon-tcg-data: a commit, tag or branch.
    #[arg(long, value_name = "REV", default_value = DEFAULT_REV)]
    rev: String,
    /// The content digest the fetched files must have (default: the data set this build was
    /// tested with). Give another revision's digest to take that revision.
    #[arg(long, value_name = "HEX", default_value = PINNED_DIGEST)]
    sha256: String,
    /// The data folder to unpack into, as `DIR/pokemon-tcg-data` (default: $ALTPLAY_HOME, else
    /// the platform's data folder's `altplay`).
    #[arg(long, value_name = "DIR")]
    to: Option<PathBuf>,
    /// Where revisions are served as `REV.tar.gz` (a mirror; the default is GitHub's).
    #[arg(long, value_name = "URL", default_value = ARCHIVES)]
    from: String,
}

pub fn run(args: &FetchArgs) -> anyhow::Result<()> {
    let folder = match &args.to {
        Some(dir) => dir.clone(),
        None => {
            data_set::user_folder().context("no data folder: set ALTPLAY_HOME, or give --to DIR")?
        }
    };
    let url = format!("{}/{}.tar.gz", args.from.trim_end_matches('/'), args.rev);
    let archive = download(&url)?;
    let files = unpack(&archive).with_context(|| format!("{url}: not a data set archive"))?;
    let digest = data_set::digest_of(files.iter().map(|(p, b)| (p.as_str(), b.as_slice())));
    if digest != args.sha256 {
        bail!(
            "{url}: its files' digest is {digest}, not {}; nothing was written. Another \
             revision than the one expected: check it and pass --sha256 {digest} to take it",
            args.sha256
        );
    }
    let target = folder.join(FOLDER);
    write(&target, &files)?;
    println!(
        "pokemon-tcg-data {} ({} files, digest {digest}) is in {}",
        args.rev,
        files.len(),
        target.display()
    );
    Ok(())
}

fn download(url: &str) -> anyhow::Result<Vec<u8>> {
    let response = reqwest::blocking::get(url).with_context(|| format!("cannot fetch {url}"))?;
    let status = response.status();
    if !status.is_success() {
        bail!("{url}: the server answered {status}");
    }
    Ok(response
        .bytes()
        .with_context(|| format!("{url}: the download broke off"))?
        .to_vec())
}

/// The files the engines read in a `.tar.gz` of the data set, by path below its top folder
/// (GitHub puts everything under `pokemon-tcg-data-REV/`).
fn unpack(archive: &[u8]) -> anyhow::Result<Vec<(String, Vec<u8>)>> {
    let mut files = Vec::new();
    let mut tar = tar::Archive::new(GzDecoder::new(archive));
    for entry in tar.entries()? {
        let mut entry = entry?;
        if !entry.header().entry_type().is_file() {
            continue;
        }
        let path = entry.path()?.to_string_lossy().into_owned();
        let Some((_, inside)) = path.split_once('/') else {
            continue;
        };
        if data_set::is_read(inside) {
            let mut bytes = Vec::new();
            entry.read_to_end(&mut bytes)?;
            files.push((inside.to_string(), bytes));
        }
    }
    if !files.iter().any(|(p, _)| p == "sets/en.json") {
        bail!("it holds no sets/en.json");
    }
    Ok(files)
}

/// Writes `files` into a fresh folder beside `target`, then puts it in `target`'s place.
fn write(target: &Path, files: &[(String, Vec<u8>)]) -> anyhow::Result<()> {
    let parent = target.parent().context("the data folder has no parent")?;
    std::fs::create_dir_all(parent)
        .with_context(|| format!("cannot create {}", parent.display()))?;
    let fresh = tempfile::Builder::new()
        .prefix(".pokemon-tcg-data-")
        .tempdir_in(parent)
        .with_context(|| format!("cannot write in {}", parent.display()))?;
    for (path, bytes) in files {
        let file = fresh.path().join(path);
        std::fs::create_dir_all(file.parent().expect("a file in a folder"))?;
        std::fs::write(&file, bytes).with_context(|| format!("cannot write {}", file.display()))?;
    }
    if target.exists() {
        std::fs::remove_dir_all(target)
            .with_context(|| format!("cannot replace {}", target.display()))?;
    }
    let fresh = fresh.keep();
    std::fs::rename(&fresh, target)
        .with_context(|| format!("cannot write {}", target.display()))?;
    Ok(())
}
