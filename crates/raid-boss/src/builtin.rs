//! The project's own heroes and bosses, embedded so the CLI works from anywhere.

use std::sync::OnceLock;

use crate::data::Library;

macro_rules! files {
    ($($path:literal),* $(,)?) => {
        &[$((
            concat!("data/raid-boss/", $path),
            include_str!(concat!("../../../data/raid-boss/", $path)),
        )),*]
    };
}

/// The shipped files, as (repository path, text).
pub const FILES: &[(&str, &str)] = files![
    "heroes/bulwark.toml",
    "heroes/emberlance.toml",
    "heroes/gambit.toml",
    "heroes/mendra.toml",
    "heroes/tessel.toml",
    "heroes/vantage.toml",
    "bosses/cinderwyrm.toml",
    "bosses/hollow-regent.toml",
];

/// The shipped data, parsed and checked once.
pub fn library() -> &'static Library {
    static LIB: OnceLock<Library> = OnceLock::new();
    LIB.get_or_init(|| {
        Library::from_texts(FILES.iter().copied())
            .unwrap_or_else(|faults| panic!("the shipped raid-boss data is invalid: {faults:?}"))
    })
}
