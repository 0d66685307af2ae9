//! Timing for the bench commands: the CPU time of this thread, not the wall clock, so that a
//! figure "on one core" stays true on a machine busy with other work.

use anyhow::Context;
use cpu_time::ThreadTime;

/// Runs `work` (which handles `items` items) and returns the CPU nanoseconds per item.
pub fn ns_per_item(items: u64, work: impl FnOnce() -> anyhow::Result<()>) -> anyhow::Result<f64> {
    let start = ThreadTime::try_now().context("this system gives no thread CPU clock")?;
    work()?;
    let spent = start
        .try_elapsed()
        .context("this system gives no thread CPU clock")?;
    Ok(spent.as_nanos() as f64 / items as f64)
}
