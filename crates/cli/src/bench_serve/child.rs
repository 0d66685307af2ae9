//! `altplay serve` as a child process on loopback, with a fresh database: this program's, or
//! the binary `--server` names.

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

use anyhow::Context;

use super::BenchArgs;

/// How long the server may take to print its address.
const START_TIMEOUT: Duration = Duration::from_secs(30);

/// `altplay serve` running as a child process; killed when dropped (on error too), and its
/// temporary directory removed after it.
pub(super) struct ServerChild {
    pub(super) child: Child,
    pub(super) addr: String,
    pub(super) _dir: tempfile::TempDir,
}

impl ServerChild {
    /// Starts `altplay serve` with `flags` besides its address and database (in `args.dir`).
    pub(super) fn start(args: &BenchArgs, flags: &[&str]) -> anyhow::Result<Self> {
        let dir = match args.dir.as_deref() {
            Some(d) => tempfile::Builder::new()
                .prefix("altplay-bench-")
                .tempdir_in(d)
                .with_context(|| format!("cannot make a directory in {}", d.display()))?,
            None => tempfile::Builder::new()
                .prefix("altplay-bench-")
                .tempdir()
                .context("cannot make a temporary directory")?,
        };
        let db = dir.path().join("bench.db");
        let exe = match &args.server {
            Some(exe) => exe.clone(),
            None => {
                std::env::current_exe().context("cannot find this program to run the server")?
            }
        };
        let log = std::env::var("RUST_LOG").unwrap_or_else(|_| "warn".into());
        let mut child = Command::new(&exe)
            .arg("serve")
            .arg("--addr")
            .arg("127.0.0.1:0")
            .arg("--db")
            .arg(&db)
            .args(flags)
            .env("RUST_LOG", log)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .with_context(|| format!("cannot start {} serve", exe.display()))?;
        let stdout = child.stdout.take().context("the server's output")?;
        let mut server = Self {
            child,
            addr: String::new(),
            _dir: dir,
        };
        // Read the address line, then keep reading so that the server never blocks on a full
        // pipe.
        let (tx, rx) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if let Some(rest) = line.strip_prefix("altplay serving on http://") {
                    let addr = rest.split_whitespace().next().unwrap_or_default();
                    let _ = tx.send(addr.to_string());
                }
            }
        });
        server.addr = rx
            .recv_timeout(START_TIMEOUT)
            .context("the server did not print its address")?;
        Ok(server)
    }

    /// A `/proc/PID/status` figure given in kB (`VmRSS`, `VmHWM`), in MiB (Linux only).
    pub(super) fn memory_mib(&self, field: &str) -> Option<f64> {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id())).ok()?;
        let line = status
            .lines()
            .find_map(|l| l.strip_prefix(field)?.strip_prefix(':'))?;
        let kb: f64 = line.trim().strip_suffix("kB")?.trim().parse().ok()?;
        Some(kb / 1024.0)
    }

    /// CPU seconds the server's threads have run (Linux: /proc/PID/task/*/schedstat).
    pub(super) fn cpu_seconds(&self) -> Option<f64> {
        let tasks = std::fs::read_dir(format!("/proc/{}/task", self.child.id())).ok()?;
        let mut ns = 0u64;
        for task in tasks {
            let text = std::fs::read_to_string(task.ok()?.path().join("schedstat")).ok()?;
            ns += text.split_whitespace().next()?.parse::<u64>().ok()?;
        }
        Some(ns as f64 / 1e9)
    }
}

impl Drop for ServerChild {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
