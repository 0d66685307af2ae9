//! Replay files (`altplay replay FILE`): any bytes as a replay, replayed through the registry on
//! its format's engine, as the CLI does.

use altplay_core::Replay;

pub fn replay_file(bytes: &[u8]) -> bool {
    serde_json::from_slice::<Replay>(bytes)
        .is_ok_and(|replay| altplay_formats::replay(&replay).is_ok())
}
