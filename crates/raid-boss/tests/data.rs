//! The data format: shipped files are valid; faults name file, line and field.

mod common;

use std::path::Path;

use altplay_raid_boss::data::Role;
use altplay_raid_boss::{Library, builtin, check_data};

fn hero_faults(text: &str) -> Vec<altplay_core::DataError> {
    Library::from_texts([("heroes/x.toml", text)]).unwrap_err()
}

#[test]
fn shipped_data_is_valid_with_six_roles_and_two_bosses() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../data/raid-boss");
    assert_eq!(check_data(&dir), vec![]);
    let lib = builtin::library();
    for role in [
        Role::Damage,
        Role::Defense,
        Role::Healing,
        Role::Support,
        Role::Chance,
        Role::Tactics,
    ] {
        assert!(lib.heroes.iter().any(|h| h.role == role), "{role:?}");
    }
    assert!(lib.bosses.len() >= 2);
    for b in &lib.bosses {
        assert_eq!(b.card.len(), 21);
        assert!(b.phase.len() >= 2, "{} changes phase", b.name);
    }
}

#[test]
fn an_unknown_field_names_file_line_and_field() {
    let text = common::hero("A", common::QUIET).replace("max_hp = 10", "max_hp = 10\nmax_hpp = 3");
    let e = &hero_faults(&text)[0];
    assert_eq!((e.file.as_str(), e.line), ("heroes/x.toml", 5));
    assert!(e.message.contains("unknown field `max_hpp`"), "{e}");
}

#[test]
fn an_unknown_effect_names_file_line_and_field() {
    let text = common::hero("A", common::QUIET)
        .replace("op = \"deal\", amount = 3", "op = \"blast\", amount = 3");
    let e = &hero_faults(&text)[0];
    assert_eq!(e.file, "heroes/x.toml");
    assert_eq!(
        e.line,
        text.lines().position(|l| l.contains("blast")).unwrap() + 1
    );
    assert!(e.message.contains("blast"), "{e}");
}

#[test]
fn a_wrong_deck_size_names_file_line_and_field() {
    let boss = common::boss(common::QUIET_CARD, common::QUIET_CARD);
    let cut = boss.rfind("[[card]]").unwrap();
    let short = &boss[..cut];
    let faults = Library::from_texts([("bosses/d.toml", short)]).unwrap_err();
    let e = &faults[0];
    assert_eq!(e.file, "bosses/d.toml");
    assert_eq!(
        e.line,
        short.lines().position(|l| l == "[[card]]").unwrap() + 1
    );
    assert!(
        e.message.contains("field `card`") && e.message.contains("21 cards, found 20"),
        "{e}"
    );
}

#[test]
fn a_bad_cost_points_at_the_ability_that_has_it() {
    let text = common::hero("A", common::QUIET).replace("cost = 6", "cost = 7");
    let e = &hero_faults(&text)[0];
    assert_eq!(
        e.line,
        text.lines().position(|l| l == "cost = 7").unwrap() + 1
    );
    assert!(e.message.contains("field `cost`"), "{e}");
}

#[test]
fn an_unknown_keyword_is_refused() {
    let card = "boss_turn = { effects = [{ op = \"if\", when = { is = \"keyword\", name = \"angry\" }, then = [] }] }";
    let boss = common::boss(card, common::QUIET_CARD);
    let faults = Library::from_texts([("bosses/d.toml", boss.as_str())]).unwrap_err();
    assert!(
        faults[0].message.contains("no keyword `angry`"),
        "{}",
        faults[0]
    );
}
