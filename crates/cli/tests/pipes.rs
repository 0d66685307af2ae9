//! The command-line tools end quietly when their output is closed (`altplay … | head`), as other
//! command-line tools do: no panic, no error message.

use std::os::unix::process::ExitStatusExt;
use std::process::{Command, Stdio};

/// `altplay args…` writing into a pipe whose reading end is already closed.
fn into_a_closed_pipe(args: &[&str]) -> (std::process::ExitStatus, String) {
    let (reader, writer) = std::io::pipe().unwrap();
    drop(reader);
    let out = Command::new(env!("CARGO_BIN_EXE_altplay"))
        .args(args)
        .stdout(writer)
        .stderr(Stdio::piped())
        .output()
        .unwrap();
    (
        out.status,
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn a_closed_output_ends_the_command_quietly() {
    for args in [
        &[
            "play",
            "raid-battle",
            "--team",
            "level2",
            "--boss",
            "voltfang",
            "--auto",
        ][..],
        &["play", "tcg", "--watch", "--seed", "3"][..],
    ] {
        let (status, stderr) = into_a_closed_pipe(args);
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        assert!(stderr.is_empty(), "{args:?}: {stderr}");
        // Ended by the broken pipe's signal, as `cat` is.
        assert_eq!(status.signal(), Some(13), "{args:?}: {status:?}");
    }
}
