//! The figures a load run gives, for people or as JSON.

use serde::Serialize;

#[derive(Serialize)]
pub(super) struct Figures {
    pub(super) tables: usize,
    pub(super) seconds: u64,
    pub(super) warmup: u64,
    /// The rate offered (actions per second), none when unpaced.
    pub(super) rate: Option<f64>,
    /// Actions accepted (200) and completed in the measured seconds.
    pub(super) accepted: u64,
    pub(super) actions_per_sec: f64,
    pub(super) p50_ms: f64,
    pub(super) p90_ms: f64,
    pub(super) p99_ms: f64,
    pub(super) max_ms: f64,
    /// Answers other than 200 (201 for a new table) and failed requests, over the whole run.
    pub(super) errors: u64,
    /// The snapshot fetches (GET) the clients needed, in the measured seconds.
    pub(super) gets: u64,
    pub(super) get_p50_ms: f64,
    pub(super) get_p99_ms: f64,
    /// Mean size of the snapshot a POST returned, and of a GET's.
    pub(super) post_bytes_mean: f64,
    pub(super) get_bytes_mean: f64,
    /// Games played to the end, tables made (all over the whole run).
    pub(super) games_finished: u64,
    pub(super) tables_created: u64,
    /// WebSockets per table, the snapshots they received in the measured seconds, and their
    /// mean size.
    pub(super) watchers: usize,
    pub(super) watched_snapshots: u64,
    pub(super) watched_bytes_mean: f64,
    /// The server's CPU time per accepted action, in milliseconds: what an action costs it,
    /// telling its watchers included.
    pub(super) server_cpu_ms_per_action: Option<f64>,
    /// CPU of the server process and of this client in the measured seconds, as a share of
    /// one core (2.0 = two cores busy); none where the system does not tell.
    pub(super) server_cpu: Option<f64>,
    pub(super) client_cpu: Option<f64>,
    /// The tables played by AI, and their spec.
    pub(super) ai_tables: usize,
    pub(super) ai_spec: String,
    /// With AI tables: how long each table made meanwhile (its AI `ai_probe_spec`) waited for its
    /// first AI move, in milliseconds, one after another.
    pub(super) ai_probe_spec: String,
    pub(super) ai_waits_ms: Vec<f64>,
    /// The server's resident memory at the end and at its peak, in MiB (Linux: VmRSS and
    /// VmHWM); none where the system does not tell.
    pub(super) server_rss_mib: Option<f64>,
    pub(super) server_peak_rss_mib: Option<f64>,
}

pub(super) fn print_figures(f: &Figures) {
    let share = |c: Option<f64>| c.map_or("?".to_string(), |c| format!("{:.0}%", c * 100.0));
    let offered = f.rate.map_or("unpaced".to_string(), |r| {
        format!("{r:.0} actions/s offered")
    });
    println!(
        "serve bench: {} tables on loopback, {offered}, {} s measured after {} s warm-up",
        f.tables, f.seconds, f.warmup
    );
    println!(
        "  {} actions accepted and committed: {:.0} actions/s",
        f.accepted, f.actions_per_sec
    );
    println!(
        "  action latency (POST): p50 {:.1} ms, p90 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
        f.p50_ms, f.p90_ms, f.p99_ms, f.max_ms
    );
    println!(
        "  snapshot fetches (GET): {}, p50 {:.1} ms, p99 {:.1} ms; snapshot size: POST {:.0} B, GET {:.0} B",
        f.gets, f.get_p50_ms, f.get_p99_ms, f.post_bytes_mean, f.get_bytes_mean
    );
    println!(
        "  errors: {}; games finished: {}, tables created: {}",
        f.errors, f.games_finished, f.tables_created
    );
    println!(
        "  watchers: {} WebSockets per table, {} snapshots received, {:.0} B each",
        f.watchers, f.watched_snapshots, f.watched_bytes_mean
    );
    let per_action = f
        .server_cpu_ms_per_action
        .map_or("?".to_string(), |ms| format!("{ms:.3} ms"));
    println!(
        "  CPU (one core = 100%): server {}, this client {}; the server's per accepted action: {per_action}",
        share(f.server_cpu),
        share(f.client_cpu)
    );
    let mib = |m: Option<f64>| m.map_or("?".to_string(), |m| format!("{m:.0} MiB"));
    println!(
        "  server memory: {} at the end, {} at its peak; {} tables played by AI ({})",
        mib(f.server_rss_mib),
        mib(f.server_peak_rss_mib),
        f.ai_tables,
        f.ai_spec
    );
    if !f.ai_waits_ms.is_empty() {
        let waits: Vec<String> = f.ai_waits_ms.iter().map(|w| format!("{w:.0}")).collect();
        println!(
            "  a table another client made meanwhile ({}) waited for its first AI move: {} ms",
            f.ai_probe_spec,
            waits.join(", ")
        );
    }
}
