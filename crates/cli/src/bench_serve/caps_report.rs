//! The figures of `altplay bench serve --fill-caps`, for people or as JSON.

use altplay_server::Limits;
use serde::Serialize;

#[derive(Serialize)]
pub(super) struct CapsFigures {
    pub(super) max_tables: usize,
    pub(super) max_websockets: usize,
    pub(super) max_connections: usize,
    /// The server's resident memory (MiB, Linux's VmRSS) at the start and once each cap was
    /// reached; its peak (VmHWM) at the end.
    pub(super) rss_start: Option<f64>,
    pub(super) rss_tables: Option<f64>,
    pub(super) rss_websockets: Option<f64>,
    pub(super) rss_connections: Option<f64>,
    pub(super) rss_full: Option<f64>,
    pub(super) peak_rss: Option<f64>,
    /// Seconds the tables took to make (the rates lifted).
    pub(super) tables_seconds: f64,
    /// What one table more got (status and message).
    pub(super) table_over_cap: String,
    /// The status of a WebSocket over the cap in all, and over a full address's cap.
    pub(super) websocket_over_cap: u16,
    pub(super) websocket_over_address_cap: Option<u16>,
    /// Connections open, WebSockets included, before the new client came.
    pub(super) connections_held: usize,
    /// A connection over a full address's cap, and over the cap in all, closed at once.
    pub(super) connection_over_address_cap_closed: Option<bool>,
    pub(super) connection_over_cap_closed: bool,
    /// The new client's table snapshots (GET on one connection) while the caps held.
    pub(super) new_client_p50_ms: f64,
    pub(super) new_client_p99_ms: f64,
    pub(super) new_client_max_ms: f64,
    /// What the new client's table got.
    pub(super) new_client_table: String,
    /// Client addresses used.
    pub(super) addresses: usize,
}

impl CapsFigures {
    pub(super) fn new(limits: &Limits, rss_start: Option<f64>) -> Self {
        Self {
            max_tables: limits.max_tables,
            max_websockets: limits.max_websockets,
            max_connections: limits.max_connections,
            rss_start,
            rss_tables: None,
            rss_websockets: None,
            rss_connections: None,
            rss_full: None,
            peak_rss: None,
            tables_seconds: 0.0,
            table_over_cap: String::new(),
            websocket_over_cap: 0,
            websocket_over_address_cap: None,
            connections_held: 0,
            connection_over_address_cap_closed: None,
            connection_over_cap_closed: false,
            new_client_p50_ms: 0.0,
            new_client_p99_ms: 0.0,
            new_client_max_ms: 0.0,
            new_client_table: String::new(),
            addresses: 0,
        }
    }
}

pub(super) fn print_caps(f: &CapsFigures) {
    let mib = |m: Option<f64>| m.map_or("?".to_string(), |m| format!("{m:.0} MiB"));
    let closed = |c: bool| if c { "closed at once" } else { "NOT closed" };
    println!(
        "serve caps: every cap at its default, from {} loopback addresses (table rates lifted, header timeout 600 s)",
        f.addresses
    );
    println!("  server memory at the start: {}", mib(f.rss_start));
    println!(
        "  {} tables (--max-tables), made in {:.1} s: {}; one more: {}",
        f.max_tables,
        f.tables_seconds,
        mib(f.rss_tables),
        f.table_over_cap
    );
    let ws_over_address = f
        .websocket_over_address_cap
        .map_or("not tried".to_string(), |s| s.to_string());
    println!(
        "  {} WebSockets (--max-websockets) besides: {}; one more: {}, one more from a full address: {ws_over_address}",
        f.max_websockets,
        mib(f.rss_websockets),
        f.websocket_over_cap,
    );
    let over_address = f
        .connection_over_address_cap_closed
        .map_or("not tried".to_string(), |c| closed(c).to_string());
    println!(
        "  {} connections open (WebSockets, idle, half-sent heads): {}; one more from a full address: {over_address}",
        f.connections_held,
        mib(f.rss_connections)
    );
    println!(
        "  a new client meanwhile: table snapshot p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms; its new table: {}",
        f.new_client_p50_ms, f.new_client_p99_ms, f.new_client_max_ms, f.new_client_table
    );
    println!(
        "  {} connections (--max-connections): the next {}; server memory {}, peak {}",
        f.max_connections,
        closed(f.connection_over_cap_closed),
        mib(f.rss_full),
        mib(f.peak_rss)
    );
}
