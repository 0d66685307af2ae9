use std::fs;

use super::*;
use crate::model::CardClass;

/// A pokemon-tcg-data layout in a temporary folder: `sets` is sets/en.json (None: no file),
/// `files` are (name, contents) in cards/en. (The printed-card loader's tests use it too.)
pub(crate) fn layout(sets: Option<&str>, files: &[(&str, &str)]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    fs::create_dir_all(dir.path().join("cards/en")).unwrap();
    fs::create_dir_all(dir.path().join("sets")).unwrap();
    if let Some(sets) = sets {
        fs::write(dir.path().join("sets/en.json"), sets).unwrap();
    }
    for (name, text) in files {
        fs::write(dir.path().join("cards/en").join(name), text).unwrap();
    }
    dir
}

const SETS: &str = r#"[
    {"id": "new", "releaseDate": "2020/01/01"},
    {"id": "old", "releaseDate": "1999/01/09"}
]"#;

const NEW: &str = r#"[
    {"id": "new-1", "name": "Pikachu", "supertype": "Pokémon", "subtypes": ["Basic", "V"],
     "hp": "190", "types": ["Lightning"],
     "attacks": [{"name": "Quick Attack", "damage": "30+",
                  "text": "Flip a coin. If heads, this attack does 30 more damage."},
                 {"name": "Shocking Idea", "damage": "", "text": "Look at your hand."}],
     "weaknesses": [{"type": "Fighting", "value": "×2"}]},
    {"id": "new-2", "name": "Switch", "supertype": "Trainer", "subtypes": ["Item"]},
    {"id": "new-3", "supertype": "Pokémon", "hp": "60"},
    {"id": "new-4", "name": "Onix", "supertype": "Pokémon", "hp": "lots"},
    {"id": "new-5", "name": "Raticate", "supertype": "Pokémon", "hp": "60",
     "attacks": [{"name": "Super Fang", "damage": "?"}]},
    42,
    {"id": "new-7", "name": "Ditto", "supertype": "Pokémon", "hp": "50",
     "resistances": [{"type": "Fire", "value": "half"}]},
    {"id": "new-8", "name": "Kabuto", "supertype": "Pokémon", "subtypes": ["Restored"], "hp": "80"},
    {"id": "old-1", "name": "Pikachu", "supertype": "Pokémon", "hp": "40"}
]"#;

const OLD: &str = r#"[
    {"id": "old-1", "name": "Pikachu", "supertype": "Pokémon", "subtypes": ["Basic"], "hp": 40,
     "types": ["Lightning"], "attacks": [{"name": "Gnaw", "damage": "10"}]},
    {"id": "old-2", "name": "Double Colorless Energy", "supertype": "Energy"}
]"#;

#[test]
fn malformed_entries_are_reported_and_skipped() {
    let dir = layout(
        Some(SETS),
        &[
            ("new.json", NEW),
            ("old.json", OLD),
            ("broken.json", "[{"),
            ("object.json", "{}"),
            ("notes.txt", "not a card file"),
        ],
    );
    let report = import(dir.path()).unwrap();
    assert_eq!(report.cards_read, 11, "every entry of the readable files");
    assert_eq!(report.pokemon, 3);
    assert_eq!(report.attacks, 3);
    assert_eq!(report.modelled_attacks, 2, "Quick Attack and Gnaw");
    let m = &report.malformed;
    let has = |needle: &str| m.iter().any(|line| line.contains(needle));
    assert!(has("new.json[2] (new-3): missing field `name`"), "{m:#?}");
    assert!(
        has("new.json[3] (new-4): field `hp`: \"lots\" is not a positive number"),
        "{m:#?}"
    );
    assert!(
        has("new.json[4] (new-5): attacks[0]: \"Super Fang\": printed damage \"?\""),
        "{m:#?}"
    );
    assert!(has("new.json[5] (no id): not an object"), "{m:#?}");
    assert!(has("new.json[6] (new-7): resistances[0]:"), "{m:#?}");
    assert!(
        has("new.json[8] (old-1): the id was already used by old.json[0]"),
        "{m:#?}"
    );
    assert!(has("broken.json: not JSON"), "{m:#?}");
    assert!(has("object.json: not a JSON array"), "{m:#?}");
    assert_eq!(m.len(), 8, "{m:#?}");

    // Release order: the 1999 set comes first although it is listed second.
    let ids: Vec<&str> = report.index.cards().iter().map(|c| c.id.as_str()).collect();
    assert_eq!(ids, ["old-1", "new-1", "new-8"]);
    assert_eq!(report.index.find("pikachu").unwrap().id, "old-1");
    let v = report.index.get("new-1").unwrap();
    assert_eq!((v.hp, v.class), (190, CardClass::RuleBox));
    assert_eq!(report.index.get("new-8").unwrap().class, CardClass::Stage1);
}

#[test]
fn without_a_sets_file_sets_go_by_file_name() {
    let dir = layout(None, &[("new.json", NEW), ("old.json", OLD)]);
    let report = import(dir.path()).unwrap();
    assert!(
        report.malformed[0].starts_with("sets/en.json: "),
        "{:#?}",
        report.malformed
    );
    assert_eq!(report.index.find("pikachu").unwrap().id, "new-1");
}

#[test]
fn a_missing_cards_folder_is_an_error() {
    let dir = tempfile::tempdir().unwrap();
    let err = import(dir.path()).unwrap_err();
    assert!(matches!(err, ImportError::NoCards { .. }), "{err}");
    assert!(err.to_string().contains("cards/en"), "{err}");
}
