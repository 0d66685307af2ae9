//! `altplay serve`'s limits on what clients may hold and how fast, against the real binary on
//! loopback, each with small limits passed as flags: the header, body and idle timeouts close
//! what they should, and the caps on connections, WebSockets and tables refuse the next one
//! (naming the flag) while other clients are still served. Several client addresses come from
//! 127.0.0.0/8, all of which is this machine: a client socket is bound to 127.0.0.2, say,
//! before it connects to the server on 127.0.0.1.

#[allow(dead_code)]
mod common;

use std::io::{ErrorKind, Read, Write};
use std::net::{IpAddr, Ipv4Addr, SocketAddr, TcpStream};
use std::thread::sleep;
use std::time::{Duration, Instant};

use common::api::raid_request;
use common::server::Server;
use serde_json::Value;
use tungstenite::protocol::Role;
use tungstenite::{Message, WebSocket};

/// Far longer than any timeout these tests set: what has not happened by then never will.
const PATIENCE: Duration = Duration::from_secs(10);

fn start(flags: &[&str]) -> (tempfile::TempDir, Server) {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start_with(&dir.path().join("tables.db"), flags);
    (dir, server)
}

/// Client address 127.0.0.`n`.
fn client(n: u8) -> Ipv4Addr {
    Ipv4Addr::new(127, 0, 0, n)
}

fn server_addr(server: &Server) -> SocketAddr {
    let addr = server.url.strip_prefix("http://").expect("an http URL");
    addr.parse().expect("the server prints IP:PORT")
}

/// A connection to the server from `source`.
fn connect_from(server: &Server, source: Ipv4Addr) -> TcpStream {
    use socket2::{Domain, Socket, Type};
    let socket = Socket::new(Domain::IPV4, Type::STREAM, None).unwrap();
    socket
        .bind(&SocketAddr::new(IpAddr::V4(source), 0).into())
        .unwrap_or_else(|e| panic!("bind {source}: {e}"));
    socket
        .connect(&server_addr(server).into())
        .expect("the server's port takes the connection");
    socket.into()
}

/// A connection from `source` that the server keeps open. The place of a connection the server
/// has just answered and closed is given back a moment after the client sees it closed; a
/// connection made in that moment is over the address's cap and closed, so it is made again.
fn held_open(server: &Server, source: Ipv4Addr) -> TcpStream {
    let deadline = Instant::now() + PATIENCE;
    loop {
        let mut stream = connect_from(server, source);
        if until_closed(&mut stream, Duration::from_millis(300))
            .1
            .is_none()
        {
            return stream;
        }
        assert!(
            Instant::now() < deadline,
            "a connection from {source} within the caps is kept open"
        );
    }
}

/// Reads until the server closes the connection or `patience` runs out: what came, and after
/// how long it closed (`None`: still open).
fn until_closed(stream: &mut TcpStream, patience: Duration) -> (String, Option<Duration>) {
    let started = Instant::now();
    let mut got = Vec::new();
    let mut buf = [0u8; 4096];
    loop {
        let left = patience.saturating_sub(started.elapsed());
        if left.is_zero() {
            return (String::from_utf8_lossy(&got).into_owned(), None);
        }
        stream.set_read_timeout(Some(left)).unwrap();
        match stream.read(&mut buf) {
            Ok(0) => break,
            Ok(n) => got.extend_from_slice(&buf[..n]),
            Err(e) if matches!(e.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut) => {}
            Err(_) => break,
        }
    }
    (
        String::from_utf8_lossy(&got).into_owned(),
        Some(started.elapsed()),
    )
}

/// An answer read off a connection that stays open: the status, the head, the body as JSON.
#[derive(Debug)]
struct Answer {
    status: u16,
    head: String,
    body: Value,
    /// Bytes after the answer (a WebSocket's first frames).
    rest: Vec<u8>,
}

impl Answer {
    fn error(&self) -> &str {
        self.body["error"].as_str().unwrap_or_default()
    }

    fn header(&self, name: &str) -> Option<&str> {
        self.head.lines().find_map(|line| {
            let (key, value) = line.split_once(':')?;
            key.eq_ignore_ascii_case(name).then(|| value.trim())
        })
    }
}

