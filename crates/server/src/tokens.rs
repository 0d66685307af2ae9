//! Secrets and names: seat and creator tokens (128 random bits), table ids.

use std::time::{SystemTime, UNIX_EPOCH};

/// A token nobody can guess: 128 bits from the operating system's generator, in hex.
pub fn secret() -> String {
    format!("{:032x}", rand::random::<u128>())
}

/// A table's id: short enough to read out, random enough not to collide (60 bits).
pub fn table_id() -> String {
    const ALPHABET: &[u8; 32] = b"abcdefghijkmnpqrstuvwxyz23456789";
    let mut bits = rand::random::<u64>();
    (0..12)
        .map(|_| {
            let c = ALPHABET[(bits & 31) as usize] as char;
            bits >>= 5;
            c
        })
        .collect()
}

pub fn now_millis() -> i64 {
    (now_micros() / 1000) as i64
}

/// A table's first version: microseconds since 1970, so that versions keep rising across a
/// restart (a device compares them to drop a stale answer) without storing them.
pub fn first_version() -> u64 {
    now_micros()
}

fn now_micros() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_micros() as u64)
}
