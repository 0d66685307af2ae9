//! `altplay serve`: the table assistant in the browser.

use std::net::SocketAddr;
use std::path::PathBuf;

use altplay_ai::EffortCap;
use altplay_server::{AiLimits, ServeOptions, Server};
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
    /// Deal the tables from this master seed: the n-th table made since the server started gets
    /// the same seed on every run, for tests and demonstrations (default: a random seed each).
    #[arg(long, value_name = "N")]
    pub seed: Option<u64>,
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
    }
}
