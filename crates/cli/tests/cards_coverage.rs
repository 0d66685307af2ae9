//! `altplay cards coverage`, run as a user runs it, on the real pokemon-tcg-data checkout beside
//! the repository (the test fails without it, as `data.rs` does).

mod common;

use std::path::{Path, PathBuf};

use common::{arg, fails, ok};
use serde_json::Value;

/// The shared pokemon-tcg-data checkout.
fn data() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/data/pokemon-tcg-data")
}

/// A share: a number in 0..=1.
fn share(value: &Value) -> f64 {
    let share = value
        .as_f64()
        .unwrap_or_else(|| panic!("not a number: {value}"));
    assert!((0.0..=1.0).contains(&share), "{share}");
    share
}

fn count(value: &Value) -> u64 {
    value
        .as_u64()
        .unwrap_or_else(|| panic!("not a count: {value}"))
}

/// Checks the figures of a set of cards and returns how many cards it has.
fn check_cards(cards: &Value) -> u64 {
    let total = count(&cards["cards"]);
    assert!(count(&cards["playable"]) <= total, "{cards}");
    share(&cards["playable_share"]);
    let groups = cards["groups"].as_array().expect("groups");
    let names: Vec<&str> = groups
        .iter()
        .map(|g| g["group"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        ["pokemon", "trainer", "special_energy", "basic_energy"]
    );
    let in_groups: u64 = groups.iter().map(|g| count(&g["cards"])).sum();
    assert_eq!(in_groups, total, "every card is in one group");
    let basic = &groups[3];
    assert_eq!(
        basic["cards"], basic["playable"],
        "basic Energy is playable"
    );
    let texts = cards["texts"].as_array().expect("texts");
    let kinds: Vec<&str> = texts.iter().map(|t| t["kind"].as_str().unwrap()).collect();
    assert_eq!(
        kinds,
        [
            "attack",
            "ability",
            "trainer_rule",
            "special_energy_rule",
            "pokemon_rule"
        ]
    );
    for t in texts {
        assert!(count(&t["modelled"]) <= count(&t["texts"]), "{t}");
        assert!(
            count(&t["distinct_modelled"]) <= count(&t["distinct"]),
            "{t}"
        );
        share(&t["modelled_share"]);
        share(&t["distinct_share"]);
        assert!(t["commonest_unmodelled_texts"].as_array().unwrap().len() <= 10);
    }
    let attacks = &texts[0];
    assert!(share(&attacks["modelled_share"]) > 0.5, "{attacks}");
    assert!(
        count(&texts[4]["reminders"]) > 0,
        "the Prize rules are reminders"
    );
    total
}

#[test]
fn coverage_reports_every_card_and_the_theme_decks_as_json() {
    let shown = ok(&[
        "cards",
        "coverage",
        "--data",
        arg(&data()),
        "--decks",
        "--json",
    ]);
    let report: Value = serde_json::from_str(&shown).expect("one JSON object");
    assert_eq!(check_cards(&report["cards"]), 19_653);

    let decks = &report["theme_decks"];
    let deck_cards = check_cards(&decks["cards"]);
    assert!(deck_cards > 0 && deck_cards < 19_653, "{deck_cards}");
    assert_eq!(decks["decks"], 188);
    let per_deck = decks["per_deck"].as_array().expect("per_deck");
    assert_eq!(per_deck.len(), 188);
    let playable = per_deck.iter().filter(|d| d["playable"] == true).count();
    assert_eq!(count(&decks["playable"]), playable as u64);
    for deck in per_deck {
        let unmodelled = deck["unmodelled"].as_array().expect("unmodelled");
        let refused = deck["refused"].as_array().expect("refused");
        assert_eq!(
            deck["playable"] == true,
            unmodelled.is_empty() && refused.is_empty(),
            "{deck}"
        );
        for card in refused {
            assert!(!card["reasons"].as_array().unwrap().is_empty(), "{card}");
        }
        for text in unmodelled {
            assert!(!text["cards"].as_array().unwrap().is_empty(), "{text}");
            assert!(!text["sentences"].as_array().unwrap().is_empty(), "{text}");
        }
    }
    let eras = decks["by_era"].as_array().expect("by_era");
    let era = |name: &str| {
        eras.iter()
            .find(|e| e["era"] == name)
            .unwrap_or_else(|| panic!("no era {name}"))
    };
    assert_eq!(era("swsh")["decks"], 9, "Sword & Shield theme decks");
    assert_eq!(era("sm")["decks"], 23, "Sun & Moon theme decks");
    let in_eras: u64 = eras.iter().map(|e| count(&e["playable"])).sum();
    assert_eq!(in_eras, playable as u64);
}

#[test]
fn coverage_prints_a_table_and_names_a_missing_data_dir() {
    let shown = ok(&["cards", "coverage", "--data", arg(&data())]);
    assert!(shown.contains("All cards: 19653 cards"), "{shown}");
    assert!(shown.contains("Trainer rules"), "{shown}");
    assert!(!shown.contains("Theme decks"), "decks only with --decks");

    let missing = data().join("no-such-folder");
    let stderr = fails(&["cards", "coverage", "--data", arg(&missing)]);
    assert!(stderr.contains(&missing.display().to_string()), "{stderr}");
    assert!(stderr.contains("no such folder"), "{stderr}");

    let stderr = fails(&["cards", "coverage", "--pool", "modern"]);
    assert!(
        stderr.contains("TCG-18: no card pool \"modern\""),
        "{stderr}"
    );
}

/// TCG-18: `--pool` counts each name of the pool once (the data folder by default), and lists
/// each that does not play with what it lacks: none of Standard's (issue 29: every Standard card
/// plays), some of Expanded's.
#[test]
fn tcg_18_coverage_of_a_pool_counts_its_names_and_says_what_each_unplayable_one_lacks() {
    for (name, all_play) in [("standard", true), ("expanded", false)] {
        let report: Value =
            serde_json::from_str(&ok(&["cards", "coverage", "--pool", name, "--json"]))
                .expect("one JSON object");
        let pool = &report["pool"];
        assert_eq!(pool["pool"], name);
        let names = count(&pool["names"]);
        assert_eq!(
            check_cards(&report["cards"]),
            names,
            "the cards counted are the names"
        );
        assert!(names > 1_000 && names < 19_653, "{names}");
        let unplayable = pool["unplayable"].as_array().expect("unplayable");
        assert_eq!(count(&pool["playable"]) + unplayable.len() as u64, names);
        assert_eq!(unplayable.is_empty(), all_play, "{name}: {unplayable:?}");
        for card in unplayable {
            let lacks = card["lacks"].as_array().expect("lacks");
            assert!(!lacks.is_empty(), "an unplayable card says why: {card}");
        }
        let text = ok(&["cards", "coverage", "--pool", name]);
        let line = format!(
            "{name} pool: {} of {names} names play",
            count(&pool["playable"])
        );
        assert!(text.contains(&line), "{text}");
    }
}

/// TCG-18: `--pool` holds the decks of tcg, Team Battle and Raid Format to a card pool. A
/// Sword & Shield theme deck is Expanded but not Standard: refused naming each card outside.
#[test]
fn tcg_18_simulate_refuses_a_deck_outside_the_pool_naming_each_card() {
    let expanded = ok(&[
        "simulate", "tcg", "--games", "2", "--pool", "expanded", "--json",
    ]);
    let report: Value = serde_json::from_str(&expanded).expect("one JSON object");
    assert_eq!(count(&report["games"]), 2);
    for format in ["tcg", "team-battle", "raid-format"] {
        let stderr = fails(&["simulate", format, "--games", "1", "--pool", "standard"]);
        assert!(stderr.contains("TCG-18"), "{format}: {stderr}");
        assert!(
            stderr.contains("not Legal in the standard pool"),
            "{stderr}"
        );
        assert!(
            stderr.contains("Rillaboom (swsh1-15)"),
            "{format}: {stderr}"
        );
    }
}
