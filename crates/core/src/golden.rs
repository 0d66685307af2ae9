//! Test support for golden games: a whole game's replay and event log checked into the
//! repository, so that any change to rules, data, random source or players shows up as a diff.

use std::path::Path;

use serde::Serialize;

use crate::Replay;

/// Checks `fresh` against the replay checked in at `path` and returns the stored one. With
/// `UPDATE_GOLDEN` set in the environment, writes `fresh` there first (to accept an intended
/// change). Panics, failing the test, when the file is missing or differs.
pub fn assert_golden_replay(path: &Path, fresh: &Replay) -> Replay {
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        let text = serde_json::to_string_pretty(fresh).expect("replays serialize") + "\n";
        std::fs::write(path, text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    }
    let text = std::fs::read_to_string(path)
        .unwrap_or_else(|e| panic!("{}: {e} (UPDATE_GOLDEN=1 writes it)", path.display()));
    let stored: Replay = serde_json::from_str(&text)
        .unwrap_or_else(|e| panic!("{} is not a replay: {e}", path.display()));
    assert_eq!(
        &stored,
        fresh,
        "the game played differently from the checked-in replay {}",
        path.display()
    );
    stored
}

/// An event log as text for a snapshot: one JSON object per line.
pub fn event_lines<E: Serialize>(events: &[E]) -> String {
    events
        .iter()
        .map(|e| serde_json::to_string(e).expect("events serialize"))
        .collect::<Vec<_>>()
        .join("\n")
}
