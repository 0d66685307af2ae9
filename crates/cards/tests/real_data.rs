//! The importer on the real pokemon-tcg-data set, which the repository does not ship: it is read
//! from the shared data folder beside the checkout. Without it this test fails, on purpose, so a
//! run that could not check the real data never passes silently.

mod common;

use std::time::Instant;

use altplay_cards::{AttackEffect, CardClass, CardIndex, Catalog, import};
use common::data_dir;

/// Cards in the pinned copy of the data: Pokémon, Trainers and Energy.
const CARDS_IN_DATA: usize = 19_653;
const POKEMON_IN_DATA: usize = 16_608;
/// Measured 0.559; the floor catches a regression in the attack-text patterns.
const MODELLED_FLOOR: f64 = 0.55;

#[test]
fn imports_the_real_card_data() {
    let started = Instant::now();
    let report = import(&data_dir()).expect("the real data imports");
    let elapsed = started.elapsed();
    println!(
        "cards read {}, Pokémon {}, attacks {}, modelled {} ({:.1}%), malformed {}, in {:.2?}",
        report.cards_read,
        report.pokemon,
        report.attacks,
        report.modelled_attacks,
        100.0 * report.modelled_share(),
        report.malformed.len(),
        elapsed
    );
    for line in &report.malformed {
        println!("  malformed: {line}");
    }

    assert_eq!(report.cards_read, CARDS_IN_DATA);
    assert_eq!(report.pokemon + report.malformed.len(), POKEMON_IN_DATA);
    // The only faults in the data are attacks printed with "?" damage (Super Fang, False Swipe).
    assert!(
        report
            .malformed
            .iter()
            .all(|m| m.contains(r#"printed damage "?""#)),
        "{:#?}",
        report.malformed
    );
    assert!(
        report.modelled_share() > MODELLED_FLOOR,
        "modelled share {:.3}",
        report.modelled_share()
    );
    assert_eq!(report.index.len(), report.pokemon);
}

#[test]
fn real_cards_are_found_and_classified() {
    let index = import(&data_dir()).unwrap().index;
    let class = |id: &str| index.get(id).unwrap_or_else(|| panic!("{id}")).class;
    assert_eq!(class("base1-4"), CardClass::Stage2, "Charizard");
    assert_eq!(class("base1-58"), CardClass::Basic, "Pikachu");
    assert_eq!(class("basep-31"), CardClass::Basic, "Cleffa, Baby");
    assert_eq!(class("bw3-25"), CardClass::Stage1, "Tirtouga, Restored");
    assert_eq!(class("dp1-120"), CardClass::RuleBox, "Empoleon LV.X");
    assert_eq!(class("swsh10-81"), CardClass::RuleBox, "Radiant Hawlucha");

    // A name shared by many printings gives the earliest set's.
    assert_eq!(index.find("charizard").unwrap().id, "base1-4");
    assert_eq!(index.find("pikachu gx").unwrap().name, "Pikachu-GX");
    let err = index.find("Pikachuu").unwrap_err();
    assert!(
        err.to_string()
            .starts_with(r#"unknown card "Pikachuu"; closest: Pikachu"#),
        "{err}"
    );

    let tag_bolt = index
        .named("Pikachu & Zekrom-GX")
        .flat_map(|c| &c.attacks)
        .find(|a| a.name == "Tag Bolt-GX")
        .unwrap();
    assert!(tag_bolt.is_gx());

    // Gnaw has no text; Thunder Jolt's self-damage depends on a coin, which is not modelled.
    let pikachu = index.get("base1-58").unwrap();
    assert_eq!(pikachu.weaknesses[0].parsed_value().unwrap().apply(30), 60);
    let effects: Vec<AttackEffect> = pikachu
        .attacks
        .iter()
        .map(|a| a.effect().unwrap())
        .collect();
    assert_eq!(effects, [AttackEffect::Plain, AttackEffect::Unmodelled]);
}

#[test]
fn the_import_store_round_trips_and_layers_under_the_roster() {
    let index = import(&data_dir()).unwrap().index;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("cards.json");
    index.save(&path).unwrap();
    let loaded = CardIndex::load(&path).unwrap();
    assert_eq!(loaded, index);

    let catalog = Catalog::open(&path).unwrap();
    assert_eq!(catalog.find("Pikachu").unwrap().id, "roster-pikachu");
    assert_eq!(catalog.find("base1-58").unwrap().name, "Pikachu");
    assert_eq!(catalog.find("Zapdos").unwrap().id, "base1-16");
}
