//! A real `altplay serve` process on loopback with a real database file, for the API, browser
//! and restart tests. The port is the system's choice (`--addr 127.0.0.1:0`), read from the line
//! the server prints; the process is killed when the handle drops.

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

pub struct Server {
    child: Child,
    /// `http://127.0.0.1:PORT`
    pub url: String,
    pub db: PathBuf,
}

impl Server {
    /// Starts `altplay serve` on a free port with the tables in `db`.
    pub fn start(db: &Path) -> Server {
        Self::start_with(db, &[])
    }

    /// [`Server::start`] with more arguments to `altplay serve`.
    pub fn start_with(db: &Path, args: &[&str]) -> Server {
        Self::start_in(db, args, &[])
    }

    /// [`Server::start_with`] with more environment variables (`ALTPLAY_TCG_DATA`, say).
    pub fn start_in(db: &Path, args: &[&str], env: &[(&str, &Path)]) -> Server {
        let no_store = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/no-card-store");
        let mut child = Command::new(env!("CARGO_BIN_EXE_altplay"))
            .args(["serve", "--addr", "127.0.0.1:0", "--db"])
            .arg(db)
            .args(args)
            .envs(env.iter().copied())
            .env("ALTPLAY_HOME", &no_store)
            .env("RUST_LOG", "warn")
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("altplay serve starts");
        let stdout = child.stdout.take().expect("stdout is piped");
        let (tx, rx) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if let Some(rest) = line.strip_prefix("altplay serving on ") {
                    let url = rest
                        .split_whitespace()
                        .next()
                        .unwrap_or_default()
                        .to_string();
                    let _ = tx.send(url);
                }
            }
        });
        let url = rx
            .recv_timeout(Duration::from_secs(30))
            .expect("altplay serve prints its address within 30 s");
        Server {
            child,
            url,
            db: db.to_path_buf(),
        }
    }

    /// Ends the process at once, as `kill -9` does: nothing is flushed or closed.
    pub fn kill(mut self) {
        self.child.kill().expect("the server can be killed");
        self.child.wait().expect("the killed server is reaped");
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
