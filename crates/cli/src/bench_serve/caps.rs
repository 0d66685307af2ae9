//! `altplay bench serve --fill-caps`: the server with every cap at its default reached, as
//! clients from many loopback addresses (127.0.0.2 onwards: all of 127.0.0.0/8 is this
//! machine) would fill them: tables to `--max-tables`, WebSockets to `--max-websockets`, idle
//! and half-sent connections to `--max-connections`. The server's memory is read after each,
//! and a new client from a fresh address is timed while the caps hold. The server runs with
//! [`SERVER_FLAGS`]: the table rates lifted, so that the tables are made in seconds rather than
//! in half an hour, and the header timeout long, so that idle connections stay for the count.

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::time::{Duration, Instant};

use altplay_server::Limits;
use anyhow::{Context, bail, ensure};
use reqwest::StatusCode;
use serde_json::Value;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpSocket, TcpStream};
use tokio::task::JoinSet;

use super::caps_report::CapsFigures;
use super::child::ServerChild;
use super::load::{offered_tables, percentile_ms};

pub(super) const SERVER_FLAGS: &[&str] = &[
    "--tables-per-minute",
    "1000000",
    "--tables-per-minute-per-address",
    "1000000",
    "--header-timeout",
    "600",
];
/// Connections left free under the cap in all for the new client, then taken.
const HEADROOM: usize = 8;
/// Requests the new client times.
const NEW_CLIENT_REQUESTS: usize = 200;
/// How long a connection over a cap may stay open before it counts as not closed.
const CLOSED_AT_ONCE: Duration = Duration::from_secs(2);

/// Client addresses 127.0.0.2, 127.0.0.3, …, each used once.
struct Addresses(u32);

impl Addresses {
    fn next(&mut self) -> IpAddr {
        self.0 += 1;
        IpAddr::V4(Ipv4Addr::from(
            u32::from(Ipv4Addr::new(127, 0, 0, 1)) + self.0,
        ))
    }
}

pub(super) async fn fill_caps(server: &ServerChild) -> anyhow::Result<CapsFigures> {
    let limits = Limits::default();
    let addr: SocketAddr = server.addr.parse().context("the server's address")?;
    let base = format!("http://{addr}");
    let rss = || server.memory_mib("VmRSS");
    let mut addresses = Addresses(0);
    let mut figures = CapsFigures::new(&limits, rss());

    // Tables, every hosted format's offered default in turn, each address up to its cap.
    let requests = offered_tables(&reqwest::Client::new(), &base).await?;
    let started = Instant::now();
    let mut makers = JoinSet::new();
    let mut left = limits.max_tables;
    while left > 0 {
        let n = left.min(limits.max_tables_per_address);
        left -= n;
        let (client, base, requests) =
            (client_at(addresses.next())?, base.clone(), requests.clone());
        makers.spawn(async move {
            let mut ids = Vec::with_capacity(n);
            for i in 0..n {
                ids.push(create(&client, &base, &requests[i % requests.len()]).await?);
            }
            anyhow::Ok(ids)
        });
    }
    let mut ids = Vec::new();
    while let Some(made) = makers.join_next().await {
        ids.extend(made??);
    }
    figures.tables_seconds = started.elapsed().as_secs_f64();
    figures.table_over_cap =
        refused_table(&client_at(addresses.next())?, &base, &requests[0]).await?;
    figures.rss_tables = rss();

    // WebSockets, each address up to its cap.
    let mut sockets = Vec::new();
    let (mut last, mut last_holds) = (None, 0);
    while sockets.len() < limits.max_websockets {
        let from = addresses.next();
        let n = limits
            .max_websockets_per_address
            .min(limits.max_websockets - sockets.len());
        for _ in 0..n {
            let id = &ids[sockets.len() % ids.len()];
            match websocket(addr, from, id).await? {
                (101, stream) => sockets.push(stream),
                (status, _) => bail!("WebSocket {} refused with {status}", sockets.len() + 1),
            }
        }
        (last, last_holds) = (Some(from), n);
    }
    let last = last.context("no WebSocket opened")?;
    figures.websocket_over_cap = websocket(addr, addresses.next(), &ids[0]).await?.0;
    if last_holds == limits.max_websockets_per_address {
        figures.websocket_over_address_cap = Some(websocket(addr, last, &ids[0]).await?.0);
    }
    figures.rss_websockets = rss();

    // Idle and half-sent connections, up to the cap in all less the new client's room: first
    // the last WebSocket address's room under its connection cap, then other addresses.
    let mut held = Vec::new();
    let want = limits
        .max_connections
        .saturating_sub(sockets.len() + HEADROOM);
    let (mut from, mut room) = (
        last,
        limits
            .max_connections_per_address
            .saturating_sub(last_holds),
    );
    let mut full_address = None;
    while held.len() < want {
        if room == 0 {
            (from, room) = (addresses.next(), limits.max_connections_per_address);
        }
        let n = room.min(want - held.len());
        for i in 0..n {
            let mut stream = connect_from(addr, from).await?;
            if i % 2 == 1 {
                stream
                    .write_all(b"GET / HTTP/1.1\r\nhost: x\r\nx-slow: ")
                    .await?;
            }
            held.push(stream);
        }
        room -= n;
        if room == 0 {
            full_address = Some(from);
        }
    }
    figures.connections_held = held.len() + sockets.len();
    if let Some(full) = full_address {
        tokio::time::sleep(Duration::from_millis(200)).await;
        figures.connection_over_address_cap_closed =
            Some(closed_at_once(connect_from(addr, full).await?).await);
    }
    figures.rss_connections = rss();

    // A new client: a table's snapshot again and again on one connection.
    let client = client_at(addresses.next())?;
    let url = format!("{base}/api/tables/{}", ids[0]);
    let mut us = Vec::with_capacity(NEW_CLIENT_REQUESTS);
    for _ in 0..NEW_CLIENT_REQUESTS {
        let sent = Instant::now();
        let response = client.get(&url).send().await?;
        ensure!(
            response.status() == StatusCode::OK,
            "the new client was refused: {}",
            response.status()
        );
        response.bytes().await?;
        us.push(u32::try_from(sent.elapsed().as_micros()).unwrap_or(u32::MAX));
    }
    us.sort_unstable();
    figures.new_client_p50_ms = percentile_ms(&us, 0.5);
    figures.new_client_p99_ms = percentile_ms(&us, 0.99);
    figures.new_client_max_ms = percentile_ms(&us, 1.0);
    figures.new_client_table = refused_table(&client, &base, &requests[0]).await?;
    drop(client);
    tokio::time::sleep(Duration::from_millis(200)).await;

    // The last places taken: the next connection, from anywhere, is closed.
    let from = addresses.next();
    let mut streams = Vec::new();
    while streams.len() < HEADROOM {
        streams.push(connect_from(addr, from).await?);
    }
    tokio::time::sleep(Duration::from_millis(200)).await;
    figures.connection_over_cap_closed =
        closed_at_once(connect_from(addr, addresses.next()).await?).await;
    figures.rss_full = rss();
    figures.peak_rss = server.memory_mib("VmHWM");
    figures.addresses = addresses.0 as usize;
    drop((sockets, held, streams));
    Ok(figures)
}

