//! `altplay serve`: the table assistant in the browser.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

use altplay_ai::EffortCap;
use altplay_server::{AiLimits, Limits, ServeOptions, Server};
use clap::Args;

use crate::cards;

#[derive(Args)]
pub struct ServeArgs {
    /// The address to listen on.
    #[arg(long, default_value = "127.0.0.1:8080")]
    pub addr: SocketAddr,
    /// The SQLite file the tables are kept in (created if missing).
    #[arg(long, default_value = "altplay.db")]
    pub db: PathBuf,
    /// The card store whose imported cards can be named (default: the user's store).
    #[arg(long, value_name = "FILE")]
    pub store: Option<PathBuf>,
    /// The most time one AI move may search; a table asking for more is refused.
    #[arg(long, value_name = "MS", default_value_t = AiLimits::DEFAULT_MAX_MS)]
    pub ai_max_ms: u64,
    /// The most iterations one AI move may search (a time budget stops there too).
    #[arg(long, value_name = "N", default_value_t = AiLimits::DEFAULT_MAX_ITERATIONS)]
    pub ai_max_iters: u32,
    /// How many AI searches run at once; the others queue (default: one per two cores).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
    pub ai_searches: Option<u16>,
    /// How many AI searches may be open at once, running or waiting their turn (each keeps its
    /// tree meanwhile); more wait to begin.
    #[arg(long, value_name = "N", default_value_t = AiLimits::DEFAULT_OPEN_SEARCHES,
          value_parser = clap::value_parser!(u16).range(1..))]
    pub ai_open_searches: u16,
    /// How many of the open AI searches may be of the tables one client address made; its other
    /// tables' searches wait to begin behind its own.
    #[arg(long, value_name = "N", default_value_t = AiLimits::DEFAULT_OPEN_SEARCHES_PER_ADDRESS,
          value_parser = clap::value_parser!(u16).range(1..))]
    pub ai_open_searches_per_address: u16,
    /// Deal the tables from this master seed: the n-th table made since the server started gets
    /// the same seed on every run, for tests and demonstrations (default: a random seed each).
    #[arg(long, value_name = "N")]
    pub seed: Option<u64>,
    #[command(flatten)]
    pub limits: LimitArgs,
}

/// What clients may hold and how fast (the security section of `crates/server/README.md` gives
/// the reasons).
/// Behind a reverse proxy every client has the proxy's address: set each per-address cap to its
/// total and limit clients at the proxy.
#[derive(Args)]
pub struct LimitArgs {
    /// Seconds a connection has to send a request's headers, from its opening or from the end
    /// of its previous answer (so also how long an idle keep-alive connection is kept).
    #[arg(long, value_name = "S", default_value_t = Limits::DEFAULT_HEADER_TIMEOUT_SECS,
          value_parser = clap::value_parser!(u64).range(1..))]
    pub header_timeout: u64,
    /// Seconds a request's body has, in all, to arrive after its headers (408 after it).
    #[arg(long, value_name = "S", default_value_t = Limits::DEFAULT_BODY_TIMEOUT_SECS,
          value_parser = clap::value_parser!(u64).range(1..))]
    pub body_timeout: u64,
    /// Seconds a WebSocket's device may stay silent (the page pings every 20 s) before it is
    /// closed.
    #[arg(long, value_name = "S", default_value_t = Limits::DEFAULT_WS_IDLE_TIMEOUT_SECS,
          value_parser = clap::value_parser!(u64).range(1..))]
    pub ws_idle_timeout: u64,
    /// Open connections, WebSockets included; more are closed at once. Keep it under the
    /// process's open-file limit (`ulimit -n`).
    #[arg(long, value_name = "N", default_value_t = Limits::DEFAULT_MAX_CONNECTIONS)]
    pub max_connections: usize,
    /// Open connections from one client address (an IPv6 client: its /64).
    #[arg(long, value_name = "N", default_value_t = Limits::DEFAULT_MAX_CONNECTIONS_PER_ADDRESS)]
    pub max_connections_per_address: usize,
    /// Open WebSockets (live tables) in all; more are refused with 503.
    #[arg(long, value_name = "N", default_value_t = Limits::DEFAULT_MAX_WEBSOCKETS)]
    pub max_websockets: usize,
    /// Open WebSockets from one client address; more are refused with 429.
    #[arg(long, value_name = "N", default_value_t = Limits::DEFAULT_MAX_WEBSOCKETS_PER_ADDRESS)]
    pub max_websockets_per_address: usize,
    /// Tables the server holds, those in the database included; more are refused with 503.
    #[arg(long, value_name = "N", default_value_t = Limits::DEFAULT_MAX_TABLES)]
    pub max_tables: usize,
    /// Tables one client address may make while the server runs; more are refused with 429.
    #[arg(long, value_name = "N", default_value_t = Limits::DEFAULT_MAX_TABLES_PER_ADDRESS)]
    pub max_tables_per_address: usize,
    /// Tables made a minute by everyone, up to this many at once (429 with Retry-After past it).
    #[arg(long, value_name = "N", default_value_t = Limits::DEFAULT_TABLES_PER_MINUTE,
          value_parser = clap::value_parser!(u32).range(1..))]
    pub tables_per_minute: u32,
    /// Tables made a minute from one client address, up to this many at once.
    #[arg(long, value_name = "N", default_value_t = Limits::DEFAULT_TABLES_PER_MINUTE_PER_ADDRESS,
          value_parser = clap::value_parser!(u32).range(1..))]
    pub tables_per_minute_per_address: u32,
}

impl LimitArgs {
    pub fn limits(&self) -> Limits {
        Limits {
            header_timeout: Duration::from_secs(self.header_timeout),
            body_timeout: Duration::from_secs(self.body_timeout),
            ws_idle_timeout: Duration::from_secs(self.ws_idle_timeout),
            max_connections: self.max_connections,
            max_connections_per_address: self.max_connections_per_address,
            max_websockets: self.max_websockets,
            max_websockets_per_address: self.max_websockets_per_address,
            max_tables: self.max_tables,
            max_tables_per_address: self.max_tables_per_address,
            tables_per_minute: self.tables_per_minute,
            tables_per_minute_per_address: self.tables_per_minute_per_address,
        }
    }
}

pub fn run(args: &ServeArgs) -> anyhow::Result<()> {
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env().unwrap_or_else(|_| "info".into()),
        )
        .init();
    let catalog = cards::open_catalog(args.store.as_deref())?;
    let runtime = tokio::runtime::Runtime::new()?;
    runtime.block_on(async {
        let server = Server::bind(ServeOptions {
            addr: args.addr,
            db: args.db.clone(),
            catalog,
            ai: ai_limits(args),
            seed: args.seed,
            limits: args.limits.limits(),
        })
        .await?;
        // Tests and scripts read this line for the address (the port may have been 0).
        println!(
            "altplay serving on http://{} (tables in {})",
            server.local_addr()?,
            args.db.display()
        );
        server.run().await
    })
}

fn ai_limits(args: &ServeArgs) -> AiLimits {
    let default = AiLimits::default_for_this_machine();
    AiLimits {
        cap: EffortCap {
            max_ms: args.ai_max_ms,
            max_iterations: args.ai_max_iters,
        },
        searches: args.ai_searches.map_or(default.searches, usize::from),
        open_searches: usize::from(args.ai_open_searches),
        open_searches_per_address: usize::from(args.ai_open_searches_per_address),
    }
}
