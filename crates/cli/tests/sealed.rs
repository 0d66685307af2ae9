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

/// `sealed open --build ai|plain` builds a 40-card Limited deck from the pool it shows, as
/// decklist text (TCG-20) that reads back as 40 cards of the pool and basic Energy; the pool's
/// JSON is the same with or without it.
#[test]
fn tb_13_sealed_open_builds_a_limited_deck_from_the_pool() {
    let dir = data();
    let open = |extra: &[&str]| {
        let mut args = vec!["sealed", "open", "--set", "sv9", "--seed", "3", "--json"];
        args.extend_from_slice(extra);
        args.extend_from_slice(&["--data", arg(&dir)]);
        serde_json::from_str::<Value>(&ok(&args)).unwrap()
    };
    let pool = open(&[]);
    assert!(pool.get("deck").is_none());
    for builder in ["ai", "plain"] {
        let shown = open(&["--build", builder]);
        assert_eq!(shown["packs"], pool["packs"], "{builder}: the same packs");
        let deck = shown["deck"].as_str().expect("a deck");
        assert!(deck.ends_with("Total Cards: 40\n"), "{builder}: {deck}");
        let opened: Vec<&str> = (pool["packs"].as_array().unwrap().iter())
            .flat_map(|p| p.as_array().unwrap().iter().map(|c| c.as_str().unwrap()))
            .collect();
        // Each Pokémon and Trainer line is a card of the pool (sv9's code is JTG).
        for line in deck.lines().filter(|l| l.contains(" JTG ")) {
            let number = line.rsplit(' ').next().unwrap();
            assert!(
                opened.contains(&format!("sv9-{number}").as_str()),
                "{builder}: {line}"
            );
        }
    }
    let error = fails(&[
        "sealed",
        "open",
        "--set",
        "sv9",
        "--build",
        "best",
        "--data",
        arg(&data()),
    ]);
    assert!(error.contains("ai") && error.contains("plain"), "{error}");
}