/// Sends `request` on `stream` and reads one answer (its body by `content-length`).
fn exchange(stream: &mut TcpStream, request: &str) -> Answer {
    stream.set_read_timeout(Some(PATIENCE)).unwrap();
    stream.write_all(request.as_bytes()).unwrap();
    let mut got = Vec::new();
    let mut buf = [0u8; 4096];
    let head_end = loop {
        if let Some(at) = got.windows(4).position(|w| w == b"\r\n\r\n") {
            break at + 4;
        }
        let n = stream.read(&mut buf).expect("an answer");
        assert!(
            n > 0,
            "closed before answering: {:?}",
            String::from_utf8_lossy(&got)
        );
        got.extend_from_slice(&buf[..n]);
    };
    let head = String::from_utf8_lossy(&got[..head_end]).into_owned();
    let status = head[9..12].parse().unwrap();
    let mut answer = Answer {
        status,
        head,
        body: Value::Null,
        rest: Vec::new(),
    };
    let length: usize = answer
        .header("content-length")
        .map_or(0, |v| v.parse().unwrap());
    while got.len() < head_end + length {
        let n = stream.read(&mut buf).expect("the body");
        assert!(n > 0, "closed within the body");
        got.extend_from_slice(&buf[..n]);
    }
    answer.body = serde_json::from_slice(&got[head_end..head_end + length]).unwrap_or(Value::Null);
    answer.rest = got[head_end + length..].to_vec();
    answer
}

fn get(path: &str) -> String {
    format!("GET {path} HTTP/1.1\r\nhost: x\r\n\r\n")
}

/// A request that is answered on a connection closed after it, from `source`.
fn served(server: &Server, source: Ipv4Addr, path: &str) -> Answer {
    let mut stream = connect_from(server, source);
    exchange(
        &mut stream,
        &format!("GET {path} HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n"),
    )
}

/// A table made from `source` (201 expected).
fn table(server: &Server, source: Ipv4Addr) -> String {
    let answer = create(server, source);
    assert_eq!(answer.status, 201, "{:?}", answer.body);
    answer.body["table"].as_str().unwrap().to_string()
}

fn create(server: &Server, source: Ipv4Addr) -> Answer {
    let body = raid_request([false; 4], [None; 4]).to_string();
    let mut stream = connect_from(server, source);
    exchange(
        &mut stream,
        &format!(
            "POST /api/tables HTTP/1.1\r\nhost: x\r\nconnection: close\r\ncontent-type: application/json\r\ncontent-length: {}\r\n\r\n{body}",
            body.len()
        ),
    )
}

/// Table `id`'s WebSocket from `source`, or the answer that refused it.
fn live(server: &Server, source: Ipv4Addr, id: &str) -> Result<WebSocket<TcpStream>, Answer> {
    let mut stream = connect_from(server, source);
    let answer = exchange(
        &mut stream,
        &format!(
            "GET /api/tables/{id}/ws HTTP/1.1\r\nhost: x\r\nupgrade: websocket\r\nconnection: upgrade\r\nsec-websocket-key: dGhlIHNhbXBsZSBub25jZQ==\r\nsec-websocket-version: 13\r\n\r\n"
        ),
    );
    if answer.status != 101 {
        return Err(answer);
    }
    let mut ws = WebSocket::from_partially_read(stream, answer.rest, Role::Client, None);
    ws.get_ref().set_read_timeout(Some(PATIENCE)).unwrap();
    match ws.read().expect("the first snapshot") {
        Message::Text(text) => assert!(text.as_str().starts_with('{'), "{text}"),
        other => panic!("expected the snapshot, got {other:?}"),
    }
    Ok(ws)
}

/// Whether the socket has been closed by the server within `patience` (pongs and snapshots
/// read meanwhile are skipped).
fn closed_within(ws: &mut WebSocket<TcpStream>, patience: Duration) -> bool {
    let deadline = Instant::now() + patience;
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return false;
        }
        ws.get_ref().set_read_timeout(Some(left)).unwrap();
        match ws.read() {
            Ok(Message::Close(_)) => return true,
            Ok(_) => {}
            Err(tungstenite::Error::Io(e))
                if matches!(e.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut) => {}
            Err(_) => return true,
        }
    }
}

// ---- Timeouts --------------------------------------------------------------------------------

#[test]
fn a_partial_request_head_or_a_silent_connection_is_closed_after_the_header_timeout() {
    let (_dir, server) = start(&["--header-timeout", "1"]);
    let mut partial = connect_from(&server, client(1));
    partial
        .write_all(b"GET /api/cards?q=pika HTTP/1.1\r\nhost: x\r\nx-slow: ")
        .unwrap();
    let mut silent = connect_from(&server, client(1));
    for (what, stream) in [("partial head", &mut partial), ("silent", &mut silent)] {
        let (got, closed) = until_closed(stream, PATIENCE);
        let after = closed.unwrap_or_else(|| panic!("{what}: still open after {PATIENCE:?}"));
        assert!(
            after < Duration::from_secs(6),
            "{what}: closed after {after:?}"
        );
        assert!(!got.contains(" 200 "), "{what}: {got}");
    }
    // Meanwhile a whole request is answered.
    assert_eq!(served(&server, client(1), "/api/cards?q=pika").status, 200);
}

