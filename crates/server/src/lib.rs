//! The table assistant: `altplay serve`. Shared tables for every registered format, every
//! device a seat, live over WebSocket, every accepted action committed to SQLite before anyone
//! hears of it. See ARCHITECTURE.md (server) for the shape and the choices.

mod ai_seats;
mod ai_turns;
mod api;
mod body_deadline;
mod connections;
mod creation;
mod error;
mod formats;
mod limits;
mod parse_errors;
mod per_address;
mod refusal;
mod renders;
mod reveals;
mod seeds;
mod session;
mod store;
mod table;
mod tables;
mod tokens;
mod ui;
mod ws;

use std::net::SocketAddr;
use std::path::PathBuf;

use altplay_cards::Catalog;
use anyhow::Context;

pub use ai_seats::AiLimits;
pub use api::MAX_BODY;
pub use limits::Limits;
pub use session::{ActionError, Session};

/// The game a `POST /api/tables` body asks for, read and checked as the server does (without
/// storing it or starting its AI), or the message the server would answer. The fuzz targets feed
/// this untrusted bytes, and drive the game it returns with untrusted actions.
pub fn table_from_body(
    body: &[u8],
    catalog: &Catalog,
    seed: u64,
) -> Result<Box<dyn Session>, String> {
    let request: formats::TableRequest = api::json_object(body).map_err(|e| e.message)?;
    let game = request.build(catalog, seed).map_err(|e| e.message())?;
    Ok(game.session)
}

/// Where to listen, where the tables are kept, and the cards people may name.
pub struct ServeOptions {
    pub addr: SocketAddr,
    pub db: PathBuf,
    pub catalog: Catalog,
    pub ai: AiLimits,
    /// Deal every new table from this master seed (`altplay serve --seed`); none: a random seed
    /// per table.
    pub seed: Option<u64>,
    /// Timeouts, and caps on connections, WebSockets and tables.
    pub limits: Limits,
}

/// A server listening and its tables restored; [`Server::run`] serves until the process ends.
pub struct Server {
    listener: tokio::net::TcpListener,
    app: axum::Router,
    limits: Limits,
}

impl Server {
    /// Opens the database (restoring every table) and binds the address.
    pub async fn bind(options: ServeOptions) -> anyhow::Result<Self> {
        let (store, stored) = store::Store::open(&options.db)?;
        let count = stored.len();
        let tables = tables::Tables::restore(
            store,
            stored,
            options.catalog,
            options.ai,
            seeds::TableSeeds::new(options.seed),
        );
        tables.resume_ai();
        let listener = tokio::net::TcpListener::bind(options.addr)
            .await
            .with_context(|| format!("cannot listen on {}", options.addr))?;
        tracing::info!(tables = count, db = %options.db.display(), "tables restored");
        Ok(Self {
            listener,
            app: api::router(tables, count, &options.limits),
            limits: options.limits,
        })
    }

    pub fn local_addr(&self) -> std::io::Result<SocketAddr> {
        self.listener.local_addr()
    }

    /// Serves until the process ends (an accept error is logged and retried, never the end).
    pub async fn run(self) -> anyhow::Result<()> {
        connections::serve(self.listener, self.app, &self.limits).await;
        Ok(())
    }
}
