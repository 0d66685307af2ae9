//! One client: a table played to its end with random legal actions, every request timed.

use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

use altplay_core::GameRng;
use reqwest::StatusCode;
use serde::Deserialize;
use serde_json::{Value, json};

use super::watchers::{Watched, watch};

/// What the clients share: the connection pool, the table requests, the measured window, and
/// the watchers of each table with what they received.
pub(super) struct Shared {
    pub(super) client: reqwest::Client,
    pub(super) base: String,
    /// `ws://ADDR`
    pub(super) ws_base: String,
    /// A table request per hosted format: its offered default, every seat a person.
    pub(super) requests: Vec<Vec<u8>>,
    pub(super) start: Instant,
    pub(super) end: Instant,
    /// Each client's time between actions when paced.
    pub(super) interval: Option<Duration>,
    /// WebSockets per table.
    pub(super) watchers: usize,
    pub(super) watched: Watched,
}

impl Shared {
    pub(super) fn measured(&self, at: Instant) -> bool {
        at >= self.start && at <= self.end
    }
}

/// What one client saw.
#[derive(Default)]
pub(super) struct Tally {
    pub(super) post_us: Vec<u32>,
    pub(super) get_us: Vec<u32>,
    pub(super) post_bytes: u64,
    pub(super) get_bytes: u64,
    pub(super) errors: BTreeMap<String, u64>,
    pub(super) games: u64,
    pub(super) created: u64,
}

impl Tally {
    pub(super) fn error(&mut self, message: String) {
        *self.errors.entry(message).or_default() += 1;
    }

    pub(super) fn merge(&mut self, other: Tally) {
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
pub(super) struct Snapshot {
    pub(super) seat: Option<u8>,
    pub(super) to_move: Option<u8>,
    pub(super) over: bool,
    #[serde(default)]
    pub(super) legal: Vec<Value>,
}

impl Snapshot {
    /// The snapshot is the mover's own, so it lists the legal actions.
    pub(super) fn is_movers(&self) -> bool {
        self.to_move.is_some() && self.seat == self.to_move
    }
}

#[derive(Deserialize)]
pub(super) struct Created {
    pub(super) table: String,
    pub(super) seat_tokens: Vec<String>,
}

pub(super) struct Table {
    pub(super) id: String,
    pub(super) tokens: Vec<String>,
}

/// One client: makes a table (of `shared.requests[format]`), opens its watchers, plays it to the
/// end with random legal actions, makes the next, until the measured seconds are over.
pub(super) async fn play(shared: Arc<Shared>, format: usize, seed: u64) -> Tally {
    let mut rng = GameRng::from_seed(seed);
    let mut tally = Tally::default();
    // Paced: the next action is due at `due`; the clients start spread over one interval. A
    // client that falls behind goes on at once, without a burst to catch up.
    let mut due = shared.interval.map(|interval| {
        let phase = rng.below(1_000_000);
        Instant::now() + interval.mul_f64(f64::from(phase) / 1e6)
    });
    while Instant::now() < shared.end {
        let table = match create(&shared, &shared.requests[format]).await {
            Ok(table) => table,
            Err(e) => {
                tally.error(e);
                // Not a busy loop against a server that refuses.
                tokio::time::sleep(Duration::from_millis(100)).await;
                continue;
            }
        };
        tally.created += 1;
        // Closed when the game is over, as the next table is made.
        let _watchers = match watch(&shared, &table).await {
            Ok(watchers) => watchers,
            Err(e) => {
                tally.error(e);
                tokio::time::sleep(Duration::from_millis(100)).await;
                continue;
            }
        };
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
            let action = &snapshot.legal[pick]["action"];
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

async fn create(shared: &Shared, body: &[u8]) -> Result<Table, String> {
    let response = shared
        .client
        .post(format!("{}/api/tables", shared.base))
        .header(reqwest::header::CONTENT_TYPE, "application/json")
        .body(body.to_vec())
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
