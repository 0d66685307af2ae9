//! Live tables: a WebSocket per device that receives the table as that device may see it, at
//! once on connecting (so a device that dropped resumes where the table is) and after every
//! change. Devices send nothing but pings; actions go through the HTTP API, which answers each
//! with a status.
//!
//! WebSockets are capped in all and per client address (refused in JSON, 503 and 429, naming
//! the flag); a socket's place is given back when it ends. A device silent for
//! `--ws-idle-timeout` (the page pings every 20 s), or that does not take what it is sent
//! within that time, is let go.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade, close_code};
use axum::extract::{ConnectInfo, Path, Query, State};
use axum::http::HeaderMap;
use axum::response::{IntoResponse, Response};
use tokio::sync::broadcast::error::RecvError;
use tokio::time::{Instant, sleep, timeout};

use crate::api::{TokenQuery, token};
use crate::limits::Limits;
use crate::per_address::{Full, Slot, Slots, client_address};
use crate::refusal::Refusal;
use crate::table::Role;
use crate::tables::{Cell, Tables, checked_role};

/// Devices only ping: anything larger closes the connection. The frame limit is what stops a
/// large message early: it is checked on the frame's header, before its payload is read.
const MAX_MESSAGE: usize = 1024;
/// What a socket reads into, and writes from before it writes to the connection: tungstenite's
/// defaults are 128 KiB each, for sockets that only receive `ping`. A snapshot larger than the
/// write buffer is written as it is, without waiting.
const READ_BUFFER: usize = 4 * 1024;
const WRITE_BUFFER: usize = 0;

/// The WebSocket caps, and how long a device may stay silent.
pub struct WsLimits {
    slots: Arc<Slots>,
    idle: Duration,
}

impl WsLimits {
    pub fn new(limits: &Limits) -> Self {
        Self {
            slots: Slots::new(limits.max_websockets, limits.max_websockets_per_address, 0),
            idle: limits.ws_idle_timeout,
        }
    }

    fn take(&self, peer: SocketAddr) -> Result<Slot, Refusal> {
        self.slots
            .take(client_address(peer.ip()))
            .map_err(|full| match full {
                Full::Address => Refusal::too_many(format!(
                    "this address holds its most live connections to tables ({}, altplay serve --max-websockets-per-address); close one and try again",
                    self.slots.max_per_address()
                )),
                Full::Total => Refusal::unavailable(format!(
                    "the server holds its most live connections to tables ({}, altplay serve --max-websockets); try again later",
                    self.slots.max_total()
                )),
            })
    }
}

pub async fn connect(
    State(tables): State<Arc<Tables>>,
    State(limits): State<Arc<WsLimits>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    Path(id): Path<String>,
    Query(query): Query<TokenQuery>,
    headers: HeaderMap,
    upgrade: WebSocketUpgrade,
) -> Response {
    let checked = async {
        let cell = tables.get(&id)?;
        let role = checked_role(&*cell.table.lock().await, token(&headers, &query)?)?;
        Ok::<_, crate::error::ApiError>((cell, role))
    };
    let (cell, role) = match checked.await {
        Ok(found) => found,
        Err(e) => return e.into_response(),
    };
    let slot = match limits.take(peer) {
        Ok(slot) => slot,
        Err(refusal) => return refusal.into_response(),
    };
    let idle = limits.idle;
    upgrade
        .max_frame_size(MAX_MESSAGE)
        .max_message_size(MAX_MESSAGE)
        .read_buffer_size(READ_BUFFER)
        .write_buffer_size(WRITE_BUFFER)
        .on_upgrade(move |socket| async move {
            feed(socket, cell, role, idle).await;
            drop(slot);
        })
}

async fn feed(mut socket: WebSocket, cell: Arc<Cell>, role: Role, idle: Duration) {
    // Subscribe before the first snapshot so that no change falls between them.
    let mut changes = cell.changes.subscribe();
    if send_snapshot(&mut socket, &cell, role, idle).await.is_err() {
        return;
    }
    let silence = sleep(idle);
    tokio::pin!(silence);
    loop {
        tokio::select! {
            change = changes.recv() => match change {
                // Missed changes need no replay: the snapshot is the whole table.
                Ok(_) | Err(RecvError::Lagged(_)) => {
                    if send_snapshot(&mut socket, &cell, role, idle).await.is_err() {
                        return;
                    }
                }
                Err(RecvError::Closed) => return,
            },
            message = socket.recv() => {
                silence.as_mut().reset(Instant::now() + idle);
                match message {
                    Some(Ok(Message::Text(text))) if text.as_str() == "ping" => {
                        if send(&mut socket, Message::Text("pong".into()), idle).await.is_err() {
                            return;
                        }
                    }
                    Some(Ok(Message::Close(_))) | Some(Err(_)) | None => return,
                    Some(Ok(_)) => {}
                }
            },
            () = &mut silence => {
                let reason = format!("silent for {} s (altplay serve --ws-idle-timeout)", idle.as_secs());
                let close = CloseFrame { code: close_code::AWAY, reason: reason.into() };
                let _ = send(&mut socket, Message::Close(Some(close)), idle).await;
                return;
            }
        }
    }
}

/// Sends `message`, or fails when the device has not taken it within `idle`.
async fn send(socket: &mut WebSocket, message: Message, idle: Duration) -> Result<(), ()> {
    match timeout(idle, socket.send(message)).await {
        Ok(Ok(())) => Ok(()),
        _ => Err(()),
    }
}

async fn send_snapshot(
    socket: &mut WebSocket,
    cell: &Cell,
    role: Role,
    idle: Duration,
) -> Result<(), ()> {
    let text = cell.table.lock().await.snapshot(role);
    send(socket, text.message(), idle).await
}
