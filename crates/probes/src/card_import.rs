//! The card-data importer (`altplay cards import DIR`) and the printed-card loader (the TCG
//! engine's `load_cards`): any bytes as a pokemon-tcg-data card file (up to the first NUL) and
//! `sets/en.json` (after it). Whatever the importer imports must take its place in the catalog
//! and in each format's projection of a card; whatever the loader loads, found by its id.

use altplay_battle_grid::CardInfo;
use altplay_cards::printed::load_cards;
use altplay_cards::{Catalog, import};

use crate::input::text_and_rest;

pub fn card_import(bytes: &[u8]) -> bool {
    let (cards, rest) = text_and_rest(bytes);
    let dir = tempfile::tempdir().expect("a temporary folder");
    let cards_dir = dir.path().join("cards").join("en");
    std::fs::create_dir_all(&cards_dir).expect("a temporary folder");
    std::fs::create_dir_all(dir.path().join("sets")).expect("a temporary folder");
    std::fs::write(cards_dir.join("probe.json"), cards).expect("a temporary file");
    if !rest.is_empty() {
        std::fs::write(dir.path().join("sets").join("en.json"), rest).expect("a temporary file");
    }
    if let Ok(printed) = load_cards(dir.path()) {
        for card in printed.cards() {
            assert!(
                printed.find(&card.id).is_ok(),
                "the printed card {:?} cannot be found by its id",
                card.id
            );
        }
    }
    let report = import(dir.path()).expect("the folder is there");
    assert!(
        report.pokemon <= report.cards_read,
        "more Pokémon than cards read"
    );
    let catalog = Catalog::with_builtin_roster(Some(report.index));
    for layer in catalog.layers() {
        for card in layer.cards() {
            drop(CardInfo::from(card));
            assert!(
                catalog.find(&card.id).is_ok(),
                "the imported card {:?} cannot be found by its id",
                card.id
            );
        }
    }
    catalog
        .imported
        .is_some_and(|cards| !cards.cards().is_empty())
}
