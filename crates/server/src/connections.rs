//! The accept loop: each connection counted against `--max-connections` and
//! `--max-connections-per-address` (one over either is closed at once), then served by hyper's
//! HTTP/1.1 connection with upgrades (the WebSockets) and a header timeout.
//!
//! hyper's `header_read_timeout` (hyper 1.x, `proto/h1/conn.rs`) starts when the connection
//! opens and again whenever it goes idle after an answer, and is not reset by the bytes that
//! arrive: a connection that does not send a whole request head within `--header-timeout` of
//! opening, or of its previous answer, is closed without an answer. So it is also the idle
//! keep-alive timeout. A connection's count lives in its socket, so a WebSocket keeps counting
//! until it closes.
//!
//! HTTP/1.1 only, as before (axum was built without HTTP/2): a browser speaks HTTP/1.1 to a
//! plain `http://` server, and a TLS proxy in front speaks what it likes to the browser.

use std::io;
use std::net::SocketAddr;
use std::pin::Pin;
use std::task::{Context, Poll};

use axum::Router;
use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::TcpListener;
use tower::Service;

use crate::limits::Limits;
use crate::parse_errors::JsonParseErrors;
use crate::per_address::{Slot, Slots, client_address};

/// Serves `app` on `listener` until the process ends. Accept errors (no file descriptor left,
/// say) are logged and retried after a second, as `axum::serve` does; they never stop it.
pub async fn serve(mut listener: TcpListener, app: Router, limits: &Limits) {
    let connections = Slots::new(
        limits.max_connections,
        limits.max_connections_per_address,
        0,
    );
    let mut http = http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(limits.header_timeout);
    let mut make_service = app.into_make_service_with_connect_info::<SocketAddr>();
    loop {
        let (stream, peer) = axum::serve::Listener::accept(&mut listener).await;
        let slot = match connections.take(client_address(peer.ip())) {
            Ok(slot) => slot,
            Err(full) => {
                tracing::debug!(%peer, ?full, "connection refused: at the connection cap");
                continue;
            }
        };
        let Ok(service) = make_service.call(peer).await;
        let io = TokioIo::new(JsonParseErrors::new(Counted {
            io: stream,
            _slot: slot,
        }));
        let connection = http
            .serve_connection(io, TowerToHyperService::new(service))
            .with_upgrades();
        tokio::spawn(async move {
            if let Err(e) = connection.await {
                tracing::trace!(%peer, "connection ended: {e}");
            }
        });
    }
}

/// A connection's socket holding its place under the connection caps: the place is given back
/// when the socket closes (after an upgrade too, when the WebSocket ends).
struct Counted<S> {
    io: S,
    _slot: Slot,
}

impl<S: AsyncRead + Unpin> AsyncRead for Counted<S> {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.io).poll_read(cx, buf)
    }
}

impl<S: AsyncWrite + Unpin> AsyncWrite for Counted<S> {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.io).poll_write(cx, buf)
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.io).poll_write_vectored(cx, bufs)
    }

    fn is_write_vectored(&self) -> bool {
        self.io.is_write_vectored()
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.io).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.io).poll_shutdown(cx)
    }
}
