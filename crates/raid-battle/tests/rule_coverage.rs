//! Every rule of spec/raid-battle.md (RB-1 to RB-27) has at least one test named after it.

use std::path::Path;

fn test_sources(dir: &Path, out: &mut String) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            test_sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push_str(&std::fs::read_to_string(&path).unwrap());
        }
    }
}

#[test]
fn every_rule_id_has_a_test_named_after_it() {
    let mut sources = String::new();
    test_sources(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut sources,
    );
    let missing: Vec<u32> = (1..=27)
        .filter(|n| !sources.contains(&format!("fn rb_{n}_")))
        .collect();
    assert!(missing.is_empty(), "rules without a test: {missing:?}");
}
