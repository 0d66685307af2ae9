//! A client of the table API and of its WebSocket, and the table requests the server tests use.

use std::io::ErrorKind;
use std::net::TcpStream;
use std::time::{Duration, Instant};

use reqwest::Method;
use reqwest::blocking::Client;
use serde_json::{Value, json};
use tungstenite::handshake::HandshakeError;
use tungstenite::{Message, WebSocket};

use super::server::Server;

/// How long a test waits for the AI or the table to settle.
const PATIENCE: Duration = Duration::from_secs(15);

/// What physical seats report (RB-26: steps of 10).
pub const DAMAGE: u16 = 100;
/// How soon a watching device hears of a change.
pub const LIVE: Duration = Duration::from_secs(1);

/// A server on a fresh database file in a temporary folder (kept while the first value lives),
/// and a client of its API.
pub fn start() -> (tempfile::TempDir, Server, Api) {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("tables.db"));
    let api = Api::new(&server);
    (dir, server, api)
}

/// A Raid Battle request: the "Stage 1 squad" against Voltfang.
pub fn raid_request(physical: [bool; 4], ai: [Option<&str>; 4]) -> Value {
    json!({
        "format": "raid-battle",
        "boss": "voltfang",
        "team": {
            "name": "Stage 1 squad",
            "pair": [
                {"active": "Raichu", "bench": "Pikachu"},
                {"active": "Gyarados", "bench": "Lapras"},
                {"active": "Machoke", "bench": "Machop"},
                {"active": "Houndoom", "bench": "Houndour"},
            ],
        },
        "physical": physical,
        "ai": ai,
        "weakness": false,
        "level": null,
    })
}

/// A Battle Grid request: titans against swarm.
pub fn grid_request(ai: [Option<&str>; 2], open_decklists: bool) -> Value {
    json!({
        "format": "battle-grid",
        "decks": ["titans", "swarm"],
        "ai": ai,
        "open_decklists": open_decklists,
        "spend": false,
    })
}

/// The snapshot without `version`, which restarts with the server and rises with changes.
pub fn without_version(mut snap: Value) -> Value {
    snap.as_object_mut()
        .expect("a snapshot is an object")
        .remove("version");
    snap
}

pub fn log_of(snap: &Value) -> Vec<String> {
    serde_json::from_value(snap["log"].clone()).expect("the log is lines")
}

/// The action a test takes for the seat whose snapshot is `mine`: a report of `damage` where
/// the seat reports (RB-26), else the first legal action.
pub fn choose(mine: &Value, damage: u16) -> Value {
    let legal = mine["legal"].as_array().expect("legal actions are a list");
    let report = json!({"report": {"damage": damage, "gx": false}});
    if legal.iter().any(|l| l["action"] == report) {
        return report;
    }
    let first = &legal.first().expect("the seat to move has a move")["action"];
    assert!(!first.is_null(), "each legal action is labelled: {mine}");
    first.clone()
}

pub struct Reply {
    pub status: u16,
    /// The body as JSON (`null` when it is not JSON).
    pub body: Value,
    pub text: String,
}

impl std::fmt::Debug for Reply {
    /// The status and the start of the body: snapshots are long.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let cut = self
            .text
            .char_indices()
            .nth(400)
            .map_or(self.text.len(), |(i, _)| i);
        let more = if cut < self.text.len() { " …" } else { "" };
        write!(f, "{} {}{more}", self.status, &self.text[..cut])
    }
}

impl Reply {
    pub fn error(&self) -> &str {
        self.body["error"].as_str().unwrap_or_default()
    }
}

/// A table as its creator was given it.
pub struct Table {
    pub id: String,
    pub creator: String,
    pub seats: Vec<String>,
}

impl Table {
    pub fn seat(&self, seat: usize) -> Option<&str> {
        Some(&self.seats[seat])
    }

    pub fn creator(&self) -> Option<&str> {
        Some(&self.creator)
    }

    pub fn path(&self) -> String {
        format!("/api/tables/{}", self.id)
    }

    pub fn actions(&self) -> String {
        format!("/api/tables/{}/actions", self.id)
    }

    pub fn undo(&self) -> String {
        format!("/api/tables/{}/undo", self.id)
    }

    pub fn ai(&self, seat: usize) -> String {
        format!("/api/tables/{}/seats/{seat}/ai", self.id)
    }
}

pub struct Api {
    url: String,
    http: Client,
}