#[test]
fn an_idle_keep_alive_connection_is_closed_after_the_header_timeout() {
    let (_dir, server) = start(&["--header-timeout", "1"]);
    let mut stream = connect_from(&server, client(1));
    let answer = exchange(&mut stream, &get("/api/cards?q=pika"));
    assert_eq!(answer.status, 200);
    assert!(
        answer.header("connection").is_none(),
        "kept alive: {}",
        answer.head
    );
    let (_, closed) = until_closed(&mut stream, PATIENCE);
    let after = closed.expect("the idle connection is closed");
    assert!(after < Duration::from_secs(6), "closed after {after:?}");
}

#[test]
fn a_partial_or_trickled_body_gets_408_in_json_and_its_connection_is_closed() {
    let (_dir, server) = start(&["--body-timeout", "1"]);
    let head = "POST /api/tables HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 200\r\n\r\n";
    // A body that stops coming, and one that comes a byte every 200 ms (its 200 bytes would
    // take 40 s).
    let mut partial = connect_from(&server, client(1));
    partial
        .write_all(format!("{head}{{\"format\":").as_bytes())
        .unwrap();
    let mut trickled = connect_from(&server, client(2));
    trickled.write_all(head.as_bytes()).unwrap();
    let mut writer = trickled.try_clone().unwrap();
    let trickle = std::thread::spawn(move || {
        for _ in 0..50 {
            if writer.write_all(b" ").is_err() {
                break;
            }
            sleep(Duration::from_millis(200));
        }
    });
    for (what, stream) in [("partial", &mut partial), ("trickled", &mut trickled)] {
        let (got, closed) = until_closed(stream, PATIENCE);
        let after = closed.unwrap_or_else(|| panic!("{what}: still open: {got}"));
        assert!(
            after < Duration::from_secs(6),
            "{what}: closed after {after:?}"
        );
        assert!(got.starts_with("HTTP/1.1 408 "), "{what}: {got}");
        let body: Value = serde_json::from_str(got.split_once("\r\n\r\n").unwrap().1).unwrap();
        let error = body["error"].as_str().unwrap();
        assert!(error.contains("--body-timeout"), "{what}: {error}");
    }
    trickle.join().unwrap();
}

#[test]
fn a_silent_websocket_is_let_go_after_the_ws_idle_timeout_and_a_pinging_one_stays() {
    let (_dir, server) = start(&[
        "--ws-idle-timeout",
        "1",
        "--max-websockets-per-address",
        "2",
    ]);
    let id = table(&server, client(1));
    let mut silent = live(&server, client(1), &id).unwrap();
    let mut pinging = live(&server, client(1), &id).unwrap();
    assert_eq!(
        live(&server, client(1), &id).err().map(|a| a.status),
        Some(429)
    );
    let started = Instant::now();
    while started.elapsed() < Duration::from_secs(3) {
        pinging.send(Message::text("ping")).unwrap();
        pinging.get_ref().set_read_timeout(Some(PATIENCE)).unwrap();
        assert_eq!(pinging.read().unwrap(), Message::text("pong"));
        sleep(Duration::from_millis(300));
    }
    assert!(
        closed_within(&mut silent, PATIENCE),
        "the silent socket is closed"
    );
    // Its place is given back: a new socket from the same address is taken.
    let deadline = Instant::now() + PATIENCE;
    while live(&server, client(1), &id).is_err() {
        assert!(
            Instant::now() < deadline,
            "the silent socket's place is never given back"
        );
        sleep(Duration::from_millis(100));
    }
}

// ---- Caps on connections and WebSockets -----------------------------------------------------

#[test]
fn connections_over_the_caps_are_closed_at_once_while_other_addresses_are_served() {
    let flags = [
        "--max-connections",
        "4",
        "--max-connections-per-address",
        "2",
        "--header-timeout",
        "60",
    ];
    let (_dir, server) = start(&flags);
    let held: Vec<TcpStream> = (0..2).map(|_| connect_from(&server, client(1))).collect();
    sleep(Duration::from_millis(300));
    let (_, closed) = until_closed(&mut connect_from(&server, client(1)), PATIENCE);
    assert!(
        closed.is_some(),
        "a third connection from one address is closed"
    );
    // Another address is served, and may hold connections up to the cap in all.
    assert_eq!(served(&server, client(2), "/api/cards?q=pika").status, 200);
    let more: Vec<TcpStream> = (0..2).map(|_| held_open(&server, client(2))).collect();
    let (_, closed) = until_closed(&mut connect_from(&server, client(3)), PATIENCE);
    assert!(
        closed.is_some(),
        "a connection over the cap in all is closed"
    );
    // A closed connection gives its place back.
    drop(held);
    let deadline = Instant::now() + PATIENCE;
    loop {
        let mut stream = connect_from(&server, client(3));
        // A refused connection may be closed before the request is written.
        let _ = stream.write_all(get("/api/cards?q=pika").as_bytes());
        let (got, _) = until_closed(&mut stream, Duration::from_secs(1));
        if got.starts_with("HTTP/1.1 200 ") {
            break;
        }
        assert!(Instant::now() < deadline, "no place given back: {got:?}");
        sleep(Duration::from_millis(100));
    }
    drop(more);
}

