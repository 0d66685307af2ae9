//! Live tables: a WebSocket per device that receives the table as that device may see it, at
//! once on connecting (so a device that dropped resumes where the table is) and after every
//! change. Devices send nothing but pings; actions go through the HTTP API, which answers each
//! with a status.

use std::sync::Arc;

use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Path, Query, State};
use axum::http::HeaderMap;
use axum::response::Response;
use tokio::sync::broadcast::error::RecvError;

use crate::api::{TokenQuery, token};
use crate::error::ApiError;
use crate::table::Role;
use crate::tables::{Cell, Tables, checked_role};

/// Devices only ping: anything larger closes the connection. The frame limit is what stops a
/// large message early: it is checked on the frame's header, before its payload is read.
const MAX_MESSAGE: usize = 1024;

pub async fn connect(
    State(tables): State<Arc<Tables>>,
    Path(id): Path<String>,
    Query(query): Query<TokenQuery>,
    headers: HeaderMap,
    upgrade: WebSocketUpgrade,
) -> Result<Response, ApiError> {
    let cell = tables.get(&id)?;
    let role = checked_role(&*cell.table.lock().await, token(&headers, &query)?)?;
    Ok(upgrade
        .max_frame_size(MAX_MESSAGE)
        .max_message_size(MAX_MESSAGE)
        .on_upgrade(move |socket| feed(socket, cell, role)))
}

async fn feed(mut socket: WebSocket, cell: Arc<Cell>, role: Role) {
    // Subscribe before the first snapshot so that no change falls between them.
    let mut changes = cell.changes.subscribe();
    if send_snapshot(&mut socket, &cell, role).await.is_err() {
        return;
    }
    loop {
        tokio::select! {
            change = changes.recv() => match change {
                // Missed changes need no replay: the snapshot is the whole table.
                Ok(_) | Err(RecvError::Lagged(_)) => {
                    if send_snapshot(&mut socket, &cell, role).await.is_err() {
                        return;
                    }
                }
                Err(RecvError::Closed) => return,
            },
            message = socket.recv() => match message {
                Some(Ok(Message::Text(text))) if text.as_str() == "ping" => {
                    if socket.send(Message::Text("pong".into())).await.is_err() {
                        return;
                    }
                }
                Some(Ok(Message::Close(_))) | Some(Err(_)) | None => return,
                Some(Ok(_)) => {}
            },
        }
    }
}

async fn send_snapshot(socket: &mut WebSocket, cell: &Cell, role: Role) -> Result<(), axum::Error> {
    let text = cell.table.lock().await.snapshot(role).to_string();
    socket.send(Message::Text(text.into())).await
}