fn client_at(address: IpAddr) -> anyhow::Result<reqwest::Client> {
    Ok(reqwest::Client::builder()
        .local_address(address)
        .timeout(Duration::from_secs(30))
        .build()?)
}

async fn create(client: &reqwest::Client, base: &str, body: &[u8]) -> anyhow::Result<String> {
    let (status, answer) = post_table(client, base, body).await?;
    ensure!(
        status == StatusCode::CREATED,
        "a table was refused: {status} {answer}"
    );
    Ok(answer["table"].as_str().context("a table id")?.to_string())
}

/// The status a table over a cap gets, with its message.
async fn refused_table(
    client: &reqwest::Client,
    base: &str,
    body: &[u8],
) -> anyhow::Result<String> {
    let (status, answer) = post_table(client, base, body).await?;
    Ok(format!(
        "{} {}",
        status.as_u16(),
        answer["error"].as_str().unwrap_or("(no JSON message)")
    ))
}

/// `POST /api/tables` with `body`: the status and the answer (`null` when it is not JSON).
async fn post_table(
    client: &reqwest::Client,
    base: &str,
    body: &[u8],
) -> anyhow::Result<(StatusCode, Value)> {
    let response = client
        .post(format!("{base}/api/tables"))
        .header(reqwest::header::CONTENT_TYPE, "application/json")
        .body(body.to_vec())
        .send()
        .await?;
    let status = response.status();
    Ok((status, response.json().await.unwrap_or(Value::Null)))
}

async fn connect_from(server: SocketAddr, source: IpAddr) -> anyhow::Result<TcpStream> {
    let socket = TcpSocket::new_v4()?;
    socket
        .bind(SocketAddr::new(source, 0))
        .with_context(|| format!("cannot bind {source}"))?;
    Ok(socket.connect(server).await?)
}

/// Table `id`'s WebSocket from `source`: the handshake's status and the open connection.
async fn websocket(
    server: SocketAddr,
    source: IpAddr,
    id: &str,
) -> anyhow::Result<(u16, TcpStream)> {
    let mut stream = connect_from(server, source).await?;
    let request = format!(
        "GET /api/tables/{id}/ws HTTP/1.1\r\nhost: x\r\nupgrade: websocket\r\nconnection: upgrade\r\nsec-websocket-key: dGhlIHNhbXBsZSBub25jZQ==\r\nsec-websocket-version: 13\r\n\r\n"
    );
    stream.write_all(request.as_bytes()).await?;
    let mut got = Vec::new();
    let mut buf = [0u8; 4096];
    while !got.windows(4).any(|w| w == b"\r\n\r\n") {
        let n = tokio::time::timeout(Duration::from_secs(30), stream.read(&mut buf))
            .await
            .context("no answer to a WebSocket handshake")??;
        ensure!(n > 0, "closed during a WebSocket handshake");
        got.extend_from_slice(&buf[..n]);
    }
    let status = String::from_utf8_lossy(got.get(9..12).unwrap_or_default())
        .parse()
        .context("not an HTTP answer")?;
    Ok((status, stream))
}

/// Whether the server closes `stream` (having read nothing from it) within [`CLOSED_AT_ONCE`].
async fn closed_at_once(mut stream: TcpStream) -> bool {
    let mut buf = [0u8; 64];
    matches!(
        tokio::time::timeout(CLOSED_AT_ONCE, stream.read(&mut buf)).await,
        Ok(Ok(0) | Err(_))
    )
}