impl Api {
    pub fn new(server: &Server) -> Api {
        Api {
            url: server.url.clone(),
            http: Client::builder()
                .timeout(Duration::from_secs(30))
                .build()
                .unwrap(),
        }
    }

    fn send(
        &self,
        method: Method,
        path: &str,
        token: Option<&str>,
        body: Option<Vec<u8>>,
    ) -> Reply {
        let authorization = token.map(|t| format!("Bearer {t}"));
        let mut headers = Vec::new();
        if let Some(value) = &authorization {
            headers.push(("authorization", value.as_str()));
        }
        if body.is_some() {
            headers.push(("content-type", "application/json"));
        }
        self.request(method, path, &headers, body)
    }

    /// A request with exactly these headers (and reqwest's own).
    pub fn request(
        &self,
        method: Method,
        path: &str,
        headers: &[(&str, &str)],
        body: Option<Vec<u8>>,
    ) -> Reply {
        let mut request = self.http.request(method, format!("{}{path}", self.url));
        for (name, value) in headers {
            request = request.header(*name, *value);
        }
        if let Some(body) = body {
            request = request.body(body);
        }
        let response = request.send().unwrap_or_else(|e| panic!("{path}: {e}"));
        let status = response.status().as_u16();
        let text = response.text().unwrap();
        let body = serde_json::from_str(&text).unwrap_or(Value::Null);
        Reply { status, body, text }
    }

    pub fn get(&self, path: &str, token: Option<&str>) -> Reply {
        self.send(Method::GET, path, token, None)
    }

    pub fn get_ok(&self, path: &str, token: Option<&str>) -> Value {
        let reply = self.get(path, token);
        assert_eq!(reply.status, 200, "GET {path}: {reply:?}");
        reply.body
    }

    pub fn post(&self, path: &str, token: Option<&str>, body: &Value) -> Reply {
        self.post_raw(path, token, serde_json::to_vec(body).unwrap())
    }

    pub fn post_raw(&self, path: &str, token: Option<&str>, body: Vec<u8>) -> Reply {
        self.send(Method::POST, path, token, Some(body))
    }

    pub fn put(&self, path: &str, token: Option<&str>, body: &Value) -> Reply {
        let body = serde_json::to_vec(body).unwrap();
        self.send(Method::PUT, path, token, Some(body))
    }

    pub fn create(&self, request: &Value) -> Table {
        let reply = self.post("/api/tables", None, request);
        assert_eq!(reply.status, 201, "{request}: {reply:?}");
        let b = &reply.body;
        Table {
            id: b["table"].as_str().expect("an id").to_string(),
            creator: b["creator_token"].as_str().expect("a token").to_string(),
            seats: serde_json::from_value(b["seat_tokens"].clone()).expect("tokens"),
        }
    }

    pub fn snapshot(&self, t: &Table, token: Option<&str>) -> Value {
        self.get_ok(&t.path(), token)
    }

    /// `seat` takes `action`, which must be accepted; returns the answer (seat's snapshot).
    pub fn act_ok(&self, t: &Table, seat: usize, action: Value) -> Value {
        let body = json!({ "action": action });
        let reply = self.post(&t.actions(), t.seat(seat), &body);
        assert_eq!(reply.status, 200, "seat {seat} {action}: {reply:?}");
        reply.body
    }

    pub fn undo_ok(&self, t: &Table, token: Option<&str>) -> Value {
        let reply = self.post_raw(&t.undo(), token, Vec::new());
        assert_eq!(reply.status, 200, "undo: {reply:?}");
        reply.body
    }

