//! Running the real `altplay` binary.

// Only the server tests start a server and use its API.
#[allow(dead_code)]
pub mod api;
#[allow(dead_code)]
pub mod server;

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

pub struct Run {
    pub success: bool,
    pub stdout: String,
    pub stderr: String,
}

/// Runs `altplay args` with `stdin` piped in. ALTPLAY_HOME is `home` when given, else a folder
/// with no card store, so a store of the machine's user never changes a test.
pub fn run_with(args: &[&str], stdin: &str, home: Option<&Path>) -> Run {
    let no_store = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/no-card-store");
    let mut child = Command::new(env!("CARGO_BIN_EXE_altplay"))
        .args(args)
        .env("ALTPLAY_HOME", home.unwrap_or(&no_store))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the altplay binary starts");
    let mut input = child.stdin.take().expect("stdin is piped");
    // The binary may stop reading early (an error); a closed pipe is then expected.
    let _ = input.write_all(stdin.as_bytes());
    drop(input);
    let out = child.wait_with_output().expect("the altplay binary ends");
    Run {
        success: out.status.success(),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

/// Runs `altplay args` and expects success; returns stdout.
pub fn ok(args: &[&str]) -> String {
    let run = run_with(args, "", None);
    assert!(run.success, "altplay {args:?} failed:\n{}", run.stderr);
    run.stdout
}

/// Expects `run` to have failed cleanly (non-zero exit, no panic); returns stderr.
pub fn failed(run: Run) -> String {
    assert!(!run.success, "expected a failure, got:\n{}", run.stdout);
    assert!(!run.stderr.contains("panicked"), "{}", run.stderr);
    assert!(!run.stderr.is_empty(), "a failure says why");
    run.stderr
}

/// Runs `altplay args` and expects a clean failure; returns stderr.
pub fn fails(args: &[&str]) -> String {
    failed(run_with(args, "", None))
}

/// A path as an argument.
pub fn arg(path: &Path) -> &str {
    path.to_str().expect("test paths are UTF-8")
}
