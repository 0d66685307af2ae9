//! The project's own Raid Battle data, embedded at build time so that the binary works anywhere
//! with nothing else: boss profiles from `data/bosses/`, teams from `data/teams/`.

pub use altplay_core::embedded::{EmbeddedFile, find, names};

macro_rules! embedded {
    ($name:literal, $path:literal) => {
        EmbeddedFile {
            name: $name,
            path: concat!("data/", $path),
            text: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/../../data/", $path)),
        }
    };
}

pub const BOSSES: &[EmbeddedFile] = &[
    embedded!("voltfang", "bosses/voltfang.toml"),
    embedded!("bulwark", "bosses/bulwark.toml"),
    embedded!("bench", "bosses/bench.toml"),
];

/// The bench scenario's boss and team: for the benchmark, never offered at a table.
pub const BENCH: &str = "bench";

/// The bosses a table may fight: all but the bench scenario's.
pub fn table_bosses() -> impl Iterator<Item = &'static EmbeddedFile> {
    BOSSES.iter().filter(|b| b.name != BENCH)
}

pub const TEAMS: &[EmbeddedFile] = &[
    embedded!("level1", "teams/level1.toml"),
    embedded!("level2", "teams/level2.toml"),
    embedded!("level3", "teams/level3.toml"),
    embedded!("bench", "teams/bench.toml"),
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::BossProfile;

    #[test]
    fn every_embedded_boss_parses_and_matches_its_name() {
        for f in BOSSES {
            let boss = BossProfile::parse(f.path, f.text).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(boss.id, f.name);
        }
    }
}
