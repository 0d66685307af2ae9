//! `altplay bench serve`: load on the table assistant as it is deployed. The server runs as a
//! child process (`altplay serve` on loopback, a fresh database in a temporary directory); one
//! client task per table plays random legal actions, every seat a person holding a token: as
//! fast as the server answers (each client waits for its answer, so the server is saturated and
//! latency is mostly queueing), or paced with `--rate` to measure latency at a given load.
//! Only accepted actions (200) count; every other answer is an error, counted and reported.
//! Latency is that of the action's POST: the action applied, committed to SQLite
//! (synchronous=FULL) and the new snapshot sent back. `--watchers N` has N devices watch each
//! table over WebSockets (see `watchers.rs`); `--server` measures another build's server.
//! `--fill-caps` instead fills the server's caps on tables, WebSockets and connections and
//! reports its memory (see `caps.rs`).

mod ai_wait;
mod caps;
mod caps_report;
mod child;
mod client;
mod load;
mod report;
mod watchers;

use std::path::PathBuf;

use anyhow::{bail, ensure};
use clap::Args;

use caps_report::print_caps;
use child::ServerChild;
use load::load;
use report::print_figures;

/// How many kinds of error are printed.
const ERRORS_SHOWN: usize = 8;
/// The load's clients all come from 127.0.0.1 and make a table per game, hundreds a minute, with
/// its watchers: the server's limits on making tables (one address's rate and share), and on
/// connections and WebSockets, are lifted, since the load measures playing. `--fill-caps`
/// measures the limits.
const LOAD_FLAGS: &[&str] = &[
    "--max-connections",
    "100000000",
    "--max-connections-per-address",
    "100000000",
    "--max-websockets",
    "100000000",
    "--max-websockets-per-address",
    "100000000",
    "--tables-per-minute",
    "1000000",
    "--tables-per-minute-per-address",
    "1000000",
    "--max-tables",
    "100000000",
    "--max-tables-per-address",
    "100000000",
];

#[derive(Args)]
pub struct BenchArgs {
    /// Tables played at once (one client task each), spread evenly over the hosted formats.
    #[arg(long, value_name = "N", default_value_t = 100)]
    pub tables: usize,
    /// Seconds measured.
    #[arg(long, value_name = "S", default_value_t = 10)]
    pub seconds: u64,
    /// Seconds of load before the measurement starts (not counted).
    #[arg(long, value_name = "S", default_value_t = 2)]
    pub warmup: u64,
    /// Actions per second to offer in all (each table paced to its share); 0: as fast as the
    /// server answers (each client sends its next action when the last is answered).
    #[arg(long, value_name = "R", default_value_t = 0.0)]
    pub rate: f64,
    /// Seed of the clients' choices among the legal actions.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Tables played by AI at both seats beside the clients' (Battle Grid), each searching
    /// with `--ai-spec`: the load of many costly AI seats on the server's search slots.
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub ai_tables: usize,
    /// The AI of the `--ai-tables` (at most the server's cap; an absurd budget is refused).
    #[arg(long, value_name = "SPEC", default_value = "ismcts:ms=5000")]
    pub ai_spec: String,
    /// With `--ai-tables`: the AI of the tables another client makes while they search, each
    /// timed from its making to its first AI move (how long a table's AI waits on a server one
    /// client keeps busy).
    #[arg(long, value_name = "SPEC", default_value = "ismcts:iters=200")]
    pub ai_probe_spec: String,
    /// WebSockets watching each table (its seats' tokens first, then spectators), each reading
    /// every snapshot the server sends until the game ends.
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub watchers: usize,
    /// The `altplay` binary whose server is measured (default: this one), to measure another
    /// build under the same load.
    #[arg(long, value_name = "PATH")]
    pub server: Option<PathBuf>,
    /// The directory the temporary database is made in (default: the system's temp dir).
    #[arg(long, value_name = "DIR")]
    pub dir: Option<PathBuf>,
    /// Print the figures as one JSON object.
    #[arg(long)]
    pub json: bool,
    /// Instead of the load: fill the server's caps at their defaults (tables, WebSockets, idle
    /// and half-sent connections) from many loopback addresses, and report its memory and a new
    /// client's latency meanwhile.
    #[arg(long)]
    pub fill_caps: bool,
}

pub fn bench(args: &BenchArgs) -> anyhow::Result<()> {
    ensure!(args.tables > 0, "--tables must be at least 1");
    ensure!(args.seconds > 0, "--seconds must be at least 1");
    ensure!(
        args.rate.is_finite() && args.rate >= 0.0,
        "--rate must be a number of actions per second (0: unpaced)"
    );
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    if args.fill_caps {
        return fill_caps(args, &runtime);
    }
    let server = ServerChild::start(args, LOAD_FLAGS)?;
    let run = runtime.block_on(load(args, &server));
    // The server must have lived through the run: figures from a dead server mean nothing.
    let mut server = server;
    if let Some(status) = server.child.try_wait()? {
        bail!("the server exited during the run ({status})");
    }
    drop(server);
    let (figures, errors) = run?;
    if !errors.is_empty() {
        let mut kinds: Vec<(&String, &u64)> = errors.iter().collect();
        kinds.sort_by(|a, b| b.1.cmp(a.1));
        for (message, n) in kinds.into_iter().take(ERRORS_SHOWN) {
            eprintln!("error ×{n}: {message}");
        }
    }
    if args.json {
        println!("{}", serde_json::to_string(&figures)?);
    } else {
        print_figures(&figures);
    }
    Ok(())
}

fn fill_caps(args: &BenchArgs, runtime: &tokio::runtime::Runtime) -> anyhow::Result<()> {
    let mut server = ServerChild::start(args, caps::SERVER_FLAGS)?;
    let figures = runtime.block_on(caps::fill_caps(&server))?;
    if let Some(status) = server.child.try_wait()? {
        bail!("the server exited during the run ({status})");
    }
    if args.json {
        println!("{}", serde_json::to_string(&figures)?);
    } else {
        print_caps(&figures);
    }
    Ok(())
}
