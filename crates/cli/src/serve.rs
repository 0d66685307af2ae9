//! `altplay serve`: the table assistant in the browser.

use std::net::SocketAddr;
use std::path::PathBuf;

use altplay_server::{ServeOptions, Server};
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