#[test]
fn websockets_over_the_caps_are_refused_in_json_naming_the_flag_and_a_freed_place_is_taken() {
    let flags = ["--max-websockets", "3", "--max-websockets-per-address", "2"];
    let (_dir, server) = start(&flags);
    let id = table(&server, client(1));
    let mut first = live(&server, client(1), &id).unwrap();
    let _second = live(&server, client(1), &id).unwrap();
    let refused = live(&server, client(1), &id).expect_err("a third is refused");
    assert_eq!(refused.status, 429, "{:?}", refused.body);
    assert!(
        refused.error().contains("--max-websockets-per-address"),
        "{:?}",
        refused.body
    );
    let _third = live(&server, client(2), &id).unwrap();
    let refused = live(&server, client(2), &id).expect_err("a fourth is refused");
    assert_eq!(refused.status, 503, "{:?}", refused.body);
    assert!(
        refused.error().contains("--max-websockets)"),
        "{:?}",
        refused.body
    );
    // A new client is still served over HTTP.
    let snapshot = served(&server, client(3), &format!("/api/tables/{id}"));
    assert_eq!(snapshot.status, 200);
    // A socket that ends gives its place back.
    first.close(None).unwrap();
    while first.read().is_ok() {}
    let deadline = Instant::now() + PATIENCE;
    while live(&server, client(1), &id).is_err() {
        assert!(
            Instant::now() < deadline,
            "the closed socket's place is never given back"
        );
        sleep(Duration::from_millis(100));
    }
}

// ---- Table creation -------------------------------------------------------------------------

#[test]
fn creation_over_a_rate_gets_429_with_retry_after_naming_the_flag() {
    let flags = [
        "--tables-per-minute",
        "3",
        "--tables-per-minute-per-address",
        "2",
    ];
    let (_dir, server) = start(&flags);
    table(&server, client(1));
    table(&server, client(1));
    let refused = create(&server, client(1));
    assert_eq!(refused.status, 429, "{:?}", refused.body);
    assert!(
        refused.error().contains("--tables-per-minute-per-address"),
        "{:?}",
        refused.body
    );
    let wait: u64 = refused
        .header("retry-after")
        .expect("Retry-After")
        .parse()
        .unwrap();
    assert!((1..=60).contains(&wait), "Retry-After: {wait}");
    // Another address has its own rate, until everyone's is spent.
    table(&server, client(2));
    let refused = create(&server, client(3));
    assert_eq!(refused.status, 429, "{:?}", refused.body);
    assert!(
        refused.error().contains("--tables-per-minute)"),
        "{:?}",
        refused.body
    );
    assert!(refused.header("retry-after").is_some(), "{}", refused.head);
    // Reading goes on.
    assert_eq!(served(&server, client(1), "/api/cards?q=pika").status, 200);
}

#[test]
fn creation_over_the_table_caps_is_refused_naming_the_flag_and_stored_tables_count() {
    let (dir, server) = start(&["--max-tables", "3", "--max-tables-per-address", "2"]);
    let made = [table(&server, client(1)), table(&server, client(1))];
    let refused = create(&server, client(1));
    assert_eq!(refused.status, 429, "{:?}", refused.body);
    assert!(
        refused.error().contains("--max-tables-per-address"),
        "{:?}",
        refused.body
    );
    table(&server, client(2));
    let refused = create(&server, client(2));
    assert_eq!(refused.status, 503, "{:?}", refused.body);
    assert!(
        refused.error().contains("--max-tables)"),
        "{:?}",
        refused.body
    );
    // The tables are still played and read.
    let snapshot = served(&server, client(3), &format!("/api/tables/{}", made[0]));
    assert_eq!(snapshot.status, 200);
    // After a restart the stored tables count toward the cap in all; an address's count
    // starts again.
    let db = server.db.clone();
    server.kill();
    let server = Server::start_with(&db, &["--max-tables", "4", "--max-tables-per-address", "2"]);
    table(&server, client(1));
    let refused = create(&server, client(1));
    assert_eq!(refused.status, 503, "{:?}", refused.body);
    drop(dir);
}
