//! `altplay bench serve`: load on the table assistant as it is deployed. The server runs as a
//! child process (`altplay serve` on loopback, a fresh database in a temporary directory); one
//! client task per table plays random legal actions, every seat a person holding a token: as
//! fast as the server answers (each client waits for its answer, so the server is saturated and
//! latency is mostly queueing), or paced with `--rate` to measure latency at a given load.
//! Only accepted actions (200) count; every other answer is an error, counted and reported.
//! Latency is that of the action's POST: the action applied, committed to SQLite
//! (synchronous=FULL) and the new snapshot sent back.

use std::collections::BTreeMap;
use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::sync::mpsc;
use std::time::{Duration, Instant};

use altplay_core::{GameRng, derive_seed};
use anyhow::{Context, bail, ensure};
use clap::Args;
use cpu_time::ProcessTime;
use reqwest::StatusCode;
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

/// How long the server may take to print its address.
const START_TIMEOUT: Duration = Duration::from_secs(30);
/// No request waits longer than this: a server that stops answering fails the bench.
const REQUEST_TIMEOUT: Duration = Duration::from_secs(30);
/// How many kinds of error are printed.
const ERRORS_SHOWN: usize = 8;

#[derive(Args)]
pub struct BenchArgs {
    /// Tables played at once (one client task each): half Raid Battle, half Battle Grid.
    #[arg(long, value_name = "N", default_value_t = 100)]
    pub tables: usize,
    /// Seconds measured.
    #[arg(long, value_name = "S", default_value_t = 10)]
    pub seconds: u64,
    /// Seconds of load before the measurement starts (not counted).
    #[arg(long, value_name = "S", default_value_t = 2)]
    pub warmup: u64,
    /// Actions per second to offer in all (each table paced to its share); 0: as fast as the
    /// server answers (each client sends its next action when the last is answered).
    #[arg(long, value_name = "R", default_value_t = 0.0)]
    pub rate: f64,
    /// Seed of the clients' choices among the legal actions.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Tables played by AI at both seats beside the clients' (Battle Grid), each searching
    /// with `--ai-spec`: the load of many costly AI seats on the server's search slots.
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub ai_tables: usize,
    /// The AI of the `--ai-tables` (at most the server's cap; an absurd budget is refused).
    #[arg(long, value_name = "SPEC", default_value = "ismcts:ms=5000")]
    pub ai_spec: String,
    /// The directory the temporary database is made in (default: the system's temp dir).
    #[arg(long, value_name = "DIR")]
    pub dir: Option<PathBuf>,
    /// Print the figures as one JSON object.
    #[arg(long)]
    pub json: bool,
}

#[derive(Serialize)]
struct Figures {
    tables: usize,
    seconds: u64,
    warmup: u64,
    /// The rate offered (actions per second), none when unpaced.
    rate: Option<f64>,
    /// Actions accepted (200) and completed in the measured seconds.
    accepted: u64,
    actions_per_sec: f64,
    p50_ms: f64,
    p90_ms: f64,
    p99_ms: f64,
    max_ms: f64,
    /// Answers other than 200 (201 for a new table) and failed requests, over the whole run.
    errors: u64,
    /// The snapshot fetches (GET) the clients needed, in the measured seconds.
    gets: u64,
    get_p50_ms: f64,
    get_p99_ms: f64,
    /// Mean size of the snapshot a POST returned, and of a GET's.
    post_bytes_mean: f64,
    get_bytes_mean: f64,
    /// Games played to the end, tables made (all over the whole run).
    games_finished: u64,
    tables_created: u64,
    /// CPU of the server process and of this client in the measured seconds, as a share of
    /// one core (2.0 = two cores busy); none where the system does not tell.
    server_cpu: Option<f64>,
    client_cpu: Option<f64>,
    /// The tables played by AI, and their spec.
    ai_tables: usize,
    ai_spec: String,
    /// The server's resident memory at the end and at its peak, in MiB (Linux: VmRSS and
    /// VmHWM); none where the system does not tell.
    server_rss_mib: Option<f64>,
    server_peak_rss_mib: Option<f64>,
}

