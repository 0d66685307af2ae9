//! Shared helpers for the raid-boss integration tests.
#![allow(dead_code)]

use std::sync::Arc;

use altplay_raid_boss::{Config, RaidBoss, Rules, builtin};

pub const TEAM: [&str; 4] = ["Bulwark", "Emberlance", "Mendra", "Tessel"];

pub fn rules(heroes: [&str; 4], boss: &str) -> Arc<Rules> {
    let config = Config {
        heroes: heroes.iter().map(|h| h.to_string()).collect(),
        boss: boss.to_string(),
    };
    Arc::new(config.rules(builtin::library()).expect("shipped names"))
}

pub fn game(seed: u64) -> RaidBoss {
    RaidBoss::new(rules(TEAM, "Cinderwyrm"), seed, true).expect("no trigger loop at start")
}
