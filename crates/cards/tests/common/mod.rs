//! What the real-data tests share: the pokemon-tcg-data set, which the repository does not ship,
//! read from the shared data folder beside the checkout. Without it the tests fail, on purpose,
//! so a run that could not check the real data never passes silently.

use std::path::PathBuf;

pub fn data_dir() -> PathBuf {
    let dir =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/data/pokemon-tcg-data");
    assert!(
        dir.join("cards/en").is_dir(),
        "the real card data is missing: expected a pokemon-tcg-data checkout at {} \
         (cards/en/*.json, sets/en.json)",
        dir.display()
    );
    dir
}