pub fn bench(args: &BenchArgs) -> anyhow::Result<()> {
    ensure!(args.tables > 0, "--tables must be at least 1");
    ensure!(args.seconds > 0, "--seconds must be at least 1");
    ensure!(
        args.rate.is_finite() && args.rate >= 0.0,
        "--rate must be a number of actions per second (0: unpaced)"
    );
    let server = ServerChild::start(args.dir.as_deref())?;
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    let run = runtime.block_on(load(args, &server));
    // The server must have lived through the run: figures from a dead server mean nothing.
    let mut server = server;
    if let Some(status) = server.child.try_wait()? {
        bail!("the server exited during the run ({status})");
    }
    drop(server);
    let (figures, errors) = run?;
    if !errors.is_empty() {
        let mut kinds: Vec<(&String, &u64)> = errors.iter().collect();
        kinds.sort_by(|a, b| b.1.cmp(a.1));
        for (message, n) in kinds.into_iter().take(ERRORS_SHOWN) {
            eprintln!("error ×{n}: {message}");
        }
    }
    if args.json {
        println!("{}", serde_json::to_string(&figures)?);
    } else {
        print_figures(&figures);
    }
    Ok(())
}

fn print_figures(f: &Figures) {
    let share = |c: Option<f64>| c.map_or("?".to_string(), |c| format!("{:.0}%", c * 100.0));
    let offered = f.rate.map_or("unpaced".to_string(), |r| {
        format!("{r:.0} actions/s offered")
    });
    println!(
        "serve bench: {} tables on loopback, {offered}, {} s measured after {} s warm-up",
        f.tables, f.seconds, f.warmup
    );
    println!(
        "  {} actions accepted and committed: {:.0} actions/s",
        f.accepted, f.actions_per_sec
    );
    println!(
        "  action latency (POST): p50 {:.1} ms, p90 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
        f.p50_ms, f.p90_ms, f.p99_ms, f.max_ms
    );
    println!(
        "  snapshot fetches (GET): {}, p50 {:.1} ms, p99 {:.1} ms; snapshot size: POST {:.0} B, GET {:.0} B",
        f.gets, f.get_p50_ms, f.get_p99_ms, f.post_bytes_mean, f.get_bytes_mean
    );
    println!(
        "  errors: {}; games finished: {}, tables created: {}",
        f.errors, f.games_finished, f.tables_created
    );
    println!(
        "  CPU (one core = 100%): server {}, this client {}",
        share(f.server_cpu),
        share(f.client_cpu)
    );
    let mib = |m: Option<f64>| m.map_or("?".to_string(), |m| format!("{m:.0} MiB"));
    println!(
        "  server memory: {} at the end, {} at its peak; {} tables played by AI ({})",
        mib(f.server_rss_mib),
        mib(f.server_peak_rss_mib),
        f.ai_tables,
        f.ai_spec
    );
}

/// `altplay serve` running as a child process; killed when dropped (on error too), and its
/// temporary directory removed after it.
struct ServerChild {
    child: Child,
    addr: String,
    _dir: tempfile::TempDir,
}

impl ServerChild {
    fn start(dir: Option<&std::path::Path>) -> anyhow::Result<Self> {
        let dir = match dir {
            Some(d) => tempfile::Builder::new()
                .prefix("altplay-bench-")
                .tempdir_in(d)
                .with_context(|| format!("cannot make a directory in {}", d.display()))?,
            None => tempfile::Builder::new()
                .prefix("altplay-bench-")
                .tempdir()
                .context("cannot make a temporary directory")?,
        };
        let db = dir.path().join("bench.db");
        let exe = std::env::current_exe().context("cannot find this program to run the server")?;
        let log = std::env::var("RUST_LOG").unwrap_or_else(|_| "warn".into());
        let mut child = Command::new(&exe)
            .arg("serve")
            .arg("--addr")
            .arg("127.0.0.1:0")
            .arg("--db")
            .arg(&db)
            .env("RUST_LOG", log)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .with_context(|| format!("cannot start {} serve", exe.display()))?;
        let stdout = child.stdout.take().context("the server's output")?;
        let mut server = Self {
            child,
            addr: String::new(),
            _dir: dir,
        };
        // Read the address line, then keep reading so that the server never blocks on a full
        // pipe.
        let (tx, rx) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if let Some(rest) = line.strip_prefix("altplay serving on http://") {
                    let addr = rest.split_whitespace().next().unwrap_or_default();
                    let _ = tx.send(addr.to_string());
                }
            }
        });
        server.addr = rx
            .recv_timeout(START_TIMEOUT)
            .context("the server did not print its address")?;
        Ok(server)
    }

    /// A `/proc/PID/status` figure given in kB (`VmRSS`, `VmHWM`), in MiB (Linux only).
    fn memory_mib(&self, field: &str) -> Option<f64> {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id())).ok()?;
        let line = status
            .lines()
            .find_map(|l| l.strip_prefix(field)?.strip_prefix(':'))?;
        let kb: f64 = line.trim().strip_suffix("kB")?.trim().parse().ok()?;
        Some(kb / 1024.0)
    }

    /// CPU seconds the server's threads have run (Linux: /proc/PID/task/*/schedstat).
    fn cpu_seconds(&self) -> Option<f64> {
        let tasks = std::fs::read_dir(format!("/proc/{}/task", self.child.id())).ok()?;
        let mut ns = 0u64;
        for task in tasks {
            let text = std::fs::read_to_string(task.ok()?.path().join("schedstat")).ok()?;
            ns += text.split_whitespace().next()?.parse::<u64>().ok()?;
        }
        Some(ns as f64 / 1e9)
    }
}

