//! The web build of `cargo xtask test`, clippy's lints on, run beside the desktop's steps:
//! this program itself (`xtask web --lint`) as a child in a process group of its own, its output kept in a log under
//! the target directory and shown when the browser test waits for it.

use crate::{Failure, Result, target_dir};
use std::fs::{self, File};
use std::os::unix::process::CommandExt;
use std::path::PathBuf;
use std::process::{Command, ExitStatus, Stdio};
use std::sync::Mutex;
use std::sync::mpsc::{Receiver, channel};
use std::time::Instant;

struct WebBuild {
    pid: u32,
    log: PathBuf,
    /// The build's exit and its length, sent by a thread waiting on it as it ends (the
    /// steps in the foreground may still run then).
    ended: Receiver<(std::io::Result<ExitStatus>, f64)>,
}

/// The running build, and how long it took once it ended.
static WEB_BUILD: Mutex<Option<WebBuild>> = Mutex::new(None);
static WEB_BUILD_SECONDS: Mutex<Option<f64>> = Mutex::new(None);

fn log_path() -> PathBuf {
    target_dir().join("xtask-web-build.log")
}

/// Starts `xtask web --lint` in the background.
pub fn start_web_build() -> Result {
    let exe = std::env::current_exe()
        .map_err(|e| Failure::new(format!("cannot find the running xtask: {e}")))?;
    let log = log_path();
    if let Some(dir) = log.parent() {
        fs::create_dir_all(dir).map_err(|e| Failure::new(format!("{}: {e}", dir.display())))?;
    }
    let out = File::create(&log).map_err(|e| Failure::new(format!("{}: {e}", log.display())))?;
    let err = out
        .try_clone()
        .map_err(|e| Failure::new(format!("{}: {e}", log.display())))?;
    let child = Command::new(exe)
        .args(["web", "--lint"])
        .stdin(Stdio::null())
        .stdout(out)
        .stderr(err)
        // Its own group, so that a failing step can stop it with the cargo it started.
        .process_group(0)
        .spawn()
        .map_err(|e| Failure::new(format!("cannot start the web build: {e}")))?;
    let pid = child.id();
    println!(
        "$ xtask web --lint (pid {pid}, output in {})",
        log.display()
    );
    let started = Instant::now();
    let (tell, ended) = channel();
    std::thread::spawn(move || {
        let mut child = child;
        let status = child.wait();
        let _ = tell.send((status, started.elapsed().as_secs_f64()));
    });
    *WEB_BUILD.lock().expect("not poisoned") = Some(WebBuild { pid, log, ended });
    Ok(())
}

/// Waits for the background build, shows its output, and fails if it failed. Builds in
/// the foreground when none was started (a step list without the background step).
pub fn wait_for_web_build() -> Result {
    let Some(build) = WEB_BUILD.lock().expect("not poisoned").take() else {
        return crate::web::build(true);
    };
    let (status, secs) = build
        .ended
        .recv()
        .map_err(|e| Failure::new(format!("waiting for the web build: {e}")))?;
    let status = status.map_err(|e| Failure::new(format!("waiting for the web build: {e}")))?;
    *WEB_BUILD_SECONDS.lock().expect("not poisoned") = Some(secs);
    let output = fs::read_to_string(&build.log).unwrap_or_default();
    println!(
        "--- the web build's output ({secs:.1} s, {}):",
        build.log.display()
    );
    print!("{output}");
    println!("--- end of the web build's output");
    if status.success() {
        Ok(())
    } else {
        Err(Failure::new(format!("the web build failed ({status})")))
    }
}

/// Stops the background build, if one runs (a step before the browser test failed).
pub fn stop_web_build() {
    if let Some(build) = WEB_BUILD.lock().expect("not poisoned").take() {
        let group = format!("-{}", build.pid);
        let _ = Command::new("kill")
            .args(["-TERM", "--", &group])
            .stdin(Stdio::null())
            .status();
        let _ = build.ended.recv();
        println!(
            "stopped the web build (its output: {})",
            build.log.display()
        );
    }
}

/// How long the background build took (to its own end), once it has been waited for.
pub fn web_build_seconds() -> Option<f64> {
    *WEB_BUILD_SECONDS.lock().expect("not poisoned")
}
