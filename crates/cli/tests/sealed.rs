//! `altplay sealed` (TB-13), run as a user runs it on the real pokemon-tcg-data checkout beside
//! the repository: the sets listed, and each refusal naming the rule and what is at fault.

mod common;

use std::path::{Path, PathBuf};

use common::{arg, fails, ok};
use serde_json::Value;

fn data() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/data/pokemon-tcg-data")
}

/// `sealed sets --all` lists every set whose packs are modelled, with its cards and how many
/// do not play; `sealed sets` only those with none; `sealed open` refuses a set with some,
/// naming each (the data is read once for both, as each reads every card of every set).
#[test]
fn tb_13_sealed_sets_lists_only_the_sets_whose_every_card_plays() {
    let json = ok(&["sealed", "sets", "--all", "--json", "--data", arg(&data())]);
    let all: Vec<Value> = serde_json::from_str(&json).unwrap();
    assert!(
        all.iter().any(|s| s["set"] == "sv1"),
        "a Scarlet & Violet set"
    );
    assert!(
        !all.iter().any(|s| s["set"] == "base1"),
        "Base Set's packs are not modelled"
    );
    assert!(
        !all.iter().any(|s| s["set"] == "svp"),
        "a promo set has no packs"
    );
    let openable: Vec<&Value> = all.iter().filter(|s| s["unplayable"] == 0).collect();
    let json = ok(&["sealed", "sets", "--json", "--data", arg(&data())]);
    let listed: Vec<Value> = serde_json::from_str(&json).unwrap();
    assert_eq!(listed.iter().collect::<Vec<_>>(), openable);

    let set = all
        .iter()
        .find(|s| s["unplayable"].as_u64() > Some(1))
        .expect("a set with cards that do not play");
    let id = set["set"].as_str().unwrap();
    let error = fails(&["sealed", "open", "--set", id, "--data", arg(&data())]);
    assert!(error.contains("TB-13"), "{error}");
    assert!(error.contains("cannot be opened"), "{error}");
    let named = error
        .lines()
        .filter(|l| l.contains(&format!("({id}-")))
        .count();
    assert_eq!(Some(named as u64), set["unplayable"].as_u64(), "{error}");
}

#[test]
fn tb_13_a_set_without_packs_and_an_unknown_set_are_refused() {
    let error = fails(&["sealed", "open", "--set", "base1", "--data", arg(&data())]);
    assert!(
        error.contains("TB-13") && error.contains("\"Base\""),
        "{error}"
    );
    let error = fails(&["sealed", "open", "--set", "svv1", "--data", arg(&data())]);
    assert!(
        error.contains("no set `svv1`") && error.contains("sv1"),
        "{error}"
    );
    let error = fails(&[
        "sealed",
        "open",
        "--set",
        "sv1",
        "--packs",
        "40",
        "--data",
        arg(&data()),
    ]);
    assert!(error.contains("open 1 to 36"), "{error}");
}