impl Drop for ServerChild {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// What the clients share: the connection pool, the table requests and the measured window.
struct Shared {
    client: reqwest::Client,
    base: String,
    raid_request: Vec<u8>,
    grid_request: Vec<u8>,
    start: Instant,
    end: Instant,
    /// Each client's time between actions when paced.
    interval: Option<Duration>,
}

impl Shared {
    fn measured(&self, at: Instant) -> bool {
        at >= self.start && at <= self.end
    }
}

/// What one client saw.
#[derive(Default)]
struct Tally {
    post_us: Vec<u32>,
    get_us: Vec<u32>,
    post_bytes: u64,
    get_bytes: u64,
    errors: BTreeMap<String, u64>,
    games: u64,
    created: u64,
}

impl Tally {
    fn error(&mut self, message: String) {
        *self.errors.entry(message).or_default() += 1;
    }

    fn merge(&mut self, other: Tally) {
        self.post_us.extend(other.post_us);
        self.get_us.extend(other.get_us);
        self.post_bytes += other.post_bytes;
        self.get_bytes += other.get_bytes;
        for (message, n) in other.errors {
            *self.errors.entry(message).or_default() += n;
        }
        self.games += other.games;
        self.created += other.created;
    }
}

/// The part of a snapshot the client reads.
#[derive(Deserialize)]
struct Snapshot {
    seat: Option<u8>,
    to_move: Option<u8>,
    over: bool,
    #[serde(default)]
    legal: Vec<Value>,
}

impl Snapshot {
    /// The snapshot is the mover's own, so it lists the legal actions.
    fn is_movers(&self) -> bool {
        self.to_move.is_some() && self.seat == self.to_move
    }
}

#[derive(Deserialize)]
struct Created {
    table: String,
    seat_tokens: Vec<String>,
}

struct Table {
    id: String,
    tokens: Vec<String>,
}

async fn load(
    args: &BenchArgs,
    server: &ServerChild,
) -> anyhow::Result<(Figures, BTreeMap<String, u64>)> {
    let client = reqwest::Client::builder()
        .pool_max_idle_per_host(args.tables + 8)
        .tcp_nodelay(true)
        .timeout(REQUEST_TIMEOUT)
        .build()?;
    let base = format!("http://{}", server.addr);
    let options: Value = client
        .get(format!("{base}/api/options"))
        .send()
        .await?
        .error_for_status()?
        .json()
        .await
        .context("GET /api/options")?;
    let team = options["teams"]
        .get(0)
        .context("GET /api/options lists no built-in team")?;
    let boss = "voltfang";
    ensure!(
        options["bosses"]
            .as_array()
            .is_some_and(|b| b.iter().any(|n| n == boss)),
        "GET /api/options lists no boss {boss}"
    );
    let raid_request = serde_json::to_vec(&json!({
        "format": "raid-battle",
        "boss": boss,
        "team": { "name": team["name"], "pair": team["pair"] },
        "physical": [false, false, false, false],
        "ai": [null, null, null, null],
    }))?;
    let grid_request = serde_json::to_vec(&json!({
        "format": "battle-grid",
        "decks": ["titans", "swarm"],
        "ai": [null, null],
    }))?;
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
    let shared = Arc::new(Shared {
        client,
        base,
        raid_request,
        grid_request,
        start,
        end: start + Duration::from_secs(args.seconds),
        interval: (args.rate > 0.0)
            .then(|| Duration::from_secs_f64(args.tables as f64 / args.rate)),
    });
    let clients: Vec<_> = (0..args.tables)
        .map(|i| {
            let shared = Arc::clone(&shared);
            let seed = derive_seed(args.seed, i as u64);
            tokio::spawn(play(shared, i % 2 == 0, seed))
        })
        .collect();
    // CPU at the start and at the end of the measured seconds.
    tokio::time::sleep_until(shared.start.into()).await;
    let cpu0 = (server.cpu_seconds(), ProcessTime::try_now().ok());
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
        server_cpu,
        client_cpu,
        ai_tables: args.ai_tables,
        ai_spec: args.ai_spec.clone(),
        server_rss_mib: server.memory_mib("VmRSS"),
        server_peak_rss_mib: server.memory_mib("VmHWM"),
    };
    Ok((figures, all.errors))
}

