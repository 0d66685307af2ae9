//! Booster packs (TB-13) opened from the real pokemon-tcg-data set, read from the shared data
//! folder beside the checkout: the same seed opens the same packs (a golden pool per era), each
//! slot draws only its rarities, and a set of an era without packs is refused.

mod common;

use std::sync::LazyLock;

use altplay_cards::packs::{Opened, PackError, PackLayouts, open};
use altplay_cards::printed::SetList;
use altplay_cards::printed::{PrintedCard, PrintedIndex, load_cards};
use common::data_dir;

static INDEX: LazyLock<PrintedIndex> =
    LazyLock::new(|| load_cards(&data_dir()).expect("the real data loads"));
static SETS: LazyLock<SetList> =
    LazyLock::new(|| SetList::load(&data_dir()).expect("the real sets load"));

fn cards_of(set: &str) -> Vec<&'static PrintedCard> {
    INDEX.cards().iter().filter(|c| c.set == set).collect()
}

fn opened(set: &str, packs: u8, seed: u64) -> Result<Opened, PackError> {
    let info = SETS.find(set).expect("a set of the data");
    open(
        PackLayouts::embedded(),
        info,
        &cards_of(&info.id),
        packs,
        seed,
    )
}

/// Six packs of one set of each era, seed 1: any change to the draw, the layouts or the data's
/// order shows here.
#[test]
fn tb_13_the_same_seed_opens_the_same_packs_in_every_era() {
    for set in ["sv1", "swsh1", "sm1", "xy1", "bw1", "me1"] {
        let packs = opened(set, 6, 1).unwrap();
        assert_eq!(packs, opened(set, 6, 1).unwrap());
        assert_ne!(packs.packs, opened(set, 6, 2).unwrap().packs, "{set}");
        insta::assert_json_snapshot!(format!("pool-{set}"), packs);
    }
}

/// A Scarlet & Violet pack: 4 Commons, 3 Uncommons, 2 Common, Uncommon or Rare cards (the
/// reverse-holo slots), then the rare slot; a set's code names it too.
#[test]
fn tb_13_each_slot_draws_only_its_rarities() {
    let rarity = |id: &str| INDEX.get(id).unwrap().rarity.clone().unwrap();
    let pool = opened("SVI", 36, 7).unwrap();
    assert_eq!(pool.set, "sv1");
    for pack in &pool.packs {
        assert_eq!(pack.len(), 10);
        let rarities: Vec<String> = pack.iter().map(|id| rarity(id)).collect();
        assert!(rarities[..4].iter().all(|r| r == "Common"), "{rarities:?}");
        assert!(
            rarities[4..7].iter().all(|r| r == "Uncommon"),
            "{rarities:?}"
        );
        assert!(
            (rarities[7..9].iter()).all(|r| ["Common", "Uncommon", "Rare"].contains(&r.as_str())),
            "{rarities:?}"
        );
        assert!(!["Common", "Uncommon"].contains(&rarities[9].as_str()));
    }
    // The rare slot weighs Rare 600 of 940 among the rarities sv1 has: over 36 packs about 23
    // Rares; more than 3 standard deviations (2.9 each) from it would be a wrong weight.
    let rares = (pool.packs.iter())
        .filter(|p| rarity(&p[9]) == "Rare")
        .count();
    assert!((14..=32).contains(&rares), "{rares} Rares in 36 rare slots");
}

#[test]
fn tb_13_a_set_whose_packs_are_not_modelled_is_refused_naming_its_series() {
    let error = opened("base1", 6, 1).unwrap_err().to_string();
    assert!(error.starts_with("TB-13"), "{error}");
    assert!(error.contains("\"Base\""), "{error}");
    assert!(error.contains("Scarlet & Violet"), "{error}");
    let error = opened("sv1", 0, 1).unwrap_err().to_string();
    assert!(error.contains("open 1 to 36"), "{error}");
}
