//! Running the built `tabula-cli` binary, shared by the CLI's test files.

// Each test file uses its own subset of these helpers.
#![allow(dead_code)]

use std::io::Write;
use std::process::{Command, Stdio};

pub struct Run {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
}

pub fn cli(args: &[&str], stdin: &str) -> Run {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tabula-cli"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("tabula-cli starts");
    // The CLI may refuse its arguments before it reads stdin; ignore a closed pipe.
    let _ = child.stdin.take().unwrap().write_all(stdin.as_bytes());
    let out = child.wait_with_output().expect("tabula-cli runs");
    Run {
        code: out.status.code().expect("exit status"),
        stdout: String::from_utf8(out.stdout).expect("UTF-8 stdout"),
        stderr: String::from_utf8(out.stderr).expect("UTF-8 stderr"),
    }
}

/// Runs and expects success; returns stdout.
pub fn ok(args: &[&str], stdin: &str) -> String {
    let r = cli(args, stdin);
    assert_eq!(
        r.code, 0,
        "tabula-cli {args:?} failed: {}\nstdin: {stdin}",
        r.stderr
    );
    r.stdout
}

/// Runs and expects bad input: exit 2, nothing on stdout, exactly one line on stderr.
pub fn bad(args: &[&str], stdin: &str) -> String {
    let r = cli(args, stdin);
    assert_eq!(
        r.code, 2,
        "tabula-cli {args:?} should exit 2; stdout {:?}, stderr {:?}",
        r.stdout, r.stderr
    );
    assert!(r.stdout.is_empty(), "stdout of {args:?}: {:?}", r.stdout);
    assert!(
        r.stderr.ends_with('\n') && r.stderr.trim_end().lines().count() == 1,
        "stderr of {args:?} should be one line: {:?}",
        r.stderr
    );
    assert!(r.stderr.len() > 20, "message too short: {:?}", r.stderr);
    r.stderr
}

pub fn json(text: &str) -> serde_json::Value {
    serde_json::from_str(text).unwrap_or_else(|e| panic!("not JSON ({e}): {text}"))
}