/// The nearest-rank percentile of sorted microseconds, in milliseconds.
fn percentile_ms(sorted_us: &[u32], q: f64) -> f64 {
    if sorted_us.is_empty() {
        return 0.0;
    }
    let rank = (q * sorted_us.len() as f64).ceil() as usize;
    f64::from(sorted_us[rank.clamp(1, sorted_us.len()) - 1]) / 1000.0
}

/// One client: makes a table, plays it to the end with random legal actions, makes the next,
/// until the measured seconds are over.
async fn play(shared: Arc<Shared>, raid: bool, seed: u64) -> Tally {
    let mut rng = GameRng::from_seed(seed);
    let mut tally = Tally::default();
    // Paced: the next action is due at `due`; the clients start spread over one interval. A
    // client that falls behind goes on at once, without a burst to catch up.
    let mut due = shared.interval.map(|interval| {
        let phase = rng.below(1_000_000);
        Instant::now() + interval.mul_f64(f64::from(phase) / 1e6)
    });
    while Instant::now() < shared.end {
        let table = match create(&shared, raid).await {
            Ok(table) => table,
            Err(e) => {
                tally.error(e);
                // Not a busy loop against a server that refuses.
                tokio::time::sleep(Duration::from_millis(100)).await;
                continue;
            }
        };
        tally.created += 1;
        let mut held: Option<Snapshot> = None;
        while Instant::now() < shared.end {
            let snapshot = match movers_view(&shared, &table, held.take(), &mut tally).await {
                Ok(s) => s,
                Err(e) => {
                    tally.error(e);
                    break;
                }
            };
            if snapshot.over {
                tally.games += 1;
                break;
            }
            if snapshot.legal.is_empty() {
                tally.error("a snapshot of the seat to move lists no legal action".into());
                break;
            }
            let pick = rng.below(snapshot.legal.len() as u32) as usize;
            let action = if raid {
                &snapshot.legal[pick]["action"]
            } else {
                &snapshot.legal[pick]
            };
            let seat = snapshot.to_move.unwrap_or(0);
            if let (Some(at), Some(interval)) = (due, shared.interval) {
                tokio::time::sleep_until(at.into()).await;
                let late = Instant::now().checked_sub(interval).unwrap_or(at);
                due = Some(at.max(late) + interval);
            }
            match act(&shared, &table, seat, action, &mut tally).await {
                Ok(next) => held = Some(next),
                Err(e) => {
                    tally.error(e);
                    break;
                }
            }
        }
    }
    tally
}

async fn create(shared: &Shared, raid: bool) -> Result<Table, String> {
    let body = if raid {
        &shared.raid_request
    } else {
        &shared.grid_request
    };
    let response = shared
        .client
        .post(format!("{}/api/tables", shared.base))
        .header(reqwest::header::CONTENT_TYPE, "application/json")
        .body(body.clone())
        .send()
        .await
        .map_err(|e| format!("POST /api/tables: {e}"))?;
    let (status, bytes) = read(response, "POST /api/tables").await?;
    if status != StatusCode::CREATED {
        return Err(refusal("POST /api/tables", status, &bytes));
    }
    let created: Created = serde_json::from_slice(&bytes)
        .map_err(|e| format!("POST /api/tables: answer not read: {e}"))?;
    Ok(Table {
        id: created.table,
        tokens: created.seat_tokens,
    })
}

