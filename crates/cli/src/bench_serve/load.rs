//! The load: the clients started together, the measured window, the figures worked out.

use std::collections::BTreeMap;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use altplay_core::derive_seed;
use anyhow::{Context, ensure};
use cpu_time::ProcessTime;
use reqwest::StatusCode;
use serde_json::{Value, json};

use super::BenchArgs;
use super::ai_wait::ai_waits;
use super::child::ServerChild;
use super::client::{Shared, Tally, play};
use super::report::Figures;
use super::watchers::Watched;

/// No request waits longer than this: a server that stops answering fails the bench.
const REQUEST_TIMEOUT: Duration = Duration::from_secs(30);

pub(super) async fn load(
    args: &BenchArgs,
    server: &ServerChild,
) -> anyhow::Result<(Figures, BTreeMap<String, u64>)> {
    let client = reqwest::Client::builder()
        .pool_max_idle_per_host(args.tables + 8)
        .tcp_nodelay(true)
        .timeout(REQUEST_TIMEOUT)
        .build()?;
    let base = format!("http://{}", server.addr);
    let ws_base = format!("ws://{}", server.addr);
    let requests = offered_tables(&client, &base).await?;
    let ai_request = json!({
        "format": "battle-grid",
        "decks": ["titans", "swarm"],
        "ai": [args.ai_spec, args.ai_spec],
    });
    for _ in 0..args.ai_tables {
        let response = client
            .post(format!("{base}/api/tables"))
            .json(&ai_request)
            .send()
            .await?;
        let status = response.status();
        ensure!(
            status == StatusCode::CREATED,
            "an AI table ({}) was refused: {}",
            args.ai_spec,
            response.text().await.unwrap_or_default()
        );
    }
    let start = Instant::now() + Duration::from_secs(args.warmup);
    let formats = requests.len();
    let shared = Arc::new(Shared {
        client,
        base,
        ws_base,
        requests,
        start,
        end: start + Duration::from_secs(args.seconds),
        interval: (args.rate > 0.0)
            .then(|| Duration::from_secs_f64(args.tables as f64 / args.rate)),
        watchers: args.watchers,
        watched: Watched::default(),
    });
    let clients: Vec<_> = (0..args.tables)
        .map(|i| {
            let shared = Arc::clone(&shared);
            let seed = derive_seed(args.seed, i as u64);
            tokio::spawn(play(shared, i % formats, seed))
        })
        .collect();
    // CPU at the start and at the end of the measured seconds.
    tokio::time::sleep_until(shared.start.into()).await;
    let cpu0 = (server.cpu_seconds(), ProcessTime::try_now().ok());
    let ai_waits_ms = if args.ai_tables > 0 {
        ai_waits(&shared.base, &args.ai_probe_spec).await?
    } else {
        Vec::new()
    };
    tokio::time::sleep_until(shared.end.into()).await;
    let cpu1 = (server.cpu_seconds(), ProcessTime::try_now().ok());
    let seconds = args.seconds as f64;
    let server_cpu = cpu0.0.zip(cpu1.0).map(|(a, b)| (b - a) / seconds);
    let client_cpu = cpu0
        .1
        .zip(cpu1.1)
        .map(|(a, b)| b.duration_since(a).as_secs_f64() / seconds);
    let mut all = Tally::default();
    for client in clients {
        all.merge(client.await.context("a client task failed")?);
    }
    let (mut post, mut get) = (all.post_us, all.get_us);
    post.sort_unstable();
    get.sort_unstable();
    let mean = |bytes: u64, n: usize| if n == 0 { 0.0 } else { bytes as f64 / n as f64 };
    let watched = shared.watched.snapshots.load(Ordering::Relaxed);
    let watched_bytes = shared.watched.bytes.load(Ordering::Relaxed);
    let figures = Figures {
        tables: args.tables,
        seconds: args.seconds,
        warmup: args.warmup,
        rate: (args.rate > 0.0).then_some(args.rate),
        accepted: post.len() as u64,
        actions_per_sec: post.len() as f64 / seconds,
        p50_ms: percentile_ms(&post, 0.50),
        p90_ms: percentile_ms(&post, 0.90),
        p99_ms: percentile_ms(&post, 0.99),
        max_ms: post.last().map_or(0.0, |&us| f64::from(us) / 1000.0),
        errors: all.errors.values().sum(),
        gets: get.len() as u64,
        get_p50_ms: percentile_ms(&get, 0.50),
        get_p99_ms: percentile_ms(&get, 0.99),
        post_bytes_mean: mean(all.post_bytes, post.len()),
        get_bytes_mean: mean(all.get_bytes, get.len()),
        games_finished: all.games,
        tables_created: all.created,
        watchers: args.watchers,
        watched_snapshots: watched,
        watched_bytes_mean: mean(watched_bytes, watched as usize),
        server_cpu_ms_per_action: server_cpu
            .filter(|_| !post.is_empty())
            .map(|cpu| cpu * seconds * 1000.0 / post.len() as f64),
        server_cpu,
        client_cpu,
        ai_tables: args.ai_tables,
        ai_spec: args.ai_spec.clone(),
        ai_probe_spec: args.ai_probe_spec.clone(),
        ai_waits_ms,
        server_rss_mib: server.memory_mib("VmRSS"),
        server_peak_rss_mib: server.memory_mib("VmHWM"),
    };
    Ok((figures, all.errors))
}

/// Every hosted format's offered default table (`GET /api/options`), every seat a person, as a
/// `POST /api/tables` body.
pub(super) async fn offered_tables(
    client: &reqwest::Client,
    base: &str,
) -> anyhow::Result<Vec<Vec<u8>>> {
    let options: Value = client
        .get(format!("{base}/api/options"))
        .send()
        .await?
        .error_for_status()?
        .json()
        .await
        .context("GET /api/options")?;
    let offers = options["formats"]
        .as_array()
        .context("GET /api/options lists no formats")?;
    let requests = offers
        .iter()
        .map(|offer| {
            let mut request = offer["default"].clone();
            request["format"] = offer["format"].clone();
            serde_json::to_vec(&request)
        })
        .collect::<Result<Vec<_>, _>>()?;
    ensure!(!requests.is_empty(), "GET /api/options lists no formats");
    Ok(requests)
}

/// The nearest-rank percentile of sorted microseconds, in milliseconds.
pub(super) fn percentile_ms(sorted_us: &[u32], q: f64) -> f64 {
    if sorted_us.is_empty() {
        return 0.0;
    }
    let rank = (q * sorted_us.len() as f64).ceil() as usize;
    f64::from(sorted_us[rank.clamp(1, sorted_us.len()) - 1]) / 1000.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentiles_are_nearest_rank_in_milliseconds() {
        let us: Vec<u32> = (1..=100).map(|i| i * 1000).collect();
        assert_eq!(percentile_ms(&us, 0.50), 50.0);
        assert_eq!(percentile_ms(&us, 0.99), 99.0);
        assert_eq!(percentile_ms(&us, 1.0), 100.0);
        assert_eq!(percentile_ms(&[7000], 0.99), 7.0);
        assert_eq!(percentile_ms(&[], 0.5), 0.0);
    }
}
