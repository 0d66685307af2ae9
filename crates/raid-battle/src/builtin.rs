//! The project's own Raid Battle data, embedded at build time so that the binary works anywhere
//! with nothing else: boss profiles from `data/bosses/`, teams from `data/teams/`.

/// An embedded data file: the name it is asked for by, its path under `data/`, its text.
#[derive(Debug, Clone, Copy)]
pub struct EmbeddedFile {
    pub name: &'static str,
    pub path: &'static str,
    pub text: &'static str,
}

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

pub const TEAMS: &[EmbeddedFile] = &[
    embedded!("level1", "teams/level1.toml"),
    embedded!("level2", "teams/level2.toml"),
    embedded!("level3", "teams/level3.toml"),
    embedded!("bench", "teams/bench.toml"),
];

/// The embedded file called `name` in `files`.
pub fn find(files: &'static [EmbeddedFile], name: &str) -> Option<&'static EmbeddedFile> {
    files.iter().find(|f| f.name.eq_ignore_ascii_case(name))
}

/// The names of `files`, for messages.
pub fn names(files: &[EmbeddedFile]) -> String {
    files.iter().map(|f| f.name).collect::<Vec<_>>().join(", ")
}

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