/// The snapshot of the seat to move (so with its legal actions), or of a finished game: the one
/// held when it is that, else fetched.
async fn movers_view(
    shared: &Shared,
    table: &Table,
    held: Option<Snapshot>,
    tally: &mut Tally,
) -> Result<Snapshot, String> {
    let mut snapshot = match held {
        Some(s) => s,
        None => fetch(shared, table, 0, tally).await?,
    };
    // The second fetch is with the token of the seat the first one named.
    for _ in 0..2 {
        if snapshot.over || snapshot.is_movers() {
            return Ok(snapshot);
        }
        let seat = snapshot
            .to_move
            .ok_or("a snapshot with no seat to move in a game not over")?;
        snapshot = fetch(shared, table, seat, tally).await?;
    }
    Err("the seat to move's own snapshot does not name it to move".into())
}

fn token(table: &Table, seat: u8) -> Result<&str, String> {
    table
        .tokens
        .get(usize::from(seat))
        .map(String::as_str)
        .ok_or_else(|| format!("no token for seat {seat}"))
}

async fn fetch(
    shared: &Shared,
    table: &Table,
    seat: u8,
    tally: &mut Tally,
) -> Result<Snapshot, String> {
    let request = shared
        .client
        .get(format!("{}/api/tables/{}", shared.base, table.id))
        .bearer_auth(token(table, seat)?);
    let samples = (&mut tally.get_us, &mut tally.get_bytes);
    exchange(shared, request, "GET /api/tables/ID", samples).await
}

async fn act(
    shared: &Shared,
    table: &Table,
    seat: u8,
    action: &Value,
    tally: &mut Tally,
) -> Result<Snapshot, String> {
    let body = serde_json::to_vec(&json!({ "action": action })).map_err(|e| e.to_string())?;
    let request = shared
        .client
        .post(format!("{}/api/tables/{}/actions", shared.base, table.id))
        .bearer_auth(token(table, seat)?)
        .header(reqwest::header::CONTENT_TYPE, "application/json")
        .body(body);
    let samples = (&mut tally.post_us, &mut tally.post_bytes);
    exchange(shared, request, "POST /api/tables/ID/actions", samples).await
}

/// Sends `request` and reads the snapshot it answers with (200 only). Once the warm-up is over,
/// its latency and size go into `samples`.
async fn exchange(
    shared: &Shared,
    request: reqwest::RequestBuilder,
    what: &str,
    samples: (&mut Vec<u32>, &mut u64),
) -> Result<Snapshot, String> {
    let sent = Instant::now();
    let response = request.send().await.map_err(|e| format!("{what}: {e}"))?;
    let (status, bytes) = read(response, what).await?;
    let done = Instant::now();
    if status != StatusCode::OK {
        return Err(refusal(what, status, &bytes));
    }
    if shared.measured(done) {
        samples.0.push(micros(done - sent));
        *samples.1 += bytes.len() as u64;
    }
    serde_json::from_slice(&bytes).map_err(|e| format!("{what}: snapshot not read: {e}"))
}

async fn read(response: reqwest::Response, what: &str) -> Result<(StatusCode, Vec<u8>), String> {
    let status = response.status();
    let bytes = response
        .bytes()
        .await
        .map_err(|e| format!("{what}: answer not read: {e}"))?;
    Ok((status, bytes.to_vec()))
}

/// An error answer as one line: the status and the server's message (which names the rule).
fn refusal(what: &str, status: StatusCode, body: &[u8]) -> String {
    let message = serde_json::from_slice::<Value>(body)
        .ok()
        .and_then(|v| v["error"].as_str().map(str::to_string))
        .unwrap_or_else(|| String::from_utf8_lossy(body).chars().take(200).collect());
    format!("{what}: {status}: {message}")
}

fn micros(d: Duration) -> u32 {
    u32::try_from(d.as_micros()).unwrap_or(u32::MAX)
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
