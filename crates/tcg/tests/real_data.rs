//! The grammar's coverage on the real pokemon-tcg-data set, which the repository does not ship:
//! it is read from the shared data folder beside the checkout. Without it this test fails, on
//! purpose, so a run that could not check the real data never passes silently.
//!
//! `cargo test -p altplay-tcg --test real_data -- --nocapture` prints the figures.

use std::fs;
use std::path::PathBuf;

use altplay_tcg::Coverage;
use serde::Deserialize;

/// Floors just under the measured shares (attacks 0.794, distinct attack texts 0.422,
/// abilities 0.076), so a regression in the grammar fails here.
const ATTACKS_MODELLED_FLOOR: f64 = 0.79;
const DISTINCT_ATTACKS_MODELLED_FLOOR: f64 = 0.42;
const ABILITIES_MODELLED_FLOOR: f64 = 0.075;
/// Attacks with no text in the data, modelled trivially (just their damage).
const ATTACKS_WITHOUT_TEXT: usize = 6_944;

/// Only what the coverage reads of a card.
#[derive(Deserialize)]
struct Card {
    name: String,
    #[serde(default)]
    attacks: Vec<Text>,
    #[serde(default)]
    abilities: Vec<Text>,
}

#[derive(Deserialize)]
struct Text {
    #[serde(default)]
    text: String,
}

fn cards() -> Vec<Card> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../../shared/data/pokemon-tcg-data/cards/en");
    assert!(
        dir.is_dir(),
        "the real card data is missing: expected a pokemon-tcg-data checkout's cards/en at {}",
        dir.display()
    );
    let mut cards = Vec::new();
    for entry in fs::read_dir(&dir).expect("cards/en reads") {
        let path = entry.expect("a directory entry").path();
        let json = fs::read_to_string(&path).expect("a card file reads");
        let set: Vec<Card> =
            serde_json::from_str(&json).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        cards.extend(set);
    }
    cards
}

fn report(kind: &str, coverage: &Coverage) {
    println!(
        "{kind}: {} texts ({} empty), modelled {} ({:.1}%); distinct non-empty texts (numbers as N) {}, modelled {} ({:.1}%)",
        coverage.texts,
        coverage.empty,
        coverage.modelled,
        100.0 * coverage.modelled_share(),
        coverage.distinct(),
        coverage.distinct_modelled(),
        100.0 * coverage.distinct_share(),
    );
    println!("commonest {kind} sentences not understood:");
    for (sentence, count) in coverage.commonest_unmodelled(40) {
        println!("{count:6}  {sentence}");
    }
}

#[test]
fn grammar_coverage_on_the_real_card_data() {
    let cards = cards();
    let mut attacks = Coverage::default();
    let mut abilities = Coverage::default();
    for card in &cards {
        for attack in &card.attacks {
            attacks.add(&card.name, &attack.text);
        }
        for ability in &card.abilities {
            abilities.add(&card.name, &ability.text);
        }
    }
    report("attacks", &attacks);
    report("abilities", &abilities);
    assert_eq!(cards.len(), 19_653, "cards in the pinned copy of the data");
    assert_eq!(attacks.empty, ATTACKS_WITHOUT_TEXT);
    assert!(
        attacks.modelled_share() >= ATTACKS_MODELLED_FLOOR,
        "attacks modelled {:.3} < {ATTACKS_MODELLED_FLOOR}",
        attacks.modelled_share()
    );
    assert!(
        attacks.distinct_share() >= DISTINCT_ATTACKS_MODELLED_FLOOR,
        "distinct attack texts modelled {:.3} < {DISTINCT_ATTACKS_MODELLED_FLOOR}",
        attacks.distinct_share()
    );
    assert!(
        abilities.modelled_share() >= ABILITIES_MODELLED_FLOOR,
        "abilities modelled {:.3} < {ABILITIES_MODELLED_FLOOR}",
        abilities.modelled_share()
    );
}
