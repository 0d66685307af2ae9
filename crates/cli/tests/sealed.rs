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

/// `simulate sealed`: the AI's builder against the plain one on pools dealt in pairs; the run
/// adds up (wins, losses and draws make the games), its cards are the set's, and the same seed
/// gives the same figures whatever the thread count.
#[test]
fn tb_13_simulate_sealed_scores_the_ai_builder_and_counts_its_cards() {
    let data = data();
    let run = |threads: &str| {
        let args = [
            "simulate",
            "sealed",
            "--set",
            "sv9",
            "--packs",
            "4",
            "--games",
            "6",
            "--seed",
            "3",
            "--json",
            "--threads",
            threads,
            "--data",
            arg(&data),
        ];
        serde_json::from_str::<Value>(&ok(&args)).unwrap()
    };
    let one = run("1");
    assert_eq!(one, run("2"), "the same seed, the same figures");
    let played = ["wins", "losses", "draws"].map(|k| one[k].as_u64().unwrap());
    assert_eq!(played.iter().sum::<u64>(), 6);
    let score = one["score"].as_f64().unwrap();
    assert_eq!(score, (played[0] as f64 + played[2] as f64 / 2.0) / 6.0);
    let cards = one["cards"].as_array().unwrap();
    assert!(cards.len() >= 10, "{cards:?}");
    for card in cards {
        assert!(card["card"].as_str().unwrap().starts_with("sv9-"), "{card}");
        let share = card["share"].as_f64().unwrap();
        assert!(share > 0.0 && share <= 1.0, "{card}");
        assert!(card["copies"].as_f64().unwrap() >= 1.0, "{card}");
    }
    let shares: Vec<f64> = cards.iter().map(|c| c["share"].as_f64().unwrap()).collect();
    assert!(shares.windows(2).all(|w| w[0] >= w[1]), "most used first");

    let refused = fails(&[
        "simulate", "sealed", "--set", "sv9", "--packs", "3", "--games", "2",
    ]);
    assert!(
        refused.contains("TB-13: each player opens 4 to 6 packs, not 3"),
        "{refused}"
    );
}

/// `--sealed SET` plays the formats' own games Sealed: the AI builds every seat's deck from the
/// packs it opened, and the decks are named by seat; with decks named too, it is refused.
#[test]
fn tb_13_team_battle_and_the_two_player_game_play_sealed_from_the_command_line() {
    let data = data();
    // Two games of `format`, Sealed with four packs of Journey Together a seat.
    let run = |format: &str| -> Value {
        let args = [
            "simulate",
            format,
            "--sealed",
            "JTG",
            "--packs",
            "4",
            "--games",
            "2",
            "--json",
            "--data",
            arg(&data),
        ];
        serde_json::from_str(&ok(&args)).unwrap()
    };
    let team_battle = run("team-battle");
    assert_eq!(
        team_battle["decks"],
        serde_json::json!([
            "A1's Sealed deck",
            "B1's Sealed deck",
            "A2's Sealed deck",
            "B2's Sealed deck"
        ])
    );
    let played = ["team_a_wins", "team_b_wins", "draws"].map(|k| team_battle[k].as_u64().unwrap());
    assert_eq!(played.iter().sum::<u64>(), 2);
    assert_eq!(
        run("tcg")["decks"],
        serde_json::json!(["seat 1's Sealed deck", "seat 2's Sealed deck"])
    );
    let refused = fails(&[
        "simulate",
        "tcg",
        "--sealed",
        "sv9",
        "--deck1",
        "d-swsh1-1",
        "--games",
        "1",
    ]);
    assert!(refused.contains("cannot be used with"), "{refused}");
}
