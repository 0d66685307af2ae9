//! How many tables may be made, and how fast: a rate per client address and one for everyone
//! (GCRA, `governor`: N a minute, up to N at once), a cap on the tables the server holds, and a
//! cap on the tables one address may make while the server runs. Tables are never removed, so a
//! table's count is kept once it is made.

use std::net::IpAddr;
use std::num::NonZeroU32;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use governor::clock::Clock;
use governor::{DefaultDirectRateLimiter, DefaultKeyedRateLimiter, Quota, RateLimiter};

use crate::limits::Limits;
use crate::per_address::{Full, Slot, Slots};
use crate::refusal::Refusal;

/// How often the per-address rate states that have run back to full are dropped, so that
/// addresses that tried once do not pile up.
const SWEEP_EVERY: Duration = Duration::from_secs(60);

pub struct Creation {
    per_address: DefaultKeyedRateLimiter<IpAddr>,
    overall: DefaultDirectRateLimiter,
    per_minute: u32,
    per_minute_per_address: u32,
    tables: Arc<Slots>,
    last_sweep: Mutex<Instant>,
}

impl Creation {
    /// The limits, with `held` tables already held (restored at start).
    pub fn new(limits: &Limits, held: usize) -> Self {
        let quota = |n: u32| Quota::per_minute(NonZeroU32::new(n).unwrap_or(NonZeroU32::MIN));
        Self {
            per_address: RateLimiter::keyed(quota(limits.tables_per_minute_per_address)),
            overall: RateLimiter::direct(quota(limits.tables_per_minute)),
            per_minute: limits.tables_per_minute,
            per_minute_per_address: limits.tables_per_minute_per_address,
            tables: Slots::new(limits.max_tables, limits.max_tables_per_address, held),
            last_sweep: Mutex::new(Instant::now()),
        }
    }

    /// A table's place for `address` (a client address), to [`Slot::keep`] once the table is
    /// made (dropped, the place is given back), or the limit that refuses it. The caps come
    /// first (no rate is spent on a table that could not be held); the address's rate before
    /// everyone's, so that a client over its own rate does not use up everyone's.
    pub fn reserve(&self, address: IpAddr) -> Result<Slot, Refusal> {
        self.sweep();
        let slot = self.tables.take(address).map_err(|full| match full {
            Full::Address => Refusal::too_many(format!(
                "this address has made its most tables since the server started ({}, altplay serve --max-tables-per-address)",
                self.tables.max_per_address()
            )),
            Full::Total => Refusal::unavailable(format!(
                "the server holds its most tables ({}, altplay serve --max-tables)",
                self.tables.max_total()
            )),
        })?;
        if let Err(not_until) = self.per_address.check_key(&address) {
            let now = self.per_address.clock().now();
            return Err(Refusal::too_many(format!(
                "this address makes tables too fast: at most {} a minute (altplay serve --tables-per-minute-per-address)",
                self.per_minute_per_address
            ))
            .retry_after(not_until.wait_time_from(now)));
        }
        if let Err(not_until) = self.overall.check() {
            let now = self.overall.clock().now();
            return Err(Refusal::too_many(format!(
                "tables are being made too fast on this server: at most {} a minute in all (altplay serve --tables-per-minute)",
                self.per_minute
            ))
            .retry_after(not_until.wait_time_from(now)));
        }
        Ok(slot)
    }

    fn sweep(&self) {
        let mut last = self.last_sweep.lock().expect("sweep time");
        if last.elapsed() >= SWEEP_EVERY {
            *last = Instant::now();
            self.per_address.retain_recent();
            self.per_address.shrink_to_fit();
        }
    }
}
