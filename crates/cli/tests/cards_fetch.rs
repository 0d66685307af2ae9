//! `altplay cards fetch` against a real HTTP server on loopback serving a small archive the
//! test makes from real files of the data set: unpacked and checked, refused whole on a wrong
//! digest or a missing revision, and then found by the engines with no `--data`. No test
//! reaches outside the machine.

mod common;

use std::io::{BufRead, BufReader, Write};
use std::net::TcpListener;
use std::path::{Path, PathBuf};

use altplay_cards::data_set::digest_of;
use common::{arg, failed, fails, ok, run_with};
use flate2::Compression;
use flate2::write::GzEncoder;

fn data() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/data/pokemon-tcg-data")
}

/// The real files the archive holds (below its top folder), and one the engines do not read.
fn files() -> Vec<(String, Vec<u8>)> {
    let real = ["sets/en.json", "cards/en/base1.json", "decks/en/base1.json"];
    let mut files: Vec<(String, Vec<u8>)> = real
        .iter()
        .map(|p| (p.to_string(), std::fs::read(data().join(p)).unwrap()))
        .collect();
    files.push(("README.md".into(), b"# pokemon-tcg-data\n".to_vec()));
    files
}

/// `files` as GitHub archives a revision: a .tar.gz with everything under `pokemon-tcg-data-REV/`.
fn archive(rev: &str, files: &[(String, Vec<u8>)]) -> Vec<u8> {
    let mut tar = tar::Builder::new(GzEncoder::new(Vec::new(), Compression::fast()));
    for (path, bytes) in files {
        let mut header = tar::Header::new_gnu();
        header.set_size(bytes.len() as u64);
        header.set_mode(0o644);
        header.set_cksum();
        let path = format!("pokemon-tcg-data-{rev}/{path}");
        tar.append_data(&mut header, path, bytes.as_slice())
            .unwrap();
    }
    tar.into_inner().unwrap().finish().unwrap()
}

/// An HTTP server on loopback answering `GET /REV.tar.gz` with `body` and anything else 404;
/// its thread ends with the test process. Returns its base URL.
fn serve(rev: &str, body: Vec<u8>) -> String {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    let wanted = format!("GET /{rev}.tar.gz ");
    std::thread::spawn(move || {
        for stream in listener.incoming() {
            let Ok(mut stream) = stream else { continue };
            let mut request = String::new();
            let _ = BufReader::new(&stream).read_line(&mut request);
            let (status, body) = if request.starts_with(&wanted) {
                ("200 OK", body.as_slice())
            } else {
                ("404 Not Found", &b"no such revision"[..])
            };
            let head = format!(
                "HTTP/1.1 {status}\r\ncontent-length: {}\r\nconnection: close\r\n\r\n",
                body.len()
            );
            let _ = stream.write_all(head.as_bytes());
            let _ = stream.write_all(body);
        }
    });
    base
}

fn read_files_digest(files: &[(String, Vec<u8>)]) -> String {
    let read = files.iter().filter(|(p, _)| p != "README.md");
    digest_of(read.map(|(p, b)| (p.as_str(), b.as_slice())))
}

#[test]
fn a_revision_is_fetched_checked_and_unpacked_and_the_engines_then_find_it() {
    let files = files();
    let base = serve("abc123", archive("abc123", &files));
    let home = tempfile::tempdir().unwrap();
    let digest = read_files_digest(&files);
    let fetch = |home: &Path, rev: &str, sha: &str| {
        let args = [
            "cards", "fetch", "--from", &base, "--rev", rev, "--sha256", sha,
        ];
        run_with(&args, "", Some(home))
    };

    let run = fetch(home.path(), "abc123", &digest);
    assert!(run.success, "{}", run.stderr);
    assert!(run.stdout.contains(&digest), "{}", run.stdout);
    let set = home.path().join("pokemon-tcg-data");
    for (path, bytes) in files.iter().filter(|(p, _)| p != "README.md") {
        assert_eq!(&std::fs::read(set.join(path)).unwrap(), bytes, "{path}");
    }
    assert!(
        !set.join("README.md").exists(),
        "only the files the engines read"
    );

    // The folder is a data set; and with no --data, the engines read it: the Base Set alone.
    let named: serde_json::Value =
        serde_json::from_str(&ok(&["cards", "coverage", "--data", arg(&set), "--json"])).unwrap();
    assert_eq!(named["cards"]["cards"], 102);
    let run = run_with(&["cards", "coverage", "--json"], "", Some(home.path()));
    assert!(run.success, "{}", run.stderr);
    let report: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(report["data"], arg(&set));
    assert_eq!(report["cards"]["cards"], 102, "the Base Set's cards");
}

#[test]
fn a_wrong_digest_or_a_missing_revision_is_refused_and_nothing_is_written() {
    let files = files();
    let base = serve("abc123", archive("abc123", &files));
    let home = tempfile::tempdir().unwrap();
    let set = home.path().join("pokemon-tcg-data");

    let args = ["cards", "fetch", "--from", &base, "--rev", "abc123"];
    let stderr = failed(run_with(&args, "", Some(home.path())));
    let digest = read_files_digest(&files);
    assert!(stderr.contains(&format!("digest is {digest}")), "{stderr}");
    assert!(stderr.contains("--sha256"), "{stderr}");
    assert!(!set.exists(), "nothing written");

    let args = [
        "cards", "fetch", "--from", &base, "--rev", "nope", "--sha256", &digest,
    ];
    let stderr = failed(run_with(&args, "", Some(home.path())));
    assert!(
        stderr.contains("nope.tar.gz") && stderr.contains("404"),
        "{stderr}"
    );
    assert!(!set.exists(), "nothing written");
}

#[test]
fn without_card_data_the_engines_say_to_fetch_it() {
    let home = tempfile::tempdir().unwrap();
    let missing = home.path().join("nothing-here");
    let stderr = fails(&["simulate", "tcg", "--games", "1", "--data", arg(&missing)]);
    assert!(stderr.contains("altplay cards fetch"), "{stderr}");
    assert!(stderr.contains(&missing.display().to_string()), "{stderr}");
}
