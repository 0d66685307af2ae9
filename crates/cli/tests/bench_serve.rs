//! `altplay bench serve --watchers N`: the measurement the snapshot cost is given by must see
//! every table's watchers fed, so that a server that stopped telling them shows.

use std::process::Command;

use serde_json::Value;

#[test]
fn watchers_receive_the_snapshots_and_the_server_cpu_per_action_is_given() {
    let out = Command::new(env!("CARGO_BIN_EXE_altplay"))
        .args(["bench", "serve", "--tables", "2", "--seconds", "2"])
        .args(["--warmup", "0", "--watchers", "3", "--json"])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    let figures: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(figures["errors"], 0, "{figures}");
    assert_eq!(figures["watchers"], 3);
    let accepted = figures["accepted"].as_u64().unwrap();
    assert!(accepted > 0, "{figures}");
    // Each accepted action tells the table's three watchers.
    let watched = figures["watched_snapshots"].as_u64().unwrap();
    assert!(watched >= accepted, "{figures}");
    assert!(figures["watched_bytes_mean"].as_f64().unwrap() > 100.0);
    if figures["server_cpu"].is_number() {
        assert!(figures["server_cpu_ms_per_action"].as_f64().unwrap() > 0.0);
    }
}
