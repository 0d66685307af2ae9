//! `altplay check-data` and `altplay cards`, run as a user runs them.

mod common;

use std::fs;
use std::path::{Path, PathBuf};

use common::{arg, failed, fails, ok, run_with};
use serde_json::Value;

/// The repository's top folder.
fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

#[test]
fn check_data_passes_on_the_repository_data_and_the_built_in_copies() {
    let data = repo().join("data");
    let shown = ok(&["check-data", arg(&data)]);
    assert!(shown.contains("OK "), "{shown}");
    assert!(shown.contains("teams/bench.toml"), "{shown}");
    assert!(shown.contains("no faults"), "{shown}");
    let shown = ok(&["check-data", "--builtin"]);
    assert!(shown.contains("OK data/roster.toml"), "{shown}");
}

fn copy_dir(from: &Path, to: &Path) {
    fs::create_dir_all(to).unwrap();
    for entry in fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            fs::copy(entry.path(), target).unwrap();
        }
    }
}

/// Replaces the first `from` in `path` with `to`.
fn edit(path: &Path, from: &str, to: &str) {
    let text = fs::read_to_string(path).unwrap();
    assert!(text.contains(from), "{} has no {from:?}", path.display());
    fs::write(path, text.replacen(from, to, 1)).unwrap();
}

#[test]
fn check_data_names_file_and_line_of_every_fault() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    copy_dir(&repo().join("data"), &data);
    edit(
        &data.join("bosses/bench.toml"),
        "hp = 2200",
        "hp = 2200\nhpp = 1",
    );
    let team = data.join("teams/bench.toml");
    edit(
        &team,
        "active = \"Bench Striker\"",
        "active = \"Bench Strikr\"",
    );
    let stderr = failed(run_with(&["check-data", arg(&data)], "", None));
    let boss = format!("{}:", data.join("bosses/bench.toml").display());
    let line = stderr
        .lines()
        .find(|l| l.starts_with(&boss))
        .expect(&stderr);
    assert!(line.contains("unknown field `hpp`"), "{line}");
    let team_fault = format!("{}:", team.display());
    let line = stderr
        .lines()
        .find(|l| l.starts_with(&team_fault))
        .expect(&stderr);
    let text = fs::read_to_string(&team).unwrap();
    let at = text
        .lines()
        .position(|l| l.contains("Bench Strikr"))
        .unwrap()
        + 1;
    assert!(
        line.starts_with(&format!("{team_fault}{at}:1: pair 1 active")),
        "{line}"
    );
    assert!(stderr.contains("2 fault(s)"), "{stderr}");
}

#[test]
fn imported_cards_can_be_shown_and_played() {
    let store = tempfile::tempdir().unwrap();
    let home = store.path();
    let cards = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/data/pokemon-tcg-data");
    let report = ok(&[
        "cards",
        "import",
        arg(&cards),
        "--store",
        arg(&home.join("cards.json")),
        "--json",
    ]);
    let report: Value = serde_json::from_str(&report).unwrap();
    assert_eq!(report["cards_read"], 19653);
    let share = report["modelled_percent"].as_f64().unwrap();
    assert!(share > 0.0 && share <= 100.0, "{report}");
    assert!(
        report["malformed"].as_u64().unwrap()
            >= report["first_malformed"].as_array().unwrap().len() as u64
    );

    let shown = run_with(&["cards", "show", "base1-4"], "", Some(home));
    assert!(
        shown
            .stdout
            .starts_with("Charizard (base1-4)\n  120 HP, Fire, Stage 2"),
        "{}",
        shown.stdout
    );

    // Ids and a name only the imported cards know (the roster has Mewtwo EX, not Mewtwo).
    let team = home.join("imported.toml");
    let pair = |a: &str, b: &str| format!("[[pair]]\nactive = \"{a}\"\nbench = \"{b}\"\n");
    let text = format!(
        "name = \"Imported\"\n{}{}{}{}",
        pair("base1-4", "Mewtwo"),
        pair("base1-2", "Mewtwo"),
        pair("base1-15", "base1-4"),
        pair("base1-4", "base1-2"),
    );
    fs::write(&team, text).unwrap();
    let args = [
        "play",
        "raid-battle",
        "--auto",
        "--team",
        arg(&team),
        "--boss",
        "voltfang",
    ];
    let run = run_with(&args, "", Some(home));
    assert!(run.success, "{}", run.stderr);
    assert!(run.stdout.contains("Charizard"), "{}", run.stdout);
    assert!(run.stdout.contains("Game over: "), "{}", run.stdout);

    // Without the store the same team names cards nobody knows.
    let stderr = fails(&args);
    assert!(
        stderr.contains("pair 1 active: unknown card \"base1-4\""),
        "{stderr}"
    );
}