    /// The spectator's snapshot once `done` holds (polled; panics after a while).
    pub fn wait_for(&self, t: &Table, done: impl Fn(&Value) -> bool) -> Value {
        let deadline = Instant::now() + PATIENCE;
        loop {
            let snap = self.snapshot(t, None);
            if done(&snap) {
                return snap;
            }
            assert!(Instant::now() < deadline, "still waiting: {snap}");
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// The spectator's snapshot once no AI is to move.
    pub fn settled(&self, t: &Table) -> Value {
        self.wait_for(t, |s| {
            s["over"] == true || s["seats"][s["to_move"].as_u64().unwrap() as usize]["ai"].is_null()
        })
    }

    /// The person to move takes [`choose`]'s action, once the AI has moved. False when the
    /// game is over.
    pub fn step(&self, t: &Table, damage: u16) -> bool {
        let snap = self.settled(t);
        if snap["over"] == true {
            return false;
        }
        let seat = snap["to_move"].as_u64().unwrap() as usize;
        let mine = self.snapshot(t, t.seat(seat));
        self.act_ok(t, seat, choose(&mine, damage));
        true
    }

    /// Plays to the end; returns the spectator's last snapshot.
    pub fn play_to_end(&self, t: &Table, damage: u16) -> Value {
        for _ in 0..1000 {
            if !self.step(t, damage) {
                return self.snapshot(t, None);
            }
        }
        panic!("table {} does not end", t.id);
    }
}

/// What a socket gave next.
#[derive(Debug, PartialEq, Eq)]
pub enum Next {
    Text(String),
    Closed,
    Timeout,
}

/// A device watching a table.
pub struct Live {
    ws: WebSocket<TcpStream>,
    /// Every snapshot received.
    pub received: Vec<Value>,
}

/// Opens the table's WebSocket with `token`, or the HTTP status that refused it.
pub fn ws_connect(url: &str, id: &str, token: Option<&str>) -> Result<Live, u16> {
    let addr = url.strip_prefix("http://").expect("an http URL");
    let query = token.map(|t| format!("?token={t}")).unwrap_or_default();
    let stream = TcpStream::connect(addr).expect("the server accepts connections");
    match tungstenite::client(format!("ws://{addr}/api/tables/{id}/ws{query}"), stream) {
        Ok((ws, _)) => Ok(Live {
            ws,
            received: Vec::new(),
        }),
        Err(HandshakeError::Failure(tungstenite::Error::Http(response))) => {
            Err(response.status().as_u16())
        }
        Err(e) => panic!("WebSocket handshake: {e}"),
    }
}

impl Live {
    /// The connection under the WebSocket, to write what a well-behaved client would not.
    pub fn stream(&mut self) -> &mut TcpStream {
        self.ws.get_mut()
    }

    pub fn send(&mut self, text: &str) {
        // A socket the server closed may refuse to send: the next read says so.
        let _ = self.ws.send(Message::text(text));
    }

    /// The next text message within `timeout`.
    pub fn next(&mut self, timeout: Duration) -> Next {
        let deadline = Instant::now() + timeout;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return Next::Timeout;
            }
            self.ws.get_ref().set_read_timeout(Some(left)).unwrap();
            match self.ws.read() {
                Ok(Message::Text(text)) => return Next::Text(text.as_str().to_string()),
                Ok(Message::Close(_)) => return Next::Closed,
                Ok(_) => {}
                Err(tungstenite::Error::Io(e))
                    if matches!(e.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut) => {}
                Err(_) => return Next::Closed,
            }
        }
    }

    /// The next snapshot within `timeout`.
    pub fn snapshot(&mut self, timeout: Duration) -> Value {
        match self.next(timeout) {
            Next::Text(text) => {
                let snap: Value = serde_json::from_str(&text).expect("snapshots are JSON");
                self.received.push(snap.clone());
                snap
            }
            other => panic!("expected a snapshot within {timeout:?}, got {other:?}"),
        }
    }

    /// The first snapshot for which `done` holds, within `timeout`.
    pub fn wait_for(&mut self, timeout: Duration, done: impl Fn(&Value) -> bool) -> Value {
        let deadline = Instant::now() + timeout;
        loop {
            let snap = self.snapshot(deadline.saturating_duration_since(Instant::now()));
            if done(&snap) {
                return snap;
            }
        }
    }
}

/// Sends `request` as it is on a new connection to the server at `url` and reads until the
/// server closes it: the status and the body.
pub fn raw_http(url: &str, request: &[u8]) -> (u16, String) {
    use std::io::{Read, Write};
    let addr = url.strip_prefix("http://").expect("an http URL");
    let mut stream = TcpStream::connect(addr).expect("the server accepts connections");
    stream.set_read_timeout(Some(PATIENCE)).unwrap();
    stream.write_all(request).unwrap();
    let mut answer = Vec::new();
    stream
        .read_to_end(&mut answer)
        .expect("the server answers and closes");
    let answer = String::from_utf8_lossy(&answer).into_owned();
    let status = answer
        .get(9..12)
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("not an HTTP answer: {answer:?}"));
    let body = answer.split_once("\r\n\r\n").map_or("", |(_, b)| b);
    (status, body.to_string())
}
