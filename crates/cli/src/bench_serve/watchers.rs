//! `--watchers N`: the devices watching each table live, as the browser app does. Each table's
//! WebSockets are opened before its first action — its seats' tokens first, then spectators — and
//! read every snapshot the server sends (one on connecting, one after each change) until the
//! game ends. The server's cost of telling them shows in its CPU per accepted action.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

use futures_util::StreamExt;
use tokio::task::JoinHandle;
use tokio_tungstenite::tungstenite::Message;

use super::client::{Shared, Table};

/// What the watchers of every table received in the measured seconds.
#[derive(Default)]
pub(super) struct Watched {
    pub(super) snapshots: AtomicU64,
    pub(super) bytes: AtomicU64,
}

/// A table's open WebSockets; dropping it closes them.
pub(super) struct Watchers(Vec<JoinHandle<()>>);

impl Drop for Watchers {
    fn drop(&mut self) {
        for reader in &self.0 {
            reader.abort();
        }
    }
}

/// Opens `shared.watchers` WebSockets on `table` (each handshake answered before the next), and
/// reads them in the background.
pub(super) async fn watch(shared: &Arc<Shared>, table: &Table) -> Result<Watchers, String> {
    let mut readers = Watchers(Vec::with_capacity(shared.watchers));
    for i in 0..shared.watchers {
        let mut url = format!("{}/api/tables/{}/ws", shared.ws_base, table.id);
        if let Some(token) = table.tokens.get(i) {
            url = format!("{url}?token={token}");
        }
        let (mut socket, _) = tokio_tungstenite::connect_async(url)
            .await
            .map_err(|e| format!("GET /api/tables/ID/ws: {e}"))?;
        let shared = Arc::clone(shared);
        readers.0.push(tokio::spawn(async move {
            while let Some(Ok(message)) = socket.next().await {
                if let Message::Text(text) = message
                    && shared.measured(Instant::now())
                {
                    shared.watched.snapshots.fetch_add(1, Ordering::Relaxed);
                    let bytes = text.len() as u64;
                    shared.watched.bytes.fetch_add(bytes, Ordering::Relaxed);
                }
            }
        }));
    }
    Ok(readers)
}
