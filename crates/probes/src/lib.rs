//! Probes: one function per parser of untrusted input, each taking arbitrary bytes. A probe
//! returns normally whatever the bytes; it panics only when the code under test panics or breaks
//! a promise the probe checks (a legal action refused, a refused action that changed the game, a
//! replay that does not restore the game). The fuzz targets in `fuzz/` call these, and every
//! crash they find is kept in `fuzz/regressions/<target>/` and replayed by this crate's tests.

mod card_import;
mod data_toml;
mod deck_text;
mod decklist;
mod inline_decklist;
mod input;
mod play;
mod replay_file;
mod seeds;
mod table;

pub use seeds::seeds;

/// The built-in cards, as a server without imported cards has them.
fn catalog() -> &'static altplay_cards::Catalog {
    static CATALOG: std::sync::OnceLock<altplay_cards::Catalog> = std::sync::OnceLock::new();
    CATALOG.get_or_init(|| altplay_cards::Catalog::with_builtin_roster(None))
}

/// A probe: feed it any bytes. It says whether they were accepted: made a game, or a file that
/// then played, so the tests can check that every seed gets past the parser.
pub type Probe = fn(&[u8]) -> bool;

/// Every fuzz target by name (the name of its file in `fuzz/fuzz_targets/`).
pub const TARGETS: &[(&str, Probe)] = &[
    ("table_request", table::table_request),
    ("actions", table::actions),
    ("replay_file", replay_file::replay_file),
    ("data_toml", data_toml::data_toml),
    ("deck_text", deck_text::deck_text),
    ("card_import", card_import::card_import),
    ("decklist", decklist::decklist),
    ("inline_decklist", inline_decklist::inline_decklist),
];

/// The probe of the target `name`.
pub fn probe(name: &str) -> Option<Probe> {
    TARGETS.iter().find(|(n, _)| *n == name).map(|(_, p)| *p)
}
