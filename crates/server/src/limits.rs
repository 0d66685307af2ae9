//! The server's limits on what clients may hold and how fast: timeouts, connections, WebSockets
//! and tables, each an `altplay serve` flag. The defaults are for a small community server on a
//! 2-core machine that a game store's NAT address may fill with a whole prerelease evening of
//! tables and devices; the security section of this crate's README gives the reasons and the
//! figures.

use std::time::Duration;

/// Every limit, with its `altplay serve` flag named in the refusal a client gets.
#[derive(Clone, Debug)]
pub struct Limits {
    /// `--header-timeout`: the time a connection has to send a request's headers, counted from
    /// its opening or from the end of the previous answer, so it is also how long an idle
    /// keep-alive connection is kept (hyper's `header_read_timeout` starts when the connection
    /// goes idle). Then the connection is closed.
    pub header_timeout: Duration,
    /// `--body-timeout`: the time a request's body has, in all, to arrive once its headers have
    /// (408 after it). A body trickled a byte at a time is cut too.
    pub body_timeout: Duration,
    /// `--ws-idle-timeout`: a WebSocket whose device has sent nothing (the page pings every
    /// 20 s) for this long is closed, so a phone that slept or left frees its slot.
    pub ws_idle_timeout: Duration,
    /// `--max-connections`: open connections, WebSockets included; more are closed at once.
    pub max_connections: usize,
    /// `--max-connections-per-address`: open connections from one client address.
    pub max_connections_per_address: usize,
    /// `--max-websockets`: open WebSockets in all (503 past it).
    pub max_websockets: usize,
    /// `--max-websockets-per-address`: open WebSockets from one client address (429 past it).
    pub max_websockets_per_address: usize,
    /// `--max-tables`: tables the server holds, those restored at start included (503 past it).
    pub max_tables: usize,
    /// `--max-tables-per-address`: tables one client address may make while the server runs
    /// (429 past it).
    pub max_tables_per_address: usize,
    /// `--tables-per-minute`: tables made a minute by everyone, up to this many at once (429
    /// with `Retry-After` past it).
    pub tables_per_minute: u32,
    /// `--tables-per-minute-per-address`: the same for one client address.
    pub tables_per_minute_per_address: u32,
}

impl Limits {
    pub const DEFAULT_HEADER_TIMEOUT_SECS: u64 = 10;
    pub const DEFAULT_BODY_TIMEOUT_SECS: u64 = 10;
    pub const DEFAULT_WS_IDLE_TIMEOUT_SECS: u64 = 120;
    pub const DEFAULT_MAX_CONNECTIONS: usize = 1000;
    pub const DEFAULT_MAX_CONNECTIONS_PER_ADDRESS: usize = 200;
    pub const DEFAULT_MAX_WEBSOCKETS: usize = 800;
    pub const DEFAULT_MAX_WEBSOCKETS_PER_ADDRESS: usize = 100;
    pub const DEFAULT_MAX_TABLES: usize = 2000;
    pub const DEFAULT_MAX_TABLES_PER_ADDRESS: usize = 200;
    pub const DEFAULT_TABLES_PER_MINUTE: u32 = 60;
    pub const DEFAULT_TABLES_PER_MINUTE_PER_ADDRESS: u32 = 30;
}

impl Default for Limits {
    fn default() -> Self {
        Self {
            header_timeout: Duration::from_secs(Self::DEFAULT_HEADER_TIMEOUT_SECS),
            body_timeout: Duration::from_secs(Self::DEFAULT_BODY_TIMEOUT_SECS),
            ws_idle_timeout: Duration::from_secs(Self::DEFAULT_WS_IDLE_TIMEOUT_SECS),
            max_connections: Self::DEFAULT_MAX_CONNECTIONS,
            max_connections_per_address: Self::DEFAULT_MAX_CONNECTIONS_PER_ADDRESS,
            max_websockets: Self::DEFAULT_MAX_WEBSOCKETS,
            max_websockets_per_address: Self::DEFAULT_MAX_WEBSOCKETS_PER_ADDRESS,
            max_tables: Self::DEFAULT_MAX_TABLES,
            max_tables_per_address: Self::DEFAULT_MAX_TABLES_PER_ADDRESS,
            tables_per_minute: Self::DEFAULT_TABLES_PER_MINUTE,
            tables_per_minute_per_address: Self::DEFAULT_TABLES_PER_MINUTE_PER_ADDRESS,
        }
    }
}
